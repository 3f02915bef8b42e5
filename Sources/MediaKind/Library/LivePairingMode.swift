/// How a library pairs Live Photo stills with their videos (`classify … --pair-live`;
/// `Docs/Library.md`, "Probable Live Photo pairing").
public enum LivePairingMode: String, Sendable, Hashable, CaseIterable {
  /// Only by Apple's content identifier (the default): a still and a video pair when both
  /// carry the same identifier.
  case strict
  /// As ``strict``, then the stills and videos left over pair when their names, capture
  /// times, the video's length, camera and place agree well enough (exports that dropped the
  /// identifier). Every asset with a pair states how it was paired (``Asset/livePairing``).
  case probable

  /// The lowest score a probable pair is accepted at.
  public static let probableThreshold = 0.6
}
