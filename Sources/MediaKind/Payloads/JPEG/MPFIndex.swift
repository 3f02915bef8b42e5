/// The Multi-Picture Format index of a JPEG (APP2 `MPF\0`): which images the file holds and
/// where.
///
/// ```
/// APP2 payload: "MPF\0" then an MP header, a TIFF header ("II*\0" / "MM\0*", u32 offset of
/// the MP Index IFD); all offsets below are relative to that MP header.
/// MP Index IFD: 0xB000 MPFVersion (UNDEFINED[4] "0100"), 0xB001 NumberOfImages (LONG),
///               0xB002 MPEntry (UNDEFINED[16 × NumberOfImages]), 0xB003 ImageUIDList, ...
/// MPEntry, 16 bytes each, in the MP header's byte order:
///   0 u32 individual image attribute: bits 31 dependent parent, 30 dependent child,
///     29 representative image, 26-24 image data format (0 = JPEG),
///     23-0 MP type: 0x030000 baseline primary, 0x010001 large thumbnail (VGA),
///     0x010002 large thumbnail (full HD), 0x020001 multi-frame panorama,
///     0x020002 multi-frame disparity (stereo), 0x020003 multi-angle, 0x000000 undefined
///   4 u32 individual image size (bytes)
///   8 u32 individual image data offset (from the MP header; 0 for the first image)
///  12 u16 dependent image 1 entry number   14 u16 dependent image 2 entry number
/// ```
/// Spec: CIPA DC-007-2009 "Multi-Picture Format" §5.2.3 (MP Index IFD), Table 3 and Fig. 6;
/// ExifTool `MPF.pm`.
struct MPFIndex: Sendable, Hashable {
  static let signature: StaticString = "MPF\0"
  /// At most this many entries are read (real files hold 2 to 4).
  static let maxEntries = 64

  struct Entry: Sendable, Hashable {
    let attributes: UInt32
    let size: Int
    /// Offset from the MP header (0 for the first, primary image).
    let offset: Int

    /// The MP type code (the low 24 bits of the attributes).
    var type: UInt32 { attributes & 0x00FF_FFFF }
  }

  /// Absolute file offset of the MP header (the byte after `MPF\0`).
  let headerOffset: Int
  let entries: [Entry]

  /// Parses an APP2 payload that starts with `MPF\0`; `payloadOffset` is its file offset.
  init?(payload: [UInt8], payloadOffset: Int) {
    guard payload.matches(ascii: Self.signature, at: 0),
      let walker = TIFFWalker(bytes: payload, start: 4), let first = walker.firstIFDOffset,
      let (index, _) = try? walker.directory(at: first), let list = index[0xB002]
    else { return nil }
    let bytes = list.bytes
    var entries: [Entry] = []
    let count = min(bytes.count / 16, Self.maxEntries)
    for i in 0..<count {
      let base = i * 16
      let order = walker.endianness
      guard let attributes = bytes.integer(at: base, as: UInt32.self, endianness: order),
        let size = bytes.integer(at: base + 4, as: UInt32.self, endianness: order),
        let offset = bytes.integer(at: base + 8, as: UInt32.self, endianness: order)
      else { break }
      entries.append(Entry(attributes: attributes, size: Int(size), offset: Int(offset)))
    }
    guard !entries.isEmpty else { return nil }
    self.headerOffset = payloadOffset + 4
    self.entries = entries
  }

  /// The absolute file offset where `entry`'s image starts: 0 for the first image, else the
  /// MP header plus the entry's offset.
  func fileOffset(of entry: Entry) -> Int {
    entry.offset == 0 ? 0 : headerOffset + entry.offset
  }

  /// The offset just past the last image the index places, or nil for none.
  var endOfImages: Int? {
    entries.map { fileOffset(of: $0) + $0.size }.max()
  }
}
