import Foundation
import MediaKindTestSupport
import Testing

@testable import MediaKind

/// What an import holds in memory per file, counted through `ImportProbe`
/// (Docs/Performance.md, "Where an import's memory goes"): the duplicate index keeps at most
/// a fixed number of records in memory, however many files the library holds and the import
/// adds. (Before the index moved to disk it held one entry per library file and per imported
/// file: 6,300 here, over the bound.)
@Suite("Import: per-file state held in memory")
struct ImportHeldStateTests {
  static let classifier = MediaClassifier(options: ClassifyOptions(mode: .thorough))
  static let libraryFiles = 6_000
  static let photos = 300

  @Test("importing into a library of 6,000 files holds at most 4,096 index records (+ one batch) in memory; duplicates still found")
  func indexRecordsBounded() async throws {
    let dir = try TemporaryDirectory("import-held")
    defer { dir.remove() }
    let manager = FileManager.default
    for folder in 0..<50 {
      try manager.createDirectory(atPath: dir.path("lib/old/\(folder)"), withIntermediateDirectories: true)
      for i in 0..<(Self.libraryFiles / 50) {
        let name = dir.path("lib/old/\(folder)/note-\(i).txt")
        #expect(manager.createFile(atPath: name, contents: Data("note \(folder) \(i)".utf8)))
      }
    }
    var photos: [[UInt8]] = []
    for i in 0..<Self.photos {
      let date = String(format: "2019:03:%02d %02d:%02d:%02d", 1 + i / 3600 % 28, i / 60 % 24, i % 60, i % 59)
      let bytes = LibraryFixtures.appleJPEG(date: date)
      photos.append(bytes)
      _ = try dir.write(String(format: "card/%02d/IMG_%04d.JPG", i / 100, i), bytes)
    }
    // Three of them are in the library already (under other names).
    for i in [0, 150, 299] { _ = try dir.write("lib/old/copy-\(i).jpg", photos[i]) }

    func importCard() async throws -> [ChangeOutcome.Action: Int] {
      var actions: [ChangeOutcome.Action: Int] = [:]
      _ = try await MediaLibrary.performChanges(
        in: dir.path("lib"), [AssetCreationRequest(fileAt: dir.path("card"), transfer: .link)], classifier: Self.classifier,
        concurrency: 2
      ) { actions[$0.action, default: 0] += 1 }
      return actions
    }
    let probe = ImportProbe()
    let first = try await ImportProbe.$current.withValue(probe) { try await importCard() }
    #expect(first[.created] == Self.photos - 3)
    #expect(first[.duplicate] == 3)
    let bound = ContentIndex.bufferedRecords + AssetImporter.batchGroups
    #expect(probe.peak(.indexRecords) > 0, "the probe saw no index")
    #expect(
      probe.peak(.indexRecords) <= bound,
      "\(probe.peak(.indexRecords)) index records held at once for \(Self.libraryFiles) library files and \(Self.photos) photos (bound \(bound))")
    // A re-run finds every photo in the library (through the runs on disk).
    let again = try await importCard()
    #expect(again[.duplicate] == Self.photos)
    #expect(again[.created] == nil)
    // No index file is left in the library's state.
    let temporary = try manager.contentsOfDirectory(atPath: dir.path("lib/.mediakind/tmp"))
    #expect(temporary.isEmpty, "\(temporary)")
  }
}
