/// The size of an ID3v2 tag at the start of a file (`"ID3"`, version, flags, syncsafe size).
///
/// ```
/// 0 "ID3"  3 major  4 revision  5 flags (0x10 = footer)  6 size: 4 × 7-bit syncsafe
/// ```
/// Spec: id3.org ID3v2.4 structure §3.1.
public enum ID3v2Tag {
  /// The tag's total length (header, body and footer), if `bytes` start with an ID3v2 tag.
  public static func length(_ bytes: [UInt8], at offset: Int = 0) -> Int? {
    guard bytes.matches(ascii: "ID3", at: offset),
      let flags = bytes.integer(at: offset + 5, as: UInt8.self),
      let s0 = bytes.integer(at: offset + 6, as: UInt8.self),
      let s1 = bytes.integer(at: offset + 7, as: UInt8.self),
      let s2 = bytes.integer(at: offset + 8, as: UInt8.self),
      let s3 = bytes.integer(at: offset + 9, as: UInt8.self),
      (s0 | s1 | s2 | s3) & 0x80 == 0
    else { return nil }
    let size = Int(s0) << 21 | Int(s1) << 14 | Int(s2) << 7 | Int(s3)
    return 10 + size + (flags & 0x10 != 0 ? 10 : 0)
  }
}
