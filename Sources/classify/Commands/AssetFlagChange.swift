import MediaKind

/// What `favorite`, `unfavorite`, `hide` and `unhide` do, on the assets they name
/// (Docs/CLI.md, "Changing a library"): the change goes to each asset's XMP sidecar.
enum AssetFlagChange {
  case favorite(Bool)
  case hidden(Bool)

  /// The help text the four commands share.
  static let discussion = """
    Written to each asset's XMP sidecars (a new <name.ext>.xmp when it has none), never into an \
    original; every other property of a sidecar is kept. A sidecar that cannot be parsed is \
    refused with the reason.
    """

  func run(_ selection: AssetSelectionArguments, _ change: LibraryChangeArguments) async throws {
    let session = try LibraryChangeSession(change)
    let library = await session.scan()
    let sidecars = AssetSidecarStore(transaction: session.transaction)
    let assets = session.resolve(selection, in: library)
    // By path, as bytes (Docs/Library.md, "Paths are compared as bytes").
    var ownRating: [PathKey: Int] = [:]
    if case .favorite = self {
      let wanted = Set(assets.map { PathKey($0.path) })
      for file in library.files where wanted.contains(PathKey(file.path)) { ownRating[PathKey(file.path)] = file.record.rating }
    }
    for asset in assets {
      session.attempt { () throws(LibraryChangeError) in
        switch self {
        case .favorite(let on): [try sidecars.setFavorite(on, of: asset, ownRating: ownRating[PathKey(asset.path)])]
        case .hidden(let on): [try sidecars.setHidden(on, of: asset)]
        }
      }
    }
    try await session.finish()
  }
}
