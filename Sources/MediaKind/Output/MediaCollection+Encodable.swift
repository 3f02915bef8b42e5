/// The collection record (schema version 1; `Docs/CLI.md`): the members of its kind's table
/// (``AssetCollection/recordMembers``, ``CollectionList/recordMembers``).
extension MediaCollection: Encodable {
  /// `assetCollection` or `collectionList`.
  public var kindName: String { canContainAssets ? "assetCollection" : "collectionList" }

  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .assetCollection(let a): try AssetCollection.recordMembers.encode(a, to: encoder)
    case .collectionList(let l): try CollectionList.recordMembers.encode(l, to: encoder)
    }
  }
}
