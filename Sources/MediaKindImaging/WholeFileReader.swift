import Foundation

/// Reads a whole file into memory, read-only (Foundation's `FileHandle`), up to a limit: an
/// SVG document, which is rendered from memory so that librsvg has no folder to resolve the
/// document's references in (`Docs/Reliability.md`, "Decoders: no file but the input").
enum WholeFileReader {
  /// The largest SVG document read (drawings and maps are well under it).
  static let maxSVGLength = 64 << 20

  /// The file's bytes; `tooLarge` when it holds more than `limit`.
  static func read(path: String, limit: Int) throws(ImageRequestError) -> [UInt8] {
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw ImageRequestError(.unreadable, "cannot open \(path)")
    }
    defer { try? handle.close() }
    do {
      let data = try handle.read(upToCount: limit + 1) ?? Data()
      guard data.count <= limit else {
        throw ImageRequestError(.tooLarge, "\(path) is over \(limit) bytes")
      }
      return [UInt8](data)
    } catch let error as ImageRequestError {
      throw error
    } catch {
      throw ImageRequestError(.unreadable, "\(path): \(error.localizedDescription)")
    }
  }
}
