import Foundation
import MediaKind
import MediaKindTestSupport
import Testing

/// End to end through the built `classify` (Docs/Changes.md, "Identity", "The index stays
/// current", "Watching a library that changes"): identifiers that survive what the library's
/// own changes do, moves made outside MediaKind recognised, the index current after every
/// committed change, and a watcher that sees an import as one change set.
@Suite("classify: asset identity, the index and the watcher across library changes")
struct LibraryIdentityCommandTests {
  static func run(_ arguments: [String], in dir: TemporaryDirectory) throws -> CommandRunner.Output {
    try CommandRunner.classify(arguments, in: dir.url)
  }

  static func lines(_ text: String) throws -> [[String: Any]] {
    try text.split(separator: "\n").map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
  }

  /// The assets `classify ARGUMENTS` prints (jsonl), by primary path.
  static func assets(_ arguments: [String], in dir: TemporaryDirectory) throws -> [String: String] {
    let out = try run(arguments + ["--format", "jsonl"], in: dir)
    #expect(out.status == 0, "\(out.stderr)")
    var byPath: [String: String] = [:]
    for line in out.stdout.split(separator: "\n") {
      let asset = try JSONDecoder().decode(Asset.self, from: Data(line.utf8))
      byPath[asset.path] = asset.localIdentifier
    }
    return byPath
  }

  @Test("delete, an import onto the freed name, restore: three identifiers kept, never shared")
  func importOntoDeletedName() throws {
    let dir = try TemporaryDirectory("identity-import")
    defer { dir.remove() }
    try dir.write("lib/trip/IMG_0002.JPG", LibraryFixtures.appleJPEG(date: "2024:05:18 09:00:00"))
    try dir.write("card/IMG_0002.JPG", LibraryFixtures.appleJPEG(date: "2025:01:01 00:00:00", model: "iPhone 16"))
    let first = try #require(try Self.assets(["assets", "lib"], in: dir)["lib/trip/IMG_0002.JPG"])
    #expect(try Self.run(["album", "add", "Kept", first, "--in", "lib"], in: dir).status == 0)
    #expect(try Self.run(["delete", first, "--in", "lib"], in: dir).status == 0)

    // The import lands where the deleted asset was: its path hash is the deleted asset's.
    let imported = try Self.run(
      ["import", "card/IMG_0002.JPG", "--into", "lib", "--layout", "trip/{name}", "--format", "jsonl"], in: dir)
    #expect(imported.status == 0, "\(imported.stderr)")
    let created = try #require(try Self.lines(imported.stdout).first)
    #expect(created["action"] as? String == "created")
    let second = try #require(created["localIdentifier"] as? String)
    #expect(second != first)

    let restored = try #require(
      try Self.lines(try Self.run(["restore", first, "--in", "lib", "--format", "jsonl"], in: dir).stdout).first)
    #expect(restored["localIdentifier"] as? String == first)
    #expect((restored["path"] as? String)?.hasSuffix("lib/trip/IMG_0002 (1).JPG") == true)
    #expect(restored["from"] == nil)

    let now = try Self.assets(["assets", "lib"], in: dir)
    #expect(now == ["lib/trip/IMG_0002.JPG": second, "lib/trip/IMG_0002 (1).JPG": first])
    let album = try Self.assets(["assets", "--in-album", "Kept", "lib"], in: dir)
    #expect(album == ["lib/trip/IMG_0002 (1).JPG": first])
    // Both are found by their identifiers.
    #expect(try Self.run(["favorite", second, "--in", "lib"], in: dir).status == 0)
    #expect(try Self.run(["hide", first, "--in", "lib"], in: dir).status == 0)
    #expect(try Self.assets(["assets", "lib"], in: dir) == ["lib/trip/IMG_0002.JPG": second])
  }

  @Test("a file put outside MediaKind where a deleted asset was gets its own identifier")
  func outsideFileOnDeletedName() throws {
    let dir = try TemporaryDirectory("identity-outside")
    defer { dir.remove() }
    try dir.write("lib/IMG_0001.JPG", LibraryFixtures.appleJPEG(date: "2024:05:18 09:00:00"))
    let first = try #require(try Self.assets(["assets", "lib"], in: dir)["lib/IMG_0001.JPG"])
    #expect(try Self.run(["delete", first, "--in", "lib"], in: dir).status == 0)
    try dir.write("lib/IMG_0001.JPG", LibraryFixtures.appleJPEG(date: "2025:02:01 00:00:00", model: "iPhone 16"))
    let newcomer = try #require(try Self.assets(["assets", "lib"], in: dir)["lib/IMG_0001.JPG"])
    #expect(newcomer != first)
    let trash = try Self.assets(["albums", "--album", "recentlyDeleted", "lib"], in: dir)
    #expect(Array(trash.values) == [first])
    // The same identifier on the next read, and after the restore (under a collision name).
    #expect(try Self.assets(["assets", "lib"], in: dir)["lib/IMG_0001.JPG"] == newcomer)
    #expect(try Self.run(["restore", first, "--in", "lib"], in: dir).status == 0)
    #expect(try Self.assets(["assets", "lib"], in: dir) == ["lib/IMG_0001.JPG": newcomer, "lib/IMG_0001 (1).JPG": first])
  }

  @Test("moves made outside MediaKind keep a kept identifier: a rename (inode), a copy then remove (content)")
  func outsideMoves() throws {
    let dir = try TemporaryDirectory("identity-moves")
    defer { dir.remove() }
    try dir.write("lib/a/IMG_0001.JPG", LibraryFixtures.appleJPEG(date: "2024:05:18 09:00:00"))
    let first = try #require(try Self.assets(["assets", "lib"], in: dir)["lib/a/IMG_0001.JPG"])
    #expect(try Self.run(["delete", first, "--in", "lib"], in: dir).status == 0)
    try dir.write("lib/a/IMG_0001.JPG", LibraryFixtures.appleJPEG(date: "2025:02:01 00:00:00", model: "iPhone 16"))
    #expect(try Self.run(["restore", first, "--in", "lib"], in: dir).status == 0)
    #expect(try Self.assets(["assets", "lib"], in: dir)["lib/a/IMG_0001 (1).JPG"] == first)

    let manager = FileManager.default
    try manager.createDirectory(atPath: dir.path("lib/b"), withIntermediateDirectories: true)
    try manager.moveItem(atPath: dir.path("lib/a/IMG_0001 (1).JPG"), toPath: dir.path("lib/b/renamed.JPG"))
    #expect(try Self.assets(["assets", "lib"], in: dir)["lib/b/renamed.JPG"] == first)

    try manager.copyItem(atPath: dir.path("lib/b/renamed.JPG"), toPath: dir.path("lib/b/copied.JPG"))
    try manager.removeItem(atPath: dir.path("lib/b/renamed.JPG"))
    let after = try Self.assets(["assets", "lib"], in: dir)
    #expect(after["lib/b/copied.JPG"] == first)
    #expect(Set(after.values).count == after.count)
  }

  @Test("with an index, import, delete, restore, favorite and hide leave it current")
  func indexStaysCurrent() throws {
    let dir = try TemporaryDirectory("identity-index")
    defer { dir.remove() }
    try dir.write("lib/old/IMG_0001.JPG", LibraryFixtures.appleJPEG(date: "2024:05:18 09:00:00"))
    try ImportCommandTests.write(ImportCommandTests.groups(8, tag: 3), into: dir.path("card"))
    #expect(try Self.run(["index", "lib"], in: dir).status == 0)

    func expectCurrent(after step: String) throws {
      let out = try Self.run(["index", "lib", "--format", "jsonl"], in: dir)
      #expect(out.status == 0, "\(out.stderr)")
      let summary = try #require(try Self.lines(out.stdout).first)
      for key in ["classified", "insertedFiles", "changedFiles", "removedFiles", "insertedAssets", "removedAssets", "changedAssets"] {
        #expect(summary[key] as? Int == 0, "after \(step): \(key) is \(summary[key] ?? "nil")")
      }
    }
    let imported = try Self.run(["import", "card", "--into", "lib", "--format", "jsonl"], in: dir)
    #expect(imported.status == 0, "\(imported.stderr)")
    let created = try Self.lines(imported.stdout).compactMap { $0["localIdentifier"] as? String }
    #expect(created.count == 8)
    // `assets` reads the new assets (the index is its cache) under the identifiers printed.
    let listed = try Self.assets(["assets", "lib"], in: dir)
    #expect(Set(created).isSubset(of: Set(listed.values)))
    try expectCurrent(after: "import")
    #expect(try Self.run(["delete", created[0], created[1], "--in", "lib"], in: dir).status == 0)
    try expectCurrent(after: "delete")
    #expect(try Self.run(["restore", created[0], "--in", "lib"], in: dir).status == 0)
    try expectCurrent(after: "restore")
    #expect(try Self.run(["favorite", created[2], created[3], "--in", "lib"], in: dir).status == 0)
    try expectCurrent(after: "favorite")
    #expect(try Self.run(["hide", created[4], "--in", "lib"], in: dir).status == 0)
    try expectCurrent(after: "hide")
    #expect(try Self.run(["expunge", "--all", "--in", "lib"], in: dir).status == 0)
    try expectCurrent(after: "expunge")
  }

  @Test("a watcher sees an import of 200 groups as one change set, after the commit")
  func watcherSeesOneChangeSet() throws {
    let dir = try TemporaryDirectory("identity-watch")
    defer { dir.remove() }
    try dir.write("lib/old/IMG_0001.JPG", LibraryFixtures.appleJPEG(date: "2024:05:18 09:00:00"))
    try ImportCommandTests.write(ImportCommandTests.groups(200, tag: 4), into: dir.path("card"))
    let watcher = Process()
    watcher.executableURL = URL(fileURLWithPath: "/bin/sh")
    watcher.currentDirectoryURL = dir.url
    watcher.arguments = [
      "-c", "exec \"$0\" watch lib --mode thorough --format jsonl --max-change-sets 2 --debounce 0.05 > watch.out 2> watch.err",
      CommandRunner.classifyURL.path,
    ]
    try watcher.run()
    defer { if watcher.isRunning { watcher.terminate() } }
    // The watcher says it watches once its first scan is done.
    while !((try? String(contentsOfFile: dir.path("watch.err"), encoding: .utf8))?.contains("watching") ?? false) {
      guard watcher.isRunning else { break }
      usleep(20_000)
    }
    let imported = try Self.run(["import", "card", "--into", "lib", "--format", "jsonl"], in: dir)
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(try Self.lines(imported.stdout).filter { $0["action"] as? String == "created" }.count == 200)
    // The import's change set is out before the next change is made: a file written before
    // the watcher has read the commit's notifications settles with the commit's change set.
    func printed() -> String { (try? String(contentsOfFile: dir.path("watch.out"), encoding: .utf8)) ?? "" }
    var deadline = Date().addingTimeInterval(300)
    while watcher.isRunning, Date() < deadline, !printed().contains("\n") { usleep(20_000) }
    // A second change after the import ends the watcher (its second change set).
    try dir.write("lib/later.JPG", LibraryFixtures.appleJPEG(date: "2026:01:01 00:00:00", model: "iPhone 17"))
    deadline = Date().addingTimeInterval(300)
    while watcher.isRunning, Date() < deadline { usleep(20_000) }
    #expect(!watcher.isRunning, "the watcher did not end after its second change set")
    if watcher.isRunning { watcher.terminate() }
    watcher.waitUntilExit()
    let sets = try Self.lines(try String(contentsOfFile: dir.path("watch.out"), encoding: .utf8))
    #expect(sets.count == 2)
    let first = try #require(sets.first)
    let inserted = (first["inserted"] as? [[String: Any]]) ?? []
    #expect(inserted.count == 200, "the import's first change set holds \(inserted.count) assets")
    // An asset record's files are its `resources`; none is a temporary file under .mediakind.
    func paths(_ assets: [[String: Any]]) -> [String] {
      assets.flatMap { ($0["resources"] as? [[String: Any]] ?? []).compactMap { $0["path"] as? String } }
    }
    #expect(paths(inserted).count >= 200 && paths(inserted).allSatisfy { $0.hasPrefix("lib/") && !$0.contains(".mediakind") })
    #expect(paths((sets.last?["inserted"] as? [[String: Any]]) ?? []) == ["lib/later.JPG"])
  }
}

extension LibraryIdentityCommandTests {
  @Test("every change command prints its committed changes, one JSON object a line in a pipe")
  func everyCommandPrintsItsChanges() throws {
    let dir = try TemporaryDirectory("identity-print")
    defer { dir.remove() }
    try dir.write("lib/IMG_0001.JPG", LibraryFixtures.appleJPEG(date: "2024:05:18 09:00:00"))
    try dir.write("lib/IMG_0002.JPG", LibraryFixtures.appleJPEG(date: "2024:05:19 09:00:00", model: "iPhone 16"))
    let ids = try Self.assets(["assets", "lib"], in: dir)
    let one = try #require(ids["lib/IMG_0001.JPG"])
    let two = try #require(ids["lib/IMG_0002.JPG"])
    let steps: [([String], [String])] = [
      (["album", "create", "Trip"], ["albumCreated"]),
      (["album", "add", "Trip", one, two], ["addedToAlbum", "addedToAlbum"]),
      (["album", "cover", "Trip", two], ["albumKeyAsset"]),
      (["album", "remove", "Trip", two], ["removedFromAlbum"]),
      (["album", "rename", "Trip", "Journey"], ["albumRenamed"]),
      (["favorite", one], ["favorited"]),
      (["favorite", one], ["unchanged"]),
      (["unfavorite", one], ["unfavorited"]),
      (["hide", two], ["hidden"]),
      (["unhide", two], ["unhidden"]),
      (["delete", one, two], ["deleted", "deleted"]),
      (["restore", one], ["restored"]),
      (["expunge", two], ["expunged"]),
      (["album", "delete", "Journey"], ["albumDeleted"]),
    ]
    for (arguments, kinds) in steps {
      let out = try Self.run(arguments + ["--in", "lib"], in: dir)
      #expect(out.status == 0, "\(arguments): \(out.stderr)")
      let printed = try Self.lines(out.stdout).map { $0["change"] as? String }
      #expect(printed == kinds, "\(arguments) printed \(out.stdout)")
    }
  }
}
