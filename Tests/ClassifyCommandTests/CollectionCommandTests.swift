import Foundation
import MediaKind
import MediaKindTestSupport
import Testing

/// End to end: `classify albums --type/--tree`, `classify moments`, `assets --in-album`,
/// `--where`, `check --policy` with `where:`.
@Suite("classify collection commands")
struct CollectionCommandTests {
  static let burstID = "D4E4B3D1-0E45-4987-BE12-76D604E25D2C"

  /// A trip over two days (a burst on the second), a photo at home, a loose photo.
  static func folder() throws -> TemporaryDirectory {
    let dir = try TemporaryDirectory("collections-cli")
    try dir.write("trip/day1/a.jpg", LibraryFixtures.appleJPEG(date: "2024:05:12 09:00:00"))
    try dir.write("trip/day1/b.jpg", LibraryFixtures.appleJPEG(date: "2024:05:12 09:30:00", width: 4032, height: 3024))
    try dir.write("trip/day2/c1.jpg", LibraryFixtures.appleJPEG(burstUUID: burstID, date: "2024:05:13 10:00:00"))
    try dir.write("trip/day2/c2.jpg", LibraryFixtures.appleJPEG(burstUUID: burstID, date: "2024:05:13 10:00:01"))
    try dir.write("home/d.jpg", LibraryFixtures.appleJPEG(date: "2024:06:01 10:00:00"))
    try dir.write("loose.jpg", LibraryFixtures.appleJPEG(date: "2020:01:01 00:00:00"))
    return dir
  }

  static func run(_ arguments: [String], in dir: TemporaryDirectory) throws -> CommandRunner.Output {
    try CommandRunner.classify(arguments, in: dir.url)
  }

  /// The primary paths of `assets` JSON Lines.
  static func paths(_ text: String) throws -> [String] {
    try text.split(separator: "\n").map { try JSONDecoder().decode(Asset.self, from: Data($0.utf8)).path }
  }


  @Test("albums --tree: folders and albums as a tree with counts, in every format")
  func tree() throws {
    let dir = try Self.folder()
    defer { dir.remove() }
    let out = try Self.run(["albums", "--tree", "--format", "jsonl", "."], in: dir)
    #expect(out.status == 0, "\(out.stderr)")
    let lines = try JSONLines.objects(out.stdout)
    // The root's own file is a top-level album named after the root; titles in byte order.
    var expected = [dir.url.lastPathComponent, "home", "trip"].sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    expected.insert(contentsOf: ["day1", "day2"], at: expected.firstIndex(of: "trip")! + 1)
    #expect(lines.map { $0["localizedTitle"] as? String } == expected)
    let trip = try #require(lines.first { $0["localizedTitle"] as? String == "trip" })
    #expect(trip["type"] as? String == "folder" && trip["collectionListType"] as? Int == 2 && trip["collectionListSubtype"] as? Int == 100)
    #expect(trip["estimatedAssetCount"] as? Int == 3)  // a, b, the burst once
    let day1 = try #require(lines.first { $0["localizedTitle"] as? String == "day1" })
    #expect(day1["assetCollectionType"] as? Int == 1 && day1["assetCollectionSubtype"] as? Int == 2)
    #expect(day1["parentIdentifier"] as? String == trip["localIdentifier"] as? String)
    #expect(day1["path"] as? String == "./trip/day1")

    let table = try Self.run(["albums", "--tree", "--format", "table", "."], in: dir)
    #expect(table.stdout.contains("trip/") && table.stdout.contains("\n  day1"))
    let csv = try Self.run(["albums", "--tree", "--format", "csv", "."], in: dir)
    #expect(csv.stdout.hasPrefix("kind,type,typeValue,subtype,subtypeValue,localIdentifier,localizedTitle"))
    #expect(csv.stdout.split(separator: "\n").count == lines.count + 1)
    let json = try Self.run(["albums", "--tree", "--format", "json", "."], in: dir)
    #expect((try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [Any])?.count == lines.count)
    // The same identifiers in every run.
    let again = try JSONLines.objects(try Self.run(["albums", "--tree", "--format", "jsonl", "."], in: dir).stdout)
    #expect(again.map { $0["localIdentifier"] as? String } == lines.map { $0["localIdentifier"] as? String })
  }

  @Test("albums --type smart|album|moment|all; counts honour --where; the default stays the smart album summary")
  func types() throws {
    let dir = try Self.folder()
    defer { dir.remove() }
    func lines(_ extra: [String]) throws -> [[String: Any]] {
      let out = try Self.run(["albums", "--format", "jsonl"] + extra + ["."], in: dir)
      #expect(out.status == 0, "\(extra): \(out.stderr)")
      return try JSONLines.objects(out.stdout)
    }
    let smart = try lines(["--type", "smart"])
    #expect(smart.count == SmartAlbum.allCases.count && smart.allSatisfy { $0["assetCollectionType"] as? Int == 2 })
    #expect(smart.first { $0["subtype"] as? String == "smartAlbumBursts" }?["estimatedAssetCount"] as? Int == 1)
    let albums = try lines(["--type", "album"])
    #expect(albums.count == 4 && albums.allSatisfy { $0["type"] as? String == "album" })
    let moments = try lines(["--type", "moment"])
    #expect(moments.map { $0["localizedTitle"] as? String } == ["1 January 2020", "12 May 2024", "13 May 2024", "1 June 2024"])
    #expect(try lines(["--type", "all"]).count == smart.count + albums.count + moments.count)
    let wide = try lines(["--type", "album", "--where", "pixelWidth >= 4000"])
    #expect(wide.map { $0["localizedTitle"] as? String } == ["day1"] && wide.first?["estimatedAssetCount"] as? Int == 1)
    let legacy = try lines(["--where", "(mediaSubtypes & burst) != 0"])
    #expect(legacy.first?["name"] as? String == "panoramas")  // the smart album summary, as before
    #expect(legacy.first { $0["name"] as? String == "userLibrary" }?["count"] as? Int == 1)
    let bad = try Self.run(["albums", "--tree", "--type", "moment", "."], in: dir)
    #expect(bad.status == 64)
  }

  @Test("moments, --years, --clusters with thresholds; assets --in-album by identifier and title")
  func momentsAndInAlbum() throws {
    let dir = try Self.folder()
    defer { dir.remove() }
    let out = try Self.run(["moments", "--format", "jsonl", "."], in: dir)
    #expect(out.status == 0, "\(out.stderr)")
    let moments = try JSONLines.objects(out.stdout)
    #expect(moments.map { $0["estimatedAssetCount"] as? Int } == [1, 2, 1, 1])
    #expect(moments.allSatisfy { ($0["localIdentifier"] as? String)?.hasSuffix("/L0/060") == true })
    let years = try JSONLines.objects(try Self.run(["moments", "--years", "--format", "jsonl", "."], in: dir).stdout)
    #expect(years.map { $0["localizedTitle"] as? String } == ["2020", "2024"])
    let clusters = try JSONLines.objects(try Self.run(["moments", "--clusters", "--format", "jsonl", "."], in: dir).stdout)
    // 24 h 30 min between the days: two clusters by default, one trip with --cluster-gap 2d.
    #expect(clusters.map { $0["localizedTitle"] as? String } == ["1 January 2020", "12 May 2024", "13 May 2024", "1 June 2024"])
    let trip = try JSONLines.objects(try Self.run(["moments", "--clusters", "--cluster-gap", "2d", "--format", "jsonl", "."], in: dir).stdout)
    #expect(trip.map { $0["localizedTitle"] as? String } == ["1 January 2020", "12–13 May 2024", "1 June 2024"])
    let merged = try JSONLines.objects(try Self.run(["moments", "--gap", "2d", "--format", "jsonl", "."], in: dir).stdout)
    #expect(merged.map { $0["estimatedAssetCount"] as? Int } == [1, 3, 1])
    #expect(try Self.run(["moments", "--gap", "soon", "."], in: dir).status == 64)

    let id = try #require(moments[1]["localIdentifier"] as? String)
    let members = try Self.run(["assets", "--in-album", id, "--format", "jsonl", "."], in: dir)
    #expect(members.status == 0)
    #expect(try Self.paths(members.stdout) == ["./trip/day1/a.jpg", "./trip/day1/b.jpg"])
    let day2 = try Self.run(["assets", "--in-album", "day2", "--all-bursts", "--format", "jsonl", "."], in: dir)
    #expect(try JSONLines.objects(day2.stdout).count == 2)
    let live = try Self.run(["assets", "--in-album", "bursts", "--format", "jsonl", "."], in: dir)
    #expect(try Self.paths(live.stdout) == ["./trip/day2/c1.jpg"])
    let unknown = try Self.run(["assets", "--in-album", "nowhere", "."], in: dir)
    #expect(unknown.status == 64 && unknown.stderr.contains("names no album"))
  }

  @Test("--where: PhotoKit predicates on assets; errors name the column; --type moment on assets is refused")
  func whereOption() throws {
    let dir = try Self.folder()
    defer { dir.remove() }
    let out = try Self.run(["assets", "--where", "filename BEGINSWITH 'c' OR pixelWidth > 1000", "--all-bursts", "--format", "jsonl", "."], in: dir)
    #expect(out.status == 0, "\(out.stderr)")
    #expect(try Self.paths(out.stdout) == ["./trip/day1/b.jpg", "./trip/day2/c1.jpg", "./trip/day2/c2.jpg"])
    let bad = try Self.run(["assets", "--where", "pixelWidth >> 3", "."], in: dir)
    #expect(bad.status == 64)
    #expect(bad.stderr.contains("--where: column 13"))
    #expect(bad.stderr.contains("^"))
    let refused = try Self.run(["assets", "--type", "moment", "."], in: dir)
    #expect(refused.status == 64 && refused.stderr.contains("classify albums --type moment"))
  }

  @Test("check --policy: a rule's where: covers only the files it selects")
  func policyWhere() throws {
    let dir = try Self.folder()
    defer { dir.remove() }
    let policy = dir.url.deletingLastPathComponent().appendingPathComponent("\(dir.url.lastPathComponent)-policy.yml")
    defer { try? FileManager.default.removeItem(at: policy) }
    try """
      version: 1
      rules:
        - name: wide photos are small
          where: "pixelWidth >= 4000"
          maxFileSize: 10
      """.write(to: policy, atomically: true, encoding: .utf8)
    let out = try Self.run(["check", ".", "--policy", policy.path, "--format", "jsonl"], in: dir)
    #expect(out.status == 1)
    #expect(out.stdout.contains("trip/day1/b.jpg") && !out.stdout.contains("trip/day1/a.jpg"))
    #expect(out.stdout.contains("\"uncovered\":5"))
  }
}
