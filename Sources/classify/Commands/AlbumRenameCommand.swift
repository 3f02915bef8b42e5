import ArgumentParser
import MediaKind

/// `classify album rename ALBUM TITLE --in LIBRARY`.
struct AlbumRenameCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(commandName: "rename", abstract: "Give an album a new title.")

  @Argument(help: "The album: its identifier or title.")
  var album: String

  @Argument(help: "The new title.")
  var title: String

  @OptionGroup var change: LibraryChangeArguments

  func run() async throws {
    let session = try LibraryChangeSession(change)
    let found = try session.album(album)
    let store = try session.albums()
    session.attempt { () throws(LibraryChangeError) in [try store.rename(album: found.localIdentifier, to: title)] }
    try await session.finish()
  }
}
