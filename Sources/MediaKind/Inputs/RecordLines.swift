import Foundation

/// Reads records from JSON Lines files (`classify` output), for `merge` and the `--records`
/// inputs of `assets`, `albums` and `check`.
package enum RecordLines {
  /// A records file that cannot be used: `file:line: message`.
  package typealias Failure = FileLineError

  /// Calls `body` with each record of `path` (`-`: standard input), in order. Blank lines are
  /// skipped; any other line that is no record, or longer than ``LineReader/defaultMaxLineBytes``, is
  /// a ``Failure`` naming the line.
  package static func read(_ path: String, _ body: (Classification) -> Void) throws {
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
    var reader = LineReader(descriptor: handle.fileDescriptor)
    var number = 0
    while true {
      let next: ArraySlice<UInt8>?
      do {
        next = try reader.next()
      } catch {
        switch error {
        case .tooLong(let limit):
          throw Failure(
            file: path, line: number + 1,
            message: "line longer than \(limit >> 20) MiB, the limit of a record line: not a classify record")
        case .unreadable(let code):
          throw Failure(file: path, line: number + 1, message: LineReader.Failure.unreadable(errno: code).description)
        }
      }
      guard let line = next else { break }
      number += 1
      guard line.contains(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }) else { continue }
      do {
        body(try decoder.decode(Classification.self, from: Data(line)))
      } catch {
        throw Failure(file: path, line: number, message: "not a classify record: \(DecodingErrorText.describe(error))")
      }
    }
  }
}
