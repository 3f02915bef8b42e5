import ArgumentParser
import MediaKind

/// `--pair-live strict|probable`: how the commands that build assets pair Live Photo stills
/// and videos (Docs/Library.md, "Probable Live Photo pairing").
struct LivePairingArgument: ParsableArguments {
  @Option(
    name: .customLong("pair-live"),
    help: "Pair Live Photos by content identifier only (strict, the default) or also by names, times and duration when exports dropped it (probable).")
  var mode: LivePairingMode = .strict
}
