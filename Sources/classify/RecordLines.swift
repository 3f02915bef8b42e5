import Foundation
import MediaKind

/// Reads records from JSON Lines files (`classify` output), for `merge` and the `--records`
/// inputs of `assets`, `albums` and `check`.
enum RecordLines {
  struct Failure: Error, CustomStringConvertible {
    let file: String
    let line: Int?
    let message: String
    var description: String {
      (line.map { "\(file):\($0): " } ?? "\(file): ") + message
    }
  }

  /// Calls `body` with each record of `path` (`-`: standard input), in order. Blank lines are
  /// skipped; any other line that is no record is a ``Failure`` naming the line.
  static func read(_ path: String, _ body: (Classification) -> Void) throws {
    let handle: FileHandle
    if path == "-" {
      handle = FileHandle.standardInput
    } else {
      guard let opened = FileHandle(forReadingAtPath: path) else {
        let exists = FileManager.default.fileExists(atPath: path)
        throw Failure(file: path, line: nil, message: exists ? "cannot read the file" : "no such file")
      }
      handle = opened
    }
    let decoder = JSONDecoder()
    var reader = RawLines(handle: handle)
    var number = 0
    while let line = reader.next() {
      number += 1
      guard line.contains(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }) else { continue }
      do {
        body(try decoder.decode(Classification.self, from: Data(line)))
      } catch {
        throw Failure(file: path, line: number, message: "not a classify record (\(error))")
      }
    }
  }
}

/// Lines of a file handle as bytes (without the `\n`), read in 1 MiB chunks.
struct RawLines {
  let handle: FileHandle
  private var buffer: [UInt8] = []
  private var start = 0
  private var atEnd = false

  init(handle: FileHandle) { self.handle = handle }

  mutating func next() -> ArraySlice<UInt8>? {
    while true {
      if let newline = buffer[start...].firstIndex(of: 0x0A) {
        let line = buffer[start..<newline]
        start = newline + 1
        return line
      }
      if atEnd {
        guard start < buffer.count else { return nil }
        let line = buffer[start...]
        start = buffer.count
        return line
      }
      if start > 0 {
        buffer.removeFirst(start)
        start = 0
      }
      if let chunk = try? handle.read(upToCount: 1 << 20), !chunk.isEmpty {
        buffer.append(contentsOf: chunk)
      } else {
        atEnd = true
      }
    }
  }
}
