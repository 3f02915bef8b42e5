/// The fast path's head, sized by the format: 64 KiB (``InputFile/headSize``), extended for a
/// JPEG whose metadata segments run past it, so the head ends after the primary image's
/// segments (its SOF and every APPn before the scan) whenever they fit in ``maxBytes``.
///
/// A JPEG's segments are read in file order; a phone or camera that writes more than 64 KiB of
/// them (an extended XMP depth map, FLIR or Huawei APPn blocks, a large ICC profile) puts the
/// pixel size and EXIF dates past a fixed head, and fast mode would leave them out. The head
/// grows by doubling (128 KiB, 256 KiB, ...) until the segment walk reaches the scan, each step
/// one `pread` of the next stretch: still a read of the file's beginning, never a seek to its
/// end. Docs/CLI.md, "Modes".
enum AdaptiveHead {
  /// The longest head the fast path reads for a JPEG.
  static let maxBytes = 1 << 20

  /// `source` with a head long enough for `format`'s header, when the fast path needs one;
  /// `source` itself otherwise.
  static func extended(_ source: ByteSource, for format: FormatDescriptor, maxSegments: Int) -> ByteSource {
    guard source.limitedToHead, format.family == .jpeg, !source.headIsWholeFile else { return source }
    var current = source
    while true {
      var reader = JPEGSegmentReader(source: current, start: 2, maxSegments: maxSegments)
      while reader.next() != nil {}
      // Only a walk that ran off the end of the head wants more; a scan, an EOI or damage ends it.
      guard case .endOfData? = reader.stop, current.head.count < min(current.size, maxBytes) else {
        return current
      }
      let next = min(maxBytes, max(2 * current.head.count, reader.position + 4096))
      let longer = current.withHead(of: next)
      guard longer.head.count > current.head.count else { return current }
      current = longer
    }
  }
}
