import ArgumentParser
import MediaKind

/// `classify`: tells, for photo, video and audio files, what PhotoKit would tell about them.
@main
struct Classify: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "classify",
    abstract: "Classify photo, video and audio files the way Apple's PhotoKit would.",
    discussion: """
      Prints one record per file: media type, UTI, PhotoKit subtypes (panorama, HDR, \
      screenshot, Live Photo, animation, slo-mo, time-lapse, ...), pixel size, duration, \
      capture date, location and file size. `classify schema` prints the record schema; \
      `man classify` describes every command and option.

      Output: --format table (the default on a terminal), jsonl (the default in a pipe), \
      json or csv, in every command (check: table, jsonl or junit). Errors go to standard \
      error as `classify: PATH: reason`; on a terminal, long runs show their progress there.

      Exit status, the same in every command:
        0   done: every input read, nothing found
        1   done, but a file could not be read, check found something,
            changes or duplicates --exit-code found some, preview gave no image
        64  usage: an unknown command or option, a bad value, a missing argument
        65  a file that steers the run is not valid (.mediakind.yml, policy,
            expected file, records file, index)
        66  an input named on the command line does not exist or cannot be read
            (a path, ROOT, --files-from, --records, --expect, --policy)
        73  an output cannot be written (--out, the index, --record, stdout)
      """,
    // The full text asks libmagic and reads libexif's pkg-config file: only built when it
    // is printed, not on every start.
    version: CommandLine.arguments.contains("--version")
      ? Classify.versionText : "classify \(Classify.toolVersion)",
    subcommands: [
      ClassifyFiles.self, CheckCommand.self, ClassifyAssets.self, ClassifyAlbums.self, ClassifyMoments.self,
      ClassifyIndex.self, ClassifyChanges.self, ClassifyImport.self, ClassifyPreview.self, ClassifyReport.self,
      ClassifyDuplicates.self, ClassifyResource.self,
      ClassifyMerge.self, ClassifyWatch.self, ClassifySchema.self, ClassifyAlbum.self, ClassifyDelete.self,
      ClassifyRestore.self, ClassifyExpunge.self, ClassifyFavorite.self, ClassifyUnfavorite.self, ClassifyHide.self,
      ClassifyUnhide.self,
    ],
    defaultSubcommand: ClassifyFiles.self
  )

  static let toolVersion = MediaClassifier.version

  /// Builds the format registry, the probes for each format and the rule table on another
  /// thread while the arguments are parsed (the parse is most of a run's start-up, and nearly
  /// every command needs them), then runs as `AsyncParsableCommand.main()` does.
  static func main() async {
    let warmUp = Task.detached(priority: .userInitiated) {
      _ = MediaClassifier()
      _ = SubtypeRules.table.count
    }
    Terminal.ignoreFileSizeSignal()
    let arguments = Array(CommandLine.arguments.dropFirst())
    if arguments.count <= 2, let first = arguments.first, first.hasPrefix("--generate-completion-script"),
      let shell = CompletionShell(
        rawValue: arguments.count == 2 ? arguments[1] : String(first.drop { $0 != "=" }.dropFirst())),
      first == "--generate-completion-script" ? arguments.count == 2 : first.contains("=")
    {
      // The scripts complete the default command's options at the top level too.
      print(CompletionScript.text(for: shell), terminator: "")
      return
    }
    let commands = configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
    if let message = CommandSuggestion.message(for: arguments, commands: commands) {
      Terminal.error(nil, message)
      Self.exit(withError: ExitStatus.usage.exitCode)
    }
    await run(arguments)
    warmUp.cancel()
  }

  /// Parses and runs the command as `AsyncParsableCommand.main()` does, except that a usage
  /// error is told in the one error shape (`classify: reason`, Docs/CLI.md "Output and exit
  /// status"), followed by the usage lines ArgumentParser gives, and exits 64.
  private static func run(_ arguments: [String]) async {
    do {
      var command = try parseAsRoot(arguments)
      if var command = command as? any AsyncParsableCommand {
        try await command.run()
      } else {
        try command.run()
      }
    } catch {
      // A status the command chose (its error line already printed) ends the run as it is.
      guard !(error is ExitCode), exitCode(for: error) == ExitCode(ExitStatus.usage.rawValue) else {
        exit(withError: error)
      }
      Terminal.writeError(usageText(fullMessage(for: error)))
      exit(withError: ExitStatus.usage.exitCode)
    }
  }

  /// ArgumentParser's message for a usage error with its `Error: ` lines in the one error
  /// shape (`classify: --size must be between 1 and 16384.`); its `Help:` and `Usage:` lines
  /// are kept.
  static func usageText(_ message: String) -> String {
    var lines = message.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      line.hasPrefix("Error: ") ? "classify: " + line.dropFirst("Error: ".count) : String(line)
    }
    while lines.last == "" { lines.removeLast() }
    return lines.joined(separator: "\n") + "\n"
  }

  static var versionText: String {
    let versions = MediaClassifier.libraryVersions
    return "classify \(toolVersion) (MediaKind, record schema \(Classification.schemaVersion)); libmagic \(versions.libmagic); libexif \(versions.libexif)"
  }
}
