/// Why libmagic could not answer.
public enum MagicError: Error, Sendable, Equatable, CustomStringConvertible {
  /// `magic_open` returned no handle.
  case openFailed
  /// `magic_load` could not load the database.
  case loadFailed(String)
  /// `magic_buffer` failed.
  case bufferFailed(String)

  public var description: String {
    switch self {
    case .openFailed: "libmagic: magic_open failed"
    case .loadFailed(let message): "libmagic: cannot load database: \(message)"
    case .bufferFailed(let message): "libmagic: \(message)"
    }
  }
}
