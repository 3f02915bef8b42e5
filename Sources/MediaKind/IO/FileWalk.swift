/// A source of files to classify that yields walk steps: entries with their raw path bytes
/// and whether the walk already knows each is a regular file (``FileEnumerator/Step``).
///
/// ``FileEnumerator/Iterator`` is one; the `classify` command's stream of roots and path
/// lists is another. ``MediaClassifier/classify(walk:concurrency:consume:)`` opens each file
/// from its raw bytes and skips the `stat` a walk has already done.
public protocol FileWalk {
  /// The next file or failure of the walk; nil at its end.
  mutating func nextStep() -> FileEnumerator.Step?
}

extension FileEnumerator.Iterator: FileWalk {}
