import Foundation
import MediaKind
import Testing

/// The collection record: `JSONBuffer` writes the bytes `JSONEncoder` (sorted keys) writes.
@Suite("Collection records")
struct CollectionRecordTests {
  @Test("JSONBuffer and JSONEncoder agree on every kind of collection")
  func encodersAgree() throws {
    let (_, c) = MomentTests.collections()
    let library = FolderAlbumTests.library()
    let folders = library.collections()
    let all: [MediaCollection] =
      c.moments.map { .assetCollection($0) } + c.clusters.map { .collectionList($0) }
      + c.years.map { .collectionList($0) } + folders.albums.map { .assetCollection($0) }
      + folders.folders.map { .collectionList($0) } + folders.smartAlbums.map { .assetCollection($0) }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    for item in all {
      #expect(try item.jsonLine() == String(decoding: try encoder.encode(item), as: UTF8.self))
    }
    let moment = try #require(c.moments.first)
    let object = try JSONSerialization.jsonObject(with: Data(try MediaCollection.assetCollection(moment).jsonLine().utf8)) as! [String: Any]
    #expect(object["assetCollectionType"] as? Int == 3)
    #expect(object["assetCollectionSubtype"] as? Int == 0)
    #expect(object["type"] as? String == "moment")
    #expect(object["subtype"] == nil)
    #expect(object["schemaVersion"] as? Int == 1)
    #expect((object["localizedLocationNames"] as? [String]) == ["Paris"])
  }
}
