/// Writes a valid Brotli stream (RFC 7932) of stored (uncompressed) meta-blocks, so tests can
/// build `brob` boxes without an encoder:
///
/// ```
/// WBITS: 1 bit 0 (window 2^16 - 16)
/// per chunk of at most 65 536 bytes: ISLAST 0, MNIBBLES 0 (2 bits: 4 nibbles),
///   MLEN - 1 (16 bits), ISUNCOMPRESSED 1, zero bits to the byte boundary, the bytes
/// last: ISLAST 1, ISLASTEMPTY 1, zero bits to the byte boundary
/// ```
/// Bits are packed from the least significant end of each byte (RFC 7932 §2, §9.1, §9.2).
public enum BrotliStoredStream {
  public static func encode(_ data: [UInt8]) -> [UInt8] {
    var out: [UInt8] = []
    var accumulator = 0
    var count = 0
    func bits(_ value: Int, _ width: Int) {
      accumulator |= value << count
      count += width
      while count >= 8 {
        out.append(UInt8(accumulator & 0xFF))
        accumulator >>= 8
        count -= 8
      }
    }
    func flush() {
      if count > 0 { out.append(UInt8(accumulator & 0xFF)) }
      accumulator = 0
      count = 0
    }
    bits(0, 1)
    var start = 0
    while start < data.count {
      let end = min(data.count, start + 65_536)
      bits(0, 1)
      bits(0, 2)
      bits(end - start - 1, 16)
      bits(1, 1)
      flush()
      out += data[start..<end]
      start = end
    }
    bits(1, 1)
    bits(1, 1)
    flush()
    return out
  }
}
