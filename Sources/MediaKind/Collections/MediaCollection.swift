/// A collection of either kind (PhotoKit's `PHCollection`): an ``AssetCollection`` or a
/// ``CollectionList``; what ``LibraryCollections/fetchTopLevelUserCollections()`` and
/// ``LibraryCollections/fetchCollections(in:)`` return.
public enum MediaCollection: Sendable, Hashable {
  /// Albums, smart albums, moments.
  case assetCollection(AssetCollection)
  /// Folders and moment lists.
  case collectionList(CollectionList)

  /// The schema version of the collection record (`1`).
  public static let schemaVersion = 1

  /// The collection's stable identifier.
  public var localIdentifier: String {
    switch self {
    case .assetCollection(let c): c.localIdentifier
    case .collectionList(let l): l.localIdentifier
    }
  }

  /// The collection's title.
  public var localizedTitle: String? {
    switch self {
    case .assetCollection(let c): c.localizedTitle
    case .collectionList(let l): l.localizedTitle
    }
  }

  /// PhotoKit's `canContainAssets`: true for asset collections.
  public var canContainAssets: Bool {
    if case .assetCollection = self { return true }
    return false
  }

  /// PhotoKit's `canContainCollections`: true for collection lists.
  public var canContainCollections: Bool { !canContainAssets }

  /// The asset collection, if it is one.
  public var assetCollection: AssetCollection? {
    if case .assetCollection(let c) = self { return c }
    return nil
  }

  /// The collection list, if it is one.
  public var collectionList: CollectionList? {
    if case .collectionList(let l) = self { return l }
    return nil
  }

  /// The type's name in the record (`album`, `smartAlbum`, `moment`, `momentList`, `folder`).
  public var typeName: String {
    switch self {
    case .assetCollection(let c): c.assetCollectionType.name
    case .collectionList(let l): l.collectionListType.name
    }
  }

  /// The subtype's PhotoKit case name (`albumRegular`, `smartAlbumLivePhotos`,
  /// `momentListYear`, `regularFolder`); `nil` for moments (PhotoKit names no subtype 0).
  public var subtypeName: String? {
    switch self {
    case .assetCollection(let c): c.assetCollectionSubtype.name
    case .collectionList(let l): l.collectionListSubtype.name
    }
  }

  /// The assets a default fetch returns, below a list.
  public var estimatedAssetCount: Int {
    switch self {
    case .assetCollection(let c): c.estimatedAssetCount
    case .collectionList(let l): l.estimatedAssetCount
    }
  }

  /// The folder holding it (albums and folders), `nil` at the top level and for moments.
  public var parentIdentifier: String? {
    switch self {
    case .assetCollection(let c): c.parentIdentifier
    case .collectionList(let l): l.parentIdentifier
    }
  }
}
