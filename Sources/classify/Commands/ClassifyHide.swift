import ArgumentParser
import MediaKind

/// `classify hide ASSET... [--where EXPR] --in LIBRARY`.
struct ClassifyHide: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "hide",
    abstract: "Hide assets (mediakind:Hidden in their XMP sidecars): they leave every fetch but the smart album allHidden.",
    discussion: AssetFlagChange.discussion)

  @OptionGroup var selection: AssetSelectionArguments
  @OptionGroup var change: LibraryChangeArguments

  func run() async throws {
    try await AssetFlagChange.hidden(true).run(selection, change)
  }
}
