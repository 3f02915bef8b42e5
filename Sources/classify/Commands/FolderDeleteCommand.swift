import ArgumentParser
import MediaKind

/// `classify album folder delete FOLDER... --in LIBRARY`.
struct FolderDeleteCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "delete",
    abstract: "Delete folders of albums (their albums and folders stay, in the folder's place).",
    discussion: """
      Unlike Photos, which deletes a folder's albums with it, the albums and folders inside \
      take the deleted folder's place in the folder that held it, or go to the top level. \
      Delete albums with `classify album delete`.
      """)

  @Argument(help: "The folders: identifiers or titles.")
  var folders: [String]

  @OptionGroup var change: LibraryChangeArguments

  func validate() throws {
    if folders.isEmpty { throw ValidationError("Name at least one folder.") }
  }

  func run() async throws {
    let session = try LibraryChangeSession(change)
    let store = try session.folders()
    for name in folders {
      let found = try session.folder(name)
      session.attempt { () throws(LibraryChangeError) in try store.delete(folder: found.localIdentifier) }
    }
    try await session.finish()
  }
}
