/// PhotoKit's `isFavorite` and `isHidden` changes (`PHAssetChangeRequest`), written to the
/// asset's XMP sidecars and never into an original (Docs/Changes.md, "Favorite and hidden"):
///
/// - favorite: `xmp:Rating` 5; the rating it replaced is kept in
///   `mediakind:RatingBeforeFavorite` (`none` for none), and un-favoriting restores it (or
///   removes the rating). An original that states 5 stars itself is answered by `xmp:Rating`
///   0 in the sidecar, which the read side prefers.
/// - hidden: `mediakind:Hidden` `True`; unhide removes it.
///
/// Every `.xmp` sidecar the asset has is edited (`XMPSidecarEditor`: one property changed,
/// every other byte kept; a sidecar that cannot be parsed is refused with the reason); an
/// asset without one gets `<name.ext>.xmp` beside its primary file. Each sidecar is written
/// whole to a temporary file, `fsync`ed, and renamed over the old one.
public struct AssetSidecarStore {
  /// The transaction the changes are made in (it holds the library's lock).
  public let transaction: LibraryTransaction
  /// A rehearsal: every sidecar is read, parsed and changed in memory (a sidecar that cannot
  /// be changed fails as it would), and none is written.
  let rehearsal: Bool

  /// A store working in `transaction`.
  public init(transaction: LibraryTransaction) {
    self.init(transaction: transaction, rehearsal: false)
  }

  /// A store, or with `rehearsal` one that writes nothing.
  init(transaction: LibraryTransaction, rehearsal: Bool) {
    self.transaction = transaction
    self.rehearsal = rehearsal
  }

  /// Makes `asset` a favorite or not. `ownRating` is the rating its primary file states
  /// itself (the record's), which decides whether un-favoriting must write 0.
  public func setFavorite(_ favorite: Bool, of asset: Asset, ownRating: Int?) throws(LibraryChangeError) -> CommittedChange {
    try set(favorite: favorite, hidden: nil, of: asset, ownRating: ownRating)[0]
  }

  /// Hides `asset` or shows it again.
  public func setHidden(_ hidden: Bool, of asset: Asset) throws(LibraryChangeError) -> CommittedChange {
    try set(favorite: nil, hidden: hidden, of: asset, ownRating: nil)[0]
  }

  /// Sets whichever of `favorite` and `hidden` is given, in one edit of the asset's sidecars
  /// (a new sidecar is made once): the favorite's change first, then the hidden one's.
  func set(favorite: Bool?, hidden: Bool?, of asset: Asset, ownRating: Int?) throws(LibraryChangeError) -> [CommittedChange] {
    var changes: [CommittedChange] = []
    var editFavorite: Bool?
    var editHidden: Bool?
    if let favorite {
      if asset.isFavorite == favorite {
        changes.append(
          CommittedChange(
            .unchanged, localIdentifier: asset.localIdentifier, path: asset.path, note: favorite ? "already a favorite" : "not a favorite"))
      } else {
        editFavorite = favorite
        changes.append(CommittedChange(favorite ? .favorited : .unfavorited, localIdentifier: asset.localIdentifier, path: asset.path))
      }
    }
    if let hidden {
      if asset.isHidden == hidden {
        changes.append(
          CommittedChange(.unchanged, localIdentifier: asset.localIdentifier, path: asset.path, note: hidden ? "already hidden" : "not hidden"))
      } else {
        editHidden = hidden
        changes.append(CommittedChange(hidden ? .hidden : .unhidden, localIdentifier: asset.localIdentifier, path: asset.path))
      }
    }
    guard editFavorite != nil || editHidden != nil else { return changes }
    try edit(asset) { editor throws(XMPSidecarEditor.Failure) in
      if let favorite = editFavorite { try Self.setFavorite(favorite, in: &editor, ownRating: ownRating) }
      if let hidden = editHidden { try editor.set(.hidden, to: hidden ? "True" : nil) }
    }
    return changes
  }

  /// The favorite's edit of one sidecar.
  private static func setFavorite(_ favorite: Bool, in editor: inout XMPSidecarEditor, ownRating: Int?)
    throws(XMPSidecarEditor.Failure)
  {
    let current = try editor.value(of: .rating)
    if favorite {
      guard current.flatMap({ Int($0.trimmingSpaces) }) != 5 else { return }
      try editor.set(.ratingBeforeFavorite, to: current ?? "none")
      try editor.set(.rating, to: "5")
    } else {
      if let before = try editor.value(of: .ratingBeforeFavorite) {
        try editor.set(.rating, to: before == "none" ? nil : before)
        try editor.set(.ratingBeforeFavorite, to: nil)
      } else if let value = current.flatMap({ Double($0.trimmingSpaces) }), value >= 4.5 {
        try editor.set(.rating, to: nil)
      }
      if try editor.value(of: .rating) == nil, (ownRating ?? 0) >= 5 { try editor.set(.rating, to: "0") }
    }
  }

  /// Applies `change` to every XMP sidecar of `asset` (a new one when it has none). Every
  /// sidecar is parsed and changed before the first is written, so one that cannot be parsed
  /// leaves all of them as they were.
  private func edit(_ asset: Asset, _ change: (inout XMPSidecarEditor) throws(XMPSidecarEditor.Failure) -> Void)
    throws(LibraryChangeError)
  {
    guard !asset.isTrashed else {
      throw LibraryChangeError(path: asset.path, reason: "in Recently Deleted (restore it first)", kind: .invalid)
    }
    var sidecars = asset.resources.filter { $0.type == .sidecar && PathParts($0.path).fileExtension == "xmp" }.map(\.path)
    let isNew = sidecars.isEmpty
    if isNew { sidecars = [asset.path + ".xmp"] }
    var writes: [(folder: OutputDirectory, name: String, bytes: [UInt8], relative: String)] = []
    for sidecar in sidecars {
      let relative = try transaction.relativePath(of: sidecar)
      let name = PathParts.fileName(of: relative)
      let components = PathParts(relative).directory.split(separator: "/").map(String.init)
      let descriptor = try transaction.openFolder(components, create: false)
      let folder = OutputDirectory(path: PathParts(sidecar).directory, descriptor: descriptor)
      var bytes = XMPSidecarEditor.emptySidecar
      if isNew {
        guard folder.entryType(name) == nil else {
          throw LibraryChangeError(path: sidecar, reason: "a file of this name exists but is not the asset's sidecar", kind: .refused)
        }
      } else {
        do {
          bytes = try folder.read(name, maxBytes: XMPSidecarEditor.maxBytes)
        } catch {
          throw LibraryChangeError(path: error.path, reason: error.reason, kind: error.refused ? .refused : .failed)
        }
      }
      do throws(XMPSidecarEditor.Failure) {
        var editor = try XMPSidecarEditor(bytes: bytes)
        try change(&editor)
        if editor.bytes != bytes || isNew { writes.append((folder, name, editor.bytes, relative)) }
      } catch {
        throw LibraryChangeError(path: sidecar, reason: "the sidecar is not changed: \(error.reason)", kind: .invalid)
      }
    }
    for write in writes where !rehearsal {
      do {
        try write.folder.write(write.bytes, to: write.name, durable: true)
        transaction.noteChanged(write.relative)
      } catch {
        throw LibraryChangeError(path: error.path, reason: error.reason, kind: error.refused ? .refused : .failed)
      }
    }
  }
}
