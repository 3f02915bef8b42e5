import Foundation
import MediaKind
import MediaKindTestSupport
import Testing

/// End to end (issue 25): one input model for every command that reads media: path lists
/// (`-`, `--files-from`, `-0`), excludes as .gitignore lines applied to every input kind,
/// archives, records, shards and modes wherever they apply, refused with a reason (exit 64)
/// where they cannot, and a warning for an exclude that matched nothing (Docs/CLI.md, "Inputs").
@Suite("classify: one input model for every command")
struct InputModelCommandTests {
  static let liveID = "4E1A1B89-CE70-4FF8-873B-E4470B839314"

  /// A Live pair split across folders, a nested JPEG, a nested folder `drafts`, a file named
  /// `drafts` at the top, and a `.mediakind.yml` excluding `*.txt`.
  static func tree() throws -> TemporaryDirectory {
    let dir = try TemporaryDirectory("inputs-cli")
    try dir.write("lib/stills/IMG_1.JPG", LibraryFixtures.appleJPEG(contentIdentifier: liveID, date: "2025:08:17 19:33:48"))
    try dir.write("lib/videos/IMG_1.MOV", LibraryFixtures.quickTimeMovie(contentIdentifier: liveID, seconds: 2))
    try dir.write("lib/deep/er/a.jpg", LibraryFixtures.appleJPEG(date: "2020:01:01 00:00:00"))
    try dir.write("lib/deep/drafts/b.jpg", LibraryFixtures.appleJPEG(date: "2020:01:02 00:00:00"))
    try dir.write("lib/drafts", LibraryFixtures.appleJPEG(date: "2020:01:03 00:00:00"))
    try dir.write("lib/notes.txt", Array("not media\n".utf8))
    try dir.write("lib/.mediakind.yml", Array("exclude: '*.txt'\n".utf8))
    return dir
  }

  static func run(_ arguments: [String], stdin: String? = nil, in dir: TemporaryDirectory) throws -> CommandRunner.Output {
    try CommandRunner.classify(arguments, stdin: stdin, in: dir.url)
  }

  /// The `path` fields of JSON Lines records.
  static func paths(_ text: String) throws -> [String] {
    try text.split(separator: "\n").map {
      let object = try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
      return (object?["path"] as? String) ?? ""
    }
  }

  @Test("assets, albums and moments read path lists: `-`, --files-from and -0, as plain classify does")
  func libraryCommandsReadLists() throws {
    let dir = try Self.tree()
    defer { dir.remove() }
    let list = "lib/stills/IMG_1.JPG\nlib/videos/IMG_1.MOV\nlib/deep/er/a.jpg\n"
    for command in ["assets", "albums", "moments"] {
      let viaStdin = try Self.run([command, "--format", "jsonl", "-"], stdin: list, in: dir)
      #expect(viaStdin.status == 0, "\(command) -: \(viaStdin.stderr)")
      #expect(!viaStdin.stderr.contains("notFound"), "\(command): \(viaStdin.stderr)")
      try dir.write("list.txt", Array(list.utf8))
      let viaFile = try Self.run([command, "--format", "jsonl", "--files-from", "list.txt"], in: dir)
      #expect(viaFile.status == 0, "\(command) --files-from: \(viaFile.stderr)")
      #expect(viaFile.stdout == viaStdin.stdout, "\(command)")
      let nul = try Self.run(
        [command, "--format", "jsonl", "-0", "--files-from", "-"], stdin: list.replacingOccurrences(of: "\n", with: "\0"),
        in: dir)
      #expect(nul.stdout == viaStdin.stdout, "\(command) -0")
    }
    // The listed Live pair is one asset; the list's other file another.
    let assets = try Self.run(["assets", "--format", "jsonl", "-"], stdin: list, in: dir)
    #expect(assets.stdout.split(separator: "\n").count == 2, "\(assets.stdout)")
    #expect(assets.stdout.contains(Self.liveID))
  }

  @Test("--exclude is a .gitignore line: any depth without a slash, anchored with one, folders only with a trailing /, ! takes back")
  func gitignoreExcludes() throws {
    let dir = try Self.tree()
    defer { dir.remove() }
    func walked(_ excludes: [String]) throws -> [String] {
      let out = try Self.run(["--format", "jsonl", "lib"] + excludes.flatMap { ["--exclude", $0] }, in: dir)
      #expect(out.status == 0, "\(excludes): \(out.stderr)")
      return try Self.paths(out.stdout)
    }
    let all = ["lib/deep/drafts/b.jpg", "lib/deep/er/a.jpg", "lib/drafts", "lib/stills/IMG_1.JPG", "lib/videos/IMG_1.MOV"]
    #expect(try walked([]) == all)
    // No slash: at any depth (it matched only lib/*.jpg before).
    #expect(try walked(["*.jpg"]) == ["lib/drafts", "lib/stills/IMG_1.JPG", "lib/videos/IMG_1.MOV"])
    // A trailing slash: folders only (the file lib/drafts stays).
    #expect(try walked(["drafts/"]) == ["lib/deep/er/a.jpg", "lib/drafts", "lib/stills/IMG_1.JPG", "lib/videos/IMG_1.MOV"])
    // A leading slash anchors to the folder walked.
    #expect(try walked(["/drafts"]) == ["lib/deep/drafts/b.jpg", "lib/deep/er/a.jpg", "lib/stills/IMG_1.JPG", "lib/videos/IMG_1.MOV"])
    // A middle slash anchors too; ** spans folders.
    #expect(try walked(["deep/er"]) == ["lib/deep/drafts/b.jpg", "lib/drafts", "lib/stills/IMG_1.JPG", "lib/videos/IMG_1.MOV"])
    #expect(try walked(["**/er/*.jpg"]) == ["lib/deep/drafts/b.jpg", "lib/drafts", "lib/stills/IMG_1.JPG", "lib/videos/IMG_1.MOV"])
    // ! takes back what an earlier exclude left out.
    #expect(try walked(["*.jpg", "!a.jpg"]) == ["lib/deep/er/a.jpg", "lib/drafts", "lib/stills/IMG_1.JPG", "lib/videos/IMG_1.MOV"])
  }

  @Test("--exclude applies to files named on the command line and to list entries, relative to the current directory")
  func excludesNamedAndListed() throws {
    let dir = try Self.tree()
    defer { dir.remove() }
    let named = try Self.run(
      ["--format", "jsonl", "--exclude", "*.jpg", "--exclude", "videos/", "lib/deep/er/a.jpg", "lib/videos/IMG_1.MOV", "lib/stills/IMG_1.JPG"],
      in: dir)
    #expect(named.status == 0, "\(named.stderr)")
    #expect(try Self.paths(named.stdout) == ["lib/stills/IMG_1.JPG"])
    let listed = try Self.run(
      ["assets", "--format", "jsonl", "--exclude", "/lib/deep", "-"],
      stdin: "lib/deep/er/a.jpg\nlib/stills/IMG_1.JPG\n", in: dir)
    #expect(listed.status == 0, "\(listed.stderr)")
    #expect(listed.stdout.split(separator: "\n").count == 1)
    #expect(!listed.stdout.contains("a.jpg"))
  }

  @Test("an exclude that matched nothing prints a one-line warning; one that matched does not")
  func unmatchedExcludeWarns() throws {
    let dir = try Self.tree()
    defer { dir.remove() }
    let out = try Self.run(["--format", "jsonl", "--exclude", "*.JPEG", "--exclude", "*.MOV", "lib"], in: dir)
    #expect(out.status == 0)
    let warnings = out.stderr.split(separator: "\n").filter { $0.contains("matched nothing") }
    #expect(warnings == ["classify: warning: --exclude '*.JPEG' matched nothing"], "\(out.stderr)")
    for command in [["assets"], ["albums"], ["index"]] {
      let other = try Self.run(command + ["--format", "jsonl", "--exclude", "*.JPEG", "lib"], in: dir)
      #expect(other.stderr.contains("--exclude '*.JPEG' matched nothing"), "\(command): \(other.stderr)")
    }
  }

  @Test("preview takes --exclude, --no-recursive, --shard and lists; refuses --archive, --records and --mode with the reason")
  func previewInputs() throws {
    let dir = try Self.tree()
    defer { dir.remove() }
    let out = try Self.run(["preview", "--out", "previews", "--delivery", "fast", "--exclude", "deep/", "--no-recursive", "lib/stills", "lib/deep"], in: dir)
    #expect(out.status == 0 || out.status == 1, "\(out.stderr)")
    #expect(try Self.paths(out.stdout) == ["lib/stills/IMG_1.JPG"], "\(out.stdout)\(out.stderr)")
    let shards = try (0..<2).flatMap { i in
      try Self.paths(try Self.run(["preview", "--out", "p\(i)", "--delivery", "fast", "--shard", "\(i)/2", "lib"], in: dir).stdout)
    }
    #expect(Set(shards).count == 5 && shards.count == 5, "\(shards)")
    let listed = try Self.run(["preview", "--out", "previews", "--delivery", "fast", "-"], stdin: "lib/deep/er/a.jpg\n", in: dir)
    #expect(try Self.paths(listed.stdout) == ["lib/deep/er/a.jpg"], "\(listed.stderr)")
    for (option, value) in [("--archive", "a.tar"), ("--records", "r.jsonl"), ("--mode", "fast")] {
      let refused = try Self.run(["preview", "--out", "previews", option, value, "lib"], in: dir)
      #expect(refused.status == 64, "\(option): \(refused.status)")
      #expect(refused.stderr.contains("\(option) does not apply: "), "\(option): \(refused.stderr)")
      let help = try Self.run(["preview", "--help"], in: dir)
      #expect(help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ").contains("\(option) does not apply"), "help of \(option)")
    }
  }

  @Test("report takes --archive, --records, --shard and --mode")
  func reportInputs() throws {
    let dir = try Self.tree()
    defer { dir.remove() }
    try dir.write("extra.tar", ArchiveBuilder.tar([ArchiveBuilder.Member("x/c.jpg", LibraryFixtures.appleJPEG(date: "2021:01:01 00:00:00"))]))
    let records = try Self.run(["--format", "jsonl", "lib/deep"], in: dir)
    try dir.write("deep.jsonl", Array(records.stdout.utf8))
    let out = try Self.run(
      ["report", "--out", "site", "--format", "table", "--archive", "extra.tar", "--records", "deep.jsonl", "--mode", "fast", "lib/stills"],
      in: dir)
    #expect(out.status == 0, "\(out.stderr)")
    // The still, the archive member and the two records: four assets.
    #expect(out.stdout.hasPrefix("report: 4 assets"), "\(out.stdout)")
    let data = try String(contentsOf: dir.url.appendingPathComponent("site/data.js"), encoding: .utf8)
    #expect(data.contains(#""name":"c.jpg""#))
    #expect(data.contains(#""name":"a.jpg""#))
    let sharded = try (0..<2).map { i in
      try Self.run(["report", "--out", "s\(i)", "--format", "table", "--shard", "\(i)/2", "lib"], in: dir)
    }
    for out in sharded { #expect(out.status == 0, "\(out.stderr)") }
    let counts = sharded.compactMap { out in out.stdout.split(separator: " ").dropFirst().first.flatMap { Int($0) } }
    // Five files: four assets, or five when the halves of the split Live pair fall in
    // different shards (the shard key holds the folder).
    let split = try #require(Shard(parsing: "0/2"))
    let together = split.contains(path: "lib/stills/IMG_1.JPG") == split.contains(path: "lib/videos/IMG_1.MOV")
    #expect(counts.reduce(0, +) == (together ? 4 : 5), "\(sharded.map(\.stdout))")
  }

  @Test("index and changes refuse lists, archives, records and shards with the reason; take --mode")
  func indexInputs() throws {
    let dir = try Self.tree()
    defer { dir.remove() }
    for command in ["index", "changes"] {
      for (option, value) in [("--files-from", "list.txt"), ("--archive", "a.tar"), ("--records", "r.jsonl"), ("--shard", "0/2")] {
        let refused = try Self.run([command, option, value, "lib"], in: dir)
        #expect(refused.status == 64, "\(command) \(option): \(refused.status)")
        #expect(refused.stderr.contains("not apply: "), "\(command) \(option): \(refused.stderr)")
      }
      let help = try Self.run([command, "--help"], in: dir)
      #expect(help.stdout.contains("--shard does not apply"), "\(command) help")
    }
    let indexed = try Self.run(["index", "--format", "jsonl", "--mode", "fast", "lib"], in: dir)
    #expect(indexed.status == 0, "\(indexed.stderr)")
    #expect(indexed.stdout.contains(#""classified":5"#), "\(indexed.stdout)")
  }

  @Test("check reads archives and records with --exclude applied to their paths; refuses lists with --expect, with the reason")
  func checkInputs() throws {
    let dir = try Self.tree()
    defer { dir.remove() }
    try dir.write("policy.yml", Array("rules:\n  - name: any\n    paths: ['**']\n".utf8))
    try dir.write("extra.tar", ArchiveBuilder.tar([
      ArchiveBuilder.Member("x/c.jpg", LibraryFixtures.appleJPEG()), ArchiveBuilder.Member("x/d.txt", Array("text".utf8)),
    ]))
    let out = try Self.run(["check", "--format", "jsonl", "--policy", "policy.yml", "--archive", "extra.tar", "--exclude", "*.txt"], in: dir)
    #expect(out.status == 0, "\(out.stdout + out.stderr)")
    #expect(out.stdout.contains(#""files":1"#), "\(out.stdout)")
    // A list is a policy check of those files (a pre-commit hook's); with --expect every file
    // the expected file names but the list does not would be missing, so it is refused.
    try dir.write("expected.jsonl", Array("".utf8))
    let refused = try Self.run(["check", "--expect", "expected.jsonl", "--files-from", "list.txt", "lib"], in: dir)
    #expect(refused.status == 64)
    #expect(refused.stderr.contains("--files-from and -0 do not apply with --expect: "), "\(refused.stderr)")
    try dir.write("list.txt", Array("lib/deep/er/a.jpg\n".utf8))
    let listed = try Self.run(["check", "--format", "jsonl", "--policy", "policy.yml", "--files-from", "list.txt"], in: dir)
    #expect(listed.status == 0, "\(listed.stdout + listed.stderr)")
    #expect(listed.stdout.contains(#""files":1"#), "\(listed.stdout)")
  }

  @Test("--records stands in for a scan in plain classify too, with --exclude and --shard applied to the records' paths")
  func classifyRecords() throws {
    let dir = try Self.tree()
    defer { dir.remove() }
    let first = try Self.run(["--format", "jsonl", "lib"], in: dir)
    try dir.write("all.jsonl", Array(first.stdout.utf8))
    let again = try Self.run(["--format", "jsonl", "--records", "all.jsonl"], in: dir)
    #expect(again.status == 0, "\(again.stderr)")
    #expect(again.stdout == first.stdout)
    let narrowed = try Self.run(["--format", "jsonl", "--records", "all.jsonl", "--exclude", "*.MOV"], in: dir)
    #expect(try Self.paths(narrowed.stdout) == ["lib/deep/drafts/b.jpg", "lib/deep/er/a.jpg", "lib/drafts", "lib/stills/IMG_1.JPG"])
    // The still's partner is left out: its pairedPath goes with it.
    #expect(!narrowed.stdout.contains("pairedPath"))
  }
}
