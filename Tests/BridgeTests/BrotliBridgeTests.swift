import BrotliBridge
import MediaKindTestSupport
import Testing

/// The libbrotli bridge on its own: real streams (made once by libbrotlienc 1.0.9, quality 11),
/// stored streams from the test builder, and the output limit that keeps hostile streams from
/// ballooning memory.
@Suite("BrotliBridge (libbrotli)")
struct BrotliBridgeTests {
  static func bytes(hex: String) -> [UInt8] {
    var out: [UInt8] = []
    var index = hex.startIndex
    while index < hex.endIndex {
      let next = hex.index(index, offsetBy: 2)
      out.append(UInt8(hex[index..<next], radix: 16)!)
      index = next
    }
    return out
  }

  /// "Brotli in MediaKind", compressed.
  static let small = bytes(hex: "0b098042726f746c6920696e204d656469614b696e6403")
  /// 4 MiB of zero bytes in 14 bytes: a ratio of about 300 000.
  static let zeros4MiB = bytes(hex: "9bffff3ff82700e2b14020f7fe07")

  @Test func decodesACompressedStream() throws {
    let text = try BrotliDecoder.decompress(Self.small, maxOutput: 1024)
    #expect(String(decoding: text, as: UTF8.self) == "Brotli in MediaKind")
  }

  @Test func decodesStoredMetaBlocksOfEverySize() throws {
    for size in [0, 1, 65_535, 65_536, 65_537, 200_000] {
      let data = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31) }
      #expect(try BrotliDecoder.decompress(BrotliStoredStream.encode(data), maxOutput: size) == data)
    }
  }

  @Test func outputPastTheLimitStopsTheDecoder() throws {
    #expect(throws: BrotliBridgeError.outputLimitExceeded(1 << 20)) {
      try BrotliDecoder.decompress(Self.zeros4MiB, maxOutput: 1 << 20)
    }
    // Exactly at the limit is fine; one byte less is not.
    #expect(try BrotliDecoder.decompress(Self.zeros4MiB, maxOutput: 4 << 20).count == 4 << 20)
    #expect(throws: BrotliBridgeError.outputLimitExceeded((4 << 20) - 1)) {
      try BrotliDecoder.decompress(Self.zeros4MiB, maxOutput: (4 << 20) - 1)
    }
    #expect(throws: BrotliBridgeError.outputLimitExceeded(0)) {
      try BrotliDecoder.decompress(Self.small, maxOutput: 0)
    }
  }

  @Test func truncatedAndCorruptStreamsAreErrors() {
    #expect(throws: BrotliBridgeError.truncated) {
      try BrotliDecoder.decompress(Array(Self.small.dropLast(3)), maxOutput: 1024)
    }
    #expect(throws: BrotliBridgeError.truncated) { try BrotliDecoder.decompress([], maxOutput: 1024) }
    // A stored meta-block whose padding bits are not zero (RFC 7932 §9.2).
    var padded = BrotliStoredStream.encode(Array("abc".utf8))
    padded[2] |= 0x80
    #expect(throws: (any Error).self) { try BrotliDecoder.decompress(padded, maxOutput: 1024) }
    do {
      _ = try BrotliDecoder.decompress(padded, maxOutput: 1024)
    } catch {
      guard case .corrupt(let name) = error else {
        Issue.record("expected .corrupt, got \(error)")
        return
      }
      #expect(!name.isEmpty)
    }
  }

  @Test func bytesAfterTheStreamAreIgnored() throws {
    let text = try BrotliDecoder.decompress(Self.small + [0xFF, 0xFF], maxOutput: 1024)
    #expect(text.count == 19)
  }
}
