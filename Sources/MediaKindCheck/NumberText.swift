import MediaKind

/// Numbers as expected files and check messages write them: integral values without a
/// fraction (`30`), others in Swift's shortest round-trip form (`2.01`), non-finite values
/// (never produced) as `0`. (JSON text itself is written by ``JSONBuffer``.)
enum NumberText {
  /// The text of `d`.
  static func text(_ d: Double) -> String {
    guard d.isFinite else { return "0" }
    if d == d.rounded(), abs(d) < 1e15 { return String(Int64(d)) }
    return String(d)
  }
}
