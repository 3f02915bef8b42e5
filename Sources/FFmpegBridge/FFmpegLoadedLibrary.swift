internal import CFFmpeg

/// FFmpeg's libraries as loaded once per process: their function table, or why they could not
/// be loaded. The table is written once, before it is shared, and only read afterwards.
struct FFmpegLoadedLibrary: @unchecked Sendable {
  let api: UnsafeMutablePointer<CFFmpeg_API>?
  let failure: FFmpegError?
}
