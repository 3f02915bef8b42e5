import ArgumentParser
import MediaKind

/// `classify favorite ASSET... [--where EXPR] --in LIBRARY`.
struct ClassifyFavorite: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "favorite",
    abstract: "Make assets favorites (xmp:Rating 5 in their XMP sidecars; the rating replaced is kept).",
    discussion: AssetFlagChange.discussion)

  @OptionGroup var selection: AssetSelectionArguments
  @OptionGroup var change: LibraryChangeArguments

  func run() async throws {
    try await AssetFlagChange.favorite(true).run(selection, change)
  }
}
