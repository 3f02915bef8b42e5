/// An album, smart album or moment as a collection record: the members of every collection
/// record (`PhotoKitCollection.collectionRecordMembers`), the approximate location and the
/// count of assets dated by file time (when any).
extension AssetCollection {
  /// The asset collection record's members.
  package static let recordMembers = RecordMemberTable<AssetCollection>(
    collectionRecordMembers(
      kind: "assetCollection", photoKitClass: "PHAssetCollection", typeKey: "assetCollectionType",
      subtypeKey: "assetCollectionSubtype", types: AssetCollectionType.allCases.map { ($0.name, $0.rawValue) },
      subtypeNames: AssetCollectionSubtype.named.map(\.name).filter { $0 != "any" },
      type: { ($0.assetCollectionType.name, $0.assetCollectionType.rawValue) },
      subtype: { ($0.assetCollectionSubtype.name, $0.assetCollectionSubtype.rawValue) })
      + [
        RecordMember("approximateLocation", .location) { $0.approximateLocation },
        RecordMember("fileDateCount", .integer(description: "Assets dated by file time, not capture time", minimum: 1)) {
          $0.fileDateCount > 0 ? $0.fileDateCount : nil
        },
      ])
}
