/// A folder, moment cluster or year as a collection record: the common members
/// (``PhotoKitCollection/commonRecordMembers(kind:typeNames:subtypeNames:type:subtype:)``) and
/// PhotoKit's type and subtype numbers.
extension CollectionList {
  /// The collection list record's members.
  package static let recordMembers = RecordMemberTable<CollectionList>(
    commonRecordMembers(
      kind: "collectionList", typeNames: CollectionListType.allCases.map(\.name),
      subtypeNames: CollectionListSubtype.named.map(\.name).filter { $0 != "any" },
      type: { $0.collectionListType.name }, subtype: { $0.collectionListSubtype.name })
      + [
        RecordMember(
          "collectionListType", required: true,
          .integer(
            description: "PHCollectionListType raw value", minimum: CollectionListType.allCases.map(\.rawValue).min(),
            maximum: CollectionListType.allCases.map(\.rawValue).max())
        ) { $0.collectionListType.rawValue },
        RecordMember("collectionListSubtype", required: true, .integer(description: "PHCollectionListSubtype raw value", minimum: 0)) {
          $0.collectionListSubtype.rawValue
        },
      ])
}
