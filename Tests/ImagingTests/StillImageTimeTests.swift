import Foundation
import MediaKind
import MediaKindTestSupport
import Testing

/// The Live Photo still time of a movie (`com.apple.quicktime.still-image-time` through its
/// track's edit list), for the poster frame of a video.
@Suite("Still image time")
struct StillImageTimeTests {
  @Test("Samples: the still-image-time sample after an empty edit of 900/600 s is at 1.5 s")
  func sample() throws {
    let seconds = try StillImageTimeReader.seconds(path: ImagingFixtures.sample("video/mov/live-photo-video-with-still-image-time.mov"))
    #expect(seconds == 1.5)
  }

  @Test("a movie without a still-image-time track has none", arguments: [
    "video/mov/short-3s-no-content-identifier.mov", "video/mov/cinematic-mebx-rendering-cinematography.mov",
    "image/jpeg/plain-jfif-64x48.jpg",
  ])
  func none(_ relative: String) throws {
    #expect(try StillImageTimeReader.seconds(path: ImagingFixtures.sample(relative)) == nil)
  }

  @Test("truncated movies give no time and no crash")
  func truncated() throws {
    let bytes = try ImagingFixtures.bytes("video/mov/live-photo-video-with-still-image-time.mov")
    for length in stride(from: 0, to: bytes.count, by: 37) {
      let seconds = StillImageTimeReader.seconds(bytes: Array(bytes.prefix(length)))
      #expect(seconds == nil || seconds == 1.5 || seconds == 0, "\(length): \(String(describing: seconds))")
    }
  }

  @Test("the shared corpus's Live Photo videos: 799 or 800 ticks of 1/600 s", .enabled(if: SampleCorpus.sharedCorpus != nil))
  func corpus() throws {
    let root = try #require(SampleCorpus.sharedCorpus).appendingPathComponent("files/osxphotos/tests/test-images")
    let cases: [(String, Double)] = [("media_types/IMG_4580.mov", 800.0 / 600), ("media_types/IMG_3582.mov", 799.0 / 600)]
    for (relative, expected) in cases {
      let path = root.appendingPathComponent(relative).path
      guard FileManager.default.fileExists(atPath: path) else { continue }
      let seconds = try #require(try StillImageTimeReader.seconds(path: path), "\(relative)")
      #expect(abs(seconds - expected) < 1e-9, "\(relative): \(seconds)")
    }
  }
}
