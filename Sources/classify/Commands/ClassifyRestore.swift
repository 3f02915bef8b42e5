import ArgumentParser
import MediaKind

/// `classify restore ASSET... | --all --in LIBRARY`: back from Recently Deleted.
struct ClassifyRestore: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "restore",
    abstract: "Put assets from Recently Deleted back where they were (never over a file).",
    discussion: """
      ASSET is the identifier the asset had (it keeps it) or the original path of one of its \
      files. A name taken since gives the whole group PhotoKit's `name (1).ext` (the change's \
      note says so); the asset keeps its identifier either way, so stored albums still list it.
      """)

  @Argument(help: "Assets: identifiers, or original paths of one of their files.")
  var assets: [String] = []

  @Flag(name: .long, help: "Restore everything in Recently Deleted.")
  var all = false

  @OptionGroup var change: LibraryChangeArguments

  func validate() throws {
    if assets.isEmpty == !all { throw ValidationError("Name the assets to restore, or give --all (not both).") }
  }

  func run() async throws {
    let session = try LibraryChangeSession(change)
    let trash = RecentlyDeletedStore(transaction: session.transaction)
    let chosen = RecentlyDeletedSelection.entries(assets, all: all, store: trash, session: session)
    for item in chosen {
      session.attempt { () throws(LibraryChangeError) in [try trash.restore(item.id, albums: nil)] }
    }
    try await session.finish()
  }
}
