/// The test of a predicate ``Signature``, boxed so that ``SignatureCandidate`` can point to it
/// without owning it (the registry does).
final class SignaturePredicate: Sendable {
  /// How strongly the input matches: 0 to ``Signature/fullStrength``.
  let test: @Sendable (SniffInput) -> Int
  /// The only file extension the test can match (it answers 0 for every other name, whatever
  /// the head holds), or nil: what lets `FormatRegistry.identifyFromPrefix(_:)` pass over it.
  let onlyNamed: String?

  init(_ test: @escaping @Sendable (SniffInput) -> Int, onlyNamed: String? = nil) {
    self.test = test
    self.onlyNamed = onlyNamed
  }
}
