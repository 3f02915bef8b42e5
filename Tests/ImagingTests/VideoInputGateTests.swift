import FFmpegBridge
import Foundation
import MediaKindTestSupport
import Testing

/// FFmpeg reads the one file it is given: playlists and lists that name other files (HLS,
/// ffconcat) open nothing (Docs/Reliability.md, "Decoders: no file but the input").
@Suite("FFmpeg opens only its input")
struct VideoInputGateTests {
  /// A folder holding a video FFmpeg decodes and `listName` with `list` in it.
  static func folder(listName: String, list: String) throws -> (TemporaryDirectory, clip: String, list: String) {
    let folder = try TemporaryDirectory("ffmpeg-gate")
    let clip = try folder.write("clip.avi", ImagingFixtures.bytes("video/avi/mjpeg-160x120-10fps.avi"))
    let path = try folder.write(listName, Array(list.utf8))
    return (folder, clip, path)
  }

  @Test("a list naming a video beside it (HLS .m3u8, ffconcat, an ffconcat named .mp4) gives no frame", arguments: [
    ("list.m3u8", "#EXTM3U\n#EXT-X-TARGETDURATION:10\n#EXTINF:1.0,\nclip.avi\n#EXT-X-ENDLIST\n"),
    ("list.ffconcat", "ffconcat version 1.0\nfile clip.avi\n"),
    ("list.mp4", "ffconcat version 1.0\nfile clip.avi\n"),
  ])
  func listsOpenNothing(name: String, list: String) throws {
    let (folder, clip, path) = try Self.folder(listName: name, list: list)
    defer { folder.remove() }
    // The video itself decodes: the list is refused, not FFmpeg broken.
    #expect(try VideoFrameReader.frame(path: clip).width == 160)
    #expect(throws: FFmpegError.self, "\(name) made FFmpeg open clip.avi") {
      _ = try VideoFrameReader.frame(path: path)
    }
  }
}
