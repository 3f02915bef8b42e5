import HashBridge
import Testing

/// The libxxhash bridge on its own: XXH3-128 values checked against the reference
/// implementation (Python `xxhash` 3.x, `xxh3_128_intdigest`, which wraps the same C code),
/// fed whole and in uneven pieces.
@Suite("HashBridge (libxxhash)")
struct HashBridgeTests {
  /// 1,000,003 bytes of a fixed pattern: `(i * 2654435761 >> 13) & 0xFF`.
  static let pattern: [UInt8] = (0..<1_000_003).map { UInt8(truncatingIfNeeded: ($0 &* 2_654_435_761) >> 13) }

  @Test("XXH3-128 of the empty input, a word and a megabyte are the reference values")
  func referenceValues() {
    #expect([UInt8]().withUnsafeBytes { ContentDigest.of($0) } == 0x99AA_06D3_0147_98D8_6001_C324_468D_497F)
    #expect(Array("MediaKind".utf8).withUnsafeBytes { ContentDigest.of($0) } == 0xC865_7895_4F8A_B021_71A2_D193_7583_4B22)
    #expect(Self.pattern.withUnsafeBytes { ContentDigest.of($0) } == 0xED62_1AA7_55B6_ADA6_B6C4_1650_33E2_EEEE)
  }

  @Test("fed in pieces of 1, 7, 4096 and 65537 bytes, the value is the whole input's")
  func streamingMatchesOneShot() {
    let whole = Self.pattern.withUnsafeBytes { ContentDigest.of($0) }
    for piece in [1, 7, 4096, 65537] {
      let digest = ContentDigest()
      var offset = 0
      Self.pattern.withUnsafeBytes { bytes in
        while offset < bytes.count {
          let end = min(bytes.count, offset + (offset < 10_000 ? piece : 65537))
          digest.update(UnsafeRawBufferPointer(rebasing: bytes[offset..<end]))
          offset = end
        }
      }
      #expect(digest.value == whole, "pieces of \(piece)")
    }
  }
}
