import ArgumentParser
import MediaKind

/// How the commands that walk folders walk them: `--[no-]recursive`, `--hidden`, `--follow`,
/// `--exclude GLOB` (repeatable) and `--no-config`, merged with each root's
/// `.mediakind.yml` (``RootConfiguration``; the command line wins).
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
      "Leave out files and folders matching this glob, relative to the folder walked (repeatable).",
      valueName: "glob"))
  var exclude: [String] = []

  @Flag(name: .customLong("no-config"), help: "Ignore the folders' .mediakind.yml files.")
  var noConfig = false

  func validate() throws {
    for pattern in exclude {
      do {
        _ = try PathGlob(pattern)
      } catch {
        throw ValidationError("--exclude: \(error)")
      }
    }
  }

  /// The walk plan for `roots` and the mode (the command line's, else the configurations',
  /// else thorough). A configuration that cannot be used is reported on standard error and
  /// ends the command (``ExitStatus/dataError``).
  func resolve(roots: [String], mode: ClassificationMode?) throws -> (plan: WalkPlan, mode: ClassificationMode) {
    do throws(RootConfiguration.Invalid) {
      let plan = try plan(roots: roots)
      return (plan, try plan.mode(commandLine: mode))
    } catch {
      Terminal.error(error.file, line: error.line, error.reason)
      throw ExitStatus.dataError.exitCode
    }
  }

  /// The options for walking `roots`: each folder's own, merged with the command line.
  func plan(roots: [String]) throws(RootConfiguration.Invalid) -> WalkPlan {
    let globs = exclude.compactMap { try? PathGlob($0) }
    let base = WalkOptions(
      recursive: recursive, includeToolFolders: hidden, followLinks: follow, excludes: globs)
    var plan = WalkPlan(base: base)
    guard !noConfig else { return plan }
    for root in roots where plan.configurations[root] == nil {
      guard let configuration = try RootConfiguration.load(root: root) else { continue }
      plan.configurations[root] = configuration
    }
    return plan
  }
}
