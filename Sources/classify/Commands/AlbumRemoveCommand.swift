import ArgumentParser
import MediaKind

/// `classify album remove ALBUM ASSET... [--where EXPR] --in LIBRARY`.
struct AlbumRemoveCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "remove",
    abstract: "Remove assets from an album (not from the library).",
    discussion: "An identifier the album lists is removed even when it no longer names an asset of the library.")

  @Argument(help: "The album: its identifier or title.")
  var album: String

  @OptionGroup var selection: AssetSelectionArguments

  @OptionGroup var change: LibraryChangeArguments

  func run() async throws {
    let session = try LibraryChangeSession(change)
    let target = try session.album(album)
    let store = try session.albums()
    // Identifiers the album lists are taken as they are (an asset gone from the library too).
    let listed = Set(target.assets)
    var identifiers = selection.assets.filter { listed.contains($0) }
    let others = selection.assets.filter { !listed.contains($0) }
    if !others.isEmpty || selection.whereExpression != nil {
      let library = await session.scan()
      identifiers += session.resolve(others, where: selection.whereExpression, in: library).map(\.localIdentifier)
    }
    if !identifiers.isEmpty {
      session.attempt { () throws(LibraryChangeError) in try store.removeAssets(identifiers, fromAlbum: target.localIdentifier) }
    }
    try await session.finish()
  }
}
