/// How libexif loads a payload (`EXIF_DATA_OPTION_*`, inverted so the defaults read plainly).
public struct ExifLoadOptions: OptionSet, Sendable, Hashable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Keep tags libexif does not know (unsets `EXIF_DATA_OPTION_IGNORE_UNKNOWN_TAGS`).
  public static let keepUnknownTags = ExifLoadOptions(rawValue: 1 << 0)
  /// Do not rewrite values to fit the specification (unsets
  /// `EXIF_DATA_OPTION_FOLLOW_SPECIFICATION`, which otherwise adds and changes entries).
  public static let dontFollowSpecification = ExifLoadOptions(rawValue: 1 << 1)

  /// The facts as the file states them: both of the above.
  public static let rawFacts: ExifLoadOptions = [.keepUnknownTags, .dontFollowSpecification]
}
