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
      capture date, location and file size. The record schema is in Docs/CLI.md.
      """,
    // The full text asks libmagic and reads libexif's pkg-config file: only built when it
    // is printed, not on every start.
    version: CommandLine.arguments.contains("--version")
      ? Classify.versionText : "classify \(Classify.toolVersion)",
    subcommands: [
      ClassifyFiles.self, CheckCommand.self, ClassifyAssets.self, ClassifyAlbums.self, ClassifyMoments.self,
      ClassifyIndex.self, ClassifyChanges.self, ClassifyPreview.self, ClassifyReport.self,
      ClassifyMerge.self, ClassifyWatch.self, ClassifySchema.self,
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
    let commands = configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
    if let message = CommandSuggestion.message(for: arguments, commands: commands) {
      Terminal.writeError("classify: \(message)\n")
      Self.exit(withError: ExitCode(64))
    }
    await main(nil)
    warmUp.cancel()
  }

  static var versionText: String {
    let versions = MediaClassifier.libraryVersions
    return "classify \(toolVersion) (MediaKind, record schema \(Classification.schemaVersion)); libmagic \(versions.libmagic); libexif \(versions.libexif)"
  }
}
