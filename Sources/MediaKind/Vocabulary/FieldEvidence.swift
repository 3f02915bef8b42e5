/// Why a record's field holds its value: the rule, where the value was read, and the raw
/// value (printed by `--explain` beside the subtypes' ``SubtypeEvidence``).
public struct FieldEvidence: Sendable, Hashable {
  /// The record member the evidence is for (`rating`).
  public var field: String
  /// The rule's name (`xmpRating`, `exifRating`, `microsoftPhotoRatingPercent`).
  public var rule: String
  /// Where the value was read (`APP1/XMP`, `APP1/Exif/IFD0 0x4746`).
  public var source: String
  /// The raw value that decided, as text.
  public var value: String

  /// Evidence that `rule` gave `field` from `value` read at `source`.
  public init(field: String, rule: String, source: String, value: String) {
    self.field = field
    self.rule = rule
    self.source = source
    self.value = value
  }
}
