import ArgumentParser
import MediaKind

/// The options every command that changes a library shares: the library (`--in`) and the
/// output format of the committed changes (Docs/CLI.md, "Changing a library").
struct LibraryChangeArguments: ParsableArguments {
  @Option(name: .customLong("in"), help: ArgumentHelp("The library folder to change.", valueName: "library"))
  var library: String

  @Option(name: .long, help: "table, json, jsonl or csv (default: table on a terminal, jsonl otherwise).")
  var format: OutputFormat?

  @OptionGroup var csv: CSVGuardArgument
}
