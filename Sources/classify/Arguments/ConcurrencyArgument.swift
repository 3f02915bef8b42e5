import ArgumentParser
import MediaKind

/// `--concurrency N`: files classified at the same time. A negative value is a range error
/// (`--concurrency -2` is read as a value, not as an option).
struct ConcurrencyArgument: ParsableArguments {
  @Option(
    name: .long, parsing: .unconditional,
    help: "Files classified at the same time (default: twice the cores).")
  var concurrency: Int?

  func validate() throws {
    if let concurrency, concurrency < 1 {
      throw ValidationError("--concurrency must be 1 or more (got \(concurrency)).")
    }
  }

  /// Files in flight.
  var width: Int { concurrency ?? MediaClassifier.defaultConcurrency }
}
