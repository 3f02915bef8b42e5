import ArgumentParser
import MediaKind

/// `classify unfavorite ASSET... [--where EXPR] --in LIBRARY`.
struct ClassifyUnfavorite: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "unfavorite",
    abstract: "Make assets not favorites (the rating a favorite replaced comes back).",
    discussion: AssetFlagChange.discussion)

  @OptionGroup var selection: AssetSelectionArguments
  @OptionGroup var change: LibraryChangeArguments

  func run() async throws {
    try await AssetFlagChange.favorite(false).run(selection, change)
  }
}
