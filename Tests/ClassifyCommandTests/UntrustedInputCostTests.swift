import ArgumentParser
import Foundation
import MediaKind
import MediaKindTestSupport
import Testing

@testable import classify

/// Untrusted input costs what its size says, within documented limits (issue 24): record lines
/// (`merge`, `--records`) are read in linear time up to 64 MiB each, and an archive is read
/// up to `--max-members` members.
@Suite("classify: bounded cost of record lines and archive members")
struct UntrustedInputCostTests {
  static func lines(_ bytes: [UInt8], maxLineBytes: Int = LineReader.defaultMaxLineBytes, chunkSize: Int) throws -> (
    lines: [String], refused: [Int], searched: Int
  ) {
    let dir = try TemporaryDirectory("raw-lines")
    defer { dir.remove() }
    let handle = try #require(FileHandle(forReadingAtPath: try dir.write("in.jsonl", bytes)))
    var reader = LineReader(descriptor: handle.fileDescriptor, maxLineBytes: maxLineBytes, chunkSize: chunkSize)
    var lines: [String] = []
    var refused: [Int] = []
    while true {
      do {
        guard let line = try reader.next() else { break }
        lines.append(String(decoding: line, as: UTF8.self))
      } catch {
        refused.append(lines.count)
      }
    }
    return (lines, refused, reader.bytesSearched)
  }

  @Test("lines spanning many chunks come back whole, and each byte is searched for a line end once")
  func linesAcrossChunks() throws {
    let long = String(repeating: "b", count: 50_000)
    let text = ["a", long, "", "ccc", long + "d", "e"].joined(separator: "\n")
    for chunkSize in [1, 7, 64, 4096, 1 << 20] {
      let read = try Self.lines(Array(text.utf8), chunkSize: chunkSize)
      #expect(read.lines == ["a", long, "", "ccc", long + "d", "e"], "chunk \(chunkSize)")
      #expect(read.refused.isEmpty)
      // Linear: the old reader searched a long line again from its start for every chunk.
      #expect(read.searched == text.utf8.count, "chunk \(chunkSize)")
    }
  }

  @Test("path lists (-, --files-from): a long line is searched for its end once, not once per chunk")
  func pathListLinesAcrossChunks() throws {
    let dir = try TemporaryDirectory("path-lines")
    defer { dir.remove() }
    let long = String(repeating: "p", count: 300_000)
    let text = ["a.gif", long, "", "b.gif\r", "c.gif"].joined(separator: "\n")
    let handle = try #require(FileHandle(forReadingAtPath: try dir.write("list.txt", Array(text.utf8))))
    var reader = LineReader(descriptor: handle.fileDescriptor, dropsCarriageReturn: true, chunkSize: 64 * 1024)
    var lines: [String] = []
    while let line = try reader.next() { lines.append(String(decoding: line, as: UTF8.self)) }
    #expect(lines == ["a.gif", long, "", "b.gif", "c.gif"])
    #expect(reader.bytesSearched == text.utf8.count)
  }

  @Test("a line longer than the limit is refused once, not held, and the lines after it are read")
  func longLineRefused() throws {
    let text = ["short", String(repeating: "x", count: 101), "after", String(repeating: "y", count: 100), String(repeating: "z", count: 500)]
      .joined(separator: "\n")
    for chunkSize in [3, 16, 1 << 20] {
      let read = try Self.lines(Array(text.utf8), maxLineBytes: 100, chunkSize: chunkSize)
      #expect(read.lines == ["short", "after", String(repeating: "y", count: 100)], "chunk \(chunkSize)")
      #expect(read.refused == [1, 3], "chunk \(chunkSize)")
    }
  }

  @Test("merge and --records: a record line over 64 MiB is an error naming the file and line (exit 2)")
  func mergeRefusesAHugeLine() throws {
    let dir = try TemporaryDirectory("long-lines")
    defer { dir.remove() }
    try dir.write("a.gif", HostileCommandTests.tinyGIF)
    let record = try CommandRunner.classify(["--format", "jsonl", "a.gif"], in: dir.url)
    #expect(record.status == 0, "\(record.stderr)")
    // A line of a record and 64 MiB of padding: it would decode, but it is past the limit.
    var huge = Array(record.stdout.utf8.dropLast())
    huge += [UInt8](repeating: 0x20, count: LineReader.defaultMaxLineBytes + 1 - huge.count)
    let bytes = Array(record.stdout.utf8) + huge + [0x0A] + Array(record.stdout.utf8)
    _ = try dir.write("records.jsonl", bytes)
    let merged = try CommandRunner.classify(["merge", "records.jsonl"], in: dir.url)
    #expect(merged.status == 65)
    #expect(
      merged.stderr.contains("records.jsonl:2: line longer than 64 MiB, the limit of a record line"), "\(merged.stderr)")
    let assets = try CommandRunner.classify(["assets", "--records", "records.jsonl"], in: dir.url)
    #expect(assets.status == 65)
    #expect(assets.stderr.contains("records.jsonl:2: line longer than 64 MiB"), "\(assets.stderr)")
  }

  static func emptyMembers(_ count: Int) throws -> [UInt8] {
    try ArchiveBuilder.compress(
      ArchiveBuilder.tar((0..<count).map { ArchiveBuilder.Member("m\($0)") }), with: "zstd")
  }

  @Test("--max-members: past it the archive gets an error record, the rest is not read, the exit status is 1")
  func memberCap() throws {
    let dir = try TemporaryDirectory("member-cap")
    defer { dir.remove() }
    _ = try dir.write("many.tar.zst", try Self.emptyMembers(300))
    let capped = try CommandRunner.classify(
      ["--archive", "many.tar.zst", "--max-members", "120", "--format", "jsonl"], in: dir.url)
    #expect(capped.status == 1)
    let records = try capped.stdout.split(separator: "\n").map {
      try JSONDecoder().decode(Classification.self, from: Data($0.utf8))
    }
    #expect(records.count == 121)
    #expect(records.prefix(120).allSatisfy { $0.status == .ok && $0.path.hasPrefix("many.tar.zst//m") })
    let last = try #require(records.last)
    #expect(last.path == "many.tar.zst" && last.status == .error)
    #expect(last.error?.message.contains("more than 120 members") == true, "\(String(describing: last.error))")
    #expect(capped.stderr.contains("the rest of the archive is not read"))
    // At the cap exactly, everything is read.
    let whole = try CommandRunner.classify(
      ["--archive", "many.tar.zst", "--max-members", "300", "--format", "jsonl"], in: dir.url)
    #expect(whole.status == 0, "\(whole.stderr)")
    #expect(whole.stdout.split(separator: "\n").count == 300)
    // The library commands and check stop the same way.
    let assets = try CommandRunner.classify(["assets", "--archive", "many.tar.zst", "--max-members", "120"], in: dir.url)
    #expect(assets.status == 1)
    #expect(assets.stderr.contains("more than 120 members"), "\(assets.stderr)")
    let refused = try CommandRunner.classify(["--archive", "many.tar.zst", "--max-members", "0"], in: dir.url)
    #expect(refused.status == 64)
  }

  @Test("--max-members defaults: 1,000,000 for classify, 250,000 where a record per member is held")
  func memberCapDefaults() throws {
    let arguments = try InputArguments.parse([])
    #expect(arguments.archiveLimits().maxMembers == 1_000_000)
    #expect(arguments.archiveLimits(defaultMaxMembers: InputArguments.heldRecordsMaxMembers).maxMembers == 250_000)
    let raised = try InputArguments.parse(["--max-members", "2000000"])
    #expect(raised.archiveLimits(defaultMaxMembers: InputArguments.heldRecordsMaxMembers).maxMembers == 2_000_000)
  }
}
