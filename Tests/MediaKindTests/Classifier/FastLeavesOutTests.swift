import Foundation
import MediaKindTestSupport
import Testing

@testable import MediaKind

/// The fast path leaves out what its head cannot settle, never prints another value
/// (Docs/DetectionRules.md, "What fast mode leaves out"): the classes of file where it used to
/// differ from thorough mode, built here, and the comparison `FastContractTests` relies on.
@Suite("fast mode leaves out, never differs")
struct FastLeavesOutTests {
  static let fast = MediaClassifier(options: ClassifyOptions(mode: .fast))
  static let thorough = MediaClassifier(options: ClassifyOptions(mode: .thorough))

  /// An MPEG-1 layer III frame of 128 kbit/s at 44.1 kHz, joint stereo (417 bytes, 1152
  /// samples); with `xingFrames`, the silent first frame of a LAME file stating that count.
  static func frame(xingFrames: Int? = nil) -> [UInt8] {
    var bytes: [UInt8] = [0xFF, 0xFB, 0x90, 0x64] + [UInt8](repeating: 0, count: 413)
    if let count = xingFrames {
      let header: [UInt8] = Array("Xing".utf8) + [0, 0, 0, 1] + withUnsafeBytes(of: UInt32(count).bigEndian, Array.init)
      bytes.replaceSubrange(36..<(36 + header.count), with: header)
    }
    return bytes
  }

  @Test("the comparison flags a value fast prints differently, not one only thorough prints")
  func comparisonCanFail() {
    let thorough: [String: Any] = ["uti": "public.font", "duration": 27.742041, "subtypes": ["photoLive"], "mediaSubtypes": 8]
    #expect(FastContractTests.contradictions(fast: ["subtypes": [String](), "mediaSubtypes": 0], thorough: thorough).isEmpty)
    let found = FastContractTests.contradictions(
      fast: ["uti": "public.image", "duration": 27.74475, "subtypes": ["photoScreenshot"], "mediaSubtypes": 4],
      thorough: thorough)
    #expect(found.count == 4, "\(found)")
    // `public.data` is the value for content of no known type: it says "not known".
    #expect(FastContractTests.contradictions(fast: ["uti": "public.data"], thorough: thorough).isEmpty)
    #expect(found.contains { $0.hasPrefix("uti: fast") })
    #expect(found.contains { $0.hasPrefix("duration: fast") })
  }

  @Test("content only libmagic names: fast gives the values for no known type, thorough may name one")
  func unknownContent() throws {
    let bytes: [UInt8] = Array("FWS".utf8) + [10, 0x40, 0, 0, 0] + [UInt8](repeating: 0x78, count: 56)
    let fast = Self.fast.classify(bytes: bytes, name: "movie.swf")
    let thorough = Self.thorough.classify(bytes: bytes, name: "movie.swf")
    #expect(fast.format == .unknown && thorough.format == .unknown)
    #expect(fast.uti == "public.data" && fast.mimeType == "application/octet-stream")
    #expect(thorough.uti != nil && thorough.mimeType != nil)
    #expect(try FastContractTests.contradictions(fast: fast, thorough: thorough).isEmpty)
  }

  @Test("an MP3 past the head without a frame count: fast gives no duration, thorough walks the frames")
  func mp3WithoutFrameCount() throws {
    let bytes = (0..<200).flatMap { _ in Self.frame() }  // 83,400 bytes, past the 64 KiB head
    let fast = Self.fast.classify(bytes: bytes, name: "a.mp3")
    let thorough = Self.thorough.classify(bytes: bytes, name: "a.mp3")
    #expect(fast.uti == "public.mp3")
    #expect(fast.duration == nil && fast.technical.bitRate == nil)
    // Durations are kept to the microsecond.
    #expect(abs((thorough.duration ?? 0) - 200 * 1152 / 44100.0) < 1e-6)
    #expect(try FastContractTests.contradictions(fast: fast, thorough: thorough).isEmpty)
  }

  @Test("an MP3 past the walk limit with a Xing count: both modes take the count")
  func mp3WithFrameCount() throws {
    let count = 2600  // 1,084,200 bytes of audio: past the 1 MiB walk
    let bytes = Self.frame(xingFrames: count) + (0..<count).flatMap { _ in Self.frame() }
    let fast = Self.fast.classify(bytes: bytes, name: "a.mp3")
    let thorough = Self.thorough.classify(bytes: bytes, name: "a.mp3")
    #expect(abs((fast.duration ?? 0) - Double(count) * 1152 / 44100) < 1e-6)
    #expect(thorough.duration == fast.duration)
    #expect(try FastContractTests.contradictions(fast: fast, thorough: thorough).isEmpty)
  }
}
