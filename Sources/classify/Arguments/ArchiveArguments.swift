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

  @Option(
    name: .long,
    help: ArgumentHelp(
      "The most members read from one archive (default 1,000,000 for classify, 250,000 for assets, albums, moments and check, which hold a record per member); past it the archive gets an error record and the rest is not read.",
      valueName: "n"))
  var maxMembers: Int?

  /// The default of `--max-members` for commands that hold a record per member (about 1.2 KB
  /// each in a library: 250,000 members cost about 300 MB; Docs/Reliability.md, "Members per
  /// archive"). `classify` streams its records and keeps ``ArchiveLimits/defaultMaxMembers``.
  static let heldRecordsMaxMembers = 250_000

  func validate() throws {
    if archive.filter({ $0 == "-" }).count > 1 {
      throw ValidationError("--archive - can be given once (standard input is one stream).")
    }
    if let maxMembers, maxMembers < 1 {
      throw ValidationError("--max-members must be at least 1.")
    }
  }

  /// The archive limits: `--max-members`, else `defaultMaxMembers`.
  func limits(defaultMaxMembers: Int = ArchiveLimits.defaultMaxMembers) -> ArchiveLimits {
    ArchiveLimits(maxMembers: maxMembers ?? defaultMaxMembers)
  }

  var inputs: [ArchiveInput] { archive.map(ArchiveInput.init(argument:)) }
  var readsStandardInput: Bool { archive.contains("-") }
}
