/// Whether a file could be read (`status` in the record).
public enum RecordStatus: String, Sendable, Hashable, Codable, CaseIterable {
  /// Classified (even when the content is unknown or damaged).
  case ok
  /// Not read at all; the record's `error` says why.
  case error
}
