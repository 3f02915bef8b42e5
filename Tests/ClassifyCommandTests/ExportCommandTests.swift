import Foundation
import MediaKind
import MediaKindTestSupport
import Testing

/// End to end through the built `classify`: what Google Takeout and iCloud's export leave
/// beside the files (Docs/Library.md, "Exports: Google Takeout and iCloud").
@Suite("classify: Google Takeout and iCloud exports")
struct ExportCommandTests {
  static func run(_ arguments: [String], in dir: TemporaryDirectory) throws -> CommandRunner.Output {
    try CommandRunner.classify(arguments, in: dir.url)
  }

  static func objects(_ arguments: [String], in dir: TemporaryDirectory) throws -> [[String: Any]] {
    let out = try run(arguments + ["--format", "jsonl"], in: dir)
    #expect(out.status == 0, "\(arguments): \(out.stderr)")
    return try JSONLines.objects(out.stdout)
  }

  /// An asset's primary path (its first resource's).
  static func path(_ asset: [String: Any]) -> String {
    ((asset["resources"] as? [[String: Any]])?.first?["path"] as? String) ?? ""
  }

  /// A Takeout sidecar: `photoTakenTime` (Unix seconds), optional place and flags.
  static func sidecar(
    title: String, taken: Int?, geo: (Double, Double)? = nil, geoExif: (Double, Double)? = nil,
    description: String = "", extra: String = ""
  ) -> [UInt8] {
    var fields = [#""title": "\#(title)""#, #""description": "\#(description)""#]
    if let taken { fields.append(#""photoTakenTime": {"timestamp": "\#(taken)", "formatted": "x"}"#) }
    fields.append(#""creationTime": {"timestamp": "1700000000", "formatted": "x"}"#)
    let g = geo ?? (0, 0)
    fields.append(#""geoData": {"latitude": \#(g.0), "longitude": \#(g.1), "altitude": 0.0, "latitudeSpan": 0.0, "longitudeSpan": 0.0}"#)
    let e = geoExif ?? (0, 0)
    fields.append(#""geoDataExif": {"latitude": \#(e.0), "longitude": \#(e.1), "altitude": 0.0, "latitudeSpan": 0.0, "longitudeSpan": 0.0}"#)
    fields.append(#""url": "https://photos.google.com/photo/x""#)
    if !extra.isEmpty { fields.append(extra) }
    return Array(("{\n  " + fields.joined(separator: ",\n  ") + "\n}\n").utf8)
  }

  /// A Takeout tree with every naming quirk: undated files, a `(1)` copy, supplemental
  /// sidecars and their cuts, a 46-character cut, an edited copy, a localised album file.
  static func takeout() throws -> TemporaryDirectory {
    let dir = try TemporaryDirectory("takeout")
    let year = "Takeout/Google Photos/Photos from 2019"
    // 2019-06-01T12:00:00Z
    let june = 1_559_390_400
    try dir.write("\(year)/IMG_0001.JPG", LibraryFixtures.appleJPEG(date: nil))
    try dir.write("\(year)/IMG_0001.JPG.json", sidecar(title: "IMG_0001.JPG", taken: june, geo: (48.8584, 2.2945), extra: #""favorited": true"#))
    // The second `IMG_0001.JPG` of the folder: `IMG_0001(1).JPG`, sidecar `IMG_0001.JPG(1).json`.
    try dir.write("\(year)/IMG_0001(1).JPG", LibraryFixtures.appleJPEG(date: nil, width: 17))
    try dir.write("\(year)/IMG_0001.JPG(1).json", sidecar(title: "IMG_0001.JPG", taken: june + 86_400, extra: #""archived": true"#))
    // 2024 naming and its cuts.
    try dir.write("\(year)/PXL_20190602.jpg", LibraryFixtures.appleJPEG(date: nil, width: 18))
    try dir.write("\(year)/PXL_20190602.jpg.supplemental-metadata.json", sidecar(title: "PXL_20190602.jpg", taken: june + 2 * 86_400))
    try dir.write("\(year)/Screenshot_2019-06-03-10-00-00-000_com.example.png", LibraryFixtures.appleJPEG(date: nil, width: 19))
    try dir.write("\(year)/Screenshot_2019-06-03-10-00-00-000_com.example.png.su.json",
      sidecar(title: "Screenshot_2019-06-03-10-00-00-000_com.example.png", taken: june + 3 * 86_400))
    try dir.write("\(year)/IMG_0005.JPG", LibraryFixtures.appleJPEG(date: nil, width: 20))
    try dir.write("\(year)/IMG_0005.JPG.supplemental-metad.json", sidecar(title: "IMG_0005.JPG", taken: june + 4 * 86_400, extra: #""trashed": true"#))
    // A media name past 46 characters: the sidecar's name is cut.
    let long = "20190606_holiday_with_the_whole_family_at_the_beach.jpg"
    try dir.write("\(year)/\(long)", LibraryFixtures.appleJPEG(date: nil, width: 21))
    try dir.write("\(year)/\(String(long.prefix(46))).json", sidecar(title: long, taken: june + 5 * 86_400))
    // The file's own date wins; an edited copy joins its original.
    try dir.write("\(year)/IMG_0007.JPG", LibraryFixtures.appleJPEG(date: "2019:06:07 09:00:00", width: 22))
    try dir.write("\(year)/IMG_0007-edited.JPG", LibraryFixtures.appleJPEG(date: "2019:06:07 09:00:00", width: 23))
    try dir.write("\(year)/IMG_0007.JPG.json", sidecar(title: "IMG_0007.JPG", taken: june + 6 * 86_400 - 3 * 3600, description: "Beach", extra: #""people": [{"name": "Ada"}]"#))
    // An album with a localised metadata file, its photo edited in German.
    let album = "Takeout/Google Photos/Urlaub"
    try dir.write("\(album)/Metadaten.json", Array(#"{"title": "Urlaub am Meer", "description": "", "access": "protected", "date": {"timestamp": "1559390400", "formatted": "x"}}"#.utf8))
    try dir.write("\(album)/IMG_0009.JPG", LibraryFixtures.appleJPEG(date: nil, width: 24))
    try dir.write("\(album)/IMG_0009-bearbeitet.JPG", LibraryFixtures.appleJPEG(date: nil, width: 25))
    try dir.write("\(album)/IMG_0009.JPG.json", sidecar(title: "IMG_0009.JPG", taken: june + 8 * 86_400, geo: (52.52, 13.405), geoExif: (48.1, 11.5)))
    return dir
  }

  @Test("Takeout: every naming quirk joins its sidecar; dates, places, favourite, archived, trashed, people, caption")
  func takeoutAssets() throws {
    let dir = try Self.takeout()
    defer { dir.remove() }
    let assets = try Self.objects(["assets", "--include-hidden", "."], in: dir)
    func asset(_ name: String) -> [String: Any]? {
      assets.first { Self.path($0).hasSuffix("/" + name) }
    }
    let first = try #require(asset("IMG_0001.JPG"))
    #expect(first["creationDate"] as? String == "2019-06-01T12:00:00Z")
    #expect(first["creationDateSource"] as? String == "takeout")
    #expect(first["locationSource"] as? String == "takeout")
    #expect((first["location"] as? [String: Any])?["latitude"] as? Double == 48.8584)
    #expect(first["isFavorite"] as? Bool == true && first["favoriteSource"] as? String == "takeout")
    let copy = try #require(asset("IMG_0001(1).JPG"))
    #expect(copy["creationDate"] as? String == "2019-06-02T12:00:00Z")
    #expect(copy["isHidden"] as? Bool == true && copy["hiddenSource"] as? String == "takeout")
    #expect(asset("PXL_20190602.jpg")?["creationDate"] as? String == "2019-06-03T12:00:00Z")
    #expect(asset("Screenshot_2019-06-03-10-00-00-000_com.example.png")?["creationDate"] as? String == "2019-06-04T12:00:00Z")
    #expect(asset("20190606_holiday_with_the_whole_family_at_the_beach.jpg")?["creationDate"] as? String == "2019-06-06T12:00:00Z")
    // Trashed: only in Recently Deleted.
    #expect(asset("IMG_0005.JPG") == nil)
    let deleted = try Self.objects(["assets", "--in-album", "recentlyDeleted", "."], in: dir)
    #expect(deleted.map(Self.path).map { String($0.split(separator: "/").last ?? "") } == ["IMG_0005.JPG"])
    // The file's own date (09:00 floating) is within a zone of the sidecar's: the file's wins.
    let seventh = try #require(asset("IMG_0007.JPG"))
    #expect(seventh["creationDate"] as? String == "2019-06-07T09:00:00")
    #expect(seventh["creationDateSource"] as? String == "exif")
    #expect(seventh["people"] as? [String] == ["Ada"] && seventh["caption"] as? String == "Beach")
    let resources = try #require(seventh["resources"] as? [[String: Any]])
    #expect(resources.map { $0["type"] as? String } == ["photo", "fullSizePhoto", "sidecar"])
    #expect(asset("IMG_0007-edited.JPG") == nil)
    // A place edited in Google Photos (geoData ≠ geoDataExif) wins; the German edit joins.
    let ninth = try #require(asset("IMG_0009.JPG"))
    #expect((ninth["location"] as? [String: Any])?["latitude"] as? Double == 52.52)
    #expect((ninth["resources"] as? [[String: Any]])?.contains { $0["type"] as? String == "fullSizePhoto" } == true)
    #expect(asset("IMG_0009-bearbeitet.JPG") == nil)
    // Every media file is one asset: 10 files, 2 edits joined, 1 trashed.
    #expect(assets.count == 7)
    // Smart albums: Favorites and Hidden.
    let favorites = try Self.objects(["assets", "--in-album", "favorites", "."], in: dir)
    #expect(favorites.count == 1)
    let hidden = try Self.objects(["assets", "--in-album", "allHidden", "."], in: dir)
    #expect(hidden.map(Self.path).map { String($0.split(separator: "/").last ?? "") } == ["IMG_0001(1).JPG"])
  }

  @Test("Takeout: the album's title comes from its localised metadata file; moments are dated by the sidecars")
  func takeoutAlbumsAndMoments() throws {
    let dir = try Self.takeout()
    defer { dir.remove() }
    let albums = try Self.objects(["albums", "--type", "album", "."], in: dir)
    let titles = albums.compactMap { $0["localizedTitle"] as? String }
    #expect(titles.contains("Urlaub am Meer") && !titles.contains("Urlaub"))
    let moments = try Self.objects(["moments", "."], in: dir)
    #expect(!moments.contains { $0["localizedTitle"] as? String == "Undated" })
    #expect(moments.allSatisfy { ($0["startDate"] as? String)?.hasPrefix("2019-06") == true })
  }

  @Test("iCloud export: Photo Details.csv dates, favourites, hides and deletes; the file's own date first")
  func icloud() throws {
    let dir = try TemporaryDirectory("icloud")
    defer { dir.remove() }
    let photos = "iCloud Photos Part 1 of 1/Photos"
    try dir.write("\(photos)/IMG_0101.JPG", LibraryFixtures.appleJPEG(date: nil))
    try dir.write("\(photos)/IMG_0102.JPG", LibraryFixtures.appleJPEG(date: nil, width: 17))
    try dir.write("\(photos)/IMG_0103.JPG", LibraryFixtures.appleJPEG(date: "2021:01:01 08:00:00", width: 18))
    try dir.write("\(photos)/IMG_0104.JPG", LibraryFixtures.appleJPEG(date: nil, width: 19))
    try dir.write("\(photos)/Photo Details.csv", Array("""
      imgName,fileChecksum,favorite,hidden,deleted,originalCreationDate,viewCount,importDate
      IMG_0101.JPG,AfQj57OR,yes,no,no,"Saturday June 4,2022 12:11 PM GMT",10,"Saturday June 4,2022 12:11 PM GMT"
      IMG_0102.JPG,BfQj57OR,no,yes,no,"Sunday June 5,2022 1:05 AM GMT",1,
      IMG_0103.JPG,CfQj57OR,no,no,no,"Monday June 6,2022 9:00 PM GMT",1,
      IMG_0104.JPG,DfQj57OR,no,no,yes,"Tuesday June 7,2022 12:00 AM GMT",1,

      """.utf8))
    let assets = try Self.objects(["assets", "--include-hidden", "."], in: dir)
    func asset(_ name: String) -> [String: Any]? {
      assets.first { Self.path($0).hasSuffix("/" + name) }
    }
    #expect(asset("IMG_0101.JPG")?["creationDate"] as? String == "2022-06-04T12:11:00Z")
    #expect(asset("IMG_0101.JPG")?["creationDateSource"] as? String == "icloud-export")
    #expect(asset("IMG_0101.JPG")?["favoriteSource"] as? String == "icloud-export")
    #expect(asset("IMG_0102.JPG")?["creationDate"] as? String == "2022-06-05T01:05:00Z")
    #expect(asset("IMG_0102.JPG")?["isHidden"] as? Bool == true)
    #expect(asset("IMG_0103.JPG")?["creationDate"] as? String == "2021-01-01T08:00:00")
    #expect(asset("IMG_0103.JPG")?["creationDateSource"] as? String == "exif")
    #expect(asset("IMG_0104.JPG") == nil)
    #expect(try Self.objects(["assets", "--in-album", "favorites", "."], in: dir).count == 1)
    #expect(try Self.objects(["assets", "--in-album", "allHidden", "."], in: dir).count == 1)
    #expect(try Self.objects(["assets", "--in-album", "recentlyDeleted", "."], in: dir).count == 1)
  }

  /// A Takeout tree where one photo is in `Photos from 2019` and in two album folders (the
  /// same bytes and the same sidecar each time), beside look-alikes that are no copies: the
  /// same name and sidecar with other bytes, and the same bytes with another photo's `url`.
  static func takeoutCopies() throws -> TemporaryDirectory {
    let dir = try TemporaryDirectory("takeout-copies")
    let root = "Takeout/Google Photos"
    let taken = 1_559_390_400
    let photo = LibraryFixtures.appleJPEG(date: nil, width: 30)
    let json = sidecar(title: "IMG_0100.JPG", taken: taken, geo: (48.8584, 2.2945), extra: #""favorited": true"#)
    for folder in ["Photos from 2019", "Paris", "Family"] {
      try dir.write("\(root)/\(folder)/IMG_0100.JPG", photo)
      try dir.write("\(root)/\(folder)/IMG_0100.JPG.json", json)
    }
    try dir.write("\(root)/Paris/metadata.json", Array(#"{"title": "Paris 2019", "description": "", "access": "protected", "date": {"timestamp": "1559390400", "formatted": "x"}}"#.utf8))
    try dir.write("\(root)/Family/métadonnées.json", Array(#"{"title": "Famille", "description": "", "access": "protected", "date": {"timestamp": "1559390400", "formatted": "x"}}"#.utf8))
    // The same name and sidecar, other bytes: two photos.
    let twin = sidecar(title: "IMG_0101.JPG", taken: taken + 60)
    try dir.write("\(root)/Photos from 2019/IMG_0101.JPG", LibraryFixtures.appleJPEG(date: nil, width: 31))
    try dir.write("\(root)/Photos from 2019/IMG_0101.JPG.json", twin)
    try dir.write("\(root)/Family/IMG_0101.JPG", LibraryFixtures.appleJPEG(date: nil, width: 32))
    try dir.write("\(root)/Family/IMG_0101.JPG.json", twin)
    // The same bytes as IMG_0100 uploaded twice: another photo of Google Photos (another url).
    try dir.write("\(root)/Photos from 2019/IMG_0100(1).JPG", photo)
    try dir.write(
      "\(root)/Photos from 2019/IMG_0100.JPG(1).json",
      sidecar(title: "IMG_0100.JPG", taken: taken).map { $0 }.replacing(Array("photo/x".utf8), with: Array("photo/y".utf8)))
    return dir
  }

  @Test("Takeout: one photo in Photos from YYYY and two albums is one asset, a member of each album")
  func takeoutCopiesAreOneAsset() throws {
    let dir = try Self.takeoutCopies()
    defer { dir.remove() }
    let assets = try Self.objects(["assets", "."], in: dir)
    let named = assets.filter { Self.path($0).hasSuffix("/IMG_0100.JPG") }
    #expect(named.count == 1, "\(assets.map(Self.path))")
    let photo = try #require(named.first)
    #expect(Self.path(photo) == "./Takeout/Google Photos/Photos from 2019/IMG_0100.JPG")
    #expect(photo["copies"] as? [String] == ["./Takeout/Google Photos/Family/IMG_0100.JPG", "./Takeout/Google Photos/Paris/IMG_0100.JPG"])
    let resources = try #require(photo["resources"] as? [[String: Any]])
    #expect(resources.map { $0["type"] as? String } == ["photo", "sidecar", "sidecar", "sidecar"])
    // The bytes are counted once: the photo and its three JSON files.
    let json = try #require(resources.last?["fileSize"] as? Int)
    #expect(photo["fileSize"] as? Int == LibraryFixtures.appleJPEG(date: nil, width: 30).count + 3 * json)
    #expect(photo["isFavorite"] as? Bool == true && photo["creationDateSource"] as? String == "takeout")
    #expect((photo["notes"] as? [String])?.contains { $0.hasPrefix("the same photo in 3 Takeout folders") } == true)
    // Look-alikes stay apart: IMG_0101 twice (other bytes), IMG_0100(1) (another url).
    #expect(assets.filter { Self.path($0).hasSuffix("/IMG_0101.JPG") }.count == 2)
    #expect(assets.contains { Self.path($0).hasSuffix("/IMG_0100(1).JPG") && $0["copies"] == nil })
    #expect(assets.count == 4)

    // Each album counts the photo; the asset each lists is the one asset.
    let albums = try Self.objects(["albums", "--type", "album", "."], in: dir)
    func count(_ title: String) -> Int? {
      albums.first { $0["localizedTitle"] as? String == title }?["estimatedAssetCount"] as? Int
    }
    #expect(count("Paris 2019") == 1 && count("Famille") == 2 && count("Photos from 2019") == 3, "\(albums)")
    for title in ["Paris 2019", "Famille", "Photos from 2019"] {
      let members = try Self.objects(["assets", "--in-album", title, "."], in: dir)
      #expect(members.contains { $0["localIdentifier"] as? String == photo["localIdentifier"] as? String }, "\(title)")
    }
    // One asset, so one moment member and no duplicate group among the copies.
    let duplicates = try Self.objects(["duplicates", "."], in: dir)
    let grouped = duplicates.flatMap { ($0["members"] as? [[String: Any]] ?? []).compactMap { $0["path"] as? String } }
    #expect(Set(grouped) == ["./Takeout/Google Photos/Photos from 2019/IMG_0100.JPG", "./Takeout/Google Photos/Photos from 2019/IMG_0100(1).JPG"], "\(grouped)")
  }

  @Test("iCloud export: Albums/NAME.csv lists an album's photos across the export's parts; Memories are no albums")
  func icloudAlbums() throws {
    let dir = try TemporaryDirectory("icloud-albums")
    defer { dir.remove() }
    let one = "iCloud Photos Part 1 of 2"
    let two = "iCloud Photos Part 2 of 2"
    try dir.write("\(one)/Photos/IMG_0201.JPG", LibraryFixtures.appleJPEG(date: "2022:06:04 12:11:00"))
    try dir.write("\(one)/Photos/IMG_0202.JPG", LibraryFixtures.appleJPEG(date: "2022:06:05 12:11:00", width: 17))
    try dir.write("\(one)/Photos/IMG_0203.JPG", LibraryFixtures.appleJPEG(date: "2022:06:06 12:11:00", width: 18))
    try dir.write("\(two)/Photos/IMG_0301.JPG", LibraryFixtures.appleJPEG(date: "2022:07:01 12:11:00", width: 19))
    // The same name in both parts: the album's own part answers.
    try dir.write("\(two)/Photos/IMG_0202.JPG", LibraryFixtures.appleJPEG(date: "2022:07:02 12:11:00", width: 20))
    try dir.write("\(one)/Albums/Summer Trip.csv", Array("Images\nIMG_0201.JPG\nIMG_0301.JPG\nimg_0202.jpg\nIMG_9999.JPG\n".utf8))
    try dir.write("\(one)/Albums/Empty.csv", Array("Images\n".utf8))
    try dir.write("\(one)/Memories/Summer 2017.csv", Array("imageName\nIMG_0203.JPG\n".utf8))

    let out = try Self.run(["albums", "--type", "album", "--format", "jsonl", "."], in: dir)
    #expect(out.status == 0, "\(out.stderr)")
    let albums = try JSONLines.objects(out.stdout)
    let trip = try #require(albums.first { $0["localizedTitle"] as? String == "Summer Trip" }, "\(albums)")
    #expect(trip["estimatedAssetCount"] as? Int == 3)
    #expect(trip["path"] as? String == "./\(one)/Albums/Summer Trip.csv")
    #expect(albums.contains { $0["localizedTitle"] as? String == "Empty" && $0["estimatedAssetCount"] as? Int == 0 })
    #expect(!albums.contains { $0["localizedTitle"] as? String == "Summer 2017" })
    #expect(out.stderr.contains("IMG_9999.JPG"), "\(out.stderr)")
    let members = try Self.objects(["assets", "--in-album", "Summer Trip", "."], in: dir)
    #expect(Set(members.map(Self.path)) == [
      "./\(one)/Photos/IMG_0201.JPG", "./\(two)/Photos/IMG_0301.JPG", "./\(one)/Photos/IMG_0202.JPG",
    ])
  }

  @Test("an undated file makes no dated moment: it is in Undated, whatever its file time")
  func undatedMoments() throws {
    let dir = try TemporaryDirectory("undated")
    defer { dir.remove() }
    try dir.write("a/dated.jpg", LibraryFixtures.appleJPEG(date: "2020:01:01 10:00:00"))
    try dir.write("a/undated.jpg", LibraryFixtures.appleJPEG(date: nil, width: 17))
    let moments = try Self.objects(["moments", "."], in: dir)
    #expect(moments.map { $0["localizedTitle"] as? String } == ["1 January 2020", "Undated"])
    #expect(moments.last?["startDate"] == nil)
  }
}
