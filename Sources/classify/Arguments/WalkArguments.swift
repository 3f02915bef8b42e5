import ArgumentParser
import MediaKind

/// How the commands that walk folders walk them: `--[no-]recursive`, `--hidden`, `--follow`,
/// `--exclude PATTERN` (repeatable, `.gitignore` lines) and `--no-config`, merged with each
/// root's `.mediakind.yml` (``FolderSettings``; the command line wins).
struct WalkArguments: ParsableArguments {
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

  func validate() throws {
    _ = try globs()
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

  /// `inputs` with these walk options (and a tally of the excludes that match).
  func apply(to inputs: inout MediaInputs) {
    inputs.recursive = recursive
    inputs.includeToolFolders = hidden
    inputs.followLinks = follow
    inputs.excludes = (try? globs()) ?? []
    inputs.readsConfiguration = !noConfig
    inputs.tally = exclude.isEmpty ? nil : ExcludeTally()
    inputs.onSkip = Terminal.reportSkip
  }

  /// The walk plan for `roots` and the mode (the command line's, else the configurations',
  /// else thorough). A configuration that cannot be used is reported on standard error and
  /// ends the command (``ExitStatus/dataError``).
  func resolve(roots: [String], mode: ClassificationMode?) throws -> (plan: WalkPlan, mode: ClassificationMode) {
    var inputs = MediaInputs(paths: roots)
    apply(to: &inputs)
    inputs.mode = mode
    do {
      let plan = try inputs.plan()
      return (plan, try inputs.mode(plan) ?? .thorough)
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
}
