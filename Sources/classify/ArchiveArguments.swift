import ArgumentParser
import MediaKind

/// `--archive FILE|-` (repeatable): archives read as streams, each member classified
/// (Docs/CLI.md, "Archives").
struct ArchiveArguments: ParsableArguments {
  @Option(
    name: .long,
    help: ArgumentHelp(
      "Classify the members of a tar, zip or cpio archive (plain, gzip, bzip2, xz or zstd), read as a stream; `-` reads it from standard input (repeatable).",
      valueName: "file"))
  var archive: [String] = []

  func validate() throws {
    if archive.filter({ $0 == "-" }).count > 1 {
      throw ValidationError("--archive - can be given once (standard input is one stream).")
    }
  }

  var inputs: [ArchiveInput] { archive.map(ArchiveInput.init(argument:)) }
  var readsStandardInput: Bool { archive.contains("-") }
}
