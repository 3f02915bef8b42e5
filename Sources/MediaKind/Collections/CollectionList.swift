/// A group of collections (PhotoKit's `PHCollectionList`): a folder of albums and folders,
/// or a moment list (a cluster of moments from one trip, or a year of moments).
///
/// Its children come from ``LibraryCollections/fetchCollections(in:)``.
public struct CollectionList: Sendable, Hashable {
  /// Stable across runs for the same files: `UUID/L0/020` (PhotoKit's folder suffix).
  public var localIdentifier: String
  /// PhotoKit's `collectionListType` (momentList 1, folder 2).
  public var collectionListType: CollectionListType
  /// PhotoKit's `collectionListSubtype` (momentListCluster 1, momentListYear 2,
  /// regularFolder 100).
  public var collectionListSubtype: CollectionListSubtype
  /// A folder's name, a year (`2024`), a cluster's places (else its date range).
  public var localizedTitle: String?
  /// A cluster's date range when its title is its places.
  public var localizedSubtitle: String?
  /// The earliest capture time among the assets below (as ``AssetCollection/startDate``).
  public var startDate: String?
  /// The latest capture time among the assets below.
  public var endDate: String?
  /// The place names of a cluster's moments, in time order, each once.
  public var localizedLocationNames: [String]
  /// Assets below, as default fetches of the albums or moments below count them (not a
  /// PhotoKit property; listed so a tree shows counts).
  public var estimatedAssetCount: Int
  /// A folder's path, as scanned (`nil` for a stored folder).
  public var path: String?
  /// The folder holding a folder, `nil` at the top level.
  public var parentIdentifier: String?
  /// The collections inside, in order (``LibraryCollections/fetchCollections(in:)``).
  public var childIdentifiers: [String]
  /// Whether the folder is stored as data in `.mediakind/folders/` (made by a change
  /// request, ``StoredFolder``) rather than a folder of files.
  public var isStored: Bool

  init(
    localIdentifier: String, type: CollectionListType, subtype: CollectionListSubtype,
    title: String?
  ) {
    self.localIdentifier = localIdentifier
    collectionListType = type
    collectionListSubtype = subtype
    localizedTitle = title
    localizedLocationNames = []
    estimatedAssetCount = 0
    childIdentifiers = []
    isStored = false
  }
}
