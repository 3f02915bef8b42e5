import ArgumentParser
import MediaKind

/// `classify album delete ALBUM... --in LIBRARY`.
struct AlbumDeleteCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "delete", abstract: "Delete albums (their assets stay in the library).")

  @Argument(help: "The albums: identifiers or titles.")
  var albums: [String]

  @OptionGroup var change: LibraryChangeArguments

  func validate() throws {
    if albums.isEmpty { throw ValidationError("Name at least one album.") }
  }

  func run() async throws {
    let session = try LibraryChangeSession(change)
    let store = try session.albums()
    for name in albums {
      let found = try session.album(name)
      session.attempt { () throws(LibraryChangeError) in [try store.delete(album: found.localIdentifier)] }
    }
    try await session.finish()
  }
}
