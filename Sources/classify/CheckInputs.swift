import Foundation
import MediaKind
import MediaKindCheck
import Yams

/// Reads the files `classify check` is given (the expected file, the policy) and writes the
/// expected file, turning every problem into a ``CheckInputError`` that names the file.
enum CheckInputs {
  /// Parses an expected file (JSON Lines).
  static func loadExpectations(_ path: String) throws -> ExpectationFile {
    let text = try readText(path)
    let decoder = JSONDecoder()
    return try ExpectationFile.parse(text, file: path) { line in
      try decoder.decode(ExpectedRecord.self, from: Data(line.utf8))
    }
  }

  /// Parses a policy (YAML, or JSON, which YAML includes) and checks its UTIs.
  static func loadPolicy(_ path: String) throws -> PolicyCheck {
    let text = try readText(path)
    let policy: Policy
    do {
      policy = try YAMLDecoder().decode(Policy.self, from: text)
    } catch DecodingError.dataCorrupted(let context) where context.underlyingError is YamlError {
      var detail = context.underlyingError.map { "\($0)" } ?? context.debugDescription
      if detail.contains("alias") {
        detail += "\n(a value starting with * is a YAML alias: quote globs such as \"**/*.gif\")"
      }
      throw CheckInputError(file: path, message: "not valid YAML: \(detail)")
    } catch {
      throw CheckInputError(file: path, message: CheckInputError.describe(error))
    }
    return try PolicyCheck(policy: policy, source: path)
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

  private static func readText(_ path: String) throws -> String {
    guard let data = FileManager.default.contents(atPath: path) else {
      let exists = FileManager.default.fileExists(atPath: path)
      throw CheckInputError(file: path, message: exists ? "cannot read the file" : "no such file")
    }
    return String(decoding: data, as: UTF8.self)
  }
}
