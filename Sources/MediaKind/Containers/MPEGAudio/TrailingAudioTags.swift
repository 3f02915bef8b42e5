/// Tags appended after the audio of MP3 (and other raw-stream) files, found from the end.
///
/// ```
/// ID3v1       last 128 bytes: "TAG" ... (an extended "TAG+" block of 227 bytes may precede)
/// APEv2       32-byte footer: "APETAGEX" u32le version, u32le size (items + footer),
///             u32le item count, u32le flags (bit 31: a 32-byte header precedes the items)
/// Lyrics3 v2  ... 6 ASCII digits (size of the block before them) "LYRICS200"
/// ID3v2       appended with a footer: "3DI" version flags, 4-byte syncsafe size
/// ```
/// Tags may be stacked (APEv2 then ID3v1 is common); up to four are peeled off.
/// Sources: id3.org ID3v1 and ID3v2.4 §3.4 (footer), wiki.hydrogenaud.io "APEv2
/// specification", id3.org Lyrics3 v2.00; ExifTool `ID3.pm`/`APE.pm` read them the same way.
enum TrailingAudioTags {
  /// How many bytes of tags end the region `0..<end` of `source` (0 when none, or when the
  /// end cannot be read, as in the fast path for a file longer than the head).
  static func length(in source: ByteSource, end: Int) -> Int {
    var position = end
    for _ in 0..<4 {
      guard let found = tagBefore(position, in: source), found > 0, found <= position else {
        break
      }
      position -= found
    }
    return end - position
  }

  /// The size of the tag that ends at `position`, if one does.
  private static func tagBefore(_ position: Int, in source: ByteSource) -> Int? {
    let window = min(position, 512)
    guard window > 0 else { return nil }
    let bytes = source.read(at: position - window, count: window)
    guard bytes.count == window else { return nil }
    let n = bytes.count
    if n >= 128, bytes.matches(ascii: "TAG", at: n - 128) {
      return n >= 355 && bytes.matches(ascii: "TAG+", at: n - 355) ? 355 : 128
    }
    if n >= 32, bytes.matches(ascii: "APETAGEX", at: n - 32),
      let size = bytes.integer(at: n - 20, as: UInt32.self, endianness: .little),
      let flags = bytes.integer(at: n - 12, as: UInt32.self, endianness: .little)
    {
      return Int(size) + (flags & 0x8000_0000 != 0 ? 32 : 0)
    }
    if n >= 15, bytes.matches(ascii: "LYRICS200", at: n - 9) {
      let digits = bytes[(n - 15)..<(n - 9)]
      guard digits.allSatisfy({ (0x30...0x39).contains($0) }),
        let size = Int(String(decoding: digits, as: UTF8.self))
      else { return nil }
      return size + 15
    }
    if n >= 10, bytes.matches(ascii: "3DI", at: n - 10) {
      let s = bytes[(n - 4)..<n].map(Int.init)
      guard s.allSatisfy({ $0 < 0x80 }) else { return nil }
      return (s[0] << 21 | s[1] << 14 | s[2] << 7 | s[3]) + 20
    }
    return nil
  }
}
