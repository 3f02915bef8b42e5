import ArgumentParser
import MediaKind

/// `--shard I/N`: only the files of shard I of N (0-based), by a stable hash of each path
/// with its file name cut at the first dot (``Shard``), for walks, path lists and archive
/// members alike.
struct ShardArgument: ParsableArguments {
  @Option(
    name: .long,
    help: ArgumentHelp(
      "Only the files of shard I of N (0 ≤ I < N), split by a stable hash of the path; N runs cover every file once.",
      valueName: "I/N"))
  var shard: String?

  func validate() throws {
    if let shard, Shard(parsing: shard) == nil {
      throw ValidationError("--shard takes I/N with 0 <= I < N (got '\(shard)').")
    }
  }

  var value: Shard? { shard.flatMap(Shard.init(parsing:)) }
}
