/// Recognises an archive or compressed stream inside an archive by its first bytes, so its
/// record can say that its members are not read (archives are read one level deep).
enum NestedArchive {
  /// `tar`, `zip`, `cpio`, `gzip`, `bzip2`, `xz`, `zstd` or `7z`, or nil.
  static func kind(ofHead head: [UInt8]) -> String? {
    func starts(_ prefix: [UInt8], at offset: Int = 0) -> Bool {
      head.count >= offset + prefix.count && head[offset..<(offset + prefix.count)].elementsEqual(prefix)
    }
    if starts(Array("ustar".utf8), at: 257) { return "tar" }
    if starts([0x50, 0x4B, 0x03, 0x04]) || starts([0x50, 0x4B, 0x05, 0x06]) { return "zip" }
    if starts(Array("070701".utf8)) || starts(Array("070702".utf8)) || starts(Array("070707".utf8))
      || starts([0xC7, 0x71]) || starts([0x71, 0xC7])
    {
      return "cpio"
    }
    if starts([0x1F, 0x8B]) { return "gzip" }
    if starts(Array("BZh".utf8)) { return "bzip2" }
    if starts([0xFD, 0x37, 0x7A, 0x58, 0x5A, 0x00]) { return "xz" }
    if starts([0x28, 0xB5, 0x2F, 0xFD]) { return "zstd" }
    if starts([0x37, 0x7A, 0xBC, 0xAF, 0x27, 0x1C]) { return "7z" }
    return nil
  }
}
