/// One piece of evidence: its value and where in the file it was read.
public struct Fact: Sendable, Hashable {
  /// The value as the file states it.
  public var value: FactValue
  /// The location, such as `APP1/Exif/MakerNote 0x000A` or `moov/meta/keys`.
  public var source: String

  /// A fact of `value`, read at `source`.
  public init(_ value: FactValue, source: String) {
    self.value = value
    self.source = source
  }
}
