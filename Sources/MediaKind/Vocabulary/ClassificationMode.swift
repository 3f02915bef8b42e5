/// Which path classifies a file.
public enum ClassificationMode: String, Sendable, Hashable, Codable, CaseIterable {
  /// One bounded head read per file (`InputFile.headSize`) plus `fstat`: format, UTI, media
  /// type, size and the subtypes the head alone proves. May under-report subtypes.
  case fast
  /// Reads all the metadata the rules need (trailers, `moov` at the end, every GIF frame),
  /// asks libmagic about unrecognised content, and explains each decision.
  case thorough
}
