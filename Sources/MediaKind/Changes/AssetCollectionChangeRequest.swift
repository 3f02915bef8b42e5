/// A request to create or change a stored album (PhotoKit's `PHAssetCollectionChangeRequest`),
/// made by ``LibraryChangeRequests/creationRequestForAssetCollection(withTitle:)`` or
/// `changeRequest(for:)` of ``LibraryChangeRequests`` inside
/// ``MediaLibrary/performChanges(in:layout:classifier:concurrency:_:)``. Each call records one
/// step; the steps run in the order called, through ``StoredAlbumStore``, after every request
/// of the transaction has been checked (`Docs/Changes.md`, "The closure API").
///
/// Assets are named by ``Asset`` (from a fetch of the library) or by the placeholder of an
/// asset created in the same transaction. Indexes follow PhotoKit: `insertAssets(_:at:)` gives
/// the new assets those indexes of the album after the insert (ascending, one per asset).
public final class AssetCollectionChangeRequest {
  /// One recorded step.
  enum Step {
    case title(String)
    case add([ObjectReference])
    case insert([ObjectReference], at: [Int])
    case remove([ObjectReference])
    case move(at: [Int], to: Int)
    case keyAsset(ObjectReference?)
  }

  /// The album: an existing one's identifier, or the placeholder of the one created.
  let target: ObjectReference
  /// The title an album is created with.
  let createdTitle: String?
  private(set) var steps: [Step] = []
  private var currentTitle: String

  /// For an album created by the request.
  init(creatingWithTitle title: String, placeholder: ObjectPlaceholder) {
    target = .placeholder(placeholder)
    createdTitle = title
    currentTitle = title
  }

  /// For the existing album `identifier`.
  init(album identifier: String, title: String) {
    target = .identifier(identifier)
    createdTitle = nil
    currentTitle = title
  }

  /// The placeholder of the album this request creates (`nil` for a change of an existing
  /// album); its identifier is valid once the transaction is committed.
  public var placeholderForCreatedAssetCollection: ObjectPlaceholder? { target.placeholder }

  /// The album's title; setting it renames the album (not empty).
  public var title: String {
    get { currentTitle }
    set {
      currentTitle = newValue
      steps.append(.title(newValue))
    }
  }

  /// Appends `assets` (PhotoKit's `addAssets(_:)`); one already in the album stays where it is.
  public func addAssets(_ assets: [Asset]) { steps.append(.add(assets.map { .identifier($0.localIdentifier) })) }
  /// Appends the assets created for `placeholders`.
  public func addAssets(_ placeholders: [ObjectPlaceholder]) { steps.append(.add(placeholders.map { .placeholder($0) })) }

  /// Inserts `assets` so they are at `indexes` of the album after the insert (PhotoKit's
  /// `insertAssets(_:at:)`; `[0]` makes the asset the first, and so the cover unless a key
  /// asset is chosen).
  public func insertAssets(_ assets: [Asset], at indexes: [Int]) {
    steps.append(.insert(assets.map { .identifier($0.localIdentifier) }, at: indexes))
  }
  /// Inserts the assets created for `placeholders` at `indexes`.
  public func insertAssets(_ placeholders: [ObjectPlaceholder], at indexes: [Int]) {
    steps.append(.insert(placeholders.map { .placeholder($0) }, at: indexes))
  }

  /// Removes `assets` from the album, not from the library (PhotoKit's `removeAssets(_:)`).
  public func removeAssets(_ assets: [Asset]) { steps.append(.remove(assets.map { .identifier($0.localIdentifier) })) }
  /// Removes the assets created for `placeholders` from the album.
  public func removeAssets(_ placeholders: [ObjectPlaceholder]) { steps.append(.remove(placeholders.map { .placeholder($0) })) }

  /// Moves the assets at `indexes` so the first is at `index` of the album, the others after
  /// it (PhotoKit's `moveAssets(at:to:)`).
  public func moveAssets(at indexes: [Int], to index: Int) { steps.append(.move(at: indexes, to: index)) }

  /// Chooses the album's key asset (cover), one of its assets; `nil` makes the first asset the
  /// cover again (PhotoKit reads it with `fetchKeyAssetsInAssetCollection`).
  public func setKeyAsset(_ asset: Asset?) { steps.append(.keyAsset(asset.map { .identifier($0.localIdentifier) })) }
  /// Chooses the asset created for `placeholder` as the album's key asset.
  public func setKeyAsset(_ placeholder: ObjectPlaceholder) { steps.append(.keyAsset(.placeholder(placeholder))) }
}
