import Foundation
import MediaKindTestSupport
import Testing

/// Code cites the repository's own documentation, by file and section heading
/// (`Docs/DetectionRules.md` "Capture date"), and every such citation resolves: the file
/// exists and has that heading. Documents outside the repository are never cited, since a
/// reader of the code cannot open them.
@Suite("documentation citations")
struct DocCitationTests {
  static let root = SampleCorpus.repositoryRoot()

  /// The folders whose files are code (comments, string literals, scripts, test data).
  static let codeFolders = ["Sources", "Tests", "Scripts", "Samples/generator", "Integrations"]
  static let codeExtensions: Set<String> = [
    "swift", "py", "sh", "tsv", "h", "c", "md", "js", "css", "html", "yml", "yaml", "txt",
  ]

  /// Names of documents that are not in the repository (spelled in pieces so this file does
  /// not cite them itself).
  static let foreignDocuments = ["detection" + "-rules.md", "architecture" + " guide", "architecture" + "-guide.md"]

  /// A problem found in one file's text.
  struct Problem: CustomStringConvertible, Equatable {
    let file: String
    let line: Int
    let message: String
    var description: String { "\(file):\(line): \(message)" }
  }

  /// `Docs/X.md`, optionally followed by a quoted section heading; the heading may wrap onto
  /// the next comment line (`///`, `//`, `#`) and its quotes may be escaped (inside a string
  /// literal).
  static let citation = try! NSRegularExpression(
    pattern: #"Docs/([A-Za-z0-9_/.-]+?\.md)(?:`?\)?,?(?:[ \t]|\n[ \t]*(?:///?|#))*\\?"((?:[^"\\\n]|\n[ \t]*(?:///?|#)[ \t]*)+?)\\?")?"#)

  /// The headings of a Markdown file (outside fenced code blocks), `#` marks and spaces
  /// trimmed.
  static func headings(ofMarkdown text: String) -> Set<String> {
    var headings: Set<String> = []
    var fenced = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") { fenced.toggle(); continue }
      guard !fenced, line.hasPrefix("#") else { continue }
      let marks = line.prefix { $0 == "#" }
      guard marks.count <= 6, line.dropFirst(marks.count).first == " " else { continue }
      headings.insert(line.dropFirst(marks.count).trimmingCharacters(in: .whitespaces))
    }
    return headings
  }

  /// Whether `section` names one of `headings`: the heading itself, or its text before a
  /// parenthesised aside (`"Archives"` for `## Archives (`--archive`)`).
  static func names(_ section: String, in headings: Set<String>) -> Bool {
    headings.contains(section) || headings.contains { $0.hasPrefix(section + " (") }
  }

  /// The problems in one file's `text`: foreign documents cited, `Docs/` files that do not
  /// exist, sections that are not headings of their file. `document` reads a Docs file
  /// (nil: it does not exist).
  static func problems(in text: String, file: String, document: (String) -> String?) -> [Problem] {
    var problems: [Problem] = []
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    for (index, line) in lines.enumerated() {
      for name in foreignDocuments where line.range(of: name, options: .caseInsensitive) != nil {
        problems.append(Problem(file: file, line: index + 1, message: "cites \(name), which is not in the repository: cite a Docs/ file and section"))
      }
    }
    let ns = text as NSString
    for match in citation.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
      let line = ns.substring(to: match.range.location).reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
      let path = "Docs/" + ns.substring(with: match.range(at: 1))
      guard let markdown = document(path) else {
        problems.append(Problem(file: file, line: line, message: "cites \(path), which does not exist"))
        continue
      }
      guard match.range(at: 2).location != NSNotFound else { continue }
      let section = ns.substring(with: match.range(at: 2))
        .replacingOccurrences(of: #"\s*\n\s*(?:///?|#)\s*"#, with: " ", options: .regularExpression)
      if !names(section, in: headings(ofMarkdown: markdown)) {
        problems.append(Problem(file: file, line: line, message: "cites \(path) \"\(section)\", which is not a heading there"))
      }
    }
    return problems
  }

  static func readDocument(_ path: String) -> String? {
    try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// Every code file, relative to the repository root (but this one, whose examples are
  /// broken on purpose).
  static func codeFiles() -> [String] {
    var files: [String] = []
    for folder in codeFolders {
      let base = root.appendingPathComponent(folder)
      guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { continue }
      for case let url as URL in walker where codeExtensions.contains(url.pathExtension) {
        let file = folder + "/" + String(url.path.dropFirst(base.path.count + 1))
        if !file.hasSuffix("/DocCitationTests.swift") { files.append(file) }
      }
    }
    return files.sorted()
  }

  @Test("code cites only Docs files and sections that exist, never a document outside the repository")
  func citationsResolve() throws {
    let files = Self.codeFiles()
    #expect(files.count > 500, "the walk found only \(files.count) code files")
    var cited = 0
    var problems: [Problem] = []
    for file in files {
      guard let text = try? String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8) else { continue }
      cited += Self.citation.numberOfMatches(in: text, range: NSRange(location: 0, length: (text as NSString).length))
      problems += Self.problems(in: text, file: file, document: Self.readDocument)
    }
    #expect(cited > 150, "only \(cited) citations of Docs/ found: is the pattern still right?")
    #expect(problems.isEmpty, "\(problems.count) broken citations:\n\(problems.map(\.description).joined(separator: "\n"))")
  }

  @Test("the check catches a foreign document, a missing file, a missing heading; wrapped and escaped citations resolve")
  func checkCatchesBrokenCitations() {
    let docs = ["Docs/A.md": "# A\n## Capture date\n```\n# Not a heading\n```\n## Archives (`--archive`)\n"]
    let find = { (text: String) in Self.problems(in: text, file: "x.swift", document: { docs[$0] }) }
    #expect(find("/// see (`Docs/A.md`, \"Capture date\") and Docs/A.md \"Archives\"").isEmpty)
    #expect(find("/// wrapped: `Docs/A.md` \"Capture\n/// date\" works").isEmpty)
    #expect(find("refs: [\"Docs/A.md \\\"Capture date\\\"\"]").isEmpty)
    #expect(find("/// (" + Self.foreignDocuments[0] + " §5)").map(\.line) == [1])
    #expect(find("// per the " + Self.foreignDocuments[1].uppercased() + " §3").count == 1)
    #expect(find("/// Docs/B.md says so").map(\.message) == ["cites Docs/B.md, which does not exist"])
    #expect(find("\n/// Docs/A.md, \"Capture time\"").map(\.line) == [2])
    #expect(find("/// Docs/A.md \"Not a heading\"").count == 1)
    #expect(find("/// Docs/A.md \"Archive\"").count == 1)
  }
}
