import Foundation
import MediaKindTestSupport
import Testing

@testable import MediaKind
@testable import MediaKindCheck

/// The member tables (``RecordMemberTable``) are the one list the JSON writer, the `Codable`
/// conformances, the CSV columns, the checked fields and the schema read (issue 15). A member
/// added to a table must come out of every one of them; these tests fail when one of them
/// misses a member or reads another member's value.
@Suite("Record member tables")
struct RecordMemberTableTests {
  /// Every table that describes a record object, by name.
  static let tables: [(String, [String])] = [
    ("record", Classification.recordMembers.map(\.name)), ("asset", Asset.recordMembers.map(\.name)),
    ("location", Location.recordMembers.map(\.name)), ("burst", BurstInfo.recordMembers.map(\.name)),
    ("livePhoto", LivePhotoInfo.recordMembers.map(\.name)), ("error", InputFailure.recordMembers.map(\.name)),
    ("formatReason", FormatReason.recordMembers.map(\.name)), ("evidence", SubtypeEvidence.recordMembers.map(\.name)),
    ("resource", AssetResource.recordMembers.map(\.name)), ("assetCollection", AssetCollection.recordMembers.map(\.name)),
    ("collectionList", CollectionList.recordMembers.map(\.name)), ("smartAlbum", SmartAlbumSummary.recordMembers.map(\.name)),
    ("finding", CheckFinding.recordMembers.map(\.name)), ("summary", CheckSummary.recordMembers.map(\.name)),
  ]

  /// The writer prints the sorted order `JSONEncoder`'s `.sortedKeys` promises.
  @Test("every table has distinct keys, and prints them in byte-wise sorted order")
  func sortedAndDistinct() {
    func sorted<Root>(_ table: RecordMemberTable<Root>) -> Bool {
      let keys = table.sortedMembers.map { Array($0.name.utf8) }
      return zip(keys, keys.dropFirst()).allSatisfy { $0.lexicographicallyPrecedes($1) }
    }
    for (name, keys) in Self.tables { #expect(Set(keys).count == keys.count, "\(name): \(keys)") }
    #expect(sorted(Classification.recordMembers) && sorted(Asset.recordMembers) && sorted(Location.recordMembers))
    #expect(sorted(AssetCollection.recordMembers) && sorted(CollectionList.recordMembers) && sorted(CheckFinding.recordMembers))
  }

  // MARK: Every member is written and read back

  @Test("a record with every member set prints every member and reads back equal, by both encoders")
  func fullRecord() throws {
    let full = Self.fullRecord()
    try Self.expectEveryMember(full, Classification.recordMembers)
    var explained = full
    explained.evidence = nil
    explained.fieldEvidence = nil
    try Self.expectEveryMember(explained, Classification.recordMembers, except: ["evidence", "fieldEvidence"])
  }

  @Test("an asset with every member set prints every member and reads back equal, by both encoders")
  func fullAsset() throws {
    try Self.expectEveryMember(Self.fullAsset(), Asset.recordMembers)
  }

  @Test("a smart album count reads back equal")
  func smartAlbum() throws {
    for album in SmartAlbum.allCases {
      try Self.expectEveryMember(SmartAlbumSummary(album: album, count: album.rawValue), SmartAlbumSummary.recordMembers)
    }
  }

  /// Expects `value`'s JSON (``JSONBuffer`` and `JSONEncoder`) to hold every member of
  /// `table` but `except`, and to decode to `value`.
  static func expectEveryMember<Root: Codable & Equatable & JSONBufferEncodable>(
    _ value: Root, _ table: RecordMemberTable<Root>, except: Set<String> = [],
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let line = try value.jsonBytes()
    let object = try #require(try JSONSerialization.jsonObject(with: Data(line)) as? [String: Any])
    #expect(Set(object.keys) == Set(table.map(\.name)).subtracting(except), sourceLocation: sourceLocation)
    #expect(try JSONDecoder().decode(Root.self, from: Data(line)) == value, sourceLocation: sourceLocation)
    let encoded = try JSONEncoder().encode(value)
    #expect(try JSONDecoder().decode(Root.self, from: encoded) == value, sourceLocation: sourceLocation)
  }

  // MARK: CSV

  @Test("the CSV header is the tables' columns: every member has one, a scalar member one named as its key")
  func csvColumns() {
    func check<Root>(_ table: RecordMemberTable<Root>, explainOnly: [String]) {
      let plain = table.csvColumns(explain: false).map(\.name)
      let explained = table.csvColumns(explain: true).map(\.name)
      #expect(Set(explained).count == explained.count, "\(explained)")
      #expect(Array(explained.suffix(explainOnly.count)) == explainOnly && plain == Array(explained.dropLast(explainOnly.count)))
      for member in table where member.name != "schemaVersion" {
        #expect(!member.columns.isEmpty, "\(member.name) has no CSV column")
        switch member.schema {
        case .string, .integer, .number, .boolean, .array(_, .string):
          #expect(member.columns.map(\.name).contains(member.name), "\(member.name)'s column")
        default: break
        }
      }
    }
    check(Classification.recordMembers, explainOnly: ["evidence", "fieldEvidence"])
    check(Asset.recordMembers, explainOnly: ["fieldEvidence"])
    check(SmartAlbumSummary.recordMembers, explainOnly: [])
  }

  /// A column reads the member it is named after: its CSV text is the member's JSON value
  /// (numbers as Swift prints them, lists joined) in every Samples and corpus record and
  /// asset, both modes.
  @Test("each scalar column prints its member's JSON value, for every Samples and corpus record and asset")
  func csvAgreesWithJSON() async throws {
    for mode in ClassificationMode.allCases {
      let library = await MediaLibrary.scan(
        roots: RecordRoundTripTests.roots(), classifier: MediaClassifier(options: ClassifyOptions(mode: mode, explain: true)))
      #expect(library.files.count > 80)
      var differing: [String] = []
      for file in library.files {
        differing += try Self.csvDifferences(file.record, Classification.recordMembers)
      }
      for asset in library.assets { differing += try Self.csvDifferences(asset, Asset.recordMembers) }
      #expect(differing.isEmpty, "\(differing.count) differ: \(differing.prefix(5))")
    }
  }

  /// The scalar members of `value` whose CSV field is not their JSON value.
  static func csvDifferences<Root: JSONBufferEncodable>(_ value: Root, _ table: RecordMemberTable<Root>) throws -> [String] {
    let object = try #require(try JSONSerialization.jsonObject(with: Data(try value.jsonBytes())) as? [String: Any])
    let columns = Dictionary(uniqueKeysWithValues: table.csvColumns(explain: true).map { ($0.name, $0) })
    var differing: [String] = []
    for member in table {
      guard let column = columns[member.name] else { continue }
      let text = column.text(of: value)
      let json = object[member.name]
      let agrees =
        switch member.schema {
        case _ where json == nil: text.isEmpty
        case .string: json as? String == text
        case .integer: (json as? Int).map(String.init) == text
        case .number: (json as? Double) == Double(text)
        case .boolean: (json as? Bool).map { $0 ? "true" : "false" } == text
        case .array(_, .string): (json as? [String])?.joined(separator: column.separator) == text
        default: true
        }
      if !agrees { differing.append("\(member.name): CSV \(text), JSON \(json ?? "absent")") }
    }
    return differing
  }

  // MARK: Checked fields

  @Test("every checked field reads a column of the record table, and is typed by its schema")
  func checkedFieldColumns() {
    for field in CheckedField.allCases {
      #expect(CheckedField.columns[field]?.count == field.columnNames.count, "\(field.rawValue)")
      #expect(field.schema != nil, "\(field.rawValue) has no schema in the record table")
    }
    let record = Self.fullRecord()
    #expect(CheckedField.location.value(of: record) == .coordinate(latitude: 40.689_247, longitude: -74.044_502))
    #expect(CheckedField.frameRate.value(of: record) == .number(29.97))
    #expect(CheckedField.formatReasonCode.value(of: record) == .string("contentOverridesExtension"))
    #expect(CheckedField.formatGuess.value(of: record) == .string("png"))
    #expect(CheckedField.errorKind.value(of: record) == .string("timedOut"))
    #expect(CheckedField.subtypes.value(of: record) == .names(record.subtypes.names))
  }

  // MARK: Findings

  @Test("findings and summaries: the table's writer prints JSONEncoder's bytes")
  func findings() throws {
    let values: [FieldValue] = [
      .absent, .string("a\"b/é\n"), .int(-3), .number(2.5), .number(-0.0), .number(.nan), .number(1e300),
      .bool(false), .names(["burst", "photoLive"]), .names([]), .coordinate(latitude: 48.858_37, longitude: -2.5),
    ]
    var findings: [CheckFinding] = []
    for kind in CheckFinding.Kind.allCases {
      for value in values {
        findings.append(
          CheckFinding(
            kind: kind, path: "a/b.jpg", field: .pixelWidth, rule: "r", check: .maxFileSize, expected: value, actual: value,
            limit: "5MB", message: "m"))
      }
      findings.append(CheckFinding(kind: kind, path: "c", message: "only the required members"))
    }
    var summaries: [CheckSummary] = []
    for kind in CheckKind.allCases {
      var summary = CheckSummary(kind: kind)
      summaries.append(summary)
      (summary.files, summary.passed, summary.mismatched, summary.failed, summary.unreadable) = (5, 1, 2, 3, 1)
      summary.allowsUnreadable = true
      summaries.append(summary)
    }
    RecordJSONTests.expectIdentical(findings)
    RecordJSONTests.expectIdentical(summaries)
  }

  // MARK: Helpers

  /// A record with every member set, at the precision JSON prints (so it reads back equal).
  static func fullRecord() -> Classification {
    var record = RecordJSONTests.fullRecord()
    (record.duration, record.frameRate) = (0.5, 29.97)
    record.location?.altitude = 12.35
    record.integrity = .truncated
    record.formatReason = FormatReason(guess: .png, verdict: .heic, reason: .contentOverridesExtension, detail: "named .png")
    return record
  }

  /// An asset with every member set.
  static func fullAsset() -> Asset {
    var asset = Asset(
      localIdentifier: "6F1C0E7A-0000-4000-8000-000000000001/L0/001", mediaType: .image, subtypes: [.photoLive, .raw],
      resources: [
        AssetResource(type: .photo, path: "DCIM/IMG_0001.HEIC", uti: .heic, fileSize: 2_912_000),
        AssetResource(type: .pairedVideo, path: "DCIM/IMG_0001.MOV", uti: nil, fileSize: 3_000_000),
      ])
    (asset.pixelWidth, asset.pixelHeight, asset.duration) = (4032, 3024, 2.966_667)
    asset.creationDate = "2024-05-01T10:00:00.123+02:00"
    asset.location = Location(latitude: 48.858_37, longitude: 2.294_481, altitude: -12.5)
    asset.burst = BurstInfo(identifier: "B-1", representsBurst: false, selectionTypes: ["autoPick"])
    (asset.make, asset.model, asset.uti, asset.rating) = ("Apple", "iPhone 15 Pro", .heic, 5)
    asset.livePhoto = LivePhotoInfo(contentIdentifier: "CID", pairedPath: "DCIM/IMG_0001.MOV")
    asset.playbackVariation = 3
    asset.livePairing = LivePairing(method: .probable, score: 0.87, evidence: ["sibling names (IMG_1.JPG, IMG_1.MOV)"])
    asset.notes = ["a note"]
    (asset.creationDateSource, asset.locationSource) = (.takeout, .exif)
    (asset.isHidden, asset.hiddenSource, asset.favoriteSource) = (true, .xmpSidecar, .icloudExport)
    (asset.caption, asset.people) = ("At the tower", ["Ada", "Grace"])
    asset.copies = ["Takeout/Paris/IMG_0001.HEIC"]
    asset.modificationTime = 1_700_000_000
    asset.fieldEvidence = [FieldEvidence(field: "creationDate", rule: "export", source: "takeout", value: "2024-05-01T10:00:00.123+02:00")]
    return asset
  }
}
