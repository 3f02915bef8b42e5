/// A folder, moment cluster or year as a collection record: the members of every collection
/// record (`PhotoKitCollection.collectionRecordMembers`).
extension CollectionList {
  /// The collection list record's members.
  package static let recordMembers = RecordMemberTable<CollectionList>(
    collectionRecordMembers(
      kind: "collectionList", photoKitClass: "PHCollectionList", typeKey: "collectionListType",
      subtypeKey: "collectionListSubtype", types: CollectionListType.allCases.map { ($0.name, $0.rawValue) },
      subtypeNames: CollectionListSubtype.named.map(\.name).filter { $0 != "any" },
      type: { ($0.collectionListType.name, $0.collectionListType.rawValue) },
      subtype: { ($0.collectionListSubtype.name, $0.collectionListSubtype.rawValue) }))
}
