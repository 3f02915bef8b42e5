import Foundation
import MediaKind
import MediaKindTestSupport
import Testing

/// End to end: `classify assets --explain` says where each state value came from and why
/// files were grouped, as `fieldEvidence` (Docs/CLI.md, "`classify assets --explain`"); a
/// `.livp` in a folder is one Live asset (Docs/Library.md, "A `.livp` in a folder walk").
@Suite("classify assets --explain")
struct AssetExplainCommandTests {
  static let id = "8F1D2C3B-0000-4000-8000-00000000C001"

  /// A Live pair by identifier, a favourite by an XMP sidecar, an undated MOV, and a `.livp`.
  static func folder() throws -> TemporaryDirectory {
    let dir = try TemporaryDirectory("assets-explain")
    try dir.write("IMG_0001.JPG", LibraryFixtures.appleJPEG(contentIdentifier: id))
    try dir.write("IMG_0001.MOV", LibraryFixtures.quickTimeMovie(contentIdentifier: id))
    try dir.write("IMG_0002.JPG", LibraryFixtures.appleJPEG(date: "2024:05:02 09:00:00"))
    try dir.write("IMG_0002.xmp", Array(LibraryFixtures.xmp(rating: 5).utf8))
    try dir.write("clip.mov", LibraryFixtures.quickTimeMovie(contentIdentifier: nil, seconds: 9))
    try dir.write(
      "IMG_0003.livp",
      ArchiveBuilder.zip([
        .init("IMG_0003.JPG", LibraryFixtures.appleJPEG(date: "2024:05:03 08:00:00")),
        .init("IMG_0003.MOV", LibraryFixtures.quickTimeMovie(contentIdentifier: nil, seconds: 2)),
      ]))
    return dir
  }

  static func evidence(_ asset: [String: Any]) -> [String] {
    ((asset["fieldEvidence"] as? [[String: Any]]) ?? []).map {
      "\($0["field"] as? String ?? "") <- \($0["rule"] as? String ?? "") <- \($0["source"] as? String ?? "") = \($0["value"] as? String ?? "")"
    }
  }

  @Test("jsonl: fieldEvidence for dates, favourites, the Live pair, the sidecar and the .livp; none without --explain")
  func jsonl() throws {
    let dir = try Self.folder()
    defer { dir.remove() }
    let plain = try CommandRunner.classify(["assets", "--format", "jsonl", "."], in: dir.url)
    #expect(plain.status == 0, "\(plain.stderr)")
    #expect(!plain.stdout.contains("fieldEvidence"))
    let run = try CommandRunner.classify(["assets", "--explain", "--format", "jsonl", "."], in: dir.url)
    #expect(run.status == 0, "\(run.stderr)")
    let assets = try JSONLines.objects(run.stdout)
    #expect(assets.count == 4)
    func asset(_ name: String) -> [String: Any]? { assets.first { ($0["resources"] as? [[String: Any]])?.first?["path"] as? String == name } }
    let live = Self.evidence(try #require(asset("./IMG_0001.JPG")))
    #expect(live.contains("creationDate <- fileMetadata <- exif = 2024-05-01T10:00:00"))
    #expect(live.contains("resources.pairedVideo <- livePair.contentIdentifier <- ./IMG_0001.MOV = content identifier \(Self.id)"))
    let favorite = Self.evidence(try #require(asset("./IMG_0002.JPG")))
    #expect(favorite.contains("isFavorite <- xmpSidecar <- xmp-sidecar = true"))
    #expect(favorite.contains("resources.sidecar <- sidecarName <- ./IMG_0002.xmp = named after the asset's file"))
    let clip = Self.evidence(try #require(asset("./clip.mov")))
    #expect(clip.first?.hasPrefix("creationDate <- undated <- file-time = no capture time") == true)
    let livp = try #require(asset("./IMG_0003.livp//IMG_0003.JPG"))
    #expect((livp["subtypes"] as? [String])?.contains("photoLive") == true)
    #expect((livp["livePairing"] as? [String: Any])?["method"] as? String == "livePhotoArchive")
    #expect(
      Self.evidence(livp).contains(
        "resources.pairedVideo <- livePair.livePhotoArchive <- ./IMG_0003.livp//IMG_0003.MOV = one .livp holds both"))
  }

  @Test("RAW+JPEG: the explanation says which test paired them, with its values")
  func rawJpegTest() throws {
    let dir = try TemporaryDirectory("assets-explain-raw")
    defer { dir.remove() }
    // By ImageUniqueID (the DNG's time is years off); by the same capture time; by times 0.5 s apart.
    try dir.write("IMG_0010.JPG", LibraryFixtures.appleJPEG(imageUniqueID: "1234abcd", date: "2024:05:17 10:00:01"))
    try dir.write("IMG_0010.DNG", ImportCommandTests.dng(date: "2019:01:01 00:00:00", uniqueID: "1234ABCD"))
    try dir.write("IMG_0011.JPG", LibraryFixtures.appleJPEG(imageUniqueID: "J11", date: "2024:05:17 10:00:01"))
    try dir.write("IMG_0011.DNG", ImportCommandTests.dng(date: "2024:05:17 10:00:01", uniqueID: "D11"))
    try dir.write("IMG_0012.JPG", LibraryFixtures.appleJPEG(imageUniqueID: "J12", date: "2024:05:17 10:00:02", subSecond: "5"))
    try dir.write("IMG_0012.DNG", ImportCommandTests.dng(date: "2024:05:17 10:00:02", uniqueID: "D12"))
    let run = try CommandRunner.classify(["assets", "--explain", "--format", "jsonl", "."], in: dir.url)
    #expect(run.status == 0, "\(run.stderr)")
    let evidence = try JSONLines.objects(run.stdout).flatMap(Self.evidence).filter { $0.hasPrefix("resources.alternatePhoto") }
    #expect(evidence.count == 3, "\(run.stdout)")
    #expect(
      evidence.contains(
        "resources.alternatePhoto <- rawJpegPair <- ./IMG_0010.DNG = same folder and stem; same ImageUniqueID 1234abcd"))
    #expect(
      evidence.contains(
        "resources.alternatePhoto <- rawJpegPair <- ./IMG_0011.DNG = same folder and stem; same capture time 2024-05-17T10:00:01 (within 1 s)"))
    let apart = try #require(evidence.first { $0.contains("IMG_0012.DNG") })
    #expect(apart.contains("= same folder and stem; capture times 2024-05-17T10:00:02.5"), "\(apart)")
    #expect(apart.hasSuffix(" and 2024-05-17T10:00:02, 0.5 s apart (within 1 s)"), "\(apart)")
  }

  @Test("table prints the evidence below each asset; CSV adds the fieldEvidence column")
  func tableAndCSV() throws {
    let dir = try Self.folder()
    defer { dir.remove() }
    let table = try CommandRunner.classify(["assets", "--explain", "--format", "table", "."], in: dir.url)
    #expect(table.stdout.contains("\n  isFavorite <- xmpSidecar <- xmp-sidecar = true"))
    let csv = try CommandRunner.classify(["assets", "--explain", "--format", "csv", "."], in: dir.url)
    #expect(csv.stdout.split(separator: "\n").first?.hasSuffix(",fieldEvidence") == true)
    let plainCSV = try CommandRunner.classify(["assets", "--format", "csv", "."], in: dir.url)
    #expect(plainCSV.stdout.split(separator: "\n").first?.contains("fieldEvidence") == false)
  }

  @Test("a .livp's asset is in the folder album of the .livp's folder, not an album of its own")
  func livpAlbum() throws {
    let dir = try Self.folder()
    defer { dir.remove() }
    let run = try CommandRunner.classify(["albums", "--type", "album", "--format", "jsonl", "."], in: dir.url)
    #expect(run.status == 0, "\(run.stderr)")
    let albums = try JSONLines.objects(run.stdout)
    #expect(albums.count == 1)
    #expect(albums.first?["estimatedAssetCount"] as? Int == 4, "\(run.stdout)")
  }

  @Test("a damaged .livp is an error record on standard error (exit 1), never a crash")
  func damagedLivp() throws {
    let dir = try TemporaryDirectory("assets-livp-bad")
    defer { dir.remove() }
    try dir.write("IMG_0009.livp", Array("PK\u{3}\u{4} and then nothing a zip needs".utf8))
    let run = try CommandRunner.classify(["assets", "--format", "jsonl", "."], in: dir.url)
    #expect(run.status == 1)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr.contains("IMG_0009.livp"))
    #expect(run.stderr.contains("Live Photo archive (.livp)"))
  }
}
