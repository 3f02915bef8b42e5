import Foundation
import MediaKind

/// Reads an embedded image's byte range from its file, read-only (Foundation's `FileHandle`),
/// with the length capped so no declared size makes it read without bound.
enum EmbeddedBytesReader {
  /// The largest embedded image read (a RAW's full-size JPEG preview is a few MB).
  static let maxLength = 64 << 20

  /// The image's bytes: from `head` (the file's first bytes) when they hold all of them, else
  /// read from the file.
  static func read(_ image: EmbeddedImage, path: String, head: [UInt8] = []) throws(ImageRequestError) -> [UInt8] {
    guard let range = image.byteRange else {
      throw ImageRequestError(.unsupported, "\(image.location) is not a byte range")
    }
    if range.upperBound <= head.count { return Array(head[range]) }
    guard range.count <= maxLength else {
      throw ImageRequestError(.tooLarge, "\(image.location) is \(range.count) bytes, over \(maxLength)")
    }
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw ImageRequestError(.unreadable, "cannot open \(path)")
    }
    defer { try? handle.close() }
    do {
      try handle.seek(toOffset: UInt64(range.lowerBound))
      let data = try handle.read(upToCount: range.count) ?? Data()
      guard data.count == range.count else {
        throw ImageRequestError(.damaged, "\(image.location): the file ends inside it")
      }
      return [UInt8](data)
    } catch let error as ImageRequestError {
      throw error
    } catch {
      throw ImageRequestError(.unreadable, "\(path): \(error.localizedDescription)")
    }
  }
}
