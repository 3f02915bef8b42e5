import MediaKind

/// What a newly written expected file changed against the one it replaced
/// (``ExpectationFile/write(to:)``): paths added, removed, and listed in both with another
/// expectation.
public struct ExpectationChanges: Sendable, Hashable {
  /// Paths only the new file lists.
  public var added: Int
  /// Paths only the old file listed.
  public var removed: Int
  /// Paths both list, with different expectations.
  public var changed: Int

  /// The changes from `old` to `new`.
  public init(from old: ExpectationFile, to new: ExpectationFile) {
    // By path, as bytes (Docs/Library.md, "Paths are compared as bytes").
    let before = Dictionary(old.records.map { (PathKey($0.path), $0.jsonLine) }, uniquingKeysWith: { a, _ in a })
    let after = Dictionary(new.records.map { (PathKey($0.path), $0.jsonLine) }, uniquingKeysWith: { a, _ in a })
    added = after.keys.count { before[$0] == nil }
    removed = before.keys.count { after[$0] == nil }
    changed = after.count { path, json in before[path].map { $0 != json } ?? false }
  }
}
