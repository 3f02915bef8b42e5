import Foundation
import MediaKind
import MediaKindCheck
import Yams

/// A folder's own settings: `ROOT/.mediakind.yml`, read when a command walks ROOT (unless
/// `--no-config`). Options on the command line win over it.
///
/// ```yaml
/// exclude: ["README.md", "*.py", "**/*.jsonl"]   # or one glob; relative to ROOT
/// mode: thorough                                 # fast | thorough
/// hidden: false                                  # walk .git, .mediakind, @eaDir, ...
/// follow: false                                  # follow links to folders
/// check:
///   allowUnreadable: false                       # classify check: unreadable files pass
/// ```
/// Unknown keys are errors (a misspelt `exlude` must not silently check everything). The
/// file is part of the tree: a CI job checking a tree it does not control passes
/// `--no-config` so the tree cannot exclude its own files. It is read without following a
/// symbolic link (and, as every input, without touching its access time), at most 64 KiB,
/// and left out of the walk.
struct RootConfiguration: Decodable, Equatable {
  var exclude: [PathGlob] = []
  var mode: ClassificationMode?
  var hidden: Bool?
  var follow: Bool?
  var allowUnreadable: Bool?

  /// The file name looked for in a root.
  static let fileName = ".mediakind.yml"
  static let maxBytes = 64 * 1024

  /// Why a configuration file cannot be used (exit status 65, ``ExitStatus/dataError``).
  struct Invalid: Error, CustomStringConvertible {
    var file: String
    var line: Int? = nil
    var reason: String
    var description: String { "\(file)\(line.map { ":\($0)" } ?? ""): \(reason)" }
  }

  init() {}

  /// The configuration of the folder `root`, or nil when it has none (or `root` is a file).
  static func load(root: String) throws(Invalid) -> RootConfiguration? {
    let path = root.hasSuffix("/") ? root + fileName : root + "/" + fileName
    let fd = ReadOnlyOpen.open(path, followingLinks: false)
    guard fd >= 0 else {
      // No such file, a root that is no folder, a path too long: no configuration here (the
      // walk reports what is wrong with the root itself). A configuration that is there but
      // cannot be used is an error, never silently ignored.
      let code = system_errno
      guard code == _ELOOP || code == _EACCES || code == _EIO else { return nil }
      // A folder that cannot be searched at all is the walk's to report (as unreadable).
      if code == _EACCES, !system_access(root, _X_OK) { return nil }
      throw Invalid(
        file: path,
        reason: code == _ELOOP
          ? "is a symbolic link (a configuration is read only from a plain file)"
          : system_strerror(code))
    }
    let handle = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
    guard let info = system_fstat(fd), info.isRegularFile else {
      throw Invalid(file: path, reason: "is not a plain file")
    }
    guard info.size <= maxBytes else {
      throw Invalid(file: path, reason: "is larger than \(maxBytes / 1024) KiB")
    }
    let data = (try? handle.read(upToCount: maxBytes + 1)) ?? Data()
    return try parse(String(decoding: data, as: UTF8.self), file: path)
  }

  /// Parses the YAML text of a configuration file (bounded and quoted as untrusted text:
  /// ``YAMLText``).
  static func parse(_ text: String, file: String) throws(Invalid) -> RootConfiguration {
    if text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { return RootConfiguration() }
    do {
      return try YAMLText.decode(RootConfiguration.self, from: text, file: file)
    } catch {
      throw Invalid(file: file, line: error.line, reason: error.message)
    }
  }

  private enum Key: String, CodingKey, CaseIterable {
    case exclude, mode, hidden, follow, check
  }

  private enum CheckKey: String, CodingKey, CaseIterable {
    case allowUnreadable
  }

  init(from decoder: any Decoder) throws {
    let keys = try decoder.container(keyedBy: DynamicKey.self)
    try UnknownKey.refuse(keys.allKeys, known: Key.allCases.map(\.rawValue), at: [])
    let c = try decoder.container(keyedBy: Key.self)
    if let many = try? c.decodeIfPresent([PathGlob].self, forKey: .exclude) {
      exclude = many
    } else if let one = try c.decodeIfPresent(PathGlob.self, forKey: .exclude) {
      exclude = [one]
    }
    if let text = try c.decodeIfPresent(String.self, forKey: .mode) {
      guard let mode = ClassificationMode(rawValue: text) else {
        throw DecodingError.dataCorruptedError(
          forKey: .mode, in: c, debugDescription: "mode must be fast or thorough, not \(text)")
      }
      self.mode = mode
    }
    hidden = try c.decodeIfPresent(Bool.self, forKey: .hidden)
    follow = try c.decodeIfPresent(Bool.self, forKey: .follow)
    if c.contains(.check) {
      let nestedKeys = try c.nestedContainer(keyedBy: DynamicKey.self, forKey: .check)
      try UnknownKey.refuse(nestedKeys.allKeys, known: CheckKey.allCases.map(\.rawValue), at: [Key.check])
      let check = try c.nestedContainer(keyedBy: CheckKey.self, forKey: .check)
      allowUnreadable = try check.decodeIfPresent(Bool.self, forKey: .allowUnreadable)
    }
  }

}
