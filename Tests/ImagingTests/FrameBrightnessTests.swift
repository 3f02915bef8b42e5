@testable import MediaKindImaging
import Testing

/// Which video frames are too flat to stand for a video.
@Suite("Frame brightness")
struct FrameBrightnessTests {
  func frame(_ pixel: (Int) -> (UInt8, UInt8, UInt8), count: Int = 64 * 48) -> [UInt8] {
    (0..<count).flatMap { i -> [UInt8] in let p = pixel(i); return [p.0, p.1, p.2] }
  }

  @Test("black, white, nearly so (a little noise, a logo of 1 %), and frames with content")
  func flatness() {
    #expect(FrameBrightness.flatness(rgb: frame { _ in (0, 0, 0) }) == "black")
    #expect(FrameBrightness.flatness(rgb: frame { _ in (16, 16, 16) }) == "black")
    #expect(FrameBrightness.flatness(rgb: frame { _ in (255, 255, 255) }) == "white")
    #expect(FrameBrightness.flatness(rgb: frame { i in i % 100 == 0 ? (200, 120, 40) : (3, 5, 2) }) == "black")
    #expect(FrameBrightness.flatness(rgb: frame { i in i % 100 == 0 ? (90, 90, 90) : (250, 250, 250) }) == "white")
    #expect(FrameBrightness.flatness(rgb: frame { _ in (128, 128, 128) }) == nil)
    #expect(FrameBrightness.flatness(rgb: frame { i in let v = UInt8(i % 256); return (v, v, v) }) == nil)
    // A dark scene with detail is not black: a tenth of it in middle tones.
    #expect(FrameBrightness.flatness(rgb: frame { i in i % 10 == 0 ? (60, 60, 60) : (10, 10, 10) }) == nil)
    #expect(FrameBrightness.flatness(rgb: []) == nil)
  }
}
