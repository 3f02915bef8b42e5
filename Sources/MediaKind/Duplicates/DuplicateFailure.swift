/// A file a duplicate search could not read (or that changed since the scan read it).
public struct DuplicateFailure: Sendable, Hashable {
  /// The file's path.
  public var path: String
  /// Why.
  public var failure: InputFailure

  /// A failure from its parts.
  public init(path: String, failure: InputFailure) {
    self.path = path
    self.failure = failure
  }
}
