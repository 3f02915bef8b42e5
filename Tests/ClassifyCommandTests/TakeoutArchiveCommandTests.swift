import Foundation
import MediaKind
import MediaKindTestSupport
import Testing

/// End to end through the built `classify`: a Google Takeout read from its `.zip`/`.tgz` parts
/// gives the assets, dates, places, flags and album titles of the same Takeout extracted to a
/// folder (Docs/Library.md, "Exports read from archives").
@Suite("classify: Google Takeout read from its archive parts")
struct TakeoutArchiveCommandTests {
  static let partNames = [
    "takeout-20240101T000000Z-001.zip", "takeout-20240101T000000Z-002.zip", "takeout-20240101T000000Z-003.tgz",
  ]

  /// The files of `tree` (relative paths, sorted) spread over three parts in turn (two zips
  /// and a gzip tar), as Takeout splits an export without regard to folders; returns the
  /// folder holding the parts and each file's part.
  static func parts(of tree: TemporaryDirectory) throws -> (TemporaryDirectory, [String: Int]) {
    let root = tree.url.path
    let enumerator = try #require(FileManager.default.enumerator(atPath: root))
    var names: [String] = []
    while let name = enumerator.nextObject() as? String {
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: root + "/" + name, isDirectory: &isFolder), !isFolder.boolValue {
        names.append(name)
      }
    }
    names.sort()
    var members: [[ArchiveBuilder.Member]] = [[], [], []]
    var partOf: [String: Int] = [:]
    for (index, name) in names.enumerated() {
      let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: root + "/" + name)))
      members[index % 3].append(ArchiveBuilder.Member(name, bytes))
      partOf[name] = index % 3
    }
    let dir = try TemporaryDirectory("takeout-parts")
    _ = try dir.write(partNames[0], try ArchiveBuilder.zip(members[0]))
    _ = try dir.write(partNames[1], try ArchiveBuilder.zip(members[1]))
    _ = try dir.write(partNames[2], try ArchiveBuilder.compress(ArchiveBuilder.tar(members[2]), with: "gzip"))
    return (dir, partOf)
  }

  static var archiveArguments: [String] { partNames.flatMap { ["--archive", $0] } }

  /// `value` with paths made relative to the tree (`./` and `ARCHIVE//` dropped) and the
  /// identifiers made from paths left out, as sorted-key JSON.
  static func comparable(_ value: Any) -> Any {
    switch value {
    case let text as String:
      if text.hasPrefix("./") { return String(text.dropFirst(2)) }
      if let separator = text.range(of: "//") { return String(text[separator.upperBound...]) }
      return text
    case let array as [Any]: return array.map(comparable)
    case let object as [String: Any]:
      // Members have no file time (`modificationDate`): the stream has no file behind them.
      return object.filter { $0.key != "localIdentifier" && $0.key != "modificationDate" }.mapValues(comparable)
    default: return value
    }
  }

  static func records(_ objects: [[String: Any]]) throws -> [String] {
    try objects.map { object in
      let data = try JSONSerialization.data(withJSONObject: comparable(object), options: [.sortedKeys])
      return String(decoding: data, as: UTF8.self)
    }.sorted()
  }

  @Test("assets from the parts equal the extracted folder's: every naming quirk, JSON and photo in different parts")
  func assetsEqualTheFolder() throws {
    let tree = try ExportCommandTests.takeout()
    defer { tree.remove() }
    let (dir, partOf) = try Self.parts(of: tree)
    defer { dir.remove() }
    let year = "Takeout/Google Photos/Photos from 2019"
    // The split puts sidecars apart from their photos, and an edit apart from its original.
    #expect(partOf["\(year)/IMG_0001.JPG"] != partOf["\(year)/IMG_0001.JPG.json"])
    #expect(partOf["\(year)/IMG_0007.JPG"] != partOf["\(year)/IMG_0007-edited.JPG"])
    #expect(partOf["Takeout/Google Photos/Urlaub/Metadaten.json"] != partOf["Takeout/Google Photos/Urlaub/IMG_0009.JPG"])

    let folder = try ExportCommandTests.objects(["assets", "--include-hidden", "."], in: tree)
    let archived = try ExportCommandTests.objects(["assets", "--include-hidden"] + Self.archiveArguments, in: dir)
    #expect(folder.count == 7)
    let (partRecords, folderRecords) = (try Self.records(archived), try Self.records(folder))
    #expect(partRecords == folderRecords, "\(Set(partRecords).symmetricDifference(folderRecords).sorted())")
    let first = try #require(archived.first { ExportCommandTests.path($0).hasSuffix("//\(year)/IMG_0001.JPG") })
    #expect(first["creationDateSource"] as? String == "takeout" && first["isFavorite"] as? Bool == true)
    let resources = try #require(first["resources"] as? [[String: Any]])
    #expect(resources.contains { ($0["path"] as? String)?.hasSuffix(".json") == true && $0["type"] as? String == "sidecar" })

    // Trashed, hidden and favourite state alike.
    for album in ["recentlyDeleted", "allHidden", "favorites"] {
      let fromFolder = try ExportCommandTests.objects(["assets", "--in-album", album, "."], in: tree)
      let fromParts = try ExportCommandTests.objects(["assets", "--in-album", album] + Self.archiveArguments, in: dir)
      let (partRecords, folderRecords) = (try Self.records(fromParts), try Self.records(fromFolder))
      #expect(fromFolder.count == 1 && partRecords == folderRecords, "\(album): \(partRecords) \(folderRecords)")
    }
  }

  @Test("albums are the folder's, titled from a metadata file in another part; moments are dated by the sidecars")
  func albumsAndMoments() throws {
    let tree = try ExportCommandTests.takeout()
    defer { tree.remove() }
    let (dir, _) = try Self.parts(of: tree)
    defer { dir.remove() }
    let albums = try ExportCommandTests.objects(["albums", "--type", "album"] + Self.archiveArguments, in: dir)
    let titles = albums.compactMap { $0["localizedTitle"] as? String }
    #expect(titles.contains("Urlaub am Meer") && !titles.contains("Urlaub"), "\(titles)")
    // One album per folder, whichever parts hold its files, counting what the folder's counts.
    func counts(_ albums: [[String: Any]]) -> [String] {
      albums.map { "\($0["localizedTitle"] as? String ?? "") \($0["estimatedAssetCount"] as? Int ?? -1)" }.sorted()
    }
    let folderAlbums = try ExportCommandTests.objects(["albums", "--type", "album", "."], in: tree)
    #expect(counts(albums) == counts(folderAlbums), "\(counts(albums))")
    let members = try ExportCommandTests.objects(["assets", "--in-album", "Urlaub am Meer"] + Self.archiveArguments, in: dir)
    #expect(members.count == 1)
    let moments = try ExportCommandTests.objects(["moments"] + Self.archiveArguments, in: dir)
    #expect(!moments.contains { $0["localizedTitle"] as? String == "Undated" })
    #expect(moments.allSatisfy { ($0["startDate"] as? String)?.hasPrefix("2019-06") == true })
  }
}
