import Foundation
import Testing

@testable import MediaKind
@testable import MediaKindCheck

@Suite("Check: sizes, durations and pixel counts")
struct CheckPolicyQuantityTests {
  @Test("sizes: bytes, decimal and binary units, any case")
  func sizes() {
    #expect(ByteSize("500")?.bytes == 500)
    #expect(ByteSize("500B")?.bytes == 500)
    #expect(ByteSize("500KB")?.bytes == 500_000)
    #expect(ByteSize("500kb")?.bytes == 500_000)
    #expect(ByteSize("1.5 MB")?.bytes == 1_500_000)
    #expect(ByteSize("2MiB")?.bytes == 2_097_152)
    #expect(ByteSize("1GiB")?.bytes == 1_073_741_824)
    #expect(ByteSize("3TB")?.bytes == 3_000_000_000_000)
    #expect(ByteSize("500 KBB") == nil)
    #expect(ByteSize("KB") == nil)
    #expect(ByteSize("-3KB") == nil)
    #expect(ByteSize("5K") == nil)
  }

  @Test("durations: seconds, units, combinations")
  func durations() {
    #expect(PolicyDuration("30")?.seconds == 30)
    #expect(PolicyDuration("2.5s")?.seconds == 2.5)
    #expect(PolicyDuration("500ms")?.seconds == 0.5)
    #expect(PolicyDuration("2m")?.seconds == 120)
    #expect(PolicyDuration("1m30s")?.seconds == 90)
    #expect(PolicyDuration("1h 5min")?.seconds == 3900)
    #expect(PolicyDuration("10 parsecs") == nil)
    #expect(PolicyDuration("") == nil)
    #expect(PolicyDuration("3 4") == nil)
  }

  @Test("pixel counts: plain, megapixels, width x height")
  func pixels() {
    #expect(PixelCount("12000000")?.pixels == 12_000_000)
    #expect(PixelCount("12MP")?.pixels == 12_000_000)
    #expect(PixelCount("12.2 mp")?.pixels == 12_200_000)
    #expect(PixelCount("4032x3024")?.pixels == 12_192_768)
    #expect(PixelCount("big") == nil)
  }

  @Test("quantities decode from numbers and from strings")
  func decoding() throws {
    struct Box: Decodable {
      var size: ByteSize
      var duration: PolicyDuration
      var pixels: PixelCount
    }
    let box = try JSONDecoder().decode(
      Box.self, from: Data(#"{"size": 2048, "duration": 1.5, "pixels": "2MP"}"#.utf8))
    #expect(box.size.bytes == 2048)
    #expect(box.duration.seconds == 1.5)
    #expect(box.pixels.pixels == 2_000_000)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(Box.self, from: Data(#"{"size": "lots", "duration": 1, "pixels": 1}"#.utf8))
    }
  }
}
