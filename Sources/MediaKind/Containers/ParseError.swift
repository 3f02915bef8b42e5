/// Why a container or payload parser stopped. A closed set, thrown with typed throws.
public enum ParseError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Fewer bytes than the structure needs.
  case truncated(needed: Int, available: Int, offset: Int)
  /// A value that breaks the format (a length past the end, a loop, a bad tag).
  case malformed(String, offset: Int)
  /// The read budget (depth, entries, bytes) ran out: a hostile or damaged file.
  case budgetExceeded(String)

  public var description: String {
    switch self {
    case .truncated(let needed, let available, let offset):
      "truncated at offset \(offset): needed \(needed) bytes, \(available) available"
    case .malformed(let what, let offset): "malformed at offset \(offset): \(what)"
    case .budgetExceeded(let what): "read budget exceeded: \(what)"
    }
  }
}
