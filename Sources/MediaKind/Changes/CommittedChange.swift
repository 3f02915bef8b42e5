/// One committed change of a change request, as the write commands print it (Docs/CLI.md,
/// "Changing a library"): an album made, renamed or deleted, an asset added to or removed from
/// an album, a folder of albums made, renamed or deleted or its collections changed, an asset
/// deleted, restored or expunged, favorited or hidden.
public struct CommittedChange: Sendable, Hashable {
  /// What changed.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// A stored album was created.
    case albumCreated
    /// A stored album's title changed (`from` is the old title).
    case albumRenamed
    /// A stored album was deleted (its assets stay in the library).
    case albumDeleted
    /// A stored album's key asset (cover) was chosen (`localIdentifier`) or cleared.
    case albumKeyAsset
    /// An asset was added to an album at `index`.
    case addedToAlbum
    /// An asset was removed from an album (not from the library).
    case removedFromAlbum
    /// An asset moved to `index` of its stored album (`note`: from where).
    case movedInAlbum
    /// A stored folder was created (`folder`, `title`).
    case folderCreated
    /// A stored folder's title changed (`from` is the old title).
    case folderRenamed
    /// A stored folder was deleted; its albums and folders moved to the folder that held it, or
    /// to the top level (`note` says where).
    case folderDeleted
    /// An album or folder (`localIdentifier`) was put in a folder at `index` (`from`: the
    /// folder it left, if it was in one).
    case addedToFolder
    /// An album or folder (`localIdentifier`) was taken out of a folder, to the top level.
    case removedFromFolder
    /// An album or folder (`localIdentifier`) moved to `index` of its folder.
    case movedInFolder
    /// An asset moved to Recently Deleted, with its whole group.
    case deleted
    /// An asset came back from Recently Deleted (`path`: where it is now).
    case restored
    /// An asset's bytes were removed from Recently Deleted for good.
    case expunged
    /// An asset became a favorite (`xmp:Rating` 5 in its sidecar).
    case favorited
    /// An asset stopped being a favorite.
    case unfavorited
    /// An asset was hidden (`mediakind:Hidden` in its sidecar).
    case hidden
    /// An asset was unhidden.
    case unhidden
    /// Nothing to do for this asset or album (already so); `note` says why.
    case unchanged
  }

  /// What changed.
  public var kind: Kind
  /// The asset's identifier, when the change is about an asset; for a folder's change, the
  /// album or folder put in, taken out or moved.
  public var localIdentifier: String?
  /// The asset's primary path (after the change), when about an asset.
  public var path: String?
  /// The album's identifier, when about an album.
  public var album: String?
  /// The stored folder's identifier, when about a folder (PhotoKit's `PHCollectionList`).
  public var folder: String?
  /// The album's title (after the change); for a folder's change, the folder's title.
  public var title: String?
  /// Where in the album an asset was added, or in the folder a collection (0 is first).
  public var index: Int?
  /// A previous value: an album's or folder's old title, a restored asset's path in Recently
  /// Deleted, the folder a collection left.
  public var from: String?
  /// A remark: a restore under a collision name, why nothing changed.
  public var note: String?

  /// A change from its parts.
  public init(
    _ kind: Kind, localIdentifier: String? = nil, path: String? = nil, album: String? = nil, folder: String? = nil,
    title: String? = nil, index: Int? = nil, from: String? = nil, note: String? = nil
  ) {
    self.kind = kind
    self.localIdentifier = localIdentifier
    self.path = path
    self.album = album
    self.folder = folder
    self.title = title
    self.index = index
    self.from = from
    self.note = note
  }
}
