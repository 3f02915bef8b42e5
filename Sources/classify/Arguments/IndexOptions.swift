import ArgumentParser
import MediaKind
import MediaKindIndex

/// The options `classify index` and `classify changes` share.
struct IndexOptions: ParsableArguments {
  @Option(name: .long, help: "The index file (default: PATH/.mediakind/index.sqlite).")
  var index: String?

  @Option(name: .long, help: "thorough (default) or fast.")
  var mode: ClassificationMode?

  @OptionGroup var concurrency: ConcurrencyArgument
  @OptionGroup var walk: WalkArguments

  /// Files in flight.
  var width: Int { concurrency.width }

  /// The walk plan and classifier for indexing `root`; a configuration that cannot be used
  /// ends the command (``ExitStatus/dataError``).
  func resolve(root: String) throws -> (plan: WalkPlan, classifier: MediaClassifier) {
    let (plan, mode) = try walk.resolve(roots: [root], mode: mode)
    return (plan, MediaClassifier(options: ClassifyOptions(mode: mode)))
  }

  /// The index of `root`: created when missing (`creating`), else the existing one or, when
  /// there is none, an empty one in memory (every asset is then new; said on standard
  /// error). A missing root ends the command with ``ExitStatus/noInput``; an index that
  /// cannot be created or written with ``ExitStatus/cannotWrite`` (`index`), one that cannot
  /// be read with ``ExitStatus/dataError`` (`changes`).
  func openIndex(root: String, creating: Bool) throws -> LibraryIndex {
    try RequiredFolder.check(root)
    do {
      if creating { return try LibraryIndex(root: root, location: index) }
      if let existing = try LibraryIndex.existing(root: root, location: index) { return existing }
      Terminal.writeError(
        "classify: no index at \(index ?? LibraryIndex.defaultLocation(forRoot: root)): every asset is new\n")
      return try LibraryIndex.inMemory(root: root)
    } catch {
      Terminal.error(error)
      throw (creating ? ExitStatus.cannotWrite : .dataError).exitCode
    }
  }
}
