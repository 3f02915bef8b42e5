import ExifBridge

/// Loads an EXIF payload through libexif (``ExifBridge``) and maps its entries into
/// MediaKind's own ``TIFFDirectory``/``TIFFEntry`` values, so ``ExifPayload/apply(_:location:into:)``
/// gives libexif's entries exactly the meaning it gives the Swift walker's.
///
/// ```
/// payload: ["Exif\0\0"] TIFF header ("II*\0" / "MM\0*", u32 IFD0 offset) IFDs ...
/// libexif IFDs: 0 IFD0, 1 IFD1 (thumbnail), 2 EXIF (0x8769), 3 GPS (0x8825),
///               4 Interoperability (0xA005)
/// ```
/// Spec: EXIF 2.32 (CIPA DC-008) §4.6. libexif behaviour (from `libexif/exif-data.c`,
/// `exif_data_load_data`): the data length is capped at 0xFFFE bytes including the 6-byte
/// `Exif\0\0` prefix (a JPEG APP1 limit), so a longer TIFF structure (PNG `eXIf`, HEIF `Exif`
/// items) is left to the Swift walker; the pointer tags 0x8769/0x8825/0xA005/0x0201/0x0202
/// are consumed as structure and do not appear as entries; a tag is stored once per IFD.
/// The bridge loads with ``ExifLoadOptions/rawFacts`` (FOLLOW_SPECIFICATION and
/// IGNORE_UNKNOWN_TAGS off), so values are the file's own.
enum LibExifDirectories {
  /// The longest TIFF structure libexif reads whole: 0xFFFE minus the `Exif\0\0` prefix.
  static let maximumTIFFLength = 0xFFFE - 6

  /// The directories libexif found in `payload` (TIFF header at `tiffStart`), or nil when the
  /// payload is out of libexif's range or libexif found no entry at all (the caller then
  /// falls back to the Swift walker).
  static func load(_ payload: [UInt8], tiffStart: Int) -> TIFFWalker.Directories? {
    guard tiffStart >= 0, tiffStart <= payload.count else { return nil }
    let tiff = payload[tiffStart...]
    guard tiff.count >= 8, tiff.count <= maximumTIFFLength else { return nil }
    let loaded: [ExifIFD: [ExifEntry]]? = tiff.withUnsafeBytes { raw in
      let document: ExifDocument
      do {
        document = try ExifDocument(payload: raw)
      } catch {
        return nil
      }
      var result: [ExifIFD: [ExifEntry]] = [:]
      for ifd in ExifIFD.allCases { result[ifd] = document.entries(in: ifd) }
      return result
    }
    guard let loaded, loaded.values.contains(where: { !$0.isEmpty }) else { return nil }
    return directories(from: loaded)
  }

  /// Maps libexif's entries, IFD by IFD, into walker-shaped directories.
  static func directories(from loaded: [ExifIFD: [ExifEntry]]) -> TIFFWalker.Directories {
    func directory(_ ifd: ExifIFD) -> TIFFDirectory? {
      guard let entries = loaded[ifd], !entries.isEmpty else { return nil }
      var directory = TIFFDirectory()
      for entry in entries { directory.add(tiffEntry(entry)) }
      return directory
    }
    var result = TIFFWalker.Directories()
    // IFD0 heads the chain even when libexif found it empty but found sub-IFDs.
    result.chain = [directory(.ifd0) ?? TIFFDirectory()]
    if let ifd1 = directory(.ifd1) { result.chain.append(ifd1) }
    result.exif = directory(.exif)
    result.gps = directory(.gps)
    result.interoperability = directory(.interoperability)
    return result
  }

  /// Tags libexif consumes as structure and never reports as entries (`exif-data.c`); the
  /// walker reports them, so completion leaves them out.
  static let structuralTags: Set<UInt16> = [0x8769, 0x8825, 0xA005, 0x0201, 0x0202]

  /// libexif's directories, completed from the Swift walker's where libexif stopped early.
  ///
  /// libexif abandons the rest of an IFD when a pointer-like tag (0x8769, 0x8825, 0xA005,
  /// 0x0201, or even the *length* 0x0202) holds a value past the end of the data
  /// (`exif_data_load_data_content`: `if (o >= ds) return`), so one bad thumbnail length in
  /// IFD0 hides the whole EXIF IFD (Pillow `exif_gps.jpg`: JPEGInterchangeFormatLength
  /// 0xFFFFFFFF). Each directory libexif did not load is taken from the walker, and each
  /// entry with a value that the walker found and libexif lacks is added (structural tags
  /// and entries without readable value bytes excepted); libexif's value wins for a tag both
  /// hold. Returns the directories and a note per completed directory.
  static func completed(
    _ loaded: TIFFWalker.Directories, with walked: TIFFWalker.Directories?
  ) -> (TIFFWalker.Directories, [String]) {
    guard let walked else { return (loaded, []) }
    var notes: [String] = []
    func merge(_ mine: TIFFDirectory?, _ theirs: TIFFDirectory?, _ name: String) -> TIFFDirectory? {
      guard let theirs, !theirs.isEmpty else { return mine }
      var result = mine ?? TIFFDirectory()
      var added = 0
      for tag in theirs.order where result[tag] == nil && !structuralTags.contains(tag) {
        if let entry = theirs[tag], entry.byteCount > 0 {
          result.add(entry)
          added += 1
        }
      }
      if added > 0 {
        notes.append(
          "libexif skipped \(added) \(name) entr\(added == 1 ? "y" : "ies"); read by the Swift walker"
        )
      }
      return result
    }
    var result = loaded
    var chain: [TIFFDirectory] = []
    for index in 0..<max(loaded.chain.count, walked.chain.count) {
      let mine = index < loaded.chain.count ? loaded.chain[index] : nil
      let theirs = index < walked.chain.count ? walked.chain[index] : nil
      if let merged = merge(mine, theirs, "IFD\(index)") { chain.append(merged) }
    }
    result.chain = chain
    result.exif = merge(loaded.exif, walked.exif, "ExifIFD")
    result.gps = merge(loaded.gps, walked.gps, "GPS")
    result.interoperability = merge(loaded.interoperability, walked.interoperability, "InteropIFD")
    return (result, notes)
  }

  /// One libexif entry as a TIFF entry. libexif does not report where a value sat, so
  /// `valueOffset` is -1 (no rule reads it; MakerNote offsets are relative to the MakerNote).
  static func tiffEntry(_ entry: ExifEntry) -> TIFFEntry {
    TIFFEntry(
      tag: entry.tag, type: entry.format, count: entry.components, bytes: entry.bytes,
      endianness: entry.isBigEndian ? .big : .little, valueOffset: -1)
  }
}
