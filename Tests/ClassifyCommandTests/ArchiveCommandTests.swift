import Foundation
import MediaKind
import MediaKindTestSupport
import Testing

/// End to end (issue 18): `--archive` from a file and from standard input, `--shard`,
/// `merge`, and the library commands and `check` on archives and merged records.
@Suite("classify archives, shards and merge")
struct ArchiveCommandTests {
  static let liveID = "4E1A1B89-CE70-4FF8-873B-E4470B839314"

  /// Two names whose shard (of 2) differs, so a Live pair split across shards can be built.
  static func namesInDifferentShards() -> (String, String) {
    let shard = Shard(index: 0, count: 2)!
    var still = "live/A0.JPG"
    var video = "live/B0.MOV"
    for i in 0..<100 where shard.contains(path: "lib/live/A\(i).JPG") {
      still = "live/A\(i).JPG"
      break
    }
    for i in 0..<100 where !shard.contains(path: "lib/live/B\(i).MOV") {
      video = "live/B\(i).MOV"
      break
    }
    return (still, video)
  }

  static func folder() throws -> (TemporaryDirectory, still: String, video: String) {
    let dir = try TemporaryDirectory("archive-cli")
    let (still, video) = namesInDifferentShards()
    try dir.write("lib/" + still, LibraryFixtures.appleJPEG(contentIdentifier: liveID, date: "2025:08:17 19:33:48"))
    try dir.write("lib/" + video, LibraryFixtures.quickTimeMovie(contentIdentifier: liveID, seconds: 2))
    for i in 0..<12 {
      try dir.write("lib/plain/p\(i).jpg", LibraryFixtures.appleJPEG(date: "2020:01:0\(i % 9 + 1) 00:00:00"))
    }
    try dir.write("lib/plain/readme.txt", Array("hello".utf8))
    return (dir, still, video)
  }

  static func run(_ arguments: [String], in dir: TemporaryDirectory, stdin: [UInt8]? = nil) throws -> CommandRunner.Output {
    try CommandRunner.classify(arguments, stdinBytes: stdin, in: dir.url)
  }

  static func tarOf(_ dir: TemporaryDirectory, folder: String) throws -> [UInt8] {
    let root = dir.url.appendingPathComponent(folder)
    let names = try FileManager.default.subpathsOfDirectory(atPath: root.path).sorted()
    var members: [ArchiveBuilder.Member] = []
    for name in names {
      var isDirectory: ObjCBool = false
      let exists = FileManager.default.fileExists(atPath: root.appendingPathComponent(name).path, isDirectory: &isDirectory)
      if !exists || isDirectory.boolValue { continue }
      members.append(ArchiveBuilder.Member(name, Array(try Data(contentsOf: root.appendingPathComponent(name)))))
    }
    return ArchiveBuilder.tar(members)
  }

  @Test("--archive - reads a stream from standard input: the records of --archive FILE, named -//MEMBER")
  func standardInput() throws {
    let (dir, _, _) = try Self.folder()
    defer { dir.remove() }
    let tar = try Self.tarOf(dir, folder: "lib")
    _ = try dir.write("lib.tar.zst", try ArchiveBuilder.compress(tar, with: "zstd"))
    let fromFile = try Self.run(["--archive", "lib.tar.zst", "--mode", "fast"], in: dir)
    let fromStdin = try Self.run(["--archive", "-", "--mode", "fast"], in: dir, stdin: tar)
    #expect(fromFile.status == 0 && fromStdin.status == 0, "\(fromFile.stderr) \(fromStdin.stderr)")
    #expect(fromFile.stdout.replacingOccurrences(of: "lib.tar.zst//", with: "-//") == fromStdin.stdout)
    #expect(fromStdin.stdout.split(separator: "\n").count == 15)
    // The directory run's records, member for member (paths aside).
    let direct = try Self.run(["lib", "--mode", "fast"], in: dir)
    let sortedLines = { (text: String, prefix: String) in
      text.split(separator: "\n").map { $0.replacingOccurrences(of: "\"\(prefix)", with: "\"") }.sorted()
    }
    #expect(sortedLines(direct.stdout, "lib/") == sortedLines(fromStdin.stdout, "-//"))
    let conflict = try Self.run(["--archive", "-", "-"], in: dir, stdin: [])
    #expect(conflict.status == 64)
  }

  @Test("--shard I/N over a folder: disjoint parts covering everything; merge gives the single run's output")
  func shardsAndMerge() throws {
    let (dir, still, video) = try Self.folder()
    defer { dir.remove() }
    let whole = try Self.run(["lib"], in: dir)
    #expect(whole.status == 0)
    var parts: [String] = []
    for index in 0..<2 {
      let part = try Self.run(["lib", "--shard", "\(index)/2"], in: dir)
      #expect(part.status == 0)
      _ = try dir.write("part\(index).jsonl", Array(part.stdout.utf8))
      parts += part.stdout.split(separator: "\n").map(String.init)
    }
    #expect(parts.count == whole.stdout.split(separator: "\n").count)
    // The pair is split: neither shard alone can pair it ...
    #expect(!parts.contains { $0.contains("pairedPath") })
    // ... the merge pairs it by content identifier, and equals the single run byte for byte.
    let merged = try Self.run(["merge", "part1.jsonl", "part0.jsonl"], in: dir)
    #expect(merged.status == 0, "\(merged.stderr)")
    #expect(merged.stdout == whole.stdout)
    #expect(merged.stdout.contains("\"pairedPath\":\"lib/\(video)\"") && merged.stdout.contains("\"pairedPath\":\"lib/\(still)\""))
    let bad = try Self.run(["merge", "part0.jsonl", "missing.jsonl"], in: dir)
    #expect(bad.status == 66 && bad.stderr == "classify: missing.jsonl: no such file\n")
    let invalid = try dir.write("bad.jsonl", Array("{\"path\": 3}\n".utf8))
    let badLine = try Self.run(["merge", invalid], in: dir)
    #expect(badLine.status == 65 && badLine.stderr.contains("bad.jsonl:1: not a classify record: path: expected a string"), "\(badLine.stderr)")
    #expect(try Self.run(["lib", "--shard", "2/2"], in: dir).status == 64)
  }

  @Test("assets and albums from merged records equal assets and albums of the folder")
  func libraryFromRecords() throws {
    let (dir, _, _) = try Self.folder()
    defer { dir.remove() }
    for index in 0..<3 {
      _ = try dir.write("part\(index).jsonl", Array(try Self.run(["lib", "--shard", "\(index)/3"], in: dir).stdout.utf8))
    }
    _ = try dir.write("merged.jsonl", Array(try Self.run(["merge", "part0.jsonl", "part1.jsonl", "part2.jsonl"], in: dir).stdout.utf8))
    for command in ["assets", "albums"] {
      let direct = try Self.run([command, "lib", "--no-index"], in: dir)
      let fromRecords = try Self.run([command, "--records", "merged.jsonl"], in: dir)
      let fromParts = try Self.run([command, "--records", "part2.jsonl", "--records", "part0.jsonl", "--records", "part1.jsonl"], in: dir)
      #expect(direct.status == 0 && fromRecords.status == 0, "\(fromRecords.stderr)")
      if command == "albums" {
        #expect(direct.stdout == fromRecords.stdout && direct.stdout == fromParts.stdout)
      } else {
        // A record says what a value is, not where it was read: assets made from records leave
        // out the `…Source` members (never printed as a fact they cannot know); all else equal.
        func withoutSources(_ text: String) throws -> Set<String> {
          Set(try JSONLines.objects(text).map { object -> String in
            // Records carry no file state: no sources, no file time.
            let kept = object.filter { !$0.key.hasSuffix("Source") && $0.key != "modificationDate" }
            let data = try JSONSerialization.data(withJSONObject: kept, options: [.sortedKeys])
            return String(decoding: data, as: UTF8.self)
          })
        }
        #expect(direct.stdout.contains(#""creationDateSource":"exif""#), "\(direct.stdout)")
        #expect(!fromRecords.stdout.contains("Source\":"), "\(fromRecords.stdout)")
        #expect(!fromRecords.stdout.contains("modificationDate"), "\(fromRecords.stdout)")
        #expect(try withoutSources(direct.stdout) == withoutSources(fromRecords.stdout))
        #expect(try withoutSources(direct.stdout) == withoutSources(fromParts.stdout))
      }
    }
    let albums = try Self.run(["albums", "--archive", "-"], in: dir, stdin: try Self.tarOf(dir, folder: "lib"))
    #expect(albums.stdout.contains("\"count\":1,\"name\":\"livePhotos\""), "\(albums.stdout)")
  }

  @Test("check --archive against an expected file recorded from the archive; a changed member is a finding")
  func checkArchive() throws {
    let (dir, _, _) = try Self.folder()
    defer { dir.remove() }
    _ = try dir.write("lib.tar", try Self.tarOf(dir, folder: "lib"))
    let record = try Self.run(["check", "--archive", "lib.tar", "--expect", "expected.jsonl", "--record"], in: dir)
    #expect(record.status == 0, "\(record.stderr)")
    let expected = try String(contentsOf: dir.url.appendingPathComponent("expected.jsonl"), encoding: .utf8)
    #expect(expected.contains("\"path\":\"plain/p0.jpg\""))
    let pass = try Self.run(["check", "--archive", "lib.tar", "--expect", "expected.jsonl"], in: dir)
    #expect(pass.status == 0, "\(pass.stdout)")
    // The folder itself matches the same expectations.
    #expect(try Self.run(["check", "lib", "--expect", "expected.jsonl"], in: dir).status == 0)
    try dir.write("lib/plain/p0.jpg", Array("not a jpeg".utf8))
    _ = try dir.write("lib.tar", try Self.tarOf(dir, folder: "lib"))
    let fail = try Self.run(["check", "--archive", "lib.tar", "--expect", "expected.jsonl"], in: dir)
    #expect(fail.status == 1 && fail.stdout.contains("plain/p0.jpg"))
    // Sharded checks together see every finding once.
    var findings = 0
    for index in 0..<2 {
      let part = try Self.run(["check", "--archive", "lib.tar", "--expect", "expected.jsonl", "--shard", "\(index)/2", "--format", "jsonl"], in: dir)
      findings += part.stdout.split(separator: "\n").filter { $0.contains("plain/p0.jpg") }.count
    }
    #expect(findings >= 1)
  }

  @Test("a damaged archive from standard input: per-member errors, exit 1, no crash")
  func damagedStream() throws {
    let (dir, _, _) = try Self.folder()
    defer { dir.remove() }
    let tar = try Self.tarOf(dir, folder: "lib")
    // Inside a member (not at a header boundary, where a stream may simply end).
    let cut = Array(tar.prefix(tar.count / 2 / 512 * 512 + 100))
    let result = try Self.run(["--archive", "-"], in: dir, stdin: cut)
    #expect(result.status == 1)
    #expect(result.stderr.contains("damaged"))
    let garbage = try Self.run(["--archive", "-"], in: dir, stdin: Array(repeating: 7, count: 10_000))
    #expect(garbage.status == 1 && garbage.stdout.contains("not a readable archive"))
  }
}
