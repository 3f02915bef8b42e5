import Foundation
import MediaKind
import MediaKindCheck
import MediaKindTestSupport
import Testing

/// The files a check reads and writes, through the library as `classify check` uses them:
/// `ExpectationFile.load(_:)`, `write(to:)` and `PolicyCheck.load(_:)`.
@Suite("Check files through the library")
struct CheckFilesTests {
  static func expected(_ pairs: [(String, String)]) -> ExpectationFile {
    ExpectationFile(records: pairs.map { ExpectedRecord(path: $0.0, fields: [.mediaType: .string($0.1)]) })
  }

  @Test("an expected file written is read back equal; a second write tells what changed")
  func roundTrip() throws {
    let dir = try TemporaryDirectory("check-files")
    defer { dir.remove() }
    let path = dir.path("expected.jsonl")
    let first = Self.expected([("b.jpg", "image"), ("a.mov", "video")])
    #expect(try first.write(to: path) == nil)
    #expect(try ExpectationFile.load(path).records.map(\.path) == ["a.mov", "b.jpg"])
    let second = Self.expected([("a.mov", "audio"), ("c.mp3", "audio")])
    let changes = try #require(try second.write(to: path))
    #expect(changes.added == 1 && changes.removed == 1 && changes.changed == 1)
  }

  @Test("a link at the expected file's name is refused, not written through")
  func linkRefused() throws {
    let dir = try TemporaryDirectory("check-files-link")
    defer { dir.remove() }
    let target = try dir.write("target.txt", Array("keep\n".utf8))
    try FileManager.default.createSymbolicLink(atPath: dir.path("expected.jsonl"), withDestinationPath: target)
    #expect(throws: CheckInputError.self) { try Self.expected([("a.jpg", "image")]).write(to: dir.path("expected.jsonl")) }
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "keep\n")
  }

  @Test("problems name the file and line: a repeated key, a misspelt policy key, a missing file")
  func problems() throws {
    let dir = try TemporaryDirectory("check-files-bad")
    defer { dir.remove() }
    let repeated = try dir.write("e.jsonl", Array("{\"path\":\"a.jpg\",\"mediaType\":\"image\"}\n{\"path\":\"b\",\"path\":\"c\"}\n".utf8))
    #expect { try ExpectationFile.load(repeated) } throws: { error in
      (error as? CheckInputError)?.line == 2 && (error as? CheckInputError)?.file == repeated
    }
    let policy = try dir.write("p.yml", Array("rules:\n  - name: small\n    maxFilesize: 1KB\n".utf8))
    #expect(throws: CheckInputError(file: policy, line: 3, message: "rules[0]: unknown key 'maxFilesize' (did you mean 'maxFileSize'?)")) {
      try PolicyCheck.load(policy)
    }
    #expect(throws: CheckInputError(file: dir.path("none.yml"), message: "no such file")) {
      try PolicyCheck.load(dir.path("none.yml"))
    }
  }
}
