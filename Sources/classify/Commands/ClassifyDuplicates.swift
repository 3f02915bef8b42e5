import ArgumentParser
import MediaKind

/// `classify duplicates`: groups of assets that are the same asset, with the one to keep.
struct ClassifyDuplicates: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "duplicates",
    abstract: "Find duplicate assets: identical bytes, identical image data with other metadata, or the same shot.",
    discussion: """
      Scans the folders as `classify assets` does and prints one line per group of assets \
      that are the same asset: the member to keep and why (a file on disk over an archive \
      member, then most pixels, then an original's name over a copy's, then most metadata, \
      then the oldest file), and each other member's \
      tier: identicalBytes, identicalImageData (a JPEG's or PNG's image data equal without \
      its metadata), or sameShot (other pixels of one shot: the same ImageUniqueID, Live \
      Photo content identifier on two stills, or burst id and millisecond capture time; its \
      evidence printed). Assets are compared by their primary files, so the halves of a Live \
      Photo, a RAW+JPEG pair, a burst's frames and an original and its edit are never \
      duplicates of each other. Members of --archive inputs (ARCHIVE//MEMBER) are \
      identicalBytes by the digest a thorough scan takes of their bytes, or sameShot; never \
      identicalImageData, and in fast mode (no digest) only sameShot. \
      Files of a size no other file (or member) has are never read. Nothing is deleted or moved. Exit \
      status: 0, or with --exit-code 1 when duplicates were found; 1 when a file cannot be \
      read.
      """)

  @OptionGroup var scan: LibraryScanArguments

  @Option(name: .long, help: "table, json, jsonl or csv (default: table on a terminal, jsonl otherwise).")
  var format: OutputFormat?

  @OptionGroup var csv: CSVGuardArgument

  @Option(
    name: .long,
    help: "Only this tier (repeatable): identicalBytes, identicalImageData or sameShot (default: all).")
  var tier: [DuplicateTier] = []

  @Flag(name: .customLong("exit-code"), help: "Exit with status 1 when duplicates were found.")
  var exitCode = false

  func run() async throws {
    let library = try await scan.scan()
    let tiers = tier.isEmpty ? Set(DuplicateTier.allCases) : Set(tier)
    let report = await library.duplicates(tiers: tiers, concurrency: scan.concurrency.width)
    for failure in report.failures { Terminal.error(failure.path, failure.failure.message) }
    let writer = OutputWriter<DuplicateGroup>(
      format: format ?? (Terminal.isTerminal(.standardOutput) ? .table : .jsonl), csvGuard: csv.enabled)
    writer.begin()
    for group in report.groups { writer.write(group) }
    writer.end()
    let failed = !library.failures.isEmpty || !report.failures.isEmpty || (exitCode && !report.groups.isEmpty)
    try ExitStatus.of(operands: scan.paths + scan.inputs.archive, failed: failed).exit()
  }
}
