/// The collection record's members (schema version 1; `Docs/CLI.md`): PhotoKit's properties
/// under PhotoKit's names, absent facts omitted. The members both kinds print are here, with
/// each kind's type and subtype; the asset collection's table (`AssetCollection.recordMembers`)
/// adds its location and file-dated count. The tables (and `CollectionList.recordMembers`) drive ``MediaCollection``'s writer, its `Encodable`
/// encoding and the album schema (``RecordSchema/album``).
///
/// ```json
/// {"assetCollectionSubtype":2,"assetCollectionType":1,"endDate":"2024-05-14T18:00:00+02:00",
///  "estimatedAssetCount":40,"kind":"assetCollection","localIdentifier":"…/L0/040",
///  "localizedTitle":"Paris","path":"Photos/2024/Paris","schemaVersion":1,
///  "startDate":"2024-05-12T09:00:00+02:00","subtype":"albumRegular","type":"album"}
/// ```
extension PhotoKitCollection {
  /// The members of a collection record: `kind` is the record's `kind` (`assetCollection` or
  /// `collectionList`); `type` and `subtype` give PhotoKit's case name and number of the
  /// collection's type and subtype (`typeKey`, `subtypeKey`: the numbers' keys,
  /// `assetCollectionType` ...; `photoKitClass` names them in the schema).
  static func collectionRecordMembers(
    kind: String, photoKitClass: String, typeKey: StaticString, subtypeKey: StaticString,
    types: [(name: String, number: Int)], subtypeNames: [String],
    type: @escaping @Sendable (Self) -> (name: String, number: Int),
    subtype: @escaping @Sendable (Self) -> (name: String?, number: Int)
  ) -> [RecordMember<Self>] {
    [
      .schemaVersion(MediaCollection.schemaVersion, description: "Collection schema version"),
      RecordMember("kind", required: true, .string(description: "Collection kind", values: [kind])) { _ in kind },
      RecordMember(
        "localIdentifier", required: true, .string(description: "Stable identifier (PhotoKit's localIdentifier form)")
      ) { $0.localIdentifier },
      RecordMember("type", required: true, .string(description: "PhotoKit's type case name", values: types.map(\.name))) {
        type($0).name
      },
      RecordMember("subtype", .string(description: "PhotoKit's subtype case name", values: subtypeNames)) { subtype($0).name },
      RecordMember("estimatedAssetCount", required: true, .integer(description: "Assets a default fetch returns", minimum: 0)) {
        $0.estimatedAssetCount
      },
      RecordMember("parentIdentifier", .string(description: "The containing folder's or list's localIdentifier")) {
        $0.parentIdentifier
      },
      RecordMember(
        typeKey, required: true,
        .integer(
          description: "\(photoKitClass)Type raw value", minimum: types.map(\.number).min(), maximum: types.map(\.number).max())
      ) { type($0).number },
      RecordMember(subtypeKey, required: true, .integer(description: "\(photoKitClass)Subtype raw value", minimum: 0)) {
        subtype($0).number
      },
      RecordMember("localizedTitle", .string(description: "Title Photos shows")) { $0.localizedTitle },
      RecordMember("localizedSubtitle", .string(description: "Subtitle Photos shows")) { $0.localizedSubtitle },
      RecordMember("startDate", .string(description: "ISO 8601 time of the oldest asset")) { $0.startDate },
      RecordMember("endDate", .string(description: "ISO 8601 time of the newest asset")) { $0.endDate },
      RecordMember("localizedLocationNames", .array(description: "Place names", items: .string(description: "place name"))) {
        $0.localizedLocationNames.isEmpty ? nil : $0.localizedLocationNames
      },
      RecordMember("path", .string(description: "The folder the collection stands for")) { $0.path },
    ]
  }
}
