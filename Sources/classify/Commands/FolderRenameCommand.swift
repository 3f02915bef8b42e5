import ArgumentParser
import MediaKind

/// `classify album folder rename FOLDER TITLE --in LIBRARY`.
struct FolderRenameCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(commandName: "rename", abstract: "Give a folder of albums a new title.")

  @Argument(help: "The folder: its identifier or title.")
  var folder: String

  @Argument(help: "The new title.")
  var title: String

  @OptionGroup var change: LibraryChangeArguments

  func run() async throws {
    let session = try LibraryChangeSession(change)
    let found = try session.folder(folder)
    let store = try session.folders()
    session.attempt { () throws(LibraryChangeError) in [try store.rename(folder: found.localIdentifier, to: title)] }
    try await session.finish()
  }
}
