import ArgumentParser

/// `classify album`: make and edit stored albums (Docs/CLI.md, "Changing a library").
struct ClassifyAlbum: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "album",
    abstract: "Create, rename and delete albums, add and remove their assets, choose their cover; folders of albums.",
    discussion: """
      Albums made here are stored as data in LIBRARY/.mediakind/albums/ (one JSON file each: \
      title, identifier, ordered asset identifiers, key asset): an asset can be in several \
      albums without a second copy of its bytes. `classify albums --type album` and `classify \
      assets --in-album` show them beside the folder albums. ALBUM is an album's identifier or \
      title; ASSET an asset's identifier or the path of one of its files. Each prints the \
      committed changes. `classify album folder` makes and edits folders of albums.
      """,
    subcommands: [
      AlbumCreateCommand.self, AlbumRenameCommand.self, AlbumDeleteCommand.self, AlbumAddCommand.self,
      AlbumRemoveCommand.self, AlbumCoverCommand.self, AlbumFolderCommand.self,
    ])
}
