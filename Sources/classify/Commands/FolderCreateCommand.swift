import ArgumentParser
import MediaKind

/// `classify album folder create TITLE [--parent FOLDER] --in LIBRARY`.
struct FolderCreateCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "create",
    abstract: "Create an empty folder of albums (PhotoKit's creationRequestForCollectionList(withTitle:)).")

  @Argument(help: "The folder's title.")
  var title: String

  @Option(name: .long, help: "Create it inside this stored folder (its identifier or title); by default at the top level.")
  var parent: String?

  @OptionGroup var change: LibraryChangeArguments

  func run() async throws {
    let session = try LibraryChangeSession(change)
    let store = try session.folders()
    let holder = try parent.map { try session.folder($0) }
    session.attempt { () throws(LibraryChangeError) in
      let created = try store.createFolder(title: title)
      guard let holder else { return [created.change] }
      return [created.change] + (try store.addChildren([created.folder.localIdentifier], toFolder: holder.localIdentifier))
    }
    try await session.finish()
  }
}
