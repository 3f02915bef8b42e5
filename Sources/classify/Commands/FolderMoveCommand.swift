import ArgumentParser
import MediaKind

/// `classify album folder move FOLDER COLLECTION... --to N --in LIBRARY`.
struct FolderMoveCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "move",
    abstract: "Reorder a folder: move some of its albums and folders to an index (PhotoKit's moveChildCollections(at:to:)).",
    discussion: """
      The first named goes to index N of the folder (counted without the moved ones; past \
      the end: last), the others after it in the order named. To move a collection into \
      another folder, use `classify album folder add`.
      """)

  @Argument(help: "The folder: its identifier or title.")
  var folder: String

  @Argument(help: "The folder's albums and folders to move: identifiers or titles.")
  var collections: [String] = []

  @Option(name: .long, help: "The index they move to (0 is first).")
  var to: Int

  @OptionGroup var change: LibraryChangeArguments

  func validate() throws {
    if collections.isEmpty { throw ValidationError("Name at least one album or folder.") }
    if to < 0 { throw ValidationError("--to must be 0 or more (got \(to)).") }
  }

  func run() async throws {
    let session = try LibraryChangeSession(change)
    let store = try session.folders()
    let target = try session.folder(folder)
    let identifiers = try collections.map { try session.collection($0) }
    session.attempt { () throws(LibraryChangeError) in try store.moveChildren(identifiers, inFolder: target.localIdentifier, to: to) }
    try await session.finish()
  }
}
