import Foundation

/// Reads exact byte ranges of a file, read-only (Foundation's `FileHandle`), for MediaKind's
/// own decoders: a range past the end of the file is an error (`damaged`, truncated), and a
/// range is read only after the decoder has checked its size against its limits.
final class RasterFileReader {
  let path: String
  /// The file's size in bytes.
  let size: Int
  private let handle: FileHandle

  /// Opens `path` for reading (`unreadable` when it cannot be opened).
  init(path: String) throws(ImageRequestError) {
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw ImageRequestError(.unreadable, "cannot open \(path)")
    }
    self.path = path
    self.handle = handle
    do {
      size = Int(try handle.seekToEnd())
    } catch {
      try? handle.close()
      throw ImageRequestError(.unreadable, "\(path): \(error.localizedDescription)")
    }
  }

  deinit { try? handle.close() }

  /// `count` bytes at `offset`; `damaged` (naming `what`) when the file ends before them.
  func read(at offset: Int, count: Int, what: String) throws(ImageRequestError) -> [UInt8] {
    guard offset >= 0, count >= 0, offset <= size, count <= size - offset else {
      throw ImageRequestError(.damaged, "truncated: \(what) needs \(count) bytes at \(offset), the file has \(size)")
    }
    if count == 0 { return [] }
    do {
      try handle.seek(toOffset: UInt64(offset))
      let data = try handle.read(upToCount: count) ?? Data()
      guard data.count == count else {
        throw ImageRequestError(.damaged, "truncated: \(what): read \(data.count) of \(count) bytes at \(offset)")
      }
      return [UInt8](data)
    } catch let error as ImageRequestError {
      throw error
    } catch {
      throw ImageRequestError(.unreadable, "\(path): \(error.localizedDescription)")
    }
  }

  /// The bytes from `offset` to the end of the file, at most `limit` of them.
  func readToEnd(from offset: Int, limit: Int, what: String) throws(ImageRequestError) -> [UInt8] {
    guard offset >= 0, offset <= size else {
      throw ImageRequestError(.damaged, "truncated: \(what) starts at \(offset), the file has \(size) bytes")
    }
    return try read(at: offset, count: min(size - offset, max(0, limit)), what: what)
  }
}
