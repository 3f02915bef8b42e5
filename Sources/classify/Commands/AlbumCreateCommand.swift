import ArgumentParser
import MediaKind

/// `classify album create TITLE --in LIBRARY`.
struct AlbumCreateCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "create", abstract: "Create an empty album (PhotoKit's creationRequestForAssetCollection(withTitle:)).")

  @Argument(help: "The album's title.")
  var title: String

  @OptionGroup var change: LibraryChangeArguments

  func run() async throws {
    let session = try LibraryChangeSession(change)
    let store = try session.albums()
    session.attempt { () throws(LibraryChangeError) in [try store.createAlbum(title: title).change] }
    try await session.finish()
  }
}
