import Foundation
import MediaKind
import Testing

@Suite("Library values: dates, JSON, change sets")
struct LibraryValueTests {
  typealias R = LibraryRecords

  @Test("ISO 8601 instants: forms, zones, fractions, rejects")
  func instants() throws {
    #expect(ISO8601Instant("1970-01-01")?.secondsSince1970 == 0)
    #expect(ISO8601Instant("1970-01-02T00:00:00Z")?.secondsSince1970 == 86_400)
    #expect(ISO8601Instant("2025-08-17T19:33:48.600-04:00")?.secondsSince1970 == 1_755_473_628.6)
    #expect(ISO8601Instant("2025-08-17T23:33:48.6Z") == ISO8601Instant("2025-08-17T19:33:48.600-04:00"))
    #expect(ISO8601Instant("2000-02-29 12:00")?.hasZone == false)
    #expect(ISO8601Instant("2020-01-01T00:00:00+0530")?.secondsSince1970 == 1_577_817_000)
    for bad in ["", "2020", "2020-13-01", "2020-01-01T25:00", "2020-01-01Tx", "2020-01-01T10:00:00.Z"] {
      #expect(ISO8601Instant(bad) == nil, "\(bad)")
    }
  }

  @Test("asset JSON: the schema keys, resources primary first, round trip")
  func assetJSON() throws {
    let id = "CCCCCCCC-0000-4000-8000-000000000003"
    let library = R.library([R.still("IMG_1.HEIC", id: id), R.video("IMG_1.MOV", id: id, duration: 2.25)])
    let asset = try #require(library.assets.first)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let data = try encoder.encode(asset)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    for key in ["schemaVersion", "localIdentifier", "mediaType", "subtypes", "mediaSubtypes", "resources", "fileSize", "pixelWidth", "pixelHeight", "duration", "creationDate"] {
      #expect(object[key] != nil, "\(key)")
    }
    #expect(object["mediaSubtypes"] as? Int == 8)
    let resources = try #require(object["resources"] as? [[String: Any]])
    #expect(resources.map { $0["type"] as? String } == ["photo", "pairedVideo"])
    #expect(Set(resources[0].keys) == ["type", "path", "uti", "fileSize"])
    var decoded = try JSONDecoder().decode(Asset.self, from: data)
    decoded.modificationTime = asset.modificationTime
    #expect(decoded == asset)
  }

  @Test("change sets: inserted, removed, changed by identifier; equal assets are no change")
  func changeSets() {
    let before = R.library([R.still("a.heic"), R.still("b.heic", size: 10), R.still("c.heic")]).assets
    let after = R.library([R.still("b.heic", size: 20), R.still("c.heic"), R.still("d.heic")]).assets
    let changes = ChangeSet(from: before, to: after)
    #expect(changes.inserted.map(\.path) == ["d.heic"])
    #expect(changes.removed.map(\.path) == ["a.heic"])
    #expect(changes.changed.map(\.path) == ["b.heic"])
    #expect(changes.all.map(\.kind) == [.removed, .inserted, .changed])
    #expect(ChangeSet(from: before, to: before).isEmpty)
  }
}
