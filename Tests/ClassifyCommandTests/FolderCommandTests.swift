import Foundation
import MediaKind
import MediaKindTestSupport
import Testing

/// End to end through the built `classify`: folders of albums (`album folder`, PhotoKit's
/// `PHCollectionListChangeRequest`, Docs/Changes.md "Folders"), their tree in `albums --tree`
/// and the library API, and stored albums and folders in `classify report`.
@Suite("classify: folders of albums (album folder)")
struct FolderCommandTests {
  typealias Base = LibraryChangeCommandTests

  static func run(_ arguments: [String], in dir: TemporaryDirectory) throws -> CommandRunner.Output {
    try Base.run(arguments, in: dir)
  }

  /// Runs a change command in a pipe and returns its change lines.
  static func change(_ arguments: [String], in dir: TemporaryDirectory) throws -> [[String: Any]] {
    let out = try run(arguments + ["--in", "lib"], in: dir)
    #expect(out.status == 0, "\(arguments): \(out.stderr)")
    return try Base.lines(out.stdout)
  }

  /// `albums --tree` as (title, depth from the parent chain, identifier) for the stored ones.
  static func tree(_ dir: TemporaryDirectory) throws -> [[String: Any]] {
    let out = try run(["albums", "--tree", "lib", "--format", "jsonl"], in: dir)
    #expect(out.status == 0, "\(out.stderr)")
    return try Base.lines(out.stdout)
  }

  @Test("create, add, nest, move, remove, rename, delete: each prints its committed changes; albums --tree nests them")
  func folderOperations() async throws {
    let dir = try Base.library()
    defer { dir.remove() }
    let ids = try Base.assets(["assets", "lib"], in: dir).map(\.localIdentifier)
    let created = try Self.change(["album", "folder", "create", "Trips"], in: dir)
    #expect(created.map { $0["change"] as? String } == ["folderCreated"])
    let trips = try #require(created[0]["folder"] as? String)
    #expect(trips.hasSuffix("/L0/020") && created[0]["title"] as? String == "Trips")
    #expect(FileManager.default.fileExists(atPath: dir.path("lib/.mediakind/folders/" + trips.prefix(36) + ".json")))
    let paris = try #require(try Self.change(["album", "add", "Paris", ids[0], ids[1]], in: dir).first?["album"] as? String)
    let rome = try #require(try Self.change(["album", "create", "Rome"], in: dir).first?["album"] as? String)
    let year = try Self.change(["album", "folder", "create", "2024", "--parent", "Trips"], in: dir)
    #expect(year.map { $0["change"] as? String } == ["folderCreated", "addedToFolder"])
    let inner = try #require(year[0]["folder"] as? String)

    let added = try Self.change(["album", "folder", "add", "Trips", "Paris", rome], in: dir)
    #expect(added.map { $0["change"] as? String } == ["addedToFolder", "addedToFolder"])
    #expect(added.map { $0["index"] as? Int } == [1, 2])
    #expect(added.map { $0["localIdentifier"] as? String } == [paris, rome])
    #expect(added.allSatisfy { $0["folder"] as? String == trips })
    // Rome into 2024: it leaves Trips (`from`).
    let moved = try Self.change(["album", "folder", "add", "2024", "Rome"], in: dir)
    #expect(moved.first?["change"] as? String == "addedToFolder" && moved.first?["from"] as? String == trips)

    var lines = try Self.tree(dir)
    let stored = lines.filter { ($0["path"] as? String) == nil }
    #expect(stored.map { $0["localizedTitle"] as? String } == ["Trips", "2024", "Rome", "Paris"])
    #expect(stored.map { $0["parentIdentifier"] as? String } == [nil, trips, inner, trips])
    let tripsLine = try #require(stored.first)
    #expect(tripsLine["collectionListType"] as? Int == 2 && tripsLine["collectionListSubtype"] as? Int == 100)
    #expect(tripsLine["estimatedAssetCount"] as? Int == 2)  // Paris's two assets; Rome is empty
    // The table indents them.
    let table = try Self.run(["albums", "--tree", "lib", "--format", "table"], in: dir)
    #expect(table.stdout.contains("\nTrips/") && table.stdout.contains("\n  2024/") && table.stdout.contains("\n    Rome "))

    // Reorder: Paris first.
    let reordered = try Self.change(["album", "folder", "move", "Trips", "Paris", "--to", "0"], in: dir)
    #expect(reordered.first?["change"] as? String == "movedInFolder" && reordered.first?["index"] as? Int == 0)
    lines = try Self.tree(dir)
    #expect(lines.filter { ($0["path"] as? String) == nil }.map { $0["localizedTitle"] as? String } == ["Trips", "Paris", "2024", "Rome"])

    // No cycle: Trips cannot go into 2024 (inside it); exit 1, nothing changed.
    let cycle = try Self.run(["album", "folder", "add", "2024", "Trips", "--in", "lib"], in: dir)
    #expect(cycle.status == 1 && cycle.stderr.contains("cannot go into itself"))
    // A folder album (a folder of files) cannot go into a stored folder.
    let folderAlbum = try #require(lines.first { $0["localizedTitle"] as? String == "trip" }?["localIdentifier"] as? String)
    let refused = try Self.run(["album", "folder", "add", "Trips", folderAlbum, "--in", "lib"], in: dir)
    #expect(refused.status == 64 && refused.stderr.contains("no stored album or folder"))

    // The library API: PhotoKit's fetchTopLevelUserCollections / fetchCollections(in:).
    let library = await MediaLibrary.scan(roots: [dir.path("lib")])
    let top = library.fetchTopLevelUserCollections()
    let list = try #require(top.compactMap(\.collectionList).first { $0.localIdentifier == trips })
    #expect(list.isStored && list.collectionListType == .folder && list.collectionListSubtype == .regularFolder)
    #expect(library.fetchCollections(in: list).map(\.localIdentifier) == [paris, inner])

    let removed = try Self.change(["album", "folder", "remove", "Trips", "Paris"], in: dir)
    #expect(removed.map { $0["change"] as? String } == ["removedFromFolder"])
    let renamed = try Self.change(["album", "folder", "rename", "Trips", "Travel"], in: dir)
    #expect(renamed.first?["change"] as? String == "folderRenamed" && renamed.first?["from"] as? String == "Trips")
    // Deleting Travel keeps 2024 (and Rome in it), now at the top level.
    let deleted = try Self.change(["album", "folder", "delete", "Travel"], in: dir)
    #expect(deleted.map { $0["change"] as? String } == ["folderDeleted", "removedFromFolder"])
    lines = try Self.tree(dir)
    // (The top level is in creation order, to the second, then by title: 2024 and Paris may tie.)
    let after = lines.filter { ($0["path"] as? String) == nil }
    let titles = after.map { $0["localizedTitle"] as? String ?? "" }
    #expect(titles.sorted() == ["2024", "Paris", "Rome"])
    #expect(titles.firstIndex(of: "Rome") == (titles.firstIndex(of: "2024") ?? 0) + 1)
    let parents = Dictionary(uniqueKeysWithValues: after.map { ($0["localizedTitle"] as? String ?? "", $0["parentIdentifier"] as? String) })
    #expect(parents["Paris"] == .some(nil) && parents["2024"] == .some(nil) && parents["Rome"] == .some(inner))
    #expect(try Base.assets(["assets", "--in-album", "Paris", "lib"], in: dir).count == 2)
    let missing = try Self.run(["album", "folder", "rename", "Nope", "X", "--in", "lib"], in: dir)
    #expect(missing.status == 64 && missing.stderr.contains("no stored folder 'Nope'"))
  }

  @Test("a folder file that cannot be read: listings skip it with a line on standard error; the folder commands refuse")
  func brokenFolderFile() throws {
    let dir = try Base.library()
    defer { dir.remove() }
    #expect(try Self.run(["album", "folder", "create", "Kept", "--in", "lib"], in: dir).status == 0)
    _ = try dir.write("lib/.mediakind/folders/4F9C0000-1111-2222-3333-00000000000C.json", Array("{broken".utf8))
    let listed = try Self.run(["albums", "--tree", "lib", "--format", "jsonl"], in: dir)
    #expect(listed.status == 0)
    #expect(listed.stderr.contains("stored folder") && listed.stderr.contains("4F9C0000-1111-2222-3333-00000000000C.json"))
    #expect(try Base.lines(listed.stdout).contains { $0["localizedTitle"] as? String == "Kept" })
    let refused = try Self.run(["album", "folder", "create", "Other", "--in", "lib"], in: dir)
    #expect(refused.status == 64 && refused.stderr.contains("fix or remove it"))
    // A link at .mediakind/folders is refused, never followed.
    try FileManager.default.removeItem(atPath: dir.path("lib/.mediakind/folders"))
    try FileManager.default.createDirectory(atPath: dir.path("elsewhere"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: dir.path("lib/.mediakind/folders"), withDestinationPath: dir.path("elsewhere"))
    let linked = try Self.run(["album", "folder", "create", "Other", "--in", "lib"], in: dir)
    #expect(linked.status == 73)
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path("elsewhere")).isEmpty)
  }

  @Test("classify report shows folder albums, then stored folders with their albums nested, without deleted or hidden members")
  func report() throws {
    let dir = try Base.library()
    defer { dir.remove() }
    let ids = try Base.assets(["assets", "lib"], in: dir).map(\.localIdentifier)
    #expect(try Self.run(["album", "add", "Picks", ids[0], ids[1], ids[2], "--in", "lib"], in: dir).status == 0)
    #expect(try Self.run(["album", "folder", "create", "Best", "--in", "lib"], in: dir).status == 0)
    #expect(try Self.run(["album", "folder", "add", "Best", "Picks", "--in", "lib"], in: dir).status == 0)
    #expect(try Self.run(["album", "create", "Loose", "--in", "lib"], in: dir).status == 0)
    #expect(try Self.run(["hide", ids[1], "--in", "lib"], in: dir).status == 0)
    #expect(try Self.run(["delete", ids[2], "--in", "lib"], in: dir).status == 0)
    let out = try Self.run(["report", "lib", "--out", "site", "--format", "jsonl"], in: dir)
    #expect(out.status == 0, "\(out.stderr)")
    let script = try String(contentsOfFile: dir.path("site/data.js"), encoding: .utf8)
    let json = try #require(script.firstRange(of: "= ").map { script[$0.upperBound...].dropLast(2) })
    let data = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let collections = try #require(data["collections"] as? [[String: Any]])
    let assets = try #require(data["assets"] as? [[String: Any]])
    // Folder albums in tree order first, then the stored folder with its album, then the loose album.
    #expect(collections.map { $0["title"] as? String } == ["home", "trip", "Best", "Picks", "Loose"])
    #expect(collections.map { $0["depth"] as? Int } == [0, 0, 0, 1, 0])
    #expect(collections.map { $0["kind"] as? String } == ["album", "album", "folder", "album", "album"])
    #expect(collections.map { $0["stored"] as? Bool } == [false, false, true, true, true])
    let picks = collections[3]
    // The hidden and the deleted member are left out, as fetches leave them out.
    let shown = try #require(picks["assets"] as? [Int]).map { assets[$0]["id"] as? String }
    #expect(shown == [ids[0]] && picks["count"] as? Int == 1)
    #expect(collections[2]["count"] as? Int == 1)
  }
}
