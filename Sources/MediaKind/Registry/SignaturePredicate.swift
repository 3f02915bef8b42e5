/// The test of a predicate ``Signature``, boxed so that ``SignatureCandidate`` can point to it
/// without owning it (the registry does).
final class SignaturePredicate: Sendable {
  /// How strongly the input matches: 0 to ``Signature/fullStrength``.
  let test: @Sendable (SniffInput) -> Int

  init(_ test: @escaping @Sendable (SniffInput) -> Int) {
    self.test = test
  }
}
