import ArgumentParser
import Foundation
import MediaKind

/// `classify import`: adds files, folders or bytes from standard input to a folder library
/// (`Docs/Changes.md`; PhotoKit's `PHAssetCreationRequest` in `performChanges`).
struct ClassifyImport: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "import",
    abstract: "Add files, folders or standard input to a folder library, nothing ever overwritten or lost.",
    discussion: """
      Each source is classified (thorough) and built into assets as `classify assets` builds \
      them: a Live Photo's still and video, a RAW and its JPEG, .AAE/.xmp sidecars and edited \
      renders (IMG_E1234) travel as one group (a still and a video whose export dropped the \
      Live Photo identifier too, with --pair-live probable), placed by --layout with PhotoKit-like collision \
      names (IMG_1234 (1).HEIC) and never over an existing file. A group already in the \
      library (same bytes) is reported as a duplicate, not imported again. One import runs \
      on a library at a time (a second fails with "busy"); a crashed import is finished or \
      rolled back by the next one. Prints one line per group: created \
      (wouldCreate with --dry-run), duplicate, skipped or failed; with --album, then the \
      album's changes (as `classify album add` prints them). Exit status: 0; 1 when a \
      group failed or the album could not be changed; 64 for a bad --layout, --name or a source inside the library; 66 when \
      the library or a source does not exist; 73 when the library is read-only or busy \
      (every status: classify --help).
      """)

  @Argument(help: "Files and folders to import; - reads one file's bytes from standard input (with --name).")
  var sources: [String]

  @Option(name: .customLong("into"), help: "The library folder.")
  var library: String

  @Option(name: .long, help: "The file name of the bytes read from standard input (-).")
  var name: String?

  @Option(
    name: .long,
    help: "Where assets go in the library (default: \(ImportLayout.defaultTemplate)); tokens: \(ImportLayout.tokens.map { "{\($0)}" }.joined(separator: " ")).")
  var layout: String = ImportLayout.defaultTemplate

  @Flag(help: "How files reach the library: copied (default), hard-linked, or moved (copied, verified, then the source removed).")
  var transfer: FileTransfer = .copy

  @Flag(name: .customLong("dry-run"), help: "Print what would happen; write nothing.")
  var dryRun = false

  @Option(name: .long, help: "Add the created and duplicate assets to the stored album TITLE, created when missing; first, so the first is its cover (or last with --append).")
  var album: String?

  @Flag(name: .long, help: "With --album: after the album's assets instead of before them.")
  var append = false

  @Option(name: .long, help: "table, json, jsonl or csv (default: table on a terminal, jsonl otherwise).")
  var format: OutputFormat?

  @OptionGroup var csv: CSVGuardArgument

  @OptionGroup var livePairing: LivePairingArgument

  /// The most bytes read from standard input (the bytes are held in memory).
  static let maxStandardInputBytes = 1 << 30

  func validate() throws {
    guard !sources.isEmpty else { throw ValidationError("Missing expected argument '<sources> ...'") }
    let dashes = sources.filter { $0 == "-" }.count
    if dashes > 1 { throw ValidationError("- (standard input) may be given once.") }
    if dashes == 1, name == nil { throw ValidationError("- (standard input) needs --name NAME, the file name of its bytes.") }
    if dashes == 0, name != nil { throw ValidationError("--name names the bytes of - (standard input), which is not among the sources.") }
    if append, album == nil { throw ValidationError("--append places assets in the --album TITLE, which is not given.") }
    if album?.isEmpty == true { throw ValidationError("--album needs a title.") }
  }

  func run() async throws {
    let template: ImportLayout
    do {
      template = try ImportLayout(template: layout)
    } catch {
      Terminal.error(nil, error.reason)
      throw ExitStatus.usage.exitCode
    }
    try RequiredFolder.check(library)
    var requests: [AssetCreationRequest] = []
    for source in sources {
      if source == "-" {
        requests.append(AssetCreationRequest(data: try Self.readStandardInput(), name: name ?? ""))
      } else {
        requests.append(AssetCreationRequest(fileAt: source, transfer: transfer))
      }
    }
    // Each group's line is printed as soon as its outcome is decided (nothing is kept per
    // group: Docs/Performance.md, "Where an import's memory goes").
    let writer = OutputWriter<ImportLine>(
      format: format ?? (Terminal.isTerminal(.standardOutput) ? .table : .jsonl), csvGuard: csv.enabled)
    // Begun at the first line: a transaction that cannot run at all prints nothing.
    var begun = false
    var failed = false
    let changes: CommittedChangeSet
    do {
      changes = try await MediaLibrary.performChanges(
        in: library, requests, layout: template, dryRun: dryRun, album: album, albumPosition: append ? .last : .first,
        livePairing: livePairing.mode
      ) { outcome in
        if !begun {
          writer.begin()
          begun = true
        }
        if outcome.action == .failed {
          failed = true
          Terminal.error(outcome.sources.first, outcome.reason ?? "failed")
        }
        writer.write(ImportLine(outcome: outcome, dryRun: dryRun))
      }
    } catch {
      if begun { writer.end() }
      Terminal.error(error.path, error.reason)
      throw Self.status(of: error).exitCode
    }
    await IndexUpkeep.update(library: library, paths: changes.changedPaths)
    if changes.recoveredFinished + changes.recoveredRolledBack > 0 {
      Terminal.error(
        library,
        "an interrupted change was recovered: \(changes.recoveredFinished) asset groups finished, \(changes.recoveredRolledBack) rolled back")
    }
    if !begun { writer.begin() }
    for change in changes.albumChanges { writer.write(ImportLine(albumChange: change)) }
    writer.end()
    if let failure = changes.albumFailure {
      Terminal.error(failure.path, "the assets are in the library, but not in the album: " + failure.reason)
    }
    try ExitStatus.of(operands: sources, failed: failed || changes.albumFailure != nil).exit()
  }

  /// The exit status of a transaction that could not run.
  static func status(of error: LibraryChangeError) -> ExitStatus {
    switch error.kind {
    case .missing: .noInput
    case .invalid: .usage
    case .busy, .readOnly, .refused, .failed: .cannotWrite
    }
  }

  /// Standard input's bytes, at most ``maxStandardInputBytes``.
  static func readStandardInput() throws -> [UInt8] {
    var bytes: [UInt8] = []
    let handle = FileHandle.standardInput
    while true {
      let chunk = handle.readData(ofLength: 1 << 20)
      if chunk.isEmpty { break }
      bytes += chunk
      if bytes.count > maxStandardInputBytes {
        Terminal.error("-", "standard input holds more than \(maxStandardInputBytes) bytes: import it from a file")
        throw ExitStatus.usage.exitCode
      }
    }
    return bytes
  }
}
