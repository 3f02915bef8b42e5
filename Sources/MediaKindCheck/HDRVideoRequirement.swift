/// What a policy rule's `hdrVideo:` asks of videos (Docs/Checks.md, "Keys of a rule").
public enum HDRVideoRequirement: String, Sendable, Hashable, Decodable, CaseIterable {
  /// No video may be HDR (PQ, HLG or Dolby Vision: the `hdrVideo` flag).
  case forbid
  /// Every video must be HDR.
  case require

  public init(from decoder: any Decoder) throws {
    let c = try decoder.singleValueContainer()
    let text = try c.decode(String.self)
    guard let value = HDRVideoRequirement(rawValue: text) else {
      throw DecodingError.dataCorruptedError(
        in: c, debugDescription: "hdrVideo is forbid or require, not '\(text)'")
    }
    self = value
  }
}
