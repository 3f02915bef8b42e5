import ArgumentParser
import Foundation
import MediaKind
import MediaKindCheck
import MediaKindImaging
import MediaKindReport

/// `classify report`: a static site that shows what a folder holds, as PhotoKit would group it
/// (the `MediaKindReport` library; this command parses the arguments, scans and checks).
struct ClassifyReport: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "report",
    abstract: "Write a static report site of a folder: summary, smart albums and albums with thumbnails, details, check findings.",
    discussion: """
      The site (index.html, data.js, details/, thumbs/) opens from file:// without network. \
      Thumbnails are PhotoKit-style fast previews (embedded images when the file has them). \
      --expect FILE or --policy FILE adds the findings of `classify check` (which fails \
      closed on unreadable files unless --allow-unreadable). --where EXPR keeps the assets an \
      NSPredicate-format expression selects. The folder is walked as every command walks \
      (walk options, .mediakind.yml). Exit status 1 when a file could not be read or the check \
      found something, 65 when a check file or .mediakind.yml is not valid, 66 when ROOT or \
      a check file cannot be read, 73 when the site cannot be written (every status: \
      classify --help). --archive and --records add archive members and earlier records to \
      the report (they have no thumbnails). Thumbnails of unchanged files come from the \
      library's thumbnail cache (--library, or the nearest folder at or above ROOT with a \
      .mediakind folder); --no-cache bypasses it.
      """ + inputUse.helpText)

  @Argument(help: "The folder to report on.")
  var root: String

  @Option(name: .long, help: "The folder to write the site into (created when missing).")
  var out: String

  @Option(name: .long, help: ArgumentHelp("Expected results to check against (as classify check --expect).", valueName: "file"))
  var expect: String?

  @Option(name: .long, help: ArgumentHelp("A media policy to check against (as classify check --policy).", valueName: "file"))
  var policy: String?

  @Option(name: .long, help: "table, json, jsonl or csv: the summary's format (default: table on a terminal, jsonl otherwise).")
  var format: OutputFormat?

  @OptionGroup var csv: CSVGuardArgument

  @Option(name: .long, help: "Thumbnail size in pixels.")
  var thumbnailSize = 256

  @Option(
    name: .customLong("where"),
    help: ArgumentHelp(
      "Only assets matching this predicate in PhotoKit's NSPredicate syntax (as classify assets --where).",
      valueName: "expression"))
  var whereExpression: String?

  @Flag(
    name: .customLong("allow-unreadable"),
    help: "With --expect or --policy: let files that cannot be read pass the check.")
  var allowUnreadable = false

  @OptionGroup var inputs: InputArguments
  @OptionGroup var concurrency: ConcurrencyArgument
  @OptionGroup var livePairing: LivePairingArgument
  @OptionGroup var cache: ThumbnailCacheArguments

  /// What a report reads: its folder, archives and records, not path lists.
  static let inputUse = InputUse(
    lists: "a report is of one folder, its paths shown relative to it; exclude what should not be in it")

  func validate() throws {
    try inputs.refuse(Self.inputUse)
    try inputs.refuseSecondStandardInput(paths: [])
    if expect != nil && policy != nil { throw ValidationError("Give either --expect or --policy, not both.") }
    if thumbnailSize < 16 || thumbnailSize > 2048 { throw ValidationError("--thumbnail-size must be between 16 and 2048.") }
    if let whereExpression {
      do {
        _ = try AssetPredicate(format: whereExpression)
      } catch {
        throw ValidationError("--where: \(error)")
      }
    }
  }

  func run() async throws {
    try RequiredFolder.check(root)
    // The output folders first: a link planted in them is refused before the scan.
    let folders: ReportFolders
    do {
      folders = try ReportFolders(creating: out)
    } catch {
      Terminal.error(error)
      throw ExitStatus.cannotWrite.exitCode
    }
    let inputs = self.inputs.inputs(paths: [root])
    let (plan, mode) = try await self.inputs.run(inputs) { () throws(MediaInputsError) in
      let plan = try inputs.plan()
      return (plan, try inputs.mode(plan) ?? .thorough)
    }
    let walkOptions = plan.options(for: root)
    let allowUnreadable = self.allowUnreadable || plan.allowsUnreadable
    var check: CheckReport?
    do {
      let expectations = try expect.map { try ExpectationFile.load($0) }
      let policyCheck = try policy.map { try PolicyCheck.load($0) }
      if expectations != nil || policyCheck != nil {
        var progress = Progress.shown(counter: WalkCounter(roots: [root], plan: plan))
        let records = await RootScan(root: root, walk: walkOptions).classify(
          with: MediaClassifier(options: ClassifyOptions(mode: mode)), progress: { _ in progress?.tick() })
        progress?.finish()
        check =
          expectations.map { ExpectationCheck(expected: $0).compare(records, allowUnreadable: allowUnreadable) }
          ?? policyCheck?.evaluate(records, allowUnreadable: allowUnreadable)
      }
    } catch let error as CheckInputError {
      throw Terminal.fail(error, status: .unusable(error.file))
    }
    let width = concurrency.width
    let classifier = MediaClassifier(options: ClassifyOptions(mode: mode, explain: true))
    var progress =
      self.inputs.hasStreams
      ? Progress.shown()
      : Progress.shown(counter: WalkCounter(roots: [root], plan: plan))
    let library = try await self.inputs.run(inputs) { () async throws(MediaInputsError) in
      try await MediaLibrary.scan(
        inputs: inputs, classifier: classifier, concurrency: width, livePairing: livePairing.mode
      ) {
        Progress.note($0.record, &progress)
      }
    }
    progress?.finish()
    for failure in library.failures { Terminal.report(failure) }
    // Stored albums and folders that could not be read (the report leaves them out).
    for diagnostic in library.collections().diagnostics { Terminal.error(nil, diagnostic) }
    var builder = ReportBuilder(
      library: library, root: root, tool: "classify \(Classify.toolVersion)", thumbnailSide: thumbnailSize,
      concurrency: width, check: check, predicate: try whereExpression.map { try AssetPredicate(format: $0) })
    if !cache.noCache, let home = cache.library ?? ThumbnailCache.library(containing: root) {
      builder.thumbnailCache = ThumbnailCacheArguments.open(home)
    }
    let written: ReportSummary
    do {
      written = try await builder.write(into: folders)
    } catch let error as OutputDirectoryError {
      Terminal.error(error)
      throw ExitStatus.cannotWrite.exitCode
    } catch {
      Terminal.error(out, "cannot write: \(error.localizedDescription)")
      throw ExitStatus.cannotWrite.exitCode
    }
    if let note = builder.thumbnailCache?.note { Terminal.error(nil, "note: \(note)") }
    ThumbnailCacheArguments.printDebugCount()
    // `json` is the summary object itself, as `jsonl` (not an array of one).
    let chosen = format ?? (Terminal.isTerminal(.standardOutput) ? .table : .jsonl)
    let writer = OutputWriter<ReportResult>(format: chosen == .json ? .jsonl : chosen, csvGuard: csv.enabled)
    writer.begin()
    writer.write(ReportResult(summary: written, index: out + "/index.html"))
    writer.end()
    if !library.failures.isEmpty || !(check?.ok ?? true) { throw ExitStatus.failures.exitCode }
  }
}
