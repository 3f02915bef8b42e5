/// A group of assets (PhotoKit's `PHAssetCollection`): a user album (a folder that holds
/// assets), a smart album or a moment.
///
/// Fetch its assets with ``MediaLibrary/fetchAssets(in:options:)-(AssetCollection,_)``; the
/// collection keeps which assets it holds (burst frames included, shown as PhotoKit shows
/// them: representatives only unless ``FetchOptions/includeAllBurstAssets``). A Live Photo,
/// a RAW+JPEG pair and a burst are one asset, so each appears once. JSON is the collection
/// record of `Docs/CLI.md` (``MediaCollection``'s encoding).
public struct AssetCollection: Sendable, Hashable {
  /// Stable across runs for the same files: `UUID/L0/040` for albums and smart albums,
  /// `UUID/L0/060` for moments (PhotoKit's suffixes).
  public var localIdentifier: String
  /// PhotoKit's `assetCollectionType` (album 1, smartAlbum 2, moment 3).
  public var assetCollectionType: AssetCollectionType
  /// PhotoKit's `assetCollectionSubtype` (albumRegular 2, smart albums 201…220, moments 0).
  public var assetCollectionSubtype: AssetCollectionSubtype
  /// The title: an album's folder name, a smart album's title, a moment's place (else its
  /// date range).
  public var localizedTitle: String?
  /// A moment's date range when its title is its place (`12–14 May 2024`).
  public var localizedSubtitle: String?
  /// The assets a fetch without options returns (burst representatives).
  public var estimatedAssetCount: Int
  /// The earliest capture time of the members, as the asset states it (its own offset; a
  /// file time in UTC for an asset without a capture date). `nil` for smart albums.
  public var startDate: String?
  /// The latest capture time of the members (as ``startDate``).
  public var endDate: String?
  /// A moment's mean position (of its located assets).
  public var approximateLocation: Location?
  /// A moment's place name from the gazetteer (`["Paris"]`).
  public var localizedLocationNames: [String]
  /// An album's folder, as scanned (`Photos/2024/Paris`), or the CSV that lists an iCloud
  /// Photos export album (`Part 1/Albums/Trip.csv`).
  public var path: String?
  /// The folder (``CollectionList``) holding an album, `nil` at the top level.
  public var parentIdentifier: String?
  /// Members dated by their file's modification time: they carry no capture date.
  public var fileDateCount: Int
  /// Whether the album is stored as data in `.mediakind/albums/` (made or edited by a change
  /// request) rather than a folder of files.
  public var isStored: Bool
  /// A stored album's chosen key asset (cover), `nil` for its first asset.
  public var keyAssetIdentifier: String?
  /// Which assets the collection holds.
  var membership: Membership

  /// How a collection knows its members.
  enum Membership: Sendable, Hashable {
    /// Positions in the library's assets, in the collection's order.
    case positions([Int32])
    /// A smart album's predicate, over every asset.
    case smartAlbum(SmartAlbum)
  }

  init(
    localIdentifier: String, type: AssetCollectionType, subtype: AssetCollectionSubtype,
    title: String?, membership: Membership
  ) {
    self.localIdentifier = localIdentifier
    assetCollectionType = type
    assetCollectionSubtype = subtype
    localizedTitle = title
    estimatedAssetCount = 0
    localizedLocationNames = []
    fileDateCount = 0
    isStored = false
    self.membership = membership
  }

  /// The smart album this collection is, if it is one.
  public var smartAlbum: SmartAlbum? {
    if case .smartAlbum(let album) = membership { return album }
    return nil
  }
}
