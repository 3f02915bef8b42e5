/// Why a request gave no image.
public struct ImageRequestError: Error, Sendable, Hashable, Codable, CustomStringConvertible {
  /// The kind of failure.
  public enum Kind: String, Sendable, Hashable, Codable {
    /// The file could not be read (missing, not a regular file, no permission).
    case unreadable
    /// No image can be made from this content (audio, a document, an unknown format).
    case unsupported
    /// More pixels than the request's pixel limit, or more memory than its cap.
    case tooLarge
    /// The decoder failed: damaged or truncated data.
    case damaged
  }

  /// What went wrong.
  public var kind: Kind
  /// The reader's or decoder's message, for people.
  public var message: String

  /// An error of `kind`, described by `message`.
  public init(_ kind: Kind, _ message: String) {
    self.kind = kind
    self.message = message
  }

  public var description: String { "\(kind.rawValue): \(message)" }
}
