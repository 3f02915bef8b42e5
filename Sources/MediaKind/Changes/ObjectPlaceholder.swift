import Synchronization

/// Stands for an asset, album or folder that a change request creates (PhotoKit's
/// `PHObjectPlaceholder`): pass it to another request of the same
/// ``MediaLibrary/performChanges(in:layout:classifier:concurrency:_:)`` (to put a new asset in a
/// new album), and read its ``localIdentifier`` once the transaction is committed.
///
/// ```swift
/// let result = try await MediaLibrary.performChanges(in: "Photos") { changes in
///   let gif = changes.creationRequestForAsset(fromBytes: bytes, name: "party.gif")
///   changes.creationRequestForAssetCollection(withTitle: "Downloads")
///     .insertAssets([gif.placeholderForCreatedAsset!], at: [0])
/// }
/// ```
/// ``localIdentifier`` is `nil` until the commit (unlike PhotoKit's, which is known at once: a
/// new asset's identifier depends on the path it lands at, which the transaction decides), and
/// stays `nil` when the object was not created (an asset whose source was not imported: its
/// ``ChangeOutcome`` says why). Equal only to itself.
public final class ObjectPlaceholder: Sendable, Hashable, CustomStringConvertible {
  /// What the placeholder stands for.
  public enum Kind: String, Sendable, Hashable {
    /// An asset (``AssetCreationRequest``).
    case asset
    /// A stored album (``AssetCollectionChangeRequest``).
    case assetCollection
    /// A stored folder of albums (``CollectionListChangeRequest``).
    case collectionList
  }

  /// What the placeholder stands for.
  public let kind: Kind
  /// The requests it was made by (a placeholder given to another call's requests is refused).
  let owner: ObjectIdentifier
  private let resolved = Mutex<String?>(nil)

  init(kind: Kind, owner: ObjectIdentifier) {
    self.kind = kind
    self.owner = owner
  }

  /// The created object's identifier: `nil` before the transaction is committed, and when the
  /// object was not created.
  public var localIdentifier: String? { resolved.withLock { $0 } }

  func resolve(_ identifier: String) { resolved.withLock { $0 = identifier } }

  /// `placeholder(kind, identifier or "uncommitted")`.
  public var description: String { "placeholder(\(kind.rawValue), \(localIdentifier ?? "uncommitted"))" }

  /// Whether both are one placeholder.
  public static func == (lhs: ObjectPlaceholder, rhs: ObjectPlaceholder) -> Bool { lhs === rhs }
  /// Hashes the placeholder's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
