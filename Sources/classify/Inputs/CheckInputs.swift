import Foundation
import MediaKind
import MediaKindCheck
import Yams

/// Reads the files `classify check` is given (the expected file, the policy) and writes the
/// expected file, turning every problem into a ``CheckInputError`` that names the file.
enum CheckInputs {
  /// The largest policy read: a policy is a page of rules.
  static let maxPolicyBytes = 1 << 20
  /// The largest expected file read: about a million files' lines.
  static let maxExpectedBytes = 1 << 30
  /// The longest line of an expected file: a line is a few hundred bytes.
  static let maxExpectedLineBytes = 1 << 16

  /// Parses an expected file (JSON Lines), read as untrusted text (``TextInputFile``): a
  /// plain file, not a link, at most ``maxExpectedBytes``, each line at most
  /// ``maxExpectedLineBytes`` and a JSON object whose keys are each given once
  /// (``JSONObjectShape``), read line by line.
  static func loadExpectations(_ path: String) throws -> ExpectationFile {
    let input = try open(path, maxBytes: maxExpectedBytes)
    let decoder = JSONDecoder()
    var reader = LineReader(descriptor: input.descriptor, maxLineBytes: maxExpectedLineBytes)
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
          message: "the line is longer than \(maxExpectedLineBytes / 1024) KiB (an expected line is a few hundred bytes)")
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
    return try ExpectationFile.parse(lines: lines, file: path) { line in
      try decoder.decode(ExpectedRecord.self, from: Data(line.utf8))
    }
  }

  /// Parses a policy (YAML, or JSON, which YAML includes) and checks its UTIs; the file is
  /// read as untrusted text (``TextInputFile``, ``YAMLText``).
  static func loadPolicy(_ path: String) throws -> PolicyCheck {
    let input = try open(path, maxBytes: maxPolicyBytes)
    let text: String
    do {
      text = String(decoding: try input.readAll(), as: UTF8.self)
    } catch {
      throw CheckInputError(file: path, message: error.reason)
    }
    let policy = try YAMLText.decode(Policy.self, from: text, file: path)
    return try PolicyCheck(policy: policy, source: path)
  }

  private static func open(_ path: String, maxBytes: Int) throws(CheckInputError) -> TextInputFile {
    do {
      return try TextInputFile(path, maxBytes: maxBytes)
    } catch {
      throw CheckInputError(file: path, message: error.reason)
    }
  }

  /// Writes `file` to `path` (atomically: a temporary file in the same folder, synced, then
  /// renamed) and tells what changed against the previous file. The folder is the one the
  /// path names; a symbolic link at the file's own name is refused, not written through
  /// (`OutputDirectory`: an expected file may sit in a checkout the user does not control).
  static func record(_ file: ExpectationFile, to path: String) throws -> String {
    let text = file.render()
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { String(path[..<$0]) } ?? "."
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    let previous: ExpectationFile?
    do throws(OutputDirectoryError) {
      let directory = try OutputDirectory(creating: folder.isEmpty ? "/" : folder, create: false)
      // Read only a plain file there (a link is refused below, with its own message).
      previous = system_fstatat(_AT_FDCWD, path, _AT_SYMLINK_NOFOLLOW)?.isRegularFile == true
        ? try? loadExpectations(path) : nil
      try directory.write(Array(text.utf8), to: name, durable: true)
    } catch {
      throw CheckInputError(file: path, message: (error.refused ? "refusing to write: " : "cannot write: ") + error.reason)
    }
    var line = "check: recorded \(file.records.count) files in \(path)"
    if let previous {
      let old = Dictionary(previous.records.map { ($0.path, $0.jsonLine) }, uniquingKeysWith: { a, _ in a })
      let new = Dictionary(file.records.map { ($0.path, $0.jsonLine) }, uniquingKeysWith: { a, _ in a })
      let added = new.keys.filter { old[$0] == nil }.count
      let removed = old.keys.filter { new[$0] == nil }.count
      let changed = new.filter { path, json in old[path].map { $0 != json } ?? false }.count
      line += " (\(added) added, \(removed) removed, \(changed) changed)"
    }
    return line
  }

}
