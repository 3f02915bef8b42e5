import Foundation
import MediaKind
import MediaKindTestSupport
import Testing

/// The text MediaKind reads besides media (configuration, policies, predicates, expected
/// lines) and the text it prints from files: bounded, and never able to forge output
/// (Docs/Reliability.md, "Untrusted text").
@Suite("untrusted text: nesting bounds, excerpts, escaping")
struct UntrustedTextTests {
  // MARK: YAML nesting

  @Test("configurations and policies as people write them pass the nesting bound")
  func realConfigurationsPass() throws {
    let samples = try String(contentsOfFile: SampleCorpus.samplesDirectory.appendingPathComponent(".mediakind.yml").path, encoding: .utf8)
    try YAMLNesting.check(samples)
    try YAMLNesting.check("""
      version: 1
      rules:
        - name: photos are images   # a comment with [[[[ brackets
          paths: ["photos/**", 'it''s [here]']
          mediaTypes: [image]
          where: "pixelWidth >= 4000 AND (mediaSubtypes & 8) != 0"
          description: |
            [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[
            block text is not structure
        - {name: "json style", paths: ["a/**"], maxFileSize: 10MiB}
      """)
    // JSON (YAML includes it), pretty-printed.
    try YAMLNesting.check("""
      {
        "rules": [
          {
            "name": "x",
            "paths": ["**"]
          }
        ]
      }
      """)
  }

  @Test("deep flow, block and compact nesting is refused with line and column, in one pass")
  func deepNestingRefused() throws {
    let flow = "exclude: " + String(repeating: "[", count: 8000)
    #expect(throws: YAMLNesting.TooDeep(line: 1, column: 9 + YAMLNesting.limit, limit: YAMLNesting.limit)) {
      try YAMLNesting.check(flow)
    }
    var block = "rules:\n"
    for depth in 0..<200 { block += String(repeating: " ", count: depth) + "- a:\n" }
    #expect(throws: YAMLNesting.TooDeep.self) { try YAMLNesting.check(block) }
    let compact = "rules:\n" + String(repeating: "- ", count: 3000) + "x\n"
    do {
      try YAMLNesting.check(compact)
      Issue.record("3,000 compact entries passed")
    } catch {
      #expect(error.line == 2)
    }
    // A million levels: linear, and refused at the first level past the limit.
    #expect(throws: YAMLNesting.TooDeep.self) {
      try YAMLNesting.check(String(repeating: "{a: ", count: 1_000_000))
    }
  }

  @Test("a stray quote or block indicator inside plain text cannot hide brackets from the scan")
  func quotesCannotHideNesting() throws {
    // `x'` is plain text, not a quoted scalar: the brackets on the next line are structure.
    let stray = "a: x'\nb: " + String(repeating: "[", count: 100)
    #expect(throws: YAMLNesting.TooDeep.self) { try YAMLNesting.check(stray) }
    // `b |` is plain text, not a block scalar header.
    let notBlock = "a: b |\nc: " + String(repeating: "[", count: 100)
    #expect(throws: YAMLNesting.TooDeep.self) { try YAMLNesting.check(notBlock) }
    // A real quoted scalar may hold any brackets.
    try YAMLNesting.check("a: \"" + String(repeating: "[", count: 100) + "\"\nb: '" + String(repeating: "{", count: 100) + "'\n")
  }

  // MARK: JSON lines

  @Test("a key given twice in one object is refused with its column; the same key in two objects is fine")
  func duplicateKeys() throws {
    let twice = Array(#"{"path":"a.gif","mediaType":"video","mediaType":"image"}"#.utf8)
    do {
      try JSONObjectShape.check(twice)
      Issue.record("a repeated key passed")
    } catch {
      #expect(error.message.contains(#""mediaType" is given twice"#))
      #expect(error.offset == 36)  // the second key's opening quote
    }
    try JSONObjectShape.check(Array(#"{"a":{"k":1},"b":{"k":2},"c":[{"k":1},{"k":2}],"s":"\"k\":\"k\""}"#.utf8))
    let deep = Array(("{\"a\":" + String(repeating: "[", count: 100_000)).utf8)
    #expect(throws: JSONObjectShape.Problem.self) { try JSONObjectShape.check(deep) }
  }

  // MARK: Predicates

  @Test("10,000 '(' and 100,000 '!' are a syntax error at the limit's column, not a stack overflow")
  func deepPredicates() throws {
    let parens = String(repeating: "(", count: 10_000) + "isFavorite" + String(repeating: ")", count: 10_000)
    let nots = String(repeating: "!", count: 100_000) + "isFavorite"
    let lists = "pixelWidth IN " + String(repeating: "{", count: 10_000)
    for text in [parens, nots, lists] {
      do {
        _ = try AssetPredicate(format: text)
        Issue.record("a predicate nested 10,000 levels parsed")
      } catch {
        #expect(error.message.contains("nested more than \(100) levels"))
        // The message quotes a short excerpt, never the whole expression.
        #expect(error.description.count < 400)
      }
    }
    // The limit leaves room for any predicate a person writes.
    let ninety = String(repeating: "(", count: 90) + "isFavorite" + String(repeating: ")", count: 90)
    _ = try AssetPredicate(format: ninety)
    _ = try AssetPredicate(format: String(repeating: "NOT ", count: 90) + "isFavorite")
  }

  // MARK: Excerpts and escaping

  @Test("an excerpt is short, escaped, and its caret stays under the column")
  func excerpts() {
    let line = String(repeating: "a", count: 5000) + "\u{1B}[31mX\n::error::" + String(repeating: "b", count: 5000)
    let excerpt = TextExcerpt(line, column: 5001)
    #expect(excerpt.text.count < 100)
    #expect(!excerpt.text.contains("\u{1B}") && !excerpt.text.contains("\n"))
    #expect(excerpt.text.contains("\\x1B[31mX\\x0A::error::"))
    let caretLine = excerpt.withCaret(indent: "").split(separator: "\n")[1]
    #expect(caretLine.count == excerpt.caretColumn)
    #expect(TextExcerpt("short", column: 3).text == "short")
  }

  @Test("names with line feeds, tabs and bidirectional controls print escaped on one line and map back to their bytes")
  func forgingNames() {
    let cases: [(String, String)] = [
      ("a\n::error::x.gif", "a\\x0A::error::x.gif"),
      ("c\tx.gif", "c\\x09x.gif"),
      ("b\u{202E}fig.gif", "b\\xE2\\x80\\xAEfig.gif"),
      ("d\u{2066}e\u{2069}.gif", "d\\xE2\\x81\\xA6e\\xE2\\x81\\xA9.gif"),
      ("back\\slash\n.gif", "back\\x5Cslash\\x0A.gif"),
      ("café.gif", "café.gif"),
    ]
    for (name, shown) in cases {
      #expect(PathEscaping.display(Array(name.utf8)) == shown)
      #expect(PathEscaping.display(name) == shown)
      if shown != name { #expect(PathEscaping.rawBytes(shown) == Array(name.utf8)) }
    }
    #expect(PathEscaping.lineSafe("x\ny\tz\u{202E}") == "x\\x0Ay\\x09z\\xE2\\x80\\xAE")
    #expect(PathEscaping.terminalSafe("line one\nline\ttwo\u{202E}\u{1B}") == "line one\nline\ttwo\\xE2\\x80\\xAE\\x1B")
  }
}
