import ArgumentParser

/// `classify album folder`: make and edit stored folders of albums (Docs/CLI.md, "Changing a
/// library").
struct AlbumFolderCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "folder",
    abstract: "Create, rename and delete folders of albums, put albums and folders in them, take them out, reorder them.",
    discussion: """
      PhotoKit's PHCollectionListChangeRequest. Folders made here are stored as data in \
      LIBRARY/.mediakind/folders/ (one JSON file each: title, identifier, ordered children); \
      they hold stored albums and other stored folders, each in one folder at most. `classify \
      albums --tree` shows them with their albums nested. FOLDER is a stored folder's \
      identifier or title; COLLECTION a stored album's or folder's identifier or title. Each \
      prints the committed changes.
      """,
    subcommands: [
      FolderCreateCommand.self, FolderRenameCommand.self, FolderDeleteCommand.self, FolderAddCommand.self,
      FolderRemoveCommand.self, FolderMoveCommand.self,
    ])
}
