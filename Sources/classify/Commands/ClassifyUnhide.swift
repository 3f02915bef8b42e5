import ArgumentParser
import MediaKind

/// `classify unhide ASSET... [--where EXPR] --in LIBRARY`.
struct ClassifyUnhide: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "unhide",
    abstract: "Show hidden assets again.",
    discussion: AssetFlagChange.discussion)

  @OptionGroup var selection: AssetSelectionArguments
  @OptionGroup var change: LibraryChangeArguments

  func run() async throws {
    try await AssetFlagChange.hidden(false).run(selection, change)
  }
}
