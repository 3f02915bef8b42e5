/// Why libraw gave no image: what kind of failure, and libraw's own words.
public struct RawError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What kind of failure it was.
  public enum Kind: Sendable, Hashable {
    /// libraw could not be loaded (not installed, or MediaKind built without its headers).
    case unavailable
    /// libraw does not read this file (`Unsupported file format or not RAW file`).
    case unsupported
    /// libraw read the file and found it damaged or cut (`Input/output error`, a data error).
    case damaged
    /// The image is larger than the limits given, or than libraw's own memory limit.
    case tooLarge
  }

  /// The kind of failure.
  public let kind: Kind
  /// libraw's message, with the step that failed (`open: Input/output error`).
  public let message: String

  /// A failure of `kind`, described by `message`.
  public init(_ kind: Kind, _ message: String) {
    self.kind = kind
    self.message = message
  }

  /// The message.
  public var description: String { message }
}
