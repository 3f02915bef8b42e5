import ArgumentParser
import MediaKind

/// What library commands read besides folders: archives (`--archive`), the records of earlier
/// runs (`--records`, e.g. `classify merge` output) and a shard of everything (`--shard`).
struct LibraryStreamArguments: ParsableArguments {
  @OptionGroup var archives: ArchiveArguments

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Build the library from the records of earlier runs (classify or classify merge JSON Lines; `-` for standard input; repeatable).",
      valueName: "file"))
  var records: [String] = []

  @OptionGroup var shard: ShardArgument

  func validate() throws {
    if records.filter({ $0 == "-" }).count + (archives.readsStandardInput ? 1 : 0) > 1 {
      throw ValidationError("Standard input can be read once (--records - or --archive -).")
    }
  }

  var isEmpty: Bool { archives.archive.isEmpty && records.isEmpty }
}
