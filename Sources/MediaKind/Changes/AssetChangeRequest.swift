/// A change to an asset already in the library (PhotoKit's `PHAssetChangeRequest(for:)`), made
/// by `changeRequest(for:)` of ``LibraryChangeRequests`` inside
/// ``MediaLibrary/performChanges(in:layout:classifier:concurrency:_:)``: set ``isFavorite`` or
/// ``isHidden``, and the transaction writes them to the asset's XMP sidecars, never into an
/// original (`Docs/Changes.md`, "Favorite and hidden"). A property left alone is not written.
public final class AssetChangeRequest {
  /// The asset's identifier.
  public let localIdentifier: String
  private let initial: (favorite: Bool, hidden: Bool)
  /// The values set, nil for those left alone.
  private(set) var favorite: Bool?
  private(set) var hidden: Bool?

  init(asset: Asset) {
    localIdentifier = asset.localIdentifier
    initial = (asset.isFavorite, asset.isHidden)
  }

  /// Whether the asset is to be a favorite (`xmp:Rating` 5); reads the asset's value until set.
  public var isFavorite: Bool {
    get { favorite ?? initial.favorite }
    set { favorite = newValue }
  }

  /// Whether the asset is to be hidden (`mediakind:Hidden`); reads the asset's value until set.
  public var isHidden: Bool {
    get { hidden ?? initial.hidden }
    set { hidden = newValue }
  }
}
