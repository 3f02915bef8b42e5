import ArgumentParser
import MediaKind

/// The options `classify index` and `classify changes` share.
struct IndexOptions: ParsableArguments {
  @Option(name: .long, help: "The index file (default: PATH/.mediakind/index.sqlite).")
  var index: String?

  @Option(name: .long, help: "thorough (default) or fast.")
  var mode: ClassificationMode = .thorough

  @Option(name: .long, help: "Files classified at the same time (default: twice the cores).")
  var concurrency: Int?

  func validate() throws {
    if let concurrency, concurrency < 1 { throw ValidationError("--concurrency must be at least 1.") }
  }

  /// A classifier in the chosen mode.
  var classifier: MediaClassifier { MediaClassifier(options: ClassifyOptions(mode: mode)) }

  /// Files in flight.
  var width: Int { concurrency ?? MediaClassifier.defaultConcurrency }
}
