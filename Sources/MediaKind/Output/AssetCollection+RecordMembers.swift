/// An album, smart album or moment as a collection record: the common members
/// (``PhotoKitCollection/commonRecordMembers(kind:typeNames:subtypeNames:type:subtype:)``),
/// PhotoKit's type and subtype numbers, the approximate location and the count of assets
/// dated by file time (when any).
extension AssetCollection {
  /// The asset collection record's members.
  package static let recordMembers = RecordMemberTable<AssetCollection>(
    commonRecordMembers(
      kind: "assetCollection", typeNames: AssetCollectionType.allCases.map(\.name),
      subtypeNames: AssetCollectionSubtype.named.map(\.name).filter { $0 != "any" },
      type: { $0.assetCollectionType.name }, subtype: { $0.assetCollectionSubtype.name })
      + [
        RecordMember(
          "assetCollectionType", required: true,
          .integer(
            description: "PHAssetCollectionType raw value", minimum: AssetCollectionType.allCases.map(\.rawValue).min(),
            maximum: AssetCollectionType.allCases.map(\.rawValue).max())
        ) { $0.assetCollectionType.rawValue },
        RecordMember("assetCollectionSubtype", required: true, .integer(description: "PHAssetCollectionSubtype raw value", minimum: 0)) {
          $0.assetCollectionSubtype.rawValue
        },
        RecordMember("approximateLocation", .location) { $0.approximateLocation },
        RecordMember("fileDateCount", .integer(description: "Assets dated by file time, not capture time", minimum: 1)) {
          $0.fileDateCount > 0 ? $0.fileDateCount : nil
        },
      ])
}
