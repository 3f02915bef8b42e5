import ArgumentParser
import Foundation
import MediaKind

/// The inputs every command that reads media shares (Docs/CLI.md, "Inputs"): path lists
/// (`--files-from`, `-0`), the walk options (`--[no-]recursive`, `--hidden`, `--follow`,
/// `--exclude PATTERN`, repeatable `.gitignore` lines, and `--no-config`, merged with each
/// root's `.mediakind.yml`, ``FolderSettings``, the command line winning), archives, earlier
/// records, a shard and the mode, mapped to one ``MediaInputs`` value. The options are this
/// type's own, not nested groups: swift-argument-parser checks every group's definitions in
/// a debug build, at a cost that multiplies with each level of nesting (Docs/Testing.md,
/// "The cost of a debug classify"). A command
/// that cannot use some of them says which in its help and refuses them (``refuse(_:)``).
struct InputArguments: ParsableArguments {
  @Option(
    name: .long,
    help: ArgumentHelp("Read paths from this file, one per line (`-` for standard input; repeatable).", valueName: "file"))
  var filesFrom: [String] = []

  @Flag(
    name: [.customShort("0"), .customLong("null")],
    help: "Path lists (`-`, --files-from) are separated by NUL bytes, as `find -print0` writes them.")
  var null = false

  @Flag(name: .long, inversion: .prefixedNo, help: "Walk folders recursively.")
  var recursive = true

  @Flag(
    name: .long,
    help: "Also walk version-control and tool folders (.git, .hg, .svn, .mediakind, @eaDir, ...).")
  var hidden = false

  @Flag(
    name: .long,
    help: "Follow symbolic links to folders (each folder is walked once; loops are skipped).")
  var follow = false

  @Option(
    name: .long, parsing: .singleValue,
    help: ArgumentHelp(
      "Leave out files and folders matching this pattern, read as a .gitignore line: no slash matches at any depth (*.jpg, node_modules), a leading or middle slash anchors it to the folder walked, a trailing / matches folders only, ! takes a path back. Files named or listed are matched too, relative to the current directory (repeatable).",
      valueName: "pattern"))
  var exclude: [String] = []

  @Flag(name: .customLong("no-config"), help: "Ignore the folders' .mediakind.yml files.")
  var noConfig = false

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

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Read the records of earlier runs instead of their files (classify or classify merge JSON Lines; `-` for standard input; repeatable).",
      valueName: "file"))
  var records: [String] = []

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Only the files of shard I of N (0 ≤ I < N), split by a stable hash of the path; N runs cover every file once.",
      valueName: "I/N"))
  var shard: String?

  @Option(
    name: .long,
    help: "thorough (default): all metadata the rules need; fast: one head read per file, for the highest speed.")
  var mode: ClassificationMode?

  /// The default of `--max-members` for commands that hold a record per member (about 1.2 KB
  /// each in a library: 250,000 members cost about 300 MB; Docs/Reliability.md, "Members per
  /// archive"). `classify` streams its records and keeps ``ArchiveLimits/defaultMaxMembers``.
  static let heldRecordsMaxMembers = 250_000

  /// Whether anything besides positional paths is read.
  var hasStreams: Bool { !filesFrom.isEmpty || !archive.isEmpty || !records.isEmpty }

  /// Excludes that parse, `--archive -` (standard input, one stream) at most once,
  /// `--max-members` at least 1, and `--shard` as I/N.
  func validate() throws {
    _ = try globs()
    if archive.filter({ $0 == "-" }).count > 1 {
      throw ValidationError("--archive - can be given once (standard input is one stream).")
    }
    if let maxMembers, maxMembers < 1 {
      throw ValidationError("--max-members must be at least 1.")
    }
    if let shard, Shard(parsing: shard) == nil {
      throw ValidationError("--shard takes I/N with 0 <= I < N (got '\(shard)').")
    }
  }

  /// The excludes, as .gitignore lines.
  func globs() throws -> [PathGlob] {
    try exclude.map { pattern in
      do {
        return try PathGlob(excluding: pattern)
      } catch {
        throw ValidationError("--exclude: \(error)")
      }
    }
  }

  /// The inputs of `roots`, their walk plan and the mode (the command line's, else the
  /// configurations', else thorough). A configuration that cannot be used is reported on
  /// standard error and ends the command (``ExitStatus/dataError``).
  func resolve(roots: [String]) throws -> (plan: WalkPlan, mode: ClassificationMode, inputs: MediaInputs) {
    let inputs = inputs(paths: roots)
    do {
      let plan = try inputs.plan()
      return (plan, try inputs.mode(plan) ?? .thorough, inputs)
    } catch {
      Terminal.writeError("classify: \(error)\n")
      throw ExitStatus.dataError.exitCode
    }
  }

  /// Warns, one line each, of the excludes that left nothing out in the run `inputs` read.
  static func warnUnmatched(_ inputs: MediaInputs, patterns: [String]) {
    guard let tally = inputs.tally else { return }
    for pattern in tally.unmatched(patterns) {
      Terminal.writeError("classify: warning: --exclude '\(pattern)' matched nothing\n")
    }
  }

  /// The archive limits: `--max-members`, else `defaultMaxMembers`.
  func archiveLimits(defaultMaxMembers: Int = ArchiveLimits.defaultMaxMembers) -> ArchiveLimits {
    ArchiveLimits(maxMembers: maxMembers ?? defaultMaxMembers)
  }

  /// Refuses, with the reason, what `use` says the command cannot take (exit status 64).
  func refuse(_ use: InputUse) throws {
    if let reason = use.lists, !filesFrom.isEmpty || null {
      throw ValidationError("--files-from and -0 do not apply: \(reason).")
    }
    if let reason = use.archives, !archive.isEmpty || maxMembers != nil {
      throw ValidationError("--archive does not apply: \(reason).")
    }
    if let reason = use.records, !records.isEmpty { throw ValidationError("--records does not apply: \(reason).") }
    if let reason = use.shard, shard != nil { throw ValidationError("--shard does not apply: \(reason).") }
    if let reason = use.mode, mode != nil { throw ValidationError("--mode does not apply: \(reason).") }
  }

  /// Refuses a run that reads standard input twice (it is one stream).
  func refuseSecondStandardInput(paths: [String]) throws {
    if inputs(paths: paths).standardInputReaders > 1 {
      throw ValidationError("Standard input can be read once (`-`, --files-from -, --archive - or --records -).")
    }
  }

  /// The inputs of `paths` (`-`: a path list on standard input) and these options.
  func inputs(paths: [String]) -> MediaInputs {
    var inputs = MediaInputs(paths: paths)
    inputs.recursive = recursive
    inputs.includeToolFolders = hidden
    inputs.followLinks = follow
    inputs.excludes = (try? globs()) ?? []
    inputs.readsConfiguration = !noConfig
    inputs.tally = exclude.isEmpty ? nil : ExcludeTally()
    inputs.onSkip = Terminal.reportSkip
    inputs.pathLists = filesFrom
    inputs.nullSeparated = null
    inputs.archives = archive.map(ArchiveInput.init(argument:))
    inputs.archiveLimits = maxMembers.map { ArchiveLimits(maxMembers: $0) }
    inputs.records = records
    inputs.shard = shard.flatMap(Shard.init(parsing:))
    inputs.mode = mode
    return inputs
  }

  /// The progress line of a command that streams `inputs` (``Progress/shown(tableOnTerminal:counting:lists:separator:plan:)``):
  /// its total counted over the paths and the path lists in files; a list on standard input,
  /// archives and records are read once, as streams, so with any of them there is no total.
  func progress(of inputs: MediaInputs, tableOnTerminal: Bool) -> Progress? {
    Progress.shown(
      tableOnTerminal: tableOnTerminal,
      counting: inputs.roots + (archive.isEmpty && records.isEmpty ? [] : ["-"]),
      lists: filesFrom, separator: null ? 0 : 0x0A,
      plan: (try? inputs.plan()) ?? WalkPlan(base: inputs.walkOptions))
  }

  /// Runs `body`; an input that cannot be used ends the command: a path list or records file
  /// that cannot be opened with ``ExitStatus/noInput``, a configuration or records file that
  /// is not valid with ``ExitStatus/dataError``. Then warns of the excludes that matched
  /// nothing.
  func run<T>(_ inputs: MediaInputs, _ body: () async throws(MediaInputsError) -> T) async throws -> T {
    let result: T
    do {
      result = try await body()
    } catch {
      Terminal.error(error)
      throw (error.kind == .configuration ? ExitStatus.dataError : ExitStatus.unusable(error.file)).exitCode
    }
    Self.warnUnmatched(inputs, patterns: exclude)
    return result
  }
}
