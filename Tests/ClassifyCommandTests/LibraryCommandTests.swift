import Foundation
import MediaKind
import MediaKindTestSupport
import Testing

/// End to end: `classify` pairing, `classify assets`, `albums`, `index` and `changes`.
@Suite("classify library commands")
struct LibraryCommandTests {
  static let liveID = "4E1A1B89-CE70-4FF8-873B-E4470B839314"
  static let burstID = "D4E4B3D1-0E45-4987-BE12-76D604E25D2C"
  /// A whole-second time, so it survives a round trip through `Date` exactly.
  static let fixedTime = Date(timeIntervalSince1970: 1_600_000_000)

  /// A Live pair, two burst frames, a plain JPEG with a 5-star XMP sidecar, an unpaired
  /// Live still and a movie.
  static func folder() throws -> TemporaryDirectory {
    let dir = try TemporaryDirectory("library-cli")
    try dir.write("live/IMG_4580.JPG", LibraryFixtures.appleJPEG(contentIdentifier: liveID, date: "2025:08:17 19:33:48"))
    try dir.write("live/IMG_4580.MOV", LibraryFixtures.quickTimeMovie(contentIdentifier: liveID, seconds: 2))
    try dir.write("burst/IMG_0658.JPG", LibraryFixtures.appleJPEG(burstUUID: burstID, date: "2016:10:09 14:44:17"))
    try dir.write("burst/IMG_0664.JPG", LibraryFixtures.appleJPEG(burstUUID: burstID, date: "2016:10:09 14:44:18"))
    try dir.write("plain/photo.jpg", LibraryFixtures.appleJPEG(date: "2020:01:01 00:00:00"))
    try dir.write("plain/photo.xmp", Array(LibraryFixtures.xmp(rating: 5).utf8))
    try dir.write("plain/IMG_1853.JPG", LibraryFixtures.appleJPEG(contentIdentifier: "DC121C25-1A7C-4FEC-BB42-99FB89A4719D"))
    try dir.write("plain/IMG_1853.MOV", LibraryFixtures.quickTimeMovie(contentIdentifier: "00000000-1A7C-4FEC-BB42-99FB89A4719D", seconds: 9))
    return dir
  }

  static func assets(_ text: String) throws -> [Asset] {
    try text.split(separator: "\n").map { try JSONDecoder().decode(Asset.self, from: Data($0.utf8)) }
  }

  static func run(_ arguments: [String], in dir: TemporaryDirectory) throws -> CommandRunner.Output {
    try CommandRunner.classify(arguments, in: dir.url)
  }

  @Test("plain classify fills livePhoto.pairedPath in both records of a pair, in input order")
  func plainClassifyPairs() throws {
    let dir = try Self.folder()
    defer { dir.remove() }
    let out = try Self.run(["--mode", "thorough", "--format", "jsonl", "."], in: dir)
    #expect(out.status == 0)
    let records = try out.stdout.split(separator: "\n").map {
      try JSONDecoder().decode(Classification.self, from: Data($0.utf8))
    }
    #expect(records.map(\.path) == [
      "./burst/IMG_0658.JPG", "./burst/IMG_0664.JPG", "./live/IMG_4580.JPG", "./live/IMG_4580.MOV",
      "./plain/IMG_1853.JPG", "./plain/IMG_1853.MOV", "./plain/photo.jpg", "./plain/photo.xmp",
    ])
    #expect(records[2].livePhoto?.pairedPath == "./live/IMG_4580.MOV")
    #expect(records[3].livePhoto?.pairedPath == "./live/IMG_4580.JPG")
    #expect(records[4].livePhoto?.contentIdentifier != nil && records[4].livePhoto?.pairedPath == nil)
    #expect(records[5].livePhoto?.pairedPath == nil)  // same name, other identifier
  }

  @Test("assets: one Live asset with two resources, burst representative, sidecar, notes")
  func assetsJSONL() throws {
    let dir = try Self.folder()
    defer { dir.remove() }
    let out = try Self.run(["assets", "--format", "jsonl", "."], in: dir)
    #expect(out.status == 0)
    let assets = try Self.assets(out.stdout)
    #expect(assets.map(\.path) == [
      "./burst/IMG_0658.JPG", "./live/IMG_4580.JPG", "./plain/IMG_1853.JPG", "./plain/IMG_1853.MOV",
      "./plain/photo.jpg",
    ])
    let live = assets[1]
    #expect(live.mediaType == .image && live.subtypes.contains(.photoLive))
    #expect(live.resources.map(\.type) == [.photo, .pairedVideo])
    #expect(live.duration == 2)
    #expect(live.fileSize == live.resources.reduce(0) { $0 + $1.fileSize })
    #expect(assets[0].burst?.representsBurst == true)
    #expect(assets[2].notes?.contains { $0.contains("IMG_1853.MOV") } == true)
    #expect(assets[4].resources.map(\.type) == [.photo, .sidecar] && assets[4].isFavorite)

    let again = try Self.run(["assets", "--format", "jsonl", "."], in: dir)
    #expect(try Self.assets(again.stdout).map(\.localIdentifier) == assets.map(\.localIdentifier))
    let all = try Self.assets(try Self.run(["assets", "--format", "jsonl", "--all-bursts", "."], in: dir).stdout)
    #expect(all.count == 6)
  }

  @Test("assets filters, sort, limit and formats")
  func assetsFilters() throws {
    let dir = try Self.folder()
    defer { dir.remove() }
    func paths(_ extra: [String]) throws -> [String] {
      let out = try Self.run(["assets", "--format", "jsonl"] + extra + ["."], in: dir)
      #expect(out.status == 0, "\(extra): \(out.stderr)")
      return try Self.assets(out.stdout).map(\.path)
    }
    #expect(try paths(["--type", "video"]) == ["./plain/IMG_1853.MOV"])
    #expect(try paths(["--subtype", "photoLive", "--subtype", "burst"]).isEmpty)
    #expect(try paths(["--subtype", "burst"]) == ["./burst/IMG_0658.JPG"])
    #expect(try paths(["--subtype", "photoLive", "--not-subtype", "burst"]) == ["./live/IMG_4580.JPG", "./plain/IMG_1853.JPG"])
    #expect(try paths(["--uti", "public.movie"]) == ["./live/IMG_4580.JPG", "./plain/IMG_1853.MOV"])  // any resource
    #expect(try paths(["--min-duration", "5s"]) == ["./plain/IMG_1853.MOV"])
    #expect(try paths(["--max-duration", "0"]).count == 3)
    #expect(try paths(["--from", "2020-01-01", "--to", "2020-01-01"]) == ["./plain/photo.jpg"])
    #expect(try paths(["--favorite"]) == ["./plain/photo.jpg"])
    #expect(try paths(["--make", "apple", "--type", "image"]).count == 4)
    #expect(try paths(["--has-location"]).isEmpty)
    #expect(try paths(["--sort", "date", "--limit", "2"]) == ["./burst/IMG_0658.JPG", "./plain/photo.jpg"])
    let bySize = try paths(["--sort", "size", "--reverse"])
    #expect(bySize.first == "./live/IMG_4580.JPG")
    let big = try paths(["--min-size", "1KB"])
    let small = try paths(["--max-size", "0.001MB"])
    #expect(Set(big).isDisjoint(with: small) && big.count + small.count == 5)
    #expect(try paths(["--sort", "name"]).first == "./burst/IMG_0658.JPG")

    let bad = try Self.run(["assets", "--subtype", "nope", "."], in: dir)
    #expect(bad.status == 64)
    #expect(bad.stderr.contains("Unknown subtype"))
    let badSize = try Self.run(["assets", "--min-size", "lots", "."], in: dir)
    #expect(badSize.status == 64)

    let csv = try Self.run(["assets", "--format", "csv", "."], in: dir)
    #expect(csv.stdout.hasPrefix("localIdentifier,path,mediaType"))
    #expect(csv.stdout.split(separator: "\n").count == 6)
    let json = try Self.run(["assets", "--format", "json", "."], in: dir)
    let array = try JSONDecoder().decode([Asset].self, from: Data(json.stdout.utf8))
    #expect(array.count == 5)
    let table = try Self.run(["assets", "--format", "table", "."], in: dir)
    #expect(table.stdout.contains("+ pairedVideo: ./live/IMG_4580.MOV"))
  }

  @Test("albums: every smart album in number order, with counts; --album lists one")
  func albums() throws {
    let dir = try Self.folder()
    defer { dir.remove() }
    let out = try Self.run(["albums", "--format", "json", "."], in: dir)
    #expect(out.status == 0)
    let albums = try JSONDecoder().decode([SmartAlbumSummary].self, from: Data(out.stdout.utf8))
    #expect(albums.map(\.subtype) == [201, 202, 203, 204, 205, 207, 208, 209, 210, 211, 212, 213, 214, 215, 217, 218, 219, 220, 1_000_001, 1_000_002])
    func count(_ name: String) -> Int? { albums.first { $0.name == name }?.count }
    #expect(count("livePhotos") == 1)
    #expect(count("bursts") == 1)
    #expect(count("videos") == 1)
    #expect(count("favorites") == 1)
    #expect(count("userLibrary") == 5)
    #expect(count("panoramas") == 0)
    #expect(out.stdout.contains(#"{"count":1,"name":"livePhotos","subtype":213,"title":"Live Photos"}"#))
    let live = try Self.run(["albums", "--album", "livePhotos", "--format", "jsonl", "."], in: dir)
    #expect(try Self.assets(live.stdout).map(\.path) == ["./live/IMG_4580.JPG"])
    let table = try Self.run(["albums", "--format", "table", "--all-bursts", "."], in: dir)
    #expect(table.stdout.contains("207      bursts"))
    #expect(table.stdout.contains("1000001  hdrVideos"))
    #expect(table.stdout.contains("1000002  recentlyDeleted"))
    #expect(table.stdout.split(separator: "\n").count == 20)
    #expect(try Self.run(["albums", "--album", "nope", "."], in: dir).status == 64)
  }

  @Test("index builds, refreshes incrementally; changes lists what changed since; assets read the index")
  func indexAndChanges() throws {
    let dir = try Self.folder()
    defer { dir.remove() }
    try FileManager.default.setAttributes(
      [.modificationDate: Self.fixedTime], ofItemAtPath: dir.path("plain/photo.jpg"))
    let first = try Self.run(["index", "--format", "json", "."], in: dir)
    #expect(first.status == 0, "\(first.stderr)")
    let summary = try #require(try JSONSerialization.jsonObject(with: Data(first.stdout.utf8)) as? [String: Any])
    #expect(summary["classified"] as? Int == 8)
    #expect(summary["insertedAssets"] as? Int == 6)
    #expect(FileManager.default.fileExists(atPath: dir.path(".mediakind/index.sqlite")))

    let second = try Self.run(["index", "--format", "table", "."], in: dir)
    #expect(second.stdout.contains("8 files, 0 classified, 8 unchanged"))
    let unchanged = try Self.run(["changes", "."], in: dir)
    #expect(unchanged.stdout == "")  // jsonl in a pipe: nothing
    #expect(unchanged.stderr == "classify: no changes in . since the last index (8 files)\n")
    #expect(try Self.run(["changes", "--exit-code", "."], in: dir).status == 0)

    try dir.write("plain/new.jpg", LibraryFixtures.appleJPEG())
    try FileManager.default.removeItem(atPath: dir.path("burst/IMG_0664.JPG"))
    let changes = try Self.run(["changes", "--format", "jsonl", "."], in: dir)
    let lines = changes.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 2)
    #expect(lines.contains { $0.contains(#""change":"inserted""#) && $0.contains("./plain/new.jpg") })
    #expect(lines.contains { $0.contains(#""change":"removed""#) && $0.contains("./burst/IMG_0664.JPG") })
    let table = try Self.run(["changes", "--format", "table", "."], in: dir)
    #expect(table.stdout.contains("inserted  ./plain/new.jpg"))
    #expect(table.status == 0)
    let exitCode = try Self.run(["changes", "--exit-code", "--format", "csv", "."], in: dir)
    #expect(exitCode.status == 1)
    #expect(exitCode.stdout.hasPrefix("change,localIdentifier,path,mediaType,from,to\n"))
    #expect(exitCode.stdout.split(separator: "\n").count == 3)
    let third = try Self.run(["index", "--format", "table", "."], in: dir)
    #expect(third.stdout.contains("1 classified"))
    let none = try Self.run(["changes", "--format", "table", "."], in: dir)
    #expect(none.stdout == "")
    #expect(none.stderr.contains("no changes"))

    // The assets command takes unchanged files from the index: rewrite a file in place with
    // other content of the same size and put its time back; the index still answers.
    let path = dir.path("plain/photo.jpg")
    let original = try #require(FileManager.default.contents(atPath: path))
    let make = Data("Apple\0".utf8)
    let range = try #require(original.range(of: make))
    var changed = original
    changed[range.lowerBound + 4] = UInt8(ascii: "a")  // "Appla"
    let handle = try #require(FileHandle(forWritingAtPath: path))
    try handle.write(contentsOf: changed)
    try handle.close()
    try FileManager.default.setAttributes([.modificationDate: Self.fixedTime], ofItemAtPath: path)
    let cached = try Self.assets(try Self.run(["assets", "--format", "jsonl", "."], in: dir).stdout)
    let fresh = try Self.assets(try Self.run(["assets", "--format", "jsonl", "--no-index", "."], in: dir).stdout)
    #expect(cached.first { $0.path == "./plain/photo.jpg" }?.make == "Apple")
    #expect(fresh.first { $0.path == "./plain/photo.jpg" }?.make == "Appla")
  }

  @Test("changes without an index: every asset is new; index of a file is refused")
  func noIndex() throws {
    let dir = try Self.folder()
    defer { dir.remove() }
    let out = try Self.run(["changes", "--format", "jsonl", "."], in: dir)
    #expect(out.status == 0)
    #expect(out.stderr.contains("no index"))
    #expect(out.stdout.split(separator: "\n").count == 6)
    #expect(!FileManager.default.fileExists(atPath: dir.path(".mediakind")))
    let refused = try Self.run(["index", "plain/photo.jpg"], in: dir)
    #expect(refused.status == 66)
    #expect(refused.stderr == "classify: plain/photo.jpg: not a folder\n")
    let missing = try Self.run(["changes", "nosuch"], in: dir)
    #expect(missing.status == 66)
    #expect(missing.stderr == "classify: nosuch: no such folder\n")
    #expect(try Self.run(["index", "nosuch"], in: dir).status == 66)
  }
}
