import Foundation
import GRDB
import MediaKind
@testable import MediaKindIndex
import MediaKindTestSupport
import Testing

@Suite("Library index")
struct LibraryIndexTests {
  static let classifier = MediaClassifier(options: ClassifyOptions(mode: .thorough))
  static let liveID = "4E1A1B89-CE70-4FF8-873B-E4470B839314"

  /// A folder with a Live pair (JPEG + MOV), a plain JPEG and a sub-folder JPEG.
  static func folder() throws -> TemporaryDirectory {
    let dir = try TemporaryDirectory("library-index")
    try dir.write("IMG_1.JPG", LibraryFixtures.appleJPEG(contentIdentifier: liveID))
    try dir.write("IMG_1.MOV", LibraryFixtures.quickTimeMovie(contentIdentifier: liveID))
    try dir.write("plain.jpg", LibraryFixtures.appleJPEG())
    try dir.write("sub/other.jpg", LibraryFixtures.appleJPEG(date: "2023:01:01 00:00:00"))
    return dir
  }

  static func refresh(_ index: LibraryIndex, dryRun: Bool = false) async throws -> RefreshReport {
    try await index.refresh(classifier: classifier, concurrency: 2, dryRun: dryRun)
  }

  @Test("first refresh classifies everything; an unchanged rescan classifies nothing")
  func buildAndRescan() async throws {
    let dir = try Self.folder()
    defer { dir.remove() }
    let index = try LibraryIndex(root: dir.url.path)
    #expect(index.location == dir.url.path + "/.mediakind/index.sqlite")
    let first = try await Self.refresh(index)
    #expect(first.scanned == 4)
    #expect(first.classified == 4)
    #expect(first.insertedFiles == 4)
    #expect(first.changeSet.inserted.count == 3)  // the Live pair is one asset
    #expect(try index.fileCount() == 4)
    #expect(try index.appliedMigrations() == IndexSchema.versions)
    #expect(try index.lastRefresh() != nil)

    let second = try await Self.refresh(try LibraryIndex(root: dir.url.path))
    #expect(second.scanned == 4)  // the index's own folder is not scanned
    #expect(second.classified == 0)
    #expect(second.unchanged == 4)
    #expect(second.changeSet.isEmpty)

    let library = try index.library()
    #expect(library.assets.count == 3)
    let live = try #require(library.assets.first { $0.isPairedLivePhoto })
    #expect(live.path == dir.url.path + "/IMG_1.JPG")
    #expect(live.resources[1].path == dir.url.path + "/IMG_1.MOV")
  }

  @Test("rows of another record revision (same version, other records) are classified again, then current")
  func otherRecordRevision() async throws {
    let dir = try Self.folder()
    defer { dir.remove() }
    let index = try LibraryIndex(root: dir.url.path)
    let earlier = MediaClassifier.version + "+0000000000000000"
    #expect(try await index.refresh(classifier: Self.classifier, classifierVersion: earlier, concurrency: 2).classified == 4)
    // This build's refresh takes none of those rows, and reports no change (same records).
    let again = try await Self.refresh(index)
    #expect(again.classified == 4 && again.unchanged == 0)
    #expect(again.changeSet.isEmpty)
    // The rows are stored under this build's value now.
    #expect(try await Self.refresh(index).classified == 0)
    let path = dir.url.path + "/plain.jpg"
    let identity = try #require(FileIdentity(path: path))
    #expect(try index.snapshot().cachedFile(path: path, identity: identity, mode: .thorough) != nil)
    #expect(try index.snapshot(classifierVersion: earlier).cachedFile(path: path, identity: identity, mode: .thorough) == nil)
  }

  @Test("a row neither reader can read is an error record at its path, never left out")
  func unreadableRow() async throws {
    let dir = try Self.folder()
    defer { dir.remove() }
    let index = try LibraryIndex(root: dir.url.path)
    _ = try await Self.refresh(index)
    let queue = try DatabaseQueue(path: index.location)
    try await queue.write { try $0.execute(sql: "UPDATE file SET file = ? WHERE path = 'plain.jpg'", arguments: [Data("{\"record\":".utf8)]) }
    let files = try index.files()
    #expect(files.count == 4)
    let damaged = try #require(files.first { $0.path == dir.url.path + "/plain.jpg" })
    #expect(damaged.record.status == .error)
    #expect(damaged.record.error?.kind == .readFailed)
    #expect(damaged.record.error?.message.contains("index row could not be read") == true)
    #expect(files.filter { $0.record.status == .ok }.count == 3)
  }

  @Test("a changed file is classified again and its asset reported changed")
  func changedFile() async throws {
    let dir = try Self.folder()
    defer { dir.remove() }
    let index = try LibraryIndex(root: dir.url.path)
    _ = try await Self.refresh(index)
    try dir.write("plain.jpg", LibraryFixtures.appleJPEG(xmpRating: 5))
    let report = try await Self.refresh(index)
    #expect(report.classified == 1)
    #expect(report.changedFiles == 1)
    #expect(report.changeSet.changed.map(\.path) == [dir.url.path + "/plain.jpg"])
    #expect(report.changeSet.inserted.isEmpty && report.changeSet.removed.isEmpty)
    #expect(try index.library().fetchAssets(in: .favorites).count == 1)
  }

  @Test("a deleted file is forgotten; deleting a Live video changes the still's asset")
  func deletedFile() async throws {
    let dir = try Self.folder()
    defer { dir.remove() }
    let index = try LibraryIndex(root: dir.url.path)
    _ = try await Self.refresh(index)
    try FileManager.default.removeItem(atPath: dir.path("sub/other.jpg"))
    try FileManager.default.removeItem(atPath: dir.path("IMG_1.MOV"))
    let report = try await Self.refresh(index)
    #expect(report.removedFiles == 2)
    #expect(report.classified == 0)
    #expect(report.changeSet.removed.map(\.path) == [dir.url.path + "/sub/other.jpg"])
    #expect(report.changeSet.changed.map(\.path) == [dir.url.path + "/IMG_1.JPG"])
    #expect(try index.fileCount() == 2)
  }

  @Test("a renamed file: removed + inserted asset, listed as moved")
  func renamedFile() async throws {
    let dir = try Self.folder()
    defer { dir.remove() }
    let index = try LibraryIndex(root: dir.url.path)
    _ = try await Self.refresh(index)
    try FileManager.default.moveItem(atPath: dir.path("plain.jpg"), toPath: dir.path("sub/renamed.jpg"))
    let report = try await Self.refresh(index)
    #expect(report.removedFiles == 1 && report.insertedFiles == 1)
    #expect(report.changeSet.moved == [ChangeSet.Move(from: dir.url.path + "/plain.jpg", to: dir.url.path + "/sub/renamed.jpg")])
    #expect(report.changeSet.removed.map(\.path) == [dir.url.path + "/plain.jpg"])
    #expect(report.changeSet.inserted.map(\.path) == [dir.url.path + "/sub/renamed.jpg"])
  }

  @Test("touch without a content change: read again, but no asset change")
  func touchedFile() async throws {
    let dir = try Self.folder()
    defer { dir.remove() }
    let index = try LibraryIndex(root: dir.url.path)
    _ = try await Self.refresh(index)
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSince1970: 1_600_000_000)], ofItemAtPath: dir.path("plain.jpg"))
    let report = try await Self.refresh(index)
    #expect(report.changedFiles == 1)
    #expect(report.classified == 1)
    #expect(report.changeSet.isEmpty)
    #expect(try await Self.refresh(index).classified == 0)  // the new identity was stored
  }

  @Test("a batch rolled back midway leaves the previous state; the next refresh completes")
  func interruptedRefresh() async throws {
    let dir = try Self.folder()
    defer { dir.remove() }
    var index = try LibraryIndex(root: dir.url.path)
    _ = try await Self.refresh(index)
    let before = try index.files().map(\.record)
    try dir.write("plain.jpg", LibraryFixtures.appleJPEG(xmpRating: 3))
    try dir.write("new1.jpg", LibraryFixtures.appleJPEG())
    try dir.write("new2.jpg", LibraryFixtures.appleJPEG())
    struct Interrupted: Error {}
    index.afterRowWritten = { count in if count == 2 { throw Interrupted() } }
    await #expect(throws: Interrupted.self) { try await Self.refresh(index) }

    let reopened = try LibraryIndex(root: dir.url.path)
    #expect(try reopened.fileCount() == 4)
    #expect(try reopened.files().map(\.record) == before)  // nothing of the batch remains
    let resumed = try await Self.refresh(reopened)
    #expect(resumed.classified == 3)
    #expect(resumed.changeSet.inserted.count == 2 && resumed.changeSet.changed.count == 1)
    #expect(try reopened.fileCount() == 6)
  }

  @Test("committed batches survive an interruption in a later batch")
  func committedBatchesSurvive() async throws {
    let dir = try TemporaryDirectory("library-index")
    defer { dir.remove() }
    for i in 0..<5 { try dir.write("f\(i).jpg", LibraryFixtures.appleJPEG()) }
    var index = try LibraryIndex(root: dir.url.path)
    index.batchSize = 2
    struct Interrupted: Error {}
    let failing = index.batchSize
    nonisolated(unsafe) var batches = 0
    index.afterRowWritten = { count in
      if count == failing {
        batches += 1
        if batches == 2 { throw Interrupted() }
      }
    }
    await #expect(throws: Interrupted.self) { try await Self.refresh(index) }
    #expect(try index.fileCount() == 2)  // the first batch was committed
    index.afterRowWritten = nil
    let resumed = try await Self.refresh(index)
    #expect(resumed.unchanged == 2 && resumed.classified == 3)
  }

  @Test("a dry run (classify changes) reports and writes nothing")
  func dryRun() async throws {
    let dir = try Self.folder()
    defer { dir.remove() }
    let index = try LibraryIndex(root: dir.url.path)
    _ = try await Self.refresh(index)
    try dir.write("new.jpg", LibraryFixtures.appleJPEG())
    let preview = try await Self.refresh(index, dryRun: true)
    #expect(preview.changeSet.inserted.map(\.path) == [dir.url.path + "/new.jpg"])
    #expect(try index.fileCount() == 4)
    let real = try await Self.refresh(index)
    #expect(real.changeSet.inserted.count == 1)
  }

  @Test("a custom location, a mode change and a snapshot used as a scan cache")
  func locationModeAndCache() async throws {
    let dir = try Self.folder()
    let elsewhere = try TemporaryDirectory("library-index-file")
    defer {
      dir.remove()
      elsewhere.remove()
    }
    let location = elsewhere.path("my.sqlite")
    let index = try LibraryIndex(root: dir.url.path, location: location)
    let fast = MediaClassifier(options: ClassifyOptions(mode: .fast))
    let first = try await index.refresh(classifier: fast)
    #expect(first.classified == 4)
    #expect(!FileManager.default.fileExists(atPath: dir.path(".mediakind")))
    // Thorough needs more than fast records: everything is read again.
    #expect(try await Self.refresh(index).classified == 4)
    // Thorough records serve a fast request.
    #expect(try await index.refresh(classifier: fast).classified == 0)

    let snapshot = try index.snapshot()
    #expect(snapshot.count == 4)
    let identity = try #require(FileIdentity(path: dir.path("plain.jpg")))
    #expect(snapshot.cachedFile(path: dir.path("plain.jpg"), identity: identity, mode: .thorough)?.path == dir.path("plain.jpg"))
    var other = identity
    other.size += 1
    #expect(snapshot.cachedFile(path: dir.path("plain.jpg"), identity: other, mode: .thorough) == nil)

    let cached = await MediaLibrary.scan(roots: [dir.url.path], classifier: Self.classifier, cache: snapshot)
    let fresh = await MediaLibrary.scan(roots: [dir.url.path], classifier: Self.classifier)
    #expect(cached.assets == fresh.assets)
  }

  @Test("walk order: component-wise byte order, as the enumerator walks")
  func walkOrder() {
    let paths = ["a.jpg", "a/b.jpg", "B.jpg", "a/a/c.jpg"]
    #expect(paths.sorted(by: LibraryIndex.walkPrecedes) == ["B.jpg", "a/a/c.jpg", "a/b.jpg", "a.jpg"])
  }

  @Test("walk order over bytes: each pair ordered as their components' bytes compare")
  func walkOrderBytes() {
    // Prefixes, bytes below `/` (space, `-`, `.`, U+0001), non-ASCII, a combining mark after `/`.
    let paths = [
      "a", "a/b", "a b", "a-b", "a.b", "a\u{1}b", "a/b/c", "ab", "a/", "", "é/x", "e\u{301}/x", "a/\u{301}b",
      "z", "a/b c", "a/b/c/d", "a//b",
    ]
    func components(_ path: String) -> [[UInt8]] {
      path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).map(Array.init)
    }
    func reference(_ a: String, _ b: String) -> Bool {
      let (x, y) = (components(a), components(b))
      for (p, q) in zip(x, y) where p != q { return p.lexicographicallyPrecedes(q) }
      return x.count < y.count
    }
    for a in paths {
      for b in paths { #expect(LibraryIndex.walkPrecedes(a, b) == reference(a, b), "\(a) < \(b)") }
    }
  }

  // MARK: Schemas and foreign files

  /// The bytes of a file, to show it was left as it was.
  static func bytes(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

  @Test("an index written by a newer MediaKind is refused and left as it was")
  func newerSchema() async throws {
    let dir = try Self.folder()
    defer { dir.remove() }
    _ = try await Self.refresh(try LibraryIndex(root: dir.url.path))
    let location = LibraryIndex.defaultLocation(forRoot: dir.url.path)
    let queue = try DatabaseQueue(path: location)
    try await queue.write { try $0.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v99')") }
    try queue.close()
    let before = Self.bytes(location)
    #expect(throws: IndexError.newerSchema(location: location)) { try LibraryIndex(root: dir.url.path) }
    #expect(Self.bytes(location) == before)
  }

  @Test("an index of an older schema is migrated in place, its rows kept")
  func olderSchema() async throws {
    let dir = try Self.folder()
    defer { dir.remove() }
    let location = dir.path("old.sqlite")
    let queue = try DatabaseQueue(path: location)
    try IndexSchema.migrator.migrate(queue, upTo: "v1")
    try queue.close()
    let index = try LibraryIndex(root: dir.url.path, location: location)
    #expect(try index.appliedMigrations() == ["v1"] + IndexSchema.versions.dropFirst())
    _ = try await Self.refresh(index)
    let reopened = try LibraryIndex(root: dir.url.path, location: location)
    #expect(try reopened.fileCount() == 4)
    #expect(try reopened.appliedMigrations() == IndexSchema.versions)
  }

  @Test("a file that is not an index is refused, never migrated or overwritten", arguments: ["sqlite", "garbage", "empty-tables"])
  func foreignFiles(kind: String) async throws {
    let dir = try Self.folder()
    defer { dir.remove() }
    let location = dir.path("foreign.db")
    switch kind {
    case "sqlite":
      let queue = try DatabaseQueue(path: location)
      try await queue.write { try $0.execute(sql: "CREATE TABLE photos (id INTEGER); INSERT INTO photos VALUES (1)") }
      try queue.close()
    case "garbage":
      try Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7) }).write(to: URL(fileURLWithPath: location))
    default:
      try Data("SQLite format 3\0".utf8 + [UInt8](repeating: 0xFF, count: 100)).write(to: URL(fileURLWithPath: location))
    }
    let before = Self.bytes(location)
    do {
      let index = try LibraryIndex(root: dir.url.path, location: location)
      _ = try await Self.refresh(index)
      Issue.record("\(kind): opened as an index")
    } catch let error as IndexError {
      #expect("\(error)".contains("not a MediaKind index") || "\(error)".contains("cannot open"), "\(error)")
    }
    #expect(Self.bytes(location) == before, "\(kind) was changed")
  }
}
