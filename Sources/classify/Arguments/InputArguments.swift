import ArgumentParser
import Foundation
import MediaKind

/// The inputs every command that reads media shares (Docs/CLI.md, "Inputs"): path lists
/// (`--files-from`, `-0`), the walk options and excludes (``WalkArguments``), archives,
/// earlier records, a shard and the mode, mapped to one ``MediaInputs`` value. A command
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

  @OptionGroup var walk: WalkArguments
  @OptionGroup var archives: ArchiveArguments

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Read the records of earlier runs instead of their files (classify or classify merge JSON Lines; `-` for standard input; repeatable).",
      valueName: "file"))
  var records: [String] = []

  @OptionGroup var shard: ShardArgument

  @Option(
    name: .long,
    help: "thorough (default): all metadata the rules need; fast: one head read per file, for the highest speed.")
  var mode: ClassificationMode?

  /// Whether anything besides positional paths is read.
  var hasStreams: Bool { !filesFrom.isEmpty || !archives.archive.isEmpty || !records.isEmpty }

  /// Refuses, with the reason, what `use` says the command cannot take (exit status 64).
  func refuse(_ use: InputUse) throws {
    if let reason = use.lists, !filesFrom.isEmpty || null {
      throw ValidationError("--files-from and -0 do not apply: \(reason).")
    }
    if let reason = use.archives, !archives.archive.isEmpty || archives.maxMembers != nil {
      throw ValidationError("--archive does not apply: \(reason).")
    }
    if let reason = use.records, !records.isEmpty { throw ValidationError("--records does not apply: \(reason).") }
    if let reason = use.shard, shard.shard != nil { throw ValidationError("--shard does not apply: \(reason).") }
    if let reason = use.mode, mode != nil { throw ValidationError("--mode does not apply: \(reason).") }
  }

  /// Refuses a run that reads standard input twice (it is one stream).
  func refuseSecondStandardInput(paths: [String]) throws {
    if inputs(paths: paths).standardInputReaders > 1 {
      throw ValidationError("Standard input can be read once (`-`, --files-from -, --archive - or --records -).")
    }
  }

  /// The inputs of `paths` (`-`: a path list on standard input) and these options.
  func inputs(paths: [String], defaultMaxMembers: Int? = nil) -> MediaInputs {
    var inputs = MediaInputs(paths: paths)
    walk.apply(to: &inputs)
    inputs.pathLists = filesFrom
    inputs.nullSeparated = null
    inputs.archives = archives.inputs
    inputs.archiveLimits = archives.maxMembers.map { ArchiveLimits(maxMembers: $0) }
    inputs.records = records
    inputs.shard = shard.value
    inputs.mode = mode
    return inputs
  }

  /// The progress line of a command that streams `inputs` (``Progress/shown(tableOnTerminal:counting:lists:separator:plan:)``):
  /// its total counted over the paths and the path lists in files; a list on standard input,
  /// archives and records are read once, as streams, so with any of them there is no total.
  func progress(of inputs: MediaInputs, tableOnTerminal: Bool) -> Progress? {
    Progress.shown(
      tableOnTerminal: tableOnTerminal,
      counting: inputs.roots + (archives.archive.isEmpty && records.isEmpty ? [] : ["-"]),
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
    WalkArguments.warnUnmatched(inputs, patterns: walk.exclude)
    return result
  }
}
