import Foundation
import MediaKind
import MediaKindTestSupport
import Testing

/// End to end through the built `classify`: stored albums (`album`), Recently Deleted
/// (`delete`, `restore`, `expunge`), favorite and hidden in XMP sidecars, and the safety rules
/// of Docs/Changes.md (a read-only library, links planted in `.mediakind`).
@Suite("classify: changing a library (albums, Recently Deleted, favorite, hidden)")
struct LibraryChangeCommandTests {
  static let liveID = "7B0E39C4-61A5-4B1E-9F0D-3C2A4E8B5D11"

  /// `lib/` with a Live Photo (still, video, `.xmp` sidecar), two plain photos and a movie.
  static func library() throws -> TemporaryDirectory {
    let dir = try TemporaryDirectory("library-change")
    try dir.write("lib/trip/IMG_0001.JPG", LibraryFixtures.appleJPEG(contentIdentifier: liveID, date: "2024:05:17 09:00:00"))
    try dir.write("lib/trip/IMG_0001.MOV", LibraryFixtures.quickTimeMovie(contentIdentifier: liveID, seconds: 2))
    try dir.write("lib/trip/IMG_0001.JPG.xmp", Array(LibraryFixtures.xmp(rating: 2).utf8))
    try dir.write("lib/trip/IMG_0002.JPG", LibraryFixtures.appleJPEG(date: "2024:05:18 09:00:00"))
    try dir.write("lib/home/IMG_0003.JPG", LibraryFixtures.appleJPEG(date: "2024:06:01 12:00:00"))
    try dir.write("lib/home/clip.mov", LibraryFixtures.quickTimeMovie(contentIdentifier: nil, seconds: 3))
    return dir
  }

  static func run(_ arguments: [String], in dir: TemporaryDirectory, launcher: [String] = []) throws -> CommandRunner.Output {
    try CommandRunner.classify(arguments, in: dir.url, launcher: launcher)
  }

  static func lines(_ text: String) throws -> [[String: Any]] {
    try text.split(separator: "\n").map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
  }

  static func assets(_ arguments: [String], in dir: TemporaryDirectory) throws -> [Asset] {
    let out = try run(arguments + ["--format", "jsonl"], in: dir)
    #expect(out.status == 0, "\(out.stderr)")
    return try out.stdout.split(separator: "\n").map { try JSONDecoder().decode(Asset.self, from: Data($0.utf8)) }
  }

  /// Every file under `path` (relative paths, sorted) with its bytes.
  static func snapshot(_ path: String) -> [String: Data] {
    var files: [String: Data] = [:]
    guard let walk = FileManager.default.enumerator(atPath: path) else { return files }
    while let name = walk.nextObject() as? String {
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: path + "/" + name, isDirectory: &isFolder), !isFolder.boolValue {
        files[name] = FileManager.default.contents(atPath: path + "/" + name)
      }
    }
    return files
  }

  // MARK: - Albums

  @Test("save into an app's album created on first use: the new asset is first and is the cover")
  func appAlbumCover() async throws {
    let dir = try Self.library()
    defer { dir.remove() }
    #expect(!FileManager.default.fileExists(atPath: dir.path("lib/.mediakind/albums")))
    let first = try Self.run(["album", "add", "My App", "lib/home/IMG_0003.JPG", "--first", "--in", "lib", "--format", "jsonl"], in: dir)
    #expect(first.status == 0, "\(first.stderr)")
    let firstLines = try Self.lines(first.stdout)
    #expect(firstLines.map { $0["change"] as? String } == ["albumCreated", "addedToAlbum"])
    let albumID = try #require(firstLines[0]["album"] as? String)
    #expect(albumID.hasSuffix("/L0/040"))
    // A second save: inserted at index 0, so it becomes the cover.
    let second = try Self.run(["album", "add", "My App", "lib/trip/IMG_0002.JPG", "--first", "--in", "lib", "--format", "jsonl"], in: dir)
    #expect(second.status == 0, "\(second.stderr)")
    #expect(try Self.lines(second.stdout).map { $0["change"] as? String } == ["addedToAlbum"])
    #expect(try Self.lines(second.stdout).first?["index"] as? Int == 0)
    // One album file, no second copy of any bytes.
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path("lib/.mediakind/albums")).count == 1)
    #expect(Self.snapshot(dir.path("lib")).keys.filter { !$0.hasPrefix(".mediakind") }.count == 6)

    let members = try Self.assets(["assets", "--in-album", "My App", "lib"], in: dir)
    #expect(members.map { ($0.path as NSString).lastPathComponent } == ["IMG_0002.JPG", "IMG_0003.JPG"])
    let byID = try Self.assets(["assets", "--in-album", albumID, "lib"], in: dir)
    #expect(byID.map(\.localIdentifier) == members.map(\.localIdentifier))
    let listed = try Self.lines(try Self.run(["albums", "--type", "album", "--format", "jsonl", "lib"], in: dir).stdout)
    let stored = try #require(listed.first { $0["localIdentifier"] as? String == albumID })
    #expect(stored["localizedTitle"] as? String == "My App" && stored["estimatedAssetCount"] as? Int == 2)
    #expect(stored["assetCollectionType"] as? Int == 1 && stored["assetCollectionSubtype"] as? Int == 2)
    #expect(listed.contains { $0["localizedTitle"] as? String == "trip" })  // folder albums too

    // The library API: PhotoKit's fetchKeyAssets(in:) gives the first asset, then a chosen one.
    let library = await MediaLibrary.scan(roots: [dir.path("lib")])
    let album = try #require(library.fetchAssetCollections(with: .album).first { $0.localIdentifier == albumID })
    #expect(album.isStored)
    #expect(library.fetchKeyAssets(in: album).map(\.localIdentifier) == [members[0].localIdentifier])
    let cover = try Self.run(["album", "cover", "My App", "lib/home/IMG_0003.JPG", "--in", "lib"], in: dir)
    #expect(cover.status == 0, "\(cover.stderr)")
    let again = await MediaLibrary.scan(roots: [dir.path("lib")])
    let chosen = try #require(again.fetchAssetCollections(with: .album).first { $0.localIdentifier == albumID })
    #expect(again.fetchKeyAssets(in: chosen).map(\.localIdentifier) == [members[1].localIdentifier])
  }

  @Test("album operations keep their order: append, insert at an index, remove, rename, delete")
  func albumOperations() throws {
    let dir = try Self.library()
    defer { dir.remove() }
    let all = try Self.assets(["assets", "lib"], in: dir)
    #expect(all.count == 4)
    let ids = all.map(\.localIdentifier)
    let created = try Self.run(["album", "create", "Journey", "--in", "lib", "--format", "jsonl"], in: dir)
    #expect(created.status == 0, "\(created.stderr)")
    let albumID = try #require(try Self.lines(created.stdout).first?["album"] as? String)
    #expect(try Self.run(["album", "add", albumID, ids[0], ids[1], "--in", "lib"], in: dir).status == 0)
    let inserted = try Self.run(["album", "add", "Journey", ids[2], "--at", "1", "--in", "lib", "--format", "jsonl"], in: dir)
    #expect(try Self.lines(inserted.stdout).first?["index"] as? Int == 1)
    #expect(try Self.assets(["assets", "--in-album", "Journey", "lib"], in: dir).map(\.localIdentifier) == [ids[0], ids[2], ids[1]])
    // Adding an asset already there changes nothing.
    let twice = try Self.run(["album", "add", "Journey", ids[0], "--in", "lib", "--format", "jsonl"], in: dir)
    #expect(try Self.lines(twice.stdout).first?["change"] as? String == "unchanged")
    // --where adds every match, appended in library order.
    let matched = try Self.run(["album", "add", "Journey", "--where", "filename == 'IMG_0002.JPG'", "--in", "lib", "--format", "jsonl"], in: dir)
    #expect(try Self.lines(matched.stdout).map { $0["index"] as? Int } == [3])
    #expect(try Self.run(["album", "remove", "Journey", ids[2], "--in", "lib"], in: dir).status == 0)
    #expect(try Self.assets(["assets", "--in-album", "Journey", "lib"], in: dir).map(\.localIdentifier) == [ids[0], ids[1], ids[3]])
    let renamed = try Self.run(["album", "rename", "Journey", "Holiday", "--in", "lib", "--format", "jsonl"], in: dir)
    let renameLine = try #require(try Self.lines(renamed.stdout).first)
    #expect(renameLine["change"] as? String == "albumRenamed" && renameLine["from"] as? String == "Journey")
    #expect(try Self.assets(["assets", "--in-album", "Holiday", "lib"], in: dir).count == 3)
    #expect(try Self.run(["album", "delete", "Holiday", "--in", "lib"], in: dir).status == 0)
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path("lib/.mediakind/albums")).isEmpty)
    #expect(try Self.assets(["assets", "lib"], in: dir).count == 4)  // the assets stay
    let missing = try Self.run(["album", "rename", "Nope", "X", "--in", "lib"], in: dir)
    #expect(missing.status == 64 && missing.stderr.contains("no stored album 'Nope'"))
  }

  @Test("an album identifier that names no asset is skipped with a diagnostic; a broken album file too")
  func danglingIdentifiers() throws {
    let dir = try Self.library()
    defer { dir.remove() }
    let ids = try Self.assets(["assets", "lib"], in: dir).map(\.localIdentifier)
    let albumID = "0E3A5B7C-1111-2222-3333-444455556666/L0/040"
    let album = """
      {"schemaVersion":1,"localIdentifier":"\(albumID)","title":"Kept","creationDate":"2024-01-01T00:00:00Z",
       "assets":["DEADBEEF-0000-0000-0000-000000000000/L0/001","\(ids[1])"]}
      """
    try dir.write("lib/.mediakind/albums/0E3A5B7C-1111-2222-3333-444455556666.json", Array(album.utf8))
    try dir.write("lib/.mediakind/albums/0F000000-0000-0000-0000-000000000000.json", Array("{not json".utf8))
    let out = try Self.run(["assets", "--in-album", "Kept", "--format", "jsonl", "lib"], in: dir)
    #expect(out.status == 0, "\(out.stderr)")
    #expect(try Self.lines(out.stdout).map { $0["localIdentifier"] as? String } == [ids[1]])
    #expect(out.stderr.contains("DEADBEEF-0000-0000-0000-000000000000/L0/001") && out.stderr.contains("no longer in the library"))
    #expect(out.stderr.contains("0F000000-0000-0000-0000-000000000000.json"))
    // A change refuses to work on albums it could not read (it must not lose one).
    let refused = try Self.run(["album", "create", "New", "--in", "lib"], in: dir)
    #expect(refused.status == 64 && refused.stderr.contains("fix or remove it"), "\(refused.stderr)")
  }

  // MARK: - Recently Deleted

  @Test("delete then restore: same identifier, same bytes, the Live pair and sidecar move together")
  func deleteRestore() throws {
    let dir = try Self.library()
    defer { dir.remove() }
    let before = Self.snapshot(dir.path("lib"))
    let live = try #require(try Self.assets(["assets", "lib"], in: dir).first { $0.isPairedLivePhoto })
    #expect(live.resources.count == 3 && live.rating == 2)
    #expect(try Self.run(["album", "add", "Kept", live.localIdentifier, "--in", "lib"], in: dir).status == 0)

    let deleted = try Self.run(["delete", "lib/trip/IMG_0001.MOV", "--in", "lib", "--format", "jsonl"], in: dir)
    #expect(deleted.status == 0, "\(deleted.stderr)")
    let line = try #require(try Self.lines(deleted.stdout).first)
    #expect(line["change"] as? String == "deleted" && line["localIdentifier"] as? String == live.localIdentifier)
    for name in ["IMG_0001.JPG", "IMG_0001.MOV", "IMG_0001.JPG.xmp"] {
      #expect(!FileManager.default.fileExists(atPath: dir.path("lib/trip/" + name)))
    }
    let trash = Self.snapshot(dir.path("lib/.mediakind/Recently Deleted"))
    #expect(trash.count == 4)  // three files and the manifest
    #expect(trash.first { $0.key.hasSuffix("/IMG_0001.MOV") }?.value == before["trip/IMG_0001.MOV"])
    // Out of every fetch and album; listed by Recently Deleted with its identifier.
    #expect(try Self.assets(["assets", "lib"], in: dir).map(\.localIdentifier).contains(live.localIdentifier) == false)
    #expect(try Self.assets(["assets", "--in-album", "Kept", "lib"], in: dir).isEmpty)
    #expect(try Self.assets(["assets", "--in-album", "trip", "lib"], in: dir).count == 1)
    let inTrash = try Self.assets(["albums", "--album", "recentlyDeleted", "lib"], in: dir)
    #expect(inTrash.map(\.localIdentifier) == [live.localIdentifier])
    #expect(inTrash.first?.isPairedLivePhoto == true && inTrash.first?.resources.count == 3)
    let counts = try Self.lines(try Self.run(["albums", "--format", "jsonl", "lib"], in: dir).stdout)
    #expect(counts.first { $0["subtype"] as? Int == 1_000_002 }?["count"] as? Int == 1)
    #expect(counts.first { $0["subtype"] as? Int == 209 }?["count"] as? Int == 3)

    let restored = try Self.run(["restore", live.localIdentifier, "--in", "lib", "--format", "jsonl"], in: dir)
    #expect(restored.status == 0, "\(restored.stderr)")
    let restoredLine = try #require(try Self.lines(restored.stdout).first)
    #expect(restoredLine["change"] as? String == "restored" && restoredLine["note"] == nil)
    #expect(Self.snapshot(dir.path("lib")).filter { !$0.key.hasPrefix(".mediakind") } == before)
    let back = try #require(try Self.assets(["assets", "lib"], in: dir).first { $0.isPairedLivePhoto })
    #expect(back.localIdentifier == live.localIdentifier && back.resources.count == 3 && back.rating == 2)
    #expect(try Self.assets(["assets", "--in-album", "Kept", "lib"], in: dir).map(\.localIdentifier) == [live.localIdentifier])
    #expect(try Self.assets(["albums", "--album", "recentlyDeleted", "lib"], in: dir).isEmpty)
  }

  @Test("restore onto a taken name: the group gets 'name (1).ext', says so, and nothing is overwritten")
  func restoreCollision() throws {
    let dir = try Self.library()
    defer { dir.remove() }
    let plain = try #require(try Self.assets(["assets", "lib"], in: dir).first { $0.path.hasSuffix("IMG_0002.JPG") })
    #expect(try Self.run(["album", "add", "Kept", plain.localIdentifier, "--in", "lib"], in: dir).status == 0)
    let original = try #require(FileManager.default.contents(atPath: dir.path("lib/trip/IMG_0002.JPG")))
    #expect(try Self.run(["delete", plain.localIdentifier, "--in", "lib"], in: dir).status == 0)
    let newcomer = LibraryFixtures.appleJPEG(date: "2025:01:01 00:00:00", model: "iPhone 16")
    try dir.write("lib/trip/IMG_0002.JPG", newcomer)
    let out = try Self.run(["restore", "trip/IMG_0002.JPG", "--in", "lib", "--format", "jsonl"], in: dir)
    #expect(out.status == 0, "\(out.stderr)")
    let line = try #require(try Self.lines(out.stdout).first)
    #expect((line["note"] as? String)?.contains("trip/IMG_0002.JPG -> trip/IMG_0002 (1).JPG") == true)
    #expect(FileManager.default.contents(atPath: dir.path("lib/trip/IMG_0002.JPG")) == Data(newcomer))
    #expect(FileManager.default.contents(atPath: dir.path("lib/trip/IMG_0002 (1).JPG")) == original)
    // The asset keeps its identifier under its new name, so the stored album still lists it;
    // the newcomer has an identifier of its own.
    #expect(line["localIdentifier"] as? String == plain.localIdentifier && line["from"] == nil)
    let members = try Self.assets(["assets", "--in-album", "Kept", "lib"], in: dir)
    #expect(members.map(\.path) == ["lib/trip/IMG_0002 (1).JPG"])
    #expect(members.map(\.localIdentifier) == [plain.localIdentifier])
    let all = try Self.assets(["assets", "lib"], in: dir)
    #expect(Set(all.map(\.localIdentifier)).count == all.count)
    #expect(all.first { $0.path == "lib/trip/IMG_0002.JPG" }?.localIdentifier != plain.localIdentifier)
  }

  @Test("expunge removes only trashed bytes; --expired keeps what is younger than 30 days")
  func expunge() throws {
    let dir = try Self.library()
    defer { dir.remove() }
    let clip = try #require(try Self.assets(["assets", "lib"], in: dir).first { $0.mediaType == .video })
    #expect(try Self.run(["delete", "lib/home/clip.mov", "--in", "lib"], in: dir).status == 0)
    let library = Self.snapshot(dir.path("lib")).filter { !$0.key.hasPrefix(".mediakind") }
    let young = try Self.run(["expunge", "--expired", "--in", "lib", "--format", "jsonl"], in: dir)
    #expect(young.status == 0 && young.stdout.isEmpty, "\(young.stderr)")
    #expect(try Self.assets(["albums", "--album", "recentlyDeleted", "lib"], in: dir).count == 1)
    // Age the entry past 30 days: now --expired takes it.
    let trash = dir.path("lib/.mediakind/Recently Deleted")
    let entry = try #require(try FileManager.default.contentsOfDirectory(atPath: trash).first)
    let manifest = trash + "/" + entry + "/manifest.json"
    let text = try String(contentsOfFile: manifest, encoding: .utf8)
    let aged = text.replacingOccurrences(
      of: #""deletionDate" : "[^"]*""#, with: #""deletionDate" : "2020-01-01T00:00:00Z""#, options: .regularExpression)
    #expect(aged != text)
    try aged.write(toFile: manifest, atomically: true, encoding: .utf8)
    let old = try Self.run(["expunge", "--expired", "--in", "lib", "--format", "jsonl"], in: dir)
    #expect(old.status == 0, "\(old.stderr)")
    #expect(try Self.lines(old.stdout).map { $0["localIdentifier"] as? String } == [clip.localIdentifier])
    #expect(Self.snapshot(trash).isEmpty)
    #expect(Self.snapshot(dir.path("lib")).filter { !$0.key.hasPrefix(".mediakind") } == library)
    let none = try Self.run(["restore", clip.localIdentifier, "--in", "lib"], in: dir)
    #expect(none.status == 1 && none.stderr.contains("no asset in Recently Deleted"))
  }

  // MARK: - Favorite and hidden

  @Test("favorite and unfavorite edit the existing sidecar and keep its other properties")
  func favoriteKeepsSidecar() throws {
    let dir = try TemporaryDirectory("library-change")
    defer { dir.remove() }
    let sidecar = """
      <?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?>
      <x:xmpmeta xmlns:x="adobe:ns:meta/">
       <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
        <!-- written by a photo editor -->
        <rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:a="http://ns.adobe.com/xap/1.0/">
         <a:Rating>3</a:Rating>
         <dc:title><rdf:Alt><rdf:li xml:lang="x-default">Harbour &amp; boats</rdf:li></rdf:Alt></dc:title>
        </rdf:Description>
       </rdf:RDF>
      </x:xmpmeta>
      <?xpacket end="w"?>
      """
    try dir.write("lib/IMG_0005.JPG", LibraryFixtures.appleJPEG())
    try dir.write("lib/IMG_0005.xmp", Array(sidecar.utf8))
    let original = try #require(FileManager.default.contents(atPath: dir.path("lib/IMG_0005.JPG")))
    let favorite = try Self.run(["favorite", "lib/IMG_0005.JPG", "--in", "lib", "--format", "jsonl"], in: dir)
    #expect(favorite.status == 0, "\(favorite.stderr)")
    #expect(try Self.lines(favorite.stdout).first?["change"] as? String == "favorited")
    let edited = try String(contentsOfFile: dir.path("lib/IMG_0005.xmp"), encoding: .utf8)
    #expect(edited.contains("<a:Rating>5</a:Rating>"))
    #expect(edited.contains("<!-- written by a photo editor -->"))
    #expect(edited.contains(#"<dc:title><rdf:Alt><rdf:li xml:lang="x-default">Harbour &amp; boats</rdf:li></rdf:Alt></dc:title>"#))
    #expect(FileManager.default.contents(atPath: dir.path("lib/IMG_0005.JPG")) == original)
    #expect(!FileManager.default.fileExists(atPath: dir.path("lib/IMG_0005.JPG.xmp")))
    #expect(try Self.assets(["assets", "--favorite", "lib"], in: dir).count == 1)
    #expect(try Self.assets(["albums", "--album", "favorites", "lib"], in: dir).count == 1)

    let unfavorite = try Self.run(["unfavorite", "lib/IMG_0005.JPG", "--in", "lib"], in: dir)
    #expect(unfavorite.status == 0, "\(unfavorite.stderr)")
    let restored = try String(contentsOfFile: dir.path("lib/IMG_0005.xmp"), encoding: .utf8)
    #expect(restored.contains("<a:Rating>3</a:Rating>") && !restored.contains("RatingBeforeFavorite"))
    #expect(restored.contains("Harbour &amp; boats") && restored.contains("written by a photo editor"))
    let asset = try #require(try Self.assets(["assets", "lib"], in: dir).first)
    #expect(asset.rating == 3 && !asset.isFavorite)

    // A sidecar that cannot be parsed is refused and left as it is.
    let broken = Array("<x:xmpmeta><rdf:RDF><rdf:Description".utf8)
    try dir.write("lib/IMG_0005.xmp", broken)
    let refused = try Self.run(["favorite", "lib/IMG_0005.JPG", "--in", "lib"], in: dir)
    #expect(refused.status == 1 && refused.stderr.contains("not well-formed XML"), "\(refused.stderr)")
    #expect(FileManager.default.contents(atPath: dir.path("lib/IMG_0005.xmp")) == Data(broken))
  }

  @Test("hide: out of every fetch, in smart album 205 and with --include-hidden; unhide brings it back")
  func hidden() throws {
    let dir = try Self.library()
    defer { dir.remove() }
    let target = try #require(try Self.assets(["assets", "lib"], in: dir).first { $0.path.hasSuffix("IMG_0003.JPG") })
    #expect(try Self.run(["album", "add", "Kept", target.localIdentifier, "--in", "lib"], in: dir).status == 0)
    let hide = try Self.run(["hide", target.localIdentifier, "--in", "lib", "--format", "jsonl"], in: dir)
    #expect(hide.status == 0, "\(hide.stderr)")
    let sidecar = try String(contentsOfFile: dir.path("lib/home/IMG_0003.JPG.xmp"), encoding: .utf8)
    #expect(sidecar.contains(#"mediakind:Hidden="True""#))
    #expect(try Self.assets(["assets", "lib"], in: dir).map(\.localIdentifier).contains(target.localIdentifier) == false)
    #expect(try Self.assets(["assets", "--in-album", "home", "lib"], in: dir).count == 1)
    #expect(try Self.assets(["assets", "--in-album", "Kept", "lib"], in: dir).isEmpty)
    #expect(try Self.assets(["albums", "--album", "allHidden", "lib"], in: dir).map(\.localIdentifier) == [target.localIdentifier])
    #expect(try Self.assets(["albums", "--album", "205", "lib"], in: dir).count == 1)
    #expect(try Self.assets(["assets", "--include-hidden", "lib"], in: dir).count == 4)
    #expect(try Self.assets(["assets", "--include-hidden", "--where", "isHidden", "lib"], in: dir).map(\.localIdentifier) == [target.localIdentifier])
    let again = try Self.run(["hide", target.localIdentifier, "--in", "lib", "--format", "jsonl"], in: dir)
    #expect(try Self.lines(again.stdout).first?["change"] as? String == "unchanged")
    #expect(try Self.run(["unhide", "--where", "isHidden == YES", "--in", "lib"], in: dir).status == 0)
    #expect(try Self.assets(["assets", "lib"], in: dir).count == 4)
    #expect(try Self.assets(["assets", "--in-album", "Kept", "lib"], in: dir).count == 1)
  }

  // MARK: - Safety

  @Test("a read-only library fails before anything is touched")
  func readOnly() throws {
    let dir = try Self.library()
    defer {
      chmod(dir.path("lib"), 0o755)
      dir.remove()
    }
    let before = Self.snapshot(dir.path("lib"))
    chmod(dir.url.path, 0o755)
    chmod(dir.path("lib"), 0o555)
    // As root, permissions do not stop a write: run as nobody (as IndexFaultTests does).
    let launcher = geteuid() == 0 ? ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] : []
    for arguments in [
      ["album", "create", "X"], ["delete", "lib/trip/IMG_0002.JPG"], ["favorite", "lib/trip/IMG_0002.JPG"],
      ["hide", "lib/trip/IMG_0002.JPG"], ["restore", "--all"], ["expunge", "--all"],
    ] {
      let out = try Self.run(arguments + ["--in", "lib"], in: dir, launcher: launcher)
      #expect(out.status == 73, "\(arguments): \(out.stderr)")
      #expect(out.stderr.contains("read-only library"), "\(out.stderr)")
    }
    #expect(Self.snapshot(dir.path("lib")) == before)
    #expect(!FileManager.default.fileExists(atPath: dir.path("lib/.mediakind")))
  }

  @Test("a symbolic link planted at .mediakind/albums or in the trash path is refused")
  func plantedLinks() throws {
    let dir = try Self.library()
    defer { dir.remove() }
    try FileManager.default.createDirectory(atPath: dir.path("elsewhere"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: dir.path("lib/.mediakind"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: dir.path("lib/.mediakind/albums"), withDestinationPath: dir.path("elsewhere"))
    let album = try Self.run(["album", "create", "X", "--in", "lib"], in: dir)
    #expect(album.status == 73, "\(album.stderr)")
    #expect(album.stderr.contains("symbolic link"), "\(album.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path("elsewhere")).isEmpty)
    // Reading skips the link with a diagnostic instead of following it.
    try dir.write("elsewhere/0E3A5B7C-1111-2222-3333-444455556666.json", Array(#"{"schemaVersion":1,"localIdentifier":"0E3A5B7C-1111-2222-3333-444455556666/L0/040","title":"Planted","creationDate":"2024-01-01T00:00:00Z","assets":[]}"#.utf8))
    let listed = try Self.run(["albums", "--type", "album", "--format", "jsonl", "lib"], in: dir)
    #expect(!listed.stdout.contains("Planted") && listed.stderr.contains("symbolic link"), "\(listed.stderr)")

    try FileManager.default.createSymbolicLink(
      atPath: dir.path("lib/.mediakind/Recently Deleted"), withDestinationPath: dir.path("elsewhere"))
    let before = Self.snapshot(dir.path("lib/trip"))
    let delete = try Self.run(["delete", "lib/trip/IMG_0002.JPG", "--in", "lib"], in: dir)
    #expect(delete.status == 1, "\(delete.stderr)")
    #expect(delete.stderr.contains("symbolic link"), "\(delete.stderr)")
    #expect(Self.snapshot(dir.path("lib/trip")) == before)
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path("elsewhere")) == ["0E3A5B7C-1111-2222-3333-444455556666.json"])
  }
}
