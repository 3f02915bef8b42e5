import Foundation
@testable import MediaKind
import MediaKindTestSupport
import Testing

/// The duplicate index on disk (`ContentIndex`; Docs/Changes.md, "Creating assets"): the same
/// answers as a search of every file, with few records in memory, its runs written and
/// merged in the folder it is given and removed when it is released.
@Suite("Import duplicate index on disk")
struct ContentIndexTests {
  /// The bytes of library file `i`: files of 13 sizes, two files of each content.
  static func bytes(_ i: Int) -> [UInt8] {
    let size = 1 + (i / 2) % 13
    return (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ (i / 2) &* 7) }
  }

  /// A source file holding `bytes`, opened.
  static func source(_ dir: TemporaryDirectory, _ name: String, _ bytes: [UInt8]) throws -> SourceFile {
    try #require(SourceFile(path: try dir.write("sources/" + name, bytes)))
  }

  @Test("finds every library file's twin by content, never a same-size file of other bytes; staged files renamed in place; files removed after")
  func findsByContent() throws {
    let dir = try TemporaryDirectory("content-index")
    defer { dir.remove() }
    let count = 300
    for i in 0..<count { _ = try dir.write(String(format: "lib/%02d/f%04d.bin", i % 7, i), Self.bytes(i)) }
    try FileManager.default.createDirectory(atPath: dir.path("state"), withIntermediateDirectories: true)
    let folder = system_open(dir.path("state"), _O_RDONLY | _O_DIRECTORY | _O_CLOEXEC)
    try #require(folder >= 0)
    let probe = ImportProbe()
    try ImportProbe.$current.withValue(probe) {
      let index = try ContentIndex(root: dir.path("lib"), folder: folder, prefix: ".t", ownsFolder: true, bufferedRecords: 16)
      for i in stride(from: 0, to: count, by: 5) {
        let found = try index.match(try Self.source(dir, "s\(i)", Self.bytes(i)))
        let twins = [i & ~1, i | 1].map { String(format: "%02d/f%04d.bin", $0 % 7, $0) }
        #expect(found.map(twins.contains) == true, "source \(i): \(found ?? "none")")
      }
      // Same size, other bytes: no match.
      var other = Self.bytes(4)
      other[0] ^= 0xFF
      #expect(try index.match(try Self.source(dir, "other", other)) == nil)
      // A staged file is found under its temporary name, then under its place.
      let fresh: [UInt8] = Array("a new file of its own".utf8)
      let temporary = ".mediakind/tmp/.import-x-1.tmp"
      _ = try dir.write("lib/" + temporary, fresh)
      index.add(temporary, size: fresh.count)
      #expect(try index.match(try Self.source(dir, "fresh", fresh)) == temporary)
      try FileManager.default.createDirectory(atPath: dir.path("lib/new"), withIntermediateDirectories: true)
      try FileManager.default.moveItem(atPath: dir.path("lib/" + temporary), toPath: dir.path("lib/new/fresh.bin"))
      index.rename(temporary, to: "new/fresh.bin", size: fresh.count)
      index.batchPlaced()
      #expect(try index.match(try Self.source(dir, "fresh2", fresh)) == "new/fresh.bin")
      // Its files are unlinked as soon as made (no name is left in the folder), and the
      // 300 files' records were written as runs: never more than 16 (+1 staged) in memory.
      #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path("state")).isEmpty)
      #expect(index.runCount >= 1 && index.runCount <= 8, "\(index.runCount) runs")
      #expect(index.peakHeld <= 16 + 1)
    }
    #expect(probe.peak(.indexRecords) > 0 && probe.peak(.indexRecords) <= 17)
  }

  @Test("a run file that cannot be created fails the lookups (closed), it does not answer no duplicate")
  func failsClosed() throws {
    let dir = try TemporaryDirectory("content-index-fail")
    defer { dir.remove() }
    for i in 0..<40 { _ = try dir.write(String(format: "lib/f%04d.bin", i), Self.bytes(i)) }
    try FileManager.default.createDirectory(atPath: dir.path("state"), withIntermediateDirectories: true)
    let folder = system_open(dir.path("state"), _O_RDONLY | _O_DIRECTORY | _O_CLOEXEC)
    try #require(folder >= 0)
    // A link planted where the first run is to be written: never written through.
    try FileManager.default.createSymbolicLink(atPath: dir.path("state/.t-1.run"), withDestinationPath: dir.path("elsewhere"))
    #expect(throws: ContentIndex.Failure.self) {
      _ = try ContentIndex(root: dir.path("lib"), folder: folder, prefix: ".t", ownsFolder: true, bufferedRecords: 16)
    }
    #expect(!FileManager.default.fileExists(atPath: dir.path("elsewhere")))
  }
}
