import Foundation
import MediaKind
import MediaKindImaging
import MediaKindTestSupport
import Testing
import VipsBridge

/// Video tiles: a frame from every container FFmpeg decodes (AVI, ASF/WMV, MXF), and a first
/// frame that is black replaced by a later one. The videos are made in the test by FFmpeg's
/// command line (installed by Scripts/ensure-deps.sh; required in CI).
@Suite("Video poster frames")
struct VideoPosterFrameTests {
  static let ffmpeg: String? = ["/usr/bin/ffmpeg", "/usr/local/bin/ffmpeg"].first { FileManager.default.isExecutableFile(atPath: $0) }
  /// Where ffmpeg is, and always in CI (where its absence fails).
  static let runs = ffmpeg != nil || ProcessInfo.processInfo.environment["CI"] != nil
  let manager = ImageManager(maxConcurrentDecodes: 2)

  func make(_ folder: TemporaryDirectory, _ name: String, _ arguments: [String]) throws -> String {
    let output = folder.path(name)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try #require(Self.ffmpeg, "ffmpeg is required in CI"))
    process.arguments = ["-v", "error", "-y"] + arguments + [output]
    try process.run()
    process.waitUntilExit()
    try #require(process.terminationStatus == 0, "ffmpeg \(arguments)")
    return output
  }

  @Test("AVI, WMV (ASF) and MXF each give a decoded frame", .enabled(if: VideoPosterFrameTests.runs, "ffmpeg is not installed"), arguments: [
    ("clip.avi", ["-c:v", "mpeg4"]), ("clip.wmv", ["-c:v", "wmv2"]), ("clip.mxf", ["-c:v", "mpeg2video"]),
  ])
  func containers(name: String, codec: [String]) async throws {
    let folder = try TemporaryDirectory("poster-formats")
    defer { folder.remove() }
    let path = try make(folder, name, ["-f", "lavfi", "-i", "testsrc=size=160x120:rate=25:duration=1"] + codec)
    let result = try #require(await manager.results(for: path, targetSize: ImageTargetSize(side: 80), options: ImageRequestOptions(deliveryMode: .fastFormat)).last)
    #expect(result.error == nil, "\(String(describing: result.error))")
    #expect(result.source == .decoded && result.detail.hasPrefix("video frame at 0 s"), "\(result.detail)")
    #expect(result.pixelWidth == 80 && result.pixelHeight == 60)
  }

  @Test("a video that opens on black shows a later frame, and says so", .enabled(if: VideoPosterFrameTests.runs, "ffmpeg is not installed"))
  func blackOpening() async throws {
    let folder = try TemporaryDirectory("poster-black")
    defer { folder.remove() }
    // One second of black, then three of FFmpeg's test pattern.
    let path = try make(folder, "fade.avi", [
      "-f", "lavfi", "-i", "color=color=black:size=160x120:rate=10:duration=1",
      "-f", "lavfi", "-i", "testsrc=size=160x120:rate=10:duration=3",
      "-filter_complex", "[0][1]concat=n=2:v=1", "-c:v", "mpeg4", "-g", "5",
    ])
    let result = try #require(await manager.results(for: path, targetSize: ImageTargetSize(side: 80), options: ImageRequestOptions(deliveryMode: .highQualityFormat)).last)
    #expect(result.error == nil, "\(String(describing: result.error))")
    #expect(result.detail.contains("; the frame at 0 s is black"), "\(result.detail)")
    // 10 % of 4 s is still black; 25 % (1 s) is the pattern.
    #expect(result.detail.hasPrefix("video frame at 1 s"), "\(result.detail)")
    let image = try VipsImageHandle.thumbnail(bytes: try #require(result.data), resize: VipsResize(width: 80, height: 80))
    #expect(image.width == 80)
    // The frame shown is not flat: its JPEG is far larger than a black one of the same size.
    let black = try #require(await manager.results(for: try make(folder, "black.avi", [
      "-f", "lavfi", "-i", "color=color=black:size=160x120:rate=10:duration=2", "-c:v", "mpeg4",
    ]), targetSize: ImageTargetSize(side: 80), options: ImageRequestOptions(deliveryMode: .highQualityFormat)).last)
    #expect(black.error == nil)
    // All black: every try said so, the first frame stays.
    #expect(black.detail.hasPrefix("video frame at 0 s (FFmpeg); the frame at 0 s is black"), "\(black.detail)")
    #expect(try #require(result.data).count > 2 * (try #require(black.data)).count)
  }
}
