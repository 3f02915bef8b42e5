import ArgumentParser
import MediaKind

/// `classify favorite ASSET... [--where EXPR] --in LIBRARY`.
struct ClassifyFavorite: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "favorite",
    abstract: "Make assets favorites (xmp:Rating 5 in their XMP sidecars; the rating replaced is kept).",
    discussion: "Written to each asset's XMP sidecars (a new <name.ext>.xmp when it has none), never into an original; every other property of a sidecar is kept. A sidecar that cannot be parsed is refused with the reason.")

  @OptionGroup var selection: AssetSelectionArguments
  @OptionGroup var change: LibraryChangeArguments

  func validate() throws {
    if selection.isEmpty { throw ValidationError("Name the assets (or give --where).") }
  }

  func run() async throws {
    try await AssetFlagChange.favorite(true).run(selection, change)
  }
}
