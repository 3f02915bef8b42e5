/// Why the record's format is not the one a cheaper look gave (google/magika's
/// `overwrite_reason`): the guess, the verdict and the reason, side by side.
///
/// ```json
/// "formatReason": {"detail": "the extension .png names png; the content's signature is jpeg's",
///                  "guess": "png", "reason": "contentOverridesExtension", "verdict": "jpeg"}
/// ```
/// A record has one only when something was overridden: the file name's extension names
/// another format than the content (`extensionMatchesContent` is false), or a probe refined
/// the format the signature gave (an MP4 with no video track is `mp4-audio`).
public struct FormatReason: Sendable, Hashable {
  /// What overrode the guess.
  public enum Reason: String, Sendable, Hashable, Codable, CaseIterable {
    /// The extension names ``FormatReason/guess``; the content's signature names another.
    case contentOverridesExtension
    /// The extension names ``FormatReason/guess``; no signature matches the content, so the
    /// verdict is `unknown`.
    case noSignatureMatches
    /// The signature gave ``FormatReason/guess``; a probe read the structure and refined it
    /// (``MediaFacts/refinedFormat``).
    case refinedFormat
  }

  /// The format the cheaper look gave: the extension's format, or the signature's.
  public var guess: FormatID
  /// The record's format.
  public var verdict: FormatID
  /// What overrode the guess.
  public var reason: Reason
  /// The reason in words (the probe's explanation for a refinement).
  public var detail: String

  /// `guess` overridden by `verdict` for `reason`, explained by `detail`.
  public init(guess: FormatID, verdict: FormatID, reason: Reason, detail: String) {
    self.guess = guess
    self.verdict = verdict
    self.reason = reason
    self.detail = detail
  }
}
