import ArgumentParser
import MediaKind

/// `classify delete ASSET... [--where EXPR] --in LIBRARY`: to Recently Deleted.
struct ClassifyDelete: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "delete",
    abstract: "Move assets to Recently Deleted (with their Live Photo video, RAW and sidecars); nothing is erased.",
    discussion: """
      Each asset's files move into LIBRARY/.mediakind/Recently Deleted/ with a manifest of \
      where they were and when; the asset keeps its identifier, leaves every fetch and album \
      listing, and is listed by the smart album recentlyDeleted. `classify restore` puts it \
      back; only `classify expunge` removes bytes.
      """)

  @OptionGroup var selection: AssetSelectionArguments
  @OptionGroup var change: LibraryChangeArguments

  func run() async throws {
    let session = try LibraryChangeSession(change)
    let library = await session.scan()
    let trash = RecentlyDeletedStore(transaction: session.transaction)
    for asset in session.resolve(selection, in: library) {
      session.attempt { () throws(LibraryChangeError) in [try trash.delete(asset)] }
    }
    try await session.finish()
  }
}
