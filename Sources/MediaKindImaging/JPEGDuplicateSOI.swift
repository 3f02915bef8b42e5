/// A JPEG that repeats its start-of-image marker (`FF D8 FF D8 …`, as some writers and
/// repair tools leave it): libjpeg stops with "Invalid JPEG file structure: two SOI markers",
/// though the stream after the second SOI is whole. The bytes without the repeated markers
/// decode as the image.
enum JPEGDuplicateSOI {
  /// The file's bytes with the SOI markers (and fill bytes `FF`) repeated after the first one
  /// dropped; nil when the file does not start with a repeated SOI (the second SOI is
  /// elsewhere: that stays damage). At most `limit` bytes are read (`tooLarge` past it).
  static func repaired(path: String, limit: Int) throws(ImageRequestError) -> [UInt8]? {
    let file = try RasterFileReader(path: path)
    let head = try file.read(at: 0, count: min(file.size, 64), what: "JPEG start")
    guard let skip = repeatedSOILength(head) else { return nil }
    guard file.size <= limit else { throw ImageRequestError(.tooLarge, "\(path) is over \(limit) bytes") }
    let bytes = try file.read(at: skip, count: file.size - skip, what: "JPEG")
    return bytes
  }

  /// How many bytes to drop so that the rest starts with one SOI: nil unless `head` starts
  /// with SOI, then (after any fill bytes) another SOI.
  static func repeatedSOILength(_ head: [UInt8]) -> Int? {
    guard head.count >= 4, head[0] == 0xFF, head[1] == 0xD8 else { return nil }
    var last: Int?
    var i = 2
    while i + 1 < head.count, head[i] == 0xFF {
      if head[i + 1] == 0xD8 {
        last = i
        i += 2
      } else if head[i + 1] == 0xFF {
        i += 1
      } else {
        break
      }
    }
    return last
  }
}
