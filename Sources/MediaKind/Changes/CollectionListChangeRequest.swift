/// A request to create or change a stored folder of albums (PhotoKit's
/// `PHCollectionListChangeRequest`), made by
/// ``LibraryChangeRequests/creationRequestForCollectionList(withTitle:)`` or
/// `changeRequest(for:)` of ``LibraryChangeRequests`` inside
/// ``MediaLibrary/performChanges(in:layout:classifier:concurrency:_:)``. Each call records one
/// step; the steps run in the order called, through ``StoredFolderStore``, after every request
/// of the transaction has been checked (`Docs/Changes.md`, "The closure API").
///
/// A folder holds stored albums and stored folders, named by ``AssetCollection`` or
/// ``CollectionList`` (from a fetch), or by the placeholder of one created in the same
/// transaction.
public final class CollectionListChangeRequest {
  /// One recorded step.
  enum Step {
    case title(String)
    case add([ObjectReference])
    case insert([ObjectReference], at: [Int])
    case remove([ObjectReference])
    case move([ObjectReference], to: Int)
  }

  /// The folder: an existing one's identifier, or the placeholder of the one created.
  let target: ObjectReference
  /// The title a folder is created with.
  let createdTitle: String?
  private(set) var steps: [Step] = []
  private var currentTitle: String

  /// For a folder created by the request.
  init(creatingWithTitle title: String, placeholder: ObjectPlaceholder) {
    target = .placeholder(placeholder)
    createdTitle = title
    currentTitle = title
  }

  /// For the existing folder `identifier`.
  init(folder identifier: String, title: String) {
    target = .identifier(identifier)
    createdTitle = nil
    currentTitle = title
  }

  /// The placeholder of the folder this request creates (`nil` for a change of an existing
  /// folder).
  public var placeholderForCreatedCollectionList: ObjectPlaceholder? { target.placeholder }

  /// The folder's title; setting it renames the folder (not empty).
  public var title: String {
    get { currentTitle }
    set {
      currentTitle = newValue
      steps.append(.title(newValue))
    }
  }

  /// Appends albums to the folder (PhotoKit's `addChildCollections(_:)`); one in another
  /// folder moves here.
  public func addChildCollections(_ albums: [AssetCollection]) { steps.append(.add(albums.map { .identifier($0.localIdentifier) })) }
  /// Appends folders to the folder.
  public func addChildCollections(_ folders: [CollectionList]) { steps.append(.add(folders.map { .identifier($0.localIdentifier) })) }
  /// Appends the albums or folders created for `placeholders`.
  public func addChildCollections(_ placeholders: [ObjectPlaceholder]) { steps.append(.add(placeholders.map { .placeholder($0) })) }

  /// Inserts albums at `indexes` of the folder after the insert (PhotoKit's
  /// `insertChildCollections(_:at:)`).
  public func insertChildCollections(_ albums: [AssetCollection], at indexes: [Int]) {
    steps.append(.insert(albums.map { .identifier($0.localIdentifier) }, at: indexes))
  }
  /// Inserts folders at `indexes`.
  public func insertChildCollections(_ folders: [CollectionList], at indexes: [Int]) {
    steps.append(.insert(folders.map { .identifier($0.localIdentifier) }, at: indexes))
  }
  /// Inserts the albums or folders created for `placeholders` at `indexes`.
  public func insertChildCollections(_ placeholders: [ObjectPlaceholder], at indexes: [Int]) {
    steps.append(.insert(placeholders.map { .placeholder($0) }, at: indexes))
  }

  /// Takes albums out of the folder, to the top level (PhotoKit's `removeChildCollections(_:)`).
  public func removeChildCollections(_ albums: [AssetCollection]) { steps.append(.remove(albums.map { .identifier($0.localIdentifier) })) }
  /// Takes folders out of the folder, to the top level.
  public func removeChildCollections(_ folders: [CollectionList]) { steps.append(.remove(folders.map { .identifier($0.localIdentifier) })) }

  /// Moves children of the folder so the first is at `index`, the others after it (PhotoKit's
  /// `moveChildCollections(at:to:)`, by collection rather than by index).
  public func moveChildCollections(_ albums: [AssetCollection], to index: Int) {
    steps.append(.move(albums.map { .identifier($0.localIdentifier) }, to: index))
  }
  /// Moves child folders so the first is at `index`.
  public func moveChildCollections(_ folders: [CollectionList], to index: Int) {
    steps.append(.move(folders.map { .identifier($0.localIdentifier) }, to: index))
  }
}
