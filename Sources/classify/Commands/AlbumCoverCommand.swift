import ArgumentParser
import MediaKind

/// `classify album cover ALBUM [ASSET] --in LIBRARY`.
struct AlbumCoverCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "cover",
    abstract: "Choose an album's key asset (its cover); without ASSET, the first asset is the cover again.")

  @Argument(help: "The album: its identifier or title.")
  var album: String

  @Argument(help: "The asset: its identifier or the path of one of its files (one of the album's).")
  var asset: String?

  @OptionGroup var change: LibraryChangeArguments

  func run() async throws {
    let session = try LibraryChangeSession(change)
    let target = try session.album(album)
    let store = try session.albums()
    var identifier: String?
    if let asset {
      let library = await session.scan()
      identifier = session.resolve([asset], where: nil, in: library).first?.localIdentifier
      guard identifier != nil else { return try await session.finish() }
    }
    session.attempt { () throws(LibraryChangeError) in [try store.setKeyAsset(identifier, ofAlbum: target.localIdentifier)] }
    try await session.finish()
  }
}
