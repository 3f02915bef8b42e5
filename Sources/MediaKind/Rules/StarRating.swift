/// The star rating a file states, and the rule that read it (Docs/Library.md,
/// "Assets").
///
/// The order is ExifTool's and Lightroom's: XMP `xmp:Rating` (−1 rejected, 0 none, 1…5
/// stars), else EXIF Rating (IFD0 0x4746, Windows), else `MicrosoftPhoto:Rating`, a percent
/// that Windows maps 1, 25, 50, 75, 99 to 1…5 stars. A value out of range is clamped to −1…5;
/// one that is not a number is no rating.
enum StarRating {
  /// The keys read, in priority order.
  static let keys: [FactKey] = [.xmpRating, .exifRating, .xmpMicrosoftPhotoRating]

  /// The rating `facts` state, with its evidence. With `partial` (the fast path saw only the
  /// head of a larger file, and the probe could not tell that every metadata place was in it)
  /// only an XMP rating is taken: a packet past the head may hold the `xmp:Rating` a thorough
  /// read prefers over the EXIF value, and fast mode never prints a value the thorough path
  /// contradicts (Docs/CLI.md, "Modes").
  static func read(from facts: MediaFacts, partial: Bool = false) -> (rating: Int, evidence: FieldEvidence)? {
    for key in keys {
      if partial && key == .exifRating { continue }
      guard let fact = facts[key], let value = fact.value.double else { continue }
      let stars = key == .xmpMicrosoftPhotoRating ? stars(fromPercent: value) : clamped(value)
      guard let stars else { continue }
      return (stars, FieldEvidence(field: "rating", rule: rule(for: key), source: fact.source, value: fact.value.description))
    }
    return nil
  }

  /// The rating an XMP sidecar's packet states: its properties read as a file's XMP is, then
  /// the same order (`xmp:Rating`, else `MicrosoftPhoto:Rating`).
  static func read(xmpSidecar bytes: [UInt8]) -> Int? {
    read(from: sidecarFacts(bytes))?.rating
  }

  /// The properties of an XMP sidecar's packet, read as a file's XMP is.
  static func sidecarFacts(_ bytes: [UInt8]) -> MediaFacts {
    var facts = MediaFacts(keepsSources: false)
    XMPPacket.decode(SignatureChecks.utf8(fromUTF16: bytes) ?? bytes, location: "XMP sidecar", into: &facts)
    return facts
  }

  /// Whether an XMP sidecar's facts say the asset is hidden (`mediakind:Hidden` `True` or
  /// `1`, case-insensitive); `nil` when the sidecar does not say.
  static func hidden(from facts: MediaFacts) -> Bool? {
    guard let value = facts[.xmpMediaKindHidden]?.value else { return nil }
    if let number = value.int { return number != 0 }
    guard let text = value.string?.trimmingSpaces.lowercased() else { return nil }
    return text == "true"
  }

  private static func rule(for key: FactKey) -> String {
    switch key {
    case .xmpRating: "xmpRating"
    case .exifRating: "exifRating"
    default: "microsoftPhotoRatingPercent"
    }
  }

  /// `value` rounded and clamped to −1…5; nil when it is not finite.
  static func clamped(_ value: Double) -> Int? {
    guard value.isFinite else { return nil }
    return Int(min(5, max(-1, value.rounded())))
  }

  /// Windows percent ratings 1, 25, 50, 75, 99 ↔ 1…5 stars (ExifTool `MicrosoftPhoto`).
  static func stars(fromPercent percent: Double) -> Int? {
    guard percent.isFinite else { return nil }
    if percent <= 0 { return 0 }
    return Int(min(5, 1 + ((percent - 1) / 24.5).rounded(.down)))
  }
}
