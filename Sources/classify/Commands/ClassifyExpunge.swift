import ArgumentParser
import Foundation
import MediaKind

/// `classify expunge ASSET... | --expired | --all --in LIBRARY`: the only command that
/// removes bytes, and only from Recently Deleted.
struct ClassifyExpunge: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "expunge",
    abstract: "Remove assets in Recently Deleted for good (their bytes are erased).",
    discussion: """
      Nothing is expunged implicitly: entries older than 30 days stay until `expunge \
      --expired` is run. Only files inside LIBRARY/.mediakind/Recently Deleted/ are removed.
      """)

  @Argument(help: "Assets in Recently Deleted: identifiers, or original paths of one of their files.")
  var assets: [String] = []

  @Flag(name: .long, help: "Expunge what was deleted more than 30 days ago.")
  var expired = false

  @Flag(name: .long, help: "Expunge everything in Recently Deleted.")
  var all = false

  @OptionGroup var change: LibraryChangeArguments

  func validate() throws {
    let ways = (assets.isEmpty ? 0 : 1) + (expired ? 1 : 0) + (all ? 1 : 0)
    if ways != 1 { throw ValidationError("Name the assets to expunge, or give --expired or --all (one of the three).") }
  }

  func run() async throws {
    let session = try LibraryChangeSession(change)
    let trash = RecentlyDeletedStore(transaction: session.transaction)
    var chosen = RecentlyDeletedSelection.entries(assets, all: all || expired, store: trash, session: session)
    if expired {
      let now = Date().timeIntervalSince1970
      chosen = chosen.filter { item in
        guard let deleted = ISO8601Instant(item.entry.deletionDate)?.secondsSince1970 else { return false }
        return now - deleted > RecentlyDeletedEntry.retentionSeconds
      }
    }
    for item in chosen {
      session.attempt { () throws(LibraryChangeError) in [try trash.expunge(item.id)] }
    }
    try await session.finish()
  }
}
