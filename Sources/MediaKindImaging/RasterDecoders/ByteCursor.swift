/// Little- and big-endian integers at offsets of a byte array, nil past its end (headers of
/// the formats MediaKind decodes itself).
struct ByteCursor {
  let bytes: [UInt8]

  func u8(_ at: Int) -> Int? { at >= 0 && at < bytes.count ? Int(bytes[at]) : nil }

  func le16(_ at: Int) -> Int? {
    guard let a = u8(at), let b = u8(at + 1) else { return nil }
    return a | b << 8
  }

  func le32(_ at: Int) -> Int? {
    guard let lo = le16(at), let hi = le16(at + 2) else { return nil }
    return lo | hi << 16
  }

  /// A signed 32-bit little-endian integer (BMP's width and height).
  func le32Signed(_ at: Int) -> Int? { le32(at).map { Int(Int32(truncatingIfNeeded: $0)) } }

  func be16(_ at: Int) -> Int? {
    guard let a = u8(at), let b = u8(at + 1) else { return nil }
    return a << 8 | b
  }

  func be32(_ at: Int) -> Int? {
    guard let hi = be16(at), let lo = be16(at + 2) else { return nil }
    return hi << 16 | lo
  }

  func be64(_ at: Int) -> Int? {
    guard let hi = be32(at), let lo = be32(at + 4), hi < 1 << 31 else { return nil }
    return hi << 32 | lo
  }
}
