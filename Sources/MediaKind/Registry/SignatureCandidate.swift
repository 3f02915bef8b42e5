/// A ``Signature`` compiled for ``FormatRegistry/identify(_:)``: plain values, read in place.
///
/// A byte pattern is a range of the registry's pattern table; a predicate is a reference the
/// candidate does not own (the registry keeps every ``SignaturePredicate`` alive), so reading a
/// candidate touches no reference count.
struct SignatureCandidate: @unchecked Sendable {
  /// The pattern-table value of a `nil` (any byte) entry.
  static let wildcard: UInt16 = 0x100

  /// The format's index in the registry.
  let format: Int
  /// Where the pattern must sit in the head.
  let offset: Int
  /// The pattern's range in the registry's pattern table (empty for a predicate).
  let pattern: Range<Int>
  /// The predicate, for a predicate signature.
  let predicate: Unmanaged<SignaturePredicate>?

  init(format: Int, offset: Int, pattern: Range<Int>) {
    self.format = format
    self.offset = offset
    self.pattern = pattern
    predicate = nil
  }

  /// A predicate candidate; `predicate` must outlive it (the registry holds it).
  init(format: Int, predicate: SignaturePredicate) {
    self.format = format
    offset = 0
    pattern = 0..<0
    self.predicate = .passUnretained(predicate)
  }

  /// Whether `head` holds the pattern at ``offset`` (`ByteAccess.matches(_:at:)` over the
  /// pattern table).
  @inline(__always)
  func matches(_ head: UnsafeBufferPointer<UInt8>, patterns: UnsafeBufferPointer<UInt16>) -> Bool {
    guard offset >= 0, offset + pattern.count <= head.count else { return false }
    var at = offset
    for k in pattern {
      let expected = patterns[k]
      if expected != Self.wildcard, UInt16(head[at]) != expected { return false }
      at += 1
    }
    return true
  }
}
