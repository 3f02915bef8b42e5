/// Why libarchive could not go on: its own error text, and whether the stream is lost
/// (`ARCHIVE_FATAL`: nothing more can be read) or only the current member (`ARCHIVE_FAILED`).
public struct ArchiveError: Error, Sendable, Equatable, CustomStringConvertible {
  public var message: String
  public var isFatal: Bool

  public init(message: String, isFatal: Bool) {
    self.message = message
    self.isFatal = isFatal
  }

  public var description: String { message }
}
