import Foundation
import MediaKind
import MediaKindTestSupport
import Testing

/// End-to-end: runs the built `classify` binary and checks stdout, stderr and exit status.
@Suite("classify command")
struct ClassifyCommandTests {
  static func fixtureDirectory() throws -> TemporaryDirectory {
    let dir = try TemporaryDirectory("classify-cli")
    for (id, name) in [("png", "b/one.png"), ("gif", "a.gif"), ("jpeg", "b/photo.jpg"), ("mp3", "song.mp3")] {
      let (_, bytes) = try #require(SyntheticHeaders.all[id])
      try dir.write(name, bytes)
    }
    let (_, jpeg) = try #require(SyntheticHeaders.all["jpeg"])
    try dir.write("b/lies.png", jpeg)
    return dir
  }

  static func records(_ text: String) throws -> [Classification] {
    try text.split(separator: "\n").map {
      try JSONDecoder().decode(Classification.self, from: Data($0.utf8))
    }
  }

  @Test("jsonl over a folder: sorted walk, one record per file, exit 0")
  func jsonlFolder() throws {
    let dir = try Self.fixtureDirectory()
    defer { dir.remove() }
    let out = try CommandRunner.classify(["--format", "jsonl", "."], in: dir.url)
    #expect(out.status == 0)
    #expect(out.stderr.isEmpty)
    let records = try Self.records(out.stdout)
    #expect(records.map(\.path) == ["./a.gif", "./b/lies.png", "./b/one.png", "./b/photo.jpg", "./song.mp3"])
    #expect(records[0].uti == "com.compuserve.gif")
    #expect(records[1].format == .jpeg)
    #expect(records[1].extensionMatchesContent == false)
    #expect(records[4].mediaType == .audio)
    #expect(records.allSatisfy { $0.mode == .thorough })  // the default mode
  }

  @Test("errors are records in place, one line on stderr, and exit status 66 for a missing path")
  func errors() throws {
    let dir = try Self.fixtureDirectory()
    defer { dir.remove() }
    let out = try CommandRunner.classify(
      ["--format", "jsonl", "a.gif", "missing.jpg", "b/one.png"], in: dir.url)
    #expect(out.status == 66)
    let records = try Self.records(out.stdout)
    #expect(records.map(\.path) == ["a.gif", "missing.jpg", "b/one.png"])
    #expect(records[1].status == .error)
    #expect(records[1].error?.kind == .notFound)
    #expect(out.stderr.split(separator: "\n").count == 1)
    #expect(out.stderr.contains("missing.jpg"))
  }

  @Test("paths from standard input and --files-from")
  func pathLists() throws {
    let dir = try Self.fixtureDirectory()
    defer { dir.remove() }
    let stdin = try CommandRunner.classify(["--format", "jsonl", "-"], stdin: "song.mp3\na.gif\n", in: dir.url)
    #expect(try Self.records(stdin.stdout).map(\.path) == ["song.mp3", "a.gif"])
    try dir.write("list.txt", Array("b/photo.jpg\n".utf8))
    let list = try CommandRunner.classify(["--format", "jsonl", "--files-from", "list.txt"], in: dir.url)
    #expect(try Self.records(list.stdout).map(\.path) == ["b/photo.jpg"])
  }

  @Test("--no-recursive lists only the top level of a folder")
  func noRecursive() throws {
    let dir = try Self.fixtureDirectory()
    defer { dir.remove() }
    let out = try CommandRunner.classify(["--format", "jsonl", "--no-recursive", "."], in: dir.url)
    #expect(try Self.records(out.stdout).map(\.path) == ["./a.gif", "./song.mp3"])
  }

  @Test("json is one array; csv has a header; table is one line per file")
  func formats() throws {
    let dir = try Self.fixtureDirectory()
    defer { dir.remove() }
    let json = try CommandRunner.classify(["--format", "json", "a.gif", "song.mp3"], in: dir.url)
    let array = try JSONDecoder().decode([Classification].self, from: Data(json.stdout.utf8))
    #expect(array.count == 2)
    let csv = try CommandRunner.classify(["--format", "csv", "a.gif"], in: dir.url)
    let lines = csv.stdout.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines[0].hasPrefix("path,status,errorKind,errorMessage,mode,mediaType"))
    #expect(lines[1].hasPrefix("a.gif,ok,,,thorough,image,gif,com.compuserve.gif"))
    let table = try CommandRunner.classify(["--format", "table", "--mode", "thorough", "a.gif"], in: dir.url)
    #expect(table.stdout == "a.gif: image, gif (com.compuserve.gif), 4x3, 14 B\n")
  }

  @Test("--explain adds evidence to records")
  func explain() throws {
    let dir = try TemporaryDirectory("classify-cli")
    defer { dir.remove() }
    let (_, dng) = try #require(SyntheticHeaders.all["dng"])
    try dir.write("x.dng", dng)
    let out = try CommandRunner.classify(["--format", "jsonl", "--explain", "x.dng"], in: dir.url)
    let record = try #require(try Self.records(out.stdout).first)
    #expect(record.subtypes.contains(.raw))
    #expect(record.evidence?.first?.rule == "camera-raw-format")
  }

  @Test("bad usage exits 64; --version names the C libraries")
  func usage() throws {
    #expect(try CommandRunner.classify([]).status == 64)
    #expect(try CommandRunner.classify(["--mode", "slow", "x"]).status == 64)
    let version = try CommandRunner.classify(["--version"])
    #expect(version.status == 0)
    #expect(version.stdout.contains("libmagic 5."))
    #expect(version.stdout.contains("libexif 0."))
  }

  @Test("special inputs: a directory given with --no-recursive, a FIFO, /dev/null")
  func specialInputs() throws {
    let dir = try TemporaryDirectory("classify-cli")
    defer { dir.remove() }
    #expect(mkfifo(dir.path("pipe"), 0o644) == 0)
    let out = try CommandRunner.classify(["--format", "jsonl", "pipe", "/dev/null"], in: dir.url)
    #expect(out.status == 1)
    let records = try Self.records(out.stdout)
    #expect(records.map { $0.error?.kind } == [.notRegularFile, .notRegularFile])
  }
}
