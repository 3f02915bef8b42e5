/// The schema of one line of `classify albums` (`--format jsonl`): a collection record
/// (`--type`, `--tree`, `classify moments`; ``MediaCollection``'s writer,
/// `MediaCollection+JSONBuffer.swift`) or a smart album summary (the default listing).
extension RecordSchema {
  /// An album, folder, moment or smart album line.
  public static var album: RecordSchema {
    let common: [(String, RecordSchema)] = [
      ("endDate", .string(description: "ISO 8601 time of the newest asset")),
      ("estimatedAssetCount", .integer(description: "Assets a default fetch returns", minimum: 0)),
      ("localIdentifier", .string(description: "Stable identifier (PhotoKit's localIdentifier form)")),
      ("localizedLocationNames", .array(description: "Place names", items: .string(description: "place name"))),
      ("localizedSubtitle", .string(description: "Subtitle Photos shows")),
      ("localizedTitle", .string(description: "Title Photos shows")),
      ("parentIdentifier", .string(description: "The containing folder's or list's localIdentifier")),
      ("path", .string(description: "The folder the collection stands for")),
      ("schemaVersion", .integer(
        description: "Collection schema version", minimum: MediaCollection.schemaVersion, maximum: MediaCollection.schemaVersion)),
      ("startDate", .string(description: "ISO 8601 time of the oldest asset")),
    ]
    func sorted(_ members: [(String, RecordSchema)]) -> [(String, RecordSchema)] {
      members.sorted { $0.0 < $1.0 }
    }
    let assetCollection = RecordSchema.object(
      description: "An album, smart album or moment (PHAssetCollection)",
      properties: sorted(
        common + [
          ("approximateLocation", .location),
          ("assetCollectionSubtype", .integer(description: "PHAssetCollectionSubtype raw value", minimum: 0)),
          ("assetCollectionType", .integer(
            description: "PHAssetCollectionType raw value", minimum: AssetCollectionType.allCases.map(\.rawValue).min(),
            maximum: AssetCollectionType.allCases.map(\.rawValue).max())),
          ("fileDateCount", .integer(description: "Assets dated by file time, not capture time", minimum: 1)),
          ("kind", .string(description: "Collection kind", values: ["assetCollection"])),
          ("subtype", .string(
            description: "PhotoKit's subtype case name",
            values: AssetCollectionSubtype.named.map(\.name).filter { $0 != "any" })),
          ("type", .string(description: "PhotoKit's type case name", values: AssetCollectionType.allCases.map(\.name))),
        ]),
      required: ["assetCollectionSubtype", "assetCollectionType", "estimatedAssetCount", "kind", "localIdentifier", "schemaVersion", "type"])
    let collectionList = RecordSchema.object(
      description: "A folder, moment cluster or year (PHCollectionList)",
      properties: sorted(
        common + [
          ("collectionListSubtype", .integer(description: "PHCollectionListSubtype raw value", minimum: 0)),
          ("collectionListType", .integer(
            description: "PHCollectionListType raw value", minimum: CollectionListType.allCases.map(\.rawValue).min(),
            maximum: CollectionListType.allCases.map(\.rawValue).max())),
          ("kind", .string(description: "Collection kind", values: ["collectionList"])),
          ("subtype", .string(
            description: "PhotoKit's subtype case name",
            values: CollectionListSubtype.named.map(\.name).filter { $0 != "any" })),
          ("type", .string(description: "PhotoKit's type case name", values: CollectionListType.allCases.map(\.name))),
        ]),
      required: ["collectionListSubtype", "collectionListType", "estimatedAssetCount", "kind", "localIdentifier", "schemaVersion", "type"])
    let smartAlbum = RecordSchema.object(
      description: "A smart album and its asset count (the default classify albums listing)",
      properties: [
        ("count", .integer(description: "Assets in the album", minimum: 0)),
        ("name", .string(description: "The album's name", values: SmartAlbum.allCases.map(\.name))),
        ("subtype", .integer(description: "PhotoKit's subtype number", minimum: 0)),
        ("title", .string(description: "The title Photos shows")),
      ],
      required: ["count", "name", "subtype", "title"])
    return .oneOf(
      description: "One line of classify albums or classify moments (Docs/CLI.md)",
      choices: [assetCollection, collectionList, smartAlbum])
  }
}
