/// How an asset's Live Photo still and video were paired, stated in the asset record when a
/// library is built with ``LivePairingMode/probable``
/// (`Docs/Library.md`, "Probable Live Photo pairing").
///
/// A pair by Apple's content identifier says method `contentIdentifier` and nothing more; a
/// probable pair says method `probable` with its score and the evidence that made it; the
/// still and video of one `.livp` say `livePhotoArchive` (in every pairing mode).
public struct LivePairing: Sendable, Hashable {
  /// What joined the still and the video.
  public enum Method: String, Sendable, Hashable, CaseIterable, Codable {
    /// Both halves carry the same Apple content identifier.
    case contentIdentifier
    /// No shared content identifier: names, times, duration, camera and place agree.
    case probable
    /// One `.livp` (iCloud's zip of a Live Photo) holds both; stated whatever the pairing mode.
    case livePhotoArchive
  }

  /// What joined the still and the video.
  public var method: Method
  /// For a probable pair, its score (0…1; pairs score at least
  /// ``LivePairingMode/probableThreshold``).
  public var score: Double?
  /// For a probable pair, what agreed, one plain sentence each.
  public var evidence: [String]?

  /// A pairing statement.
  public init(method: Method, score: Double? = nil, evidence: [String]? = nil) {
    self.method = method
    self.score = score
    self.evidence = evidence
  }
}
