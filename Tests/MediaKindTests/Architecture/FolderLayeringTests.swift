import Foundation
import MediaKindTestSupport
import Testing

/// The folders of `Sources/MediaKind` depend one way, in the order `Docs/Architecture.md`
/// writes down ("Folder order"): a file may name what its own folder and the folders before
/// it declare, never what a later folder declares. The test reads the sources: the names each
/// folder declares at the top level (types, functions, constants), and the members a folder
/// adds to another folder's type in an extension; then every identifier of every file.
@Suite("Sources/MediaKind: folders depend one way")
struct FolderLayeringTests {
  static let root = SampleCorpus.repositoryRoot()
  static let sources = root.appendingPathComponent("Sources/MediaKind")

  /// The order of `Docs/Architecture.md`, lowest first.
  static func documentedOrder() throws -> [String] {
    let text = try String(contentsOf: root.appendingPathComponent("Docs/Architecture.md"), encoding: .utf8)
    let line = try #require(
      text.split(separator: "\n").first { $0.hasPrefix("Folder order (lowest first):") },
      "Docs/Architecture.md has no 'Folder order (lowest first):' line")
    // The names between backquotes, in order.
    return line.split(separator: "→").compactMap { part in
      let pieces = part.split(separator: "`", omittingEmptySubsequences: false)
      return pieces.count >= 3 ? String(pieces[1]) : nil
    }
  }

  struct SourceFile {
    let path: String
    let folder: String
    /// The text with comments and string literals blanked (line breaks kept).
    let code: String
  }

  static func files() throws -> [SourceFile] {
    let enumerator = try #require(FileManager.default.enumerator(atPath: sources.path))
    var files: [SourceFile] = []
    while let path = enumerator.nextObject() as? String {
      guard path.hasSuffix(".swift"), let folder = path.split(separator: "/").first, path.contains("/") else { continue }
      let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
      files.append(SourceFile(path: path, folder: String(folder), code: blankCommentsAndStrings(text)))
    }
    return files.sorted { $0.path < $1.path }
  }

  /// `text` with comments and string literals (interpolations included) replaced by spaces.
  static func blankCommentsAndStrings(_ text: String) -> String {
    let bytes = Array(text.utf8)
    var out = bytes
    var i = 0
    func blank(_ from: Int, _ to: Int) {
      for k in from..<min(to, bytes.count) where bytes[k] != 0x0A { out[k] = 0x20 }
    }
    func starts(_ s: String, at index: Int) -> Bool {
      let p = Array(s.utf8)
      return index + p.count <= bytes.count && Array(bytes[index..<(index + p.count)]) == p
    }
    while i < bytes.count {
      if starts("//", at: i) {
        var j = i
        while j < bytes.count, bytes[j] != 0x0A { j += 1 }
        blank(i, j)
        i = j
      } else if starts("/*", at: i) {
        var j = i + 2
        while j < bytes.count, !starts("*/", at: j) { j += 1 }
        blank(i, j + 2)
        i = j + 2
      } else if starts("\"\"\"", at: i) {
        var j = i + 3
        while j < bytes.count, !starts("\"\"\"", at: j) { j += 1 }
        blank(i, j + 3)
        i = j + 3
      } else if bytes[i] == 0x22 {
        var j = i + 1
        var depth = 0
        while j < bytes.count, bytes[j] != 0x0A {
          if bytes[j] == 0x5C, j + 1 < bytes.count, bytes[j + 1] == 0x28 {
            depth += 1
            j += 2
            continue
          }
          if bytes[j] == 0x5C { j += 2; continue }
          if depth > 0, bytes[j] == 0x29 { depth -= 1 }
          if depth == 0, bytes[j] == 0x22 { break }
          j += 1
        }
        blank(i, j + 1)
        i = j + 1
      } else {
        i += 1
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  static let modifiers =
    #"(?:@\w+(?:\([^)\n]*\))?\s+)*(?:(?:public|package|internal|private|fileprivate|final|indirect|nonisolated|static|mutating)\s+)*"#
  /// A declaration at the top level of a file.
  static let topLevel = try! NSRegularExpression(
    pattern: "^" + modifiers + #"(?:struct|class|enum|protocol|actor|typealias|func|var|let)\s+([A-Za-z_]\w*)"#,
    options: .anchorsMatchLines)
  /// `extension Type ... {`.
  static let extensionHead = try! NSRegularExpression(
    pattern: #"^extension\s+([A-Za-z_]\w*)[^{\n]*\{"#, options: .anchorsMatchLines)
  /// A member declared one level inside a top-level extension.
  static let member = try! NSRegularExpression(
    pattern: "^  " + modifiers + #"(?:func|var|let)\s+([A-Za-z_]\w*)"#, options: .anchorsMatchLines)
  static let identifier = try! NSRegularExpression(pattern: #"(?<![\w.])([A-Za-z_]\w*)(?:\.([A-Za-z_]\w*))?"#)

  static func matches(_ regex: NSRegularExpression, _ text: String) -> [[String?]] {
    regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { match in
      (0..<match.numberOfRanges).map { Range(match.range(at: $0), in: text).map { String(text[$0]) } }
    }
  }

  struct Violation: CustomStringConvertible {
    let location: String
    let name: String
    let folder: String
    let later: String
    var description: String { "\(location): \(folder)/ references \(name), declared in the later folder \(later)/" }
  }

  /// Every reference from a file to a name of a later folder.
  static func violations(order: [String], files: [SourceFile]) -> [Violation] {
    let rank = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
    // Top-level names by the folders that declare them.
    var declared: [String: Set<String>] = [:]
    // Members added by extensions: type → member → folders.
    var added: [String: [String: Set<String>]] = [:]
    for file in files {
      for match in matches(topLevel, file.code) { if let name = match[1] { declared[name, default: []].insert(file.folder) } }
      for head in extensionHead.matches(in: file.code, range: NSRange(file.code.startIndex..., in: file.code)) {
        guard let typeRange = Range(head.range(at: 1), in: file.code), let bodyStart = Range(head.range, in: file.code)?.upperBound
        else { continue }
        let rest = file.code[bodyStart...]
        let body = String(rest[..<(rest.range(of: "\n}")?.lowerBound ?? rest.endIndex)])
        for match in matches(member, body) {
          if let name = match[1] { added[String(file.code[typeRange]), default: [:]][name, default: []].insert(file.folder) }
        }
      }
    }
    var found: [Violation] = []
    for file in files {
      guard let own = rank[file.folder] else { continue }
      // The types this file declares or extends, which `Self.` names.
      let selfTypes = Set(matches(topLevel, file.code).compactMap { $0[1] } + matches(extensionHead, file.code).compactMap { $0[1] })
      for (number, line) in file.code.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        for match in matches(identifier, String(line)) {
          guard let name = match[1] else { continue }
          func later(_ folders: Set<String>) -> String? {
            // A name its own folder (or an earlier one) declares is that one.
            guard !folders.contains(where: { (rank[$0] ?? .max) <= own }) else { return nil }
            return folders.filter { (rank[$0] ?? -1) > own }.min { rank[$0]! < rank[$1]! }
          }
          if let folders = declared[name], let folder = later(folders) {
            found.append(Violation(location: "Sources/MediaKind/\(file.path):\(number + 1)", name: name, folder: file.folder, later: folder))
          }
          if let memberName = match[2] {
            let types = name == "Self" ? selfTypes : [name]
            for type in types {
              if let folders = added[type]?[memberName], let folder = later(folders) {
                found.append(
                  Violation(location: "Sources/MediaKind/\(file.path):\(number + 1)", name: "\(name).\(memberName)", folder: file.folder, later: folder))
              }
            }
          }
        }
      }
    }
    return found
  }

  @Test("the documented order names every folder of Sources/MediaKind once")
  func orderNamesEveryFolder() throws {
    let order = try Self.documentedOrder()
    #expect(Set(order).count == order.count, "a folder is named twice: \(order)")
    let folders = Set(try Self.files().map(\.folder))
    #expect(Set(order) == folders, "documented \(order.sorted()), on disk \(folders.sorted())")
  }

  @Test("no file references a name declared in a later folder")
  func referencesPointDown() throws {
    let found = Self.violations(order: try Self.documentedOrder(), files: try Self.files())
    for violation in found {
      Issue.record("\(violation)")
    }
    #expect(found.isEmpty)
  }

  @Test("the check finds a back-reference, a member added by a later folder, and skips comments and strings")
  func checkFindsBackReferences() {
    let files = [
      SourceFile(path: "Low/A.swift", folder: "Low", code: Self.blankCommentsAndStrings("""
        struct A {
          // High is mentioned here, "and High here", which is fine.
          let text = "\\(B.self)"
          func f() -> Int { H.count + Self.extra }
        }
        """)),
      SourceFile(path: "High/H.swift", folder: "High", code: "enum H {\n  static let count = 1\n}\n"),
      SourceFile(path: "High/A+Extra.swift", folder: "High", code: "extension A {\n  static let extra = 2\n}\n"),
      SourceFile(path: "Low/B.swift", folder: "Low", code: "struct B {}\n"),
    ]
    let found = Self.violations(order: ["Low", "High"], files: files)
    #expect(found.map(\.description) == [
      "Sources/MediaKind/Low/A.swift:4: Low/ references H, declared in the later folder High/",
      "Sources/MediaKind/Low/A.swift:4: Low/ references Self.extra, declared in the later folder High/",
    ])
    // The other order turns it round: the extension in High now names Low's A.
    #expect(Self.violations(order: ["High", "Low"], files: files).map(\.description) == [
      "Sources/MediaKind/High/A+Extra.swift:1: High/ references A, declared in the later folder Low/"
    ])
  }
}
