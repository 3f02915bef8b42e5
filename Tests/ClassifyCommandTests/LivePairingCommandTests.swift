import Foundation
import MediaKind
import MediaKindTestSupport
import Testing

/// End to end: `--pair-live strict|probable` on the commands that build assets (Docs/CLI.md,
/// "Library commands: `assets`, `albums`, `moments`, `index`, `changes`, `duplicates`";
/// Docs/Library.md, "Probable Live Photo pairing").
@Suite("classify --pair-live")
struct LivePairingCommandTests {
  /// A JPEG and its `_HEVC.MOV` without content identifiers, 0.3 s apart, and a 5 s clip
  /// named after a second JPEG, dated to the same second.
  static func folder() throws -> TemporaryDirectory {
    let dir = try TemporaryDirectory("pair-live")
    try dir.write("IMG_0001.JPG", LibraryFixtures.appleJPEG(date: "2024:05:01 10:00:00", subSecond: "3"))
    try dir.write(
      "IMG_0001_HEVC.MOV",
      LibraryFixtures.quickTimeMovie(contentIdentifier: nil, seconds: 2, creationDate: "2024-05-01T10:00:00+02:00"))
    try dir.write("IMG_0002.JPG", LibraryFixtures.appleJPEG(date: "2024:05:01 11:00:00"))
    try dir.write(
      "IMG_0002.MOV",
      LibraryFixtures.quickTimeMovie(contentIdentifier: nil, seconds: 5, creationDate: "2024-05-01T11:00:00+02:00"))
    return dir
  }

  @Test("assets: strict by default (no pair, no livePairing); probable pairs the short video and says why")
  func assets() throws {
    let dir = try Self.folder()
    defer { dir.remove() }
    let strict = try CommandRunner.classify(["assets", "--format", "jsonl", "."], in: dir.url)
    #expect(strict.status == 0)
    #expect(!strict.stdout.contains("livePairing"))
    #expect(try JSONLines.objects(strict.stdout).count == 4)
    let explicit = try CommandRunner.classify(["assets", "--pair-live", "strict", "--format", "jsonl", "."], in: dir.url)
    #expect(explicit.stdout == strict.stdout)

    let probable = try CommandRunner.classify(["assets", "--pair-live", "probable", "--format", "jsonl", "."], in: dir.url)
    #expect(probable.status == 0)
    let assets = try JSONLines.objects(probable.stdout)
    #expect(assets.count == 3)
    let live = try #require(assets.first { $0["livePairing"] != nil })
    let pairing = try #require(live["livePairing"] as? [String: Any])
    #expect(pairing["method"] as? String == "probable")
    #expect(pairing["score"] as? Double == 0.77)  // name 0.35 + time 0.30 × (1 − 0.3 / 3) + duration 0.15
    #expect((live["subtypes"] as? [String])?.contains("photoLive") == true)
    let resources = (live["resources"] as? [[String: Any]])?.compactMap { $0["path"] as? String }
    #expect(resources == ["./IMG_0001.JPG", "./IMG_0001_HEVC.MOV"])
  }

  @Test("index and changes take the option: the change set's assets are paired as asked")
  func index() throws {
    let strictDir = try Self.folder()
    defer { strictDir.remove() }
    let strict = try CommandRunner.classify(["index", "--format", "jsonl", "."], in: strictDir.url)
    #expect(strict.status == 0, "\(strict.stderr)")
    #expect(try JSONLines.objects(strict.stdout).first?["insertedAssets"] as? Int == 4)
    let dir = try Self.folder()
    defer { dir.remove() }
    let changes = try CommandRunner.classify(["changes", "--pair-live", "probable", "--format", "jsonl", "."], in: dir.url)
    #expect(try JSONLines.objects(changes.stdout).filter { $0["change"] as? String == "inserted" }.count == 3)
    let probable = try CommandRunner.classify(["index", "--pair-live", "probable", "--format", "jsonl", "."], in: dir.url)
    #expect(probable.status == 0, "\(probable.stderr)")
    #expect(try JSONLines.objects(probable.stdout).first?["insertedAssets"] as? Int == 3)
  }

  @Test(
    "import: probable places the stripped pair as one group (side by side, sibling names kept under a renaming layout) and assets --pair-live probable reads it back as one; a 6 s clip, a clip 10 s off and strict stay apart"
  )
  func importGroups() throws {
    let dir = try TemporaryDirectory("pair-live-import")
    defer { dir.remove() }
    for (name, bytes) in LibraryFixtures.strippedLivePairs() { try dir.write("card/" + name, bytes) }
    func name(_ path: String) -> String { URL(fileURLWithPath: path).lastPathComponent }
    func sources(_ out: CommandRunner.Output) throws -> Set<[String]> {
      Set(try JSONLines.objects(out.stdout).map { ($0["paths"] as? [String] ?? []).map(name) })
    }
    for name in ["strict", "probable"] {
      try FileManager.default.createDirectory(atPath: dir.path(name), withIntermediateDirectories: true)
    }
    let strict = try CommandRunner.classify(["import", dir.path("card"), "--into", dir.path("strict"), "--format", "jsonl"])
    #expect(strict.status == 0, "\(strict.stderr)")
    #expect(try sources(strict).count == 6)
    #expect(try sources(strict).contains(["IMG_0001.JPG"]))

    let probable = try CommandRunner.classify([
      "import", dir.path("card"), "--into", dir.path("probable"), "--pair-live", "probable",
      "--layout", "{yyyy}/{HH}{mm}-{name}", "--format", "jsonl",
    ])
    #expect(probable.status == 0, "\(probable.stderr)")
    let groups = try sources(probable)
    #expect(groups.count == 5, "\(probable.stdout)")
    #expect(groups.contains(["1000-IMG_0001.JPG", "1000-IMG_0001_HEVC.MOV"]))
    #expect(groups.contains(["1100-IMG_0002.JPG"]) && groups.contains(["1100-IMG_0002.MOV"]))
    #expect(groups.contains(["1200-IMG_0003.JPG"]) && groups.contains(["1200-IMG_0003.MOV"]))
    let pair = try #require(try JSONLines.objects(probable.stdout).first { ($0["paths"] as? [String])?.count == 2 })
    let folders = Set((pair["paths"] as? [String] ?? []).map { URL(fileURLWithPath: $0).deletingLastPathComponent().path })
    #expect(folders == [dir.path("probable") + "/2024"])

    let assets = try CommandRunner.classify(["assets", "--pair-live", "probable", "--format", "jsonl", dir.path("probable")])
    #expect(assets.status == 0, "\(assets.stderr)")
    let read = try JSONLines.objects(assets.stdout)
    #expect(read.count == 5)
    let live = try #require(read.first { $0["livePairing"] != nil })
    #expect((live["livePairing"] as? [String: Any])?["method"] as? String == "probable")
    #expect(
      (live["resources"] as? [[String: Any]])?.compactMap { ($0["path"] as? String).map(name) }
        == ["1000-IMG_0001.JPG", "1000-IMG_0001_HEVC.MOV"])
  }

  @Test("albums, moments and duplicates take the option; a value other than strict or probable is a usage error")
  func otherCommands() throws {
    let dir = try Self.folder()
    defer { dir.remove() }
    let albums = try CommandRunner.classify(["albums", "--pair-live", "probable", "--format", "jsonl", "."], in: dir.url)
    let live = try JSONLines.objects(albums.stdout).first { $0["name"] as? String == "livePhotos" }
    #expect(live?["count"] as? Int == 1)
    let strictAlbums = try CommandRunner.classify(["albums", "--format", "jsonl", "."], in: dir.url)
    #expect(try JSONLines.objects(strictAlbums.stdout).first { $0["name"] as? String == "livePhotos" }?["count"] as? Int == 0)
    #expect(try CommandRunner.classify(["moments", "--pair-live", "probable", "--no-places", "."], in: dir.url).status == 0)
    #expect(try CommandRunner.classify(["duplicates", "--pair-live", "probable", "."], in: dir.url).status == 0)
    #expect(try CommandRunner.classify(["assets", "--pair-live", "loose", "."], in: dir.url).status == 64)
  }
}
