import ArgumentParser
import MediaKind

/// `classify album folder add FOLDER COLLECTION... [--first | --at N] --in LIBRARY`.
struct FolderAddCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "add",
    abstract: "Put albums and folders in a folder, appended or inserted.",
    discussion: """
      Appends by default (PhotoKit's addChildCollections); --first inserts them before the \
      folder's collections, --at N from index N (insertChildCollections(_:at:)). One in \
      another folder moves out of it; one in this folder already stays where it is. A folder \
      cannot go into itself or a folder inside it.
      """)

  @Argument(help: "The folder: its identifier or title.")
  var folder: String

  @Argument(help: "The stored albums and folders: identifiers or titles.")
  var collections: [String] = []

  @Flag(name: .long, help: "Insert them first.")
  var first = false

  @Option(name: .long, help: "Insert them from this index.")
  var at: Int?

  @OptionGroup var change: LibraryChangeArguments

  func validate() throws {
    if collections.isEmpty { throw ValidationError("Name at least one album or folder.") }
    if first, at != nil { throw ValidationError("--first and --at exclude each other.") }
    if let at, at < 0 { throw ValidationError("--at must be 0 or more (got \(at)).") }
  }

  func run() async throws {
    let session = try LibraryChangeSession(change)
    let store = try session.folders()
    let target = try session.folder(folder)
    let identifiers = try collections.map { try session.collection($0) }
    session.attempt { () throws(LibraryChangeError) in
      let position: AlbumPosition
      if first {
        position = .first
      } else if let at {
        let start = min(at, target.children.count)
        position = .indexes(Array(start..<(start + identifiers.count)))
      } else {
        position = .last
      }
      return try store.addChildren(identifiers, toFolder: target.localIdentifier, at: position)
    }
    try await session.finish()
  }
}
