import ArgumentParser
import MediaKind

/// The assets a change command works on: identifiers (`UUID/L0/001`, as `classify assets`
/// prints them) or paths of any of their files, and/or every asset a `--where` predicate
/// selects (Docs/CLI.md, "Changing a library"). At least one of the two is required.
struct AssetSelectionArguments: ParsableArguments {
  @Argument(help: "Assets: identifiers (UUID/L0/001) or paths of any of their files (relative to the current folder or the library).")
  var assets: [String] = []

  @Option(
    name: .customLong("where"),
    help: ArgumentHelp("Also every asset matching this predicate (the syntax of `classify assets --where`).", valueName: "expression"))
  var whereExpression: String?

  func validate() throws {
    if assets.isEmpty && whereExpression == nil { throw ValidationError("Name the assets (or give --where).") }
    if let whereExpression {
      do {
        _ = try AssetPredicate(format: whereExpression)
      } catch {
        throw ValidationError("--where: \(error)")
      }
    }
  }
}
