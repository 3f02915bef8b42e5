public import MediaKind
import Foundation

extension ExpectationFile {
  /// The largest expected file read: about a million files' lines.
  public static let maxFileBytes = 1 << 30
  /// The longest line of an expected file: a line is a few hundred bytes.
  public static let maxLineBytes = 1 << 16

  /// Reads the expected file at `path` as `classify check --expect` does, as untrusted text:
  /// a plain file, not a link, at most ``maxFileBytes``, each line at most ``maxLineBytes``
  /// and a JSON object whose keys are each given once, read line by line. Every problem is a
  /// ``CheckInputError`` naming the file (and line).
  public static func load(_ path: String) throws(CheckInputError) -> ExpectationFile {
    let input = try TextInputFile.openCheckInput(path, maxBytes: maxFileBytes)
    let decoder = JSONDecoder()
    var reader = LineReader(descriptor: input.descriptor, maxLineBytes: maxLineBytes)
    var lines: [Substring] = []
    var number = 0
    while true {
      number += 1
      let next: ArraySlice<UInt8>?
      do {
        next = try reader.next()
      } catch {
        guard case .tooLong = error else {
          throw CheckInputError(file: path, line: number, message: error.description)
        }
        // The long line is not held: the reader stops keeping it at the limit.
        throw CheckInputError(
          file: path, line: number,
          message: "the line is longer than \(maxLineBytes / 1024) KiB (an expected line is a few hundred bytes)")
      }
      guard let line = next else { break }
      do {
        try JSONObjectShape.check(line)
      } catch {
        throw CheckInputError(file: path, line: number, message: error.description)
      }
      lines.append(Substring(decoding: line, as: UTF8.self))
    }
    _ = input.size  // the descriptor stays open until every line is read
    do {
      return try parse(lines: lines, file: path) { line in
        try decoder.decode(ExpectedRecord.self, from: Data(line.utf8))
      }
    } catch let error as CheckInputError {
      throw error
    } catch {
      throw CheckInputError(file: path, message: DecodingErrorText.describe(error))
    }
  }

  /// Writes the file (``render()``) to `path` as `classify check --record` does: atomically
  /// (a temporary file in the same folder, synced, then renamed), into the folder the path
  /// names; a symbolic link at the file's own name is refused, not written through (an
  /// expected file may sit in a checkout the user does not control). Returns what changed
  /// against the plain file that was there, if any.
  public func write(to path: String) throws(CheckInputError) -> ExpectationChanges? {
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { String(path[..<$0]) } ?? "."
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    let previous: ExpectationFile?
    do throws(OutputDirectoryError) {
      let directory = try OutputDirectory(creating: folder.isEmpty ? "/" : folder, create: false)
      // Read only a plain file there (a link is refused below, with its own message).
      previous = system_fstatat(_AT_FDCWD, path, _AT_SYMLINK_NOFOLLOW)?.isRegularFile == true
        ? try? Self.load(path) : nil
      try directory.write(Array(render().utf8), to: name, durable: true)
    } catch {
      throw CheckInputError(file: path, message: (error.refused ? "refusing to write: " : "cannot write: ") + error.reason)
    }
    return previous.map { ExpectationChanges(from: $0, to: self) }
  }
}
