import ArgumentParser
import MediaKind

/// `classify album folder remove FOLDER COLLECTION... --in LIBRARY`.
struct FolderRemoveCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "remove",
    abstract: "Take albums and folders out of a folder, to the top level (they stay in the library).")

  @Argument(help: "The folder: its identifier or title.")
  var folder: String

  @Argument(help: "The stored albums and folders: identifiers or titles.")
  var collections: [String] = []

  @OptionGroup var change: LibraryChangeArguments

  func validate() throws {
    if collections.isEmpty { throw ValidationError("Name at least one album or folder.") }
  }

  func run() async throws {
    let session = try LibraryChangeSession(change)
    let store = try session.folders()
    let target = try session.folder(folder)
    let identifiers = try collections.map { try session.collection($0) }
    session.attempt { () throws(LibraryChangeError) in try store.removeChildren(identifiers, fromFolder: target.localIdentifier) }
    try await session.finish()
  }
}
