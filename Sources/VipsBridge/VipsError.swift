/// A libvips failure: the operation that failed and libvips' own message.
public struct VipsError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The operation (`thumbnail`, `jpegsave`, ...).
  public let operation: String
  /// libvips' error buffer at the time, trimmed.
  public let message: String

  public init(operation: String, message: String) {
    self.operation = operation
    self.message = message
  }

  public var description: String {
    message.isEmpty ? "\(operation) failed" : "\(operation): \(message)"
  }
}
