/// Tags written in front of an audio stream, found from the start of the file.
///
/// ```
/// ID3v2   "ID3" major revision flags (0x10: a 10-byte footer follows), 4-byte syncsafe size
///         of what follows the 10-byte header: length = 10 + size (+ 10 with a footer)
/// APEv2   32-byte header: "APETAGEX" u32le version, u32le size (items + footer, not the
///         header), u32le item count, u32le flags (bit 31: the tag has a header, bit 29: this
///         is the header): length = 32 + size
/// ```
/// Taggers put them before FLAC, WAVE, ADTS AAC, Monkey's Audio and True Audio streams as well
/// as MP3 (Docs/AddingAFormat.md, "Tags in front of an audio stream"); up to four stacked tags
/// are peeled off. Sources: id3.org ID3v2.4 §3.1 and §3.4, wiki.hydrogenaud.io "APEv2
/// specification"; ExifTool `ID3.pm` and FFmpeg's `id3v2` skip them the same way.
enum LeadingAudioTags {
  /// How many bytes of tags start `source`: 0 when it starts with none. In the fast path a
  /// tag that ends past the head still counts whole (its length is in its header), but a tag
  /// stacked after it cannot be seen.
  static func length(of source: ByteSource) -> Int {
    var position = 0
    for _ in 0..<4 {
      let header = source.read(at: position, count: 32)
      guard let length = tagLength(header), length > 0 else { break }
      let (next, overflow) = position.addingReportingOverflow(length)
      guard !overflow, next <= source.size else { break }
      position = next
    }
    return position
  }

  /// The length of the ID3v2 tag or APEv2 header tag that starts `bytes`, if one does.
  static func tagLength(_ bytes: [UInt8]) -> Int? {
    if let id3 = ID3v2Tag.length(bytes) { return id3 }
    guard bytes.matches(ascii: "APETAGEX", at: 0),
      let size = bytes.integer(at: 12, as: UInt32.self, endianness: .little),
      let flags = bytes.integer(at: 20, as: UInt32.self, endianness: .little),
      flags & 0x2000_0000 != 0, size >= 32
    else { return nil }
    return 32 + Int(size)
  }
}
