import ArgumentParser
import MediaKind

/// `classify album add ALBUM ASSET... [--where EXPR] [--first | --at N] --in LIBRARY`.
struct AlbumAddCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "add",
    abstract: "Add assets to an album (created when no album has this title), appended or inserted.",
    discussion: """
      Appends by default (PhotoKit's addAssets); --first inserts them before the album's \
      assets, so the first becomes its cover; --at N inserts them from index N. An asset \
      already in the album stays where it is.
      """)

  @Argument(help: "The album: its identifier or title (a new title creates the album).")
  var album: String

  @OptionGroup var selection: AssetSelectionArguments

  @Flag(name: .long, help: "Insert the assets first (index 0: the first becomes the album's cover).")
  var first = false

  @Option(name: .long, help: "Insert the assets from this index.")
  var at: Int?

  @OptionGroup var change: LibraryChangeArguments

  func validate() throws {
    if first, at != nil { throw ValidationError("--first and --at exclude each other.") }
    if let at, at < 0 { throw ValidationError("--at must be 0 or more (got \(at)).") }
  }

  func run() async throws {
    let session = try LibraryChangeSession(change)
    let store = try session.albums()
    let library = await session.scan()
    let identifiers = session.resolve(selection, in: library).map(\.localIdentifier)
    if !identifiers.isEmpty {
      session.attempt { () throws(LibraryChangeError) in
        var changes: [CommittedChange] = []
        let target: StoredAlbum
        if let found = store.album(identifier: album) ?? store.album(titled: album) {
          target = found
        } else {
          let created = try store.createAlbum(title: album)
          changes.append(created.change)
          target = created.album
        }
        let position: AlbumPosition
        if first {
          position = .first
        } else if let at {
          let start = min(at, target.assets.count)
          position = .indexes(Array(start..<(start + identifiers.count)))
        } else {
          position = .last
        }
        return changes + (try store.addAssets(identifiers, toAlbum: target.localIdentifier, at: position))
      }
    }
    try await session.finish()
  }
}
