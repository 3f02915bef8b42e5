/// The schemas of the values records and assets share (location, burst, Live Photo, the media
/// type and subtypes, the plausibility bounds of ``FieldBounds``), the objects' members from
/// their tables (`Location+RecordMembers.swift` and the others).
extension RecordSchema {
  /// PhotoKit's media type name (`MediaType.allCases`).
  static let mediaType = RecordSchema.string(description: "PhotoKit media type", values: MediaType.allCases.map(\.name))

  /// The sorted subtype names (`MediaSubtypes.named`).
  static let subtypes = RecordSchema.array(
    description: "Subtype names, sorted",
    items: .string(description: "subtype", values: MediaSubtypes.named.map(\.name).sorted()))

  /// PhotoKit's `PHAssetMediaSubtype` raw value.
  static let mediaSubtypes = RecordSchema.integer(description: "PhotoKit's PHAssetMediaSubtype raw value", minimum: 0)

  /// A pixel side within ``FieldBounds/maxPixelSide``.
  static func pixelSide(_ description: String) -> RecordSchema {
    .integer(description: description, minimum: 1, maximum: FieldBounds.maxPixelSide)
  }

  /// A duration within ``FieldBounds/maxDuration``.
  static let duration = RecordSchema.number(
    description: "Seconds (\(FieldBounds.durationPlaces) decimals)", minimum: 0, maximum: FieldBounds.maxDuration)

  /// A byte count.
  static let fileSize = RecordSchema.integer(description: "Bytes", minimum: 0)

  /// `Location`: WGS 84 degrees and the altitude range of ``FieldBounds/altitudeRange``.
  static let location = RecordSchema.object(description: "Where it was taken", members: Location.recordMembers)

  /// `BurstInfo`.
  static let burst = RecordSchema.object(description: "Burst membership", members: BurstInfo.recordMembers)

  /// `LivePhotoInfo`.
  static let livePhoto = RecordSchema.object(
    description: "Live Photo content identifier and partner", members: LivePhotoInfo.recordMembers)

  /// `LivePairing`.
  static let livePairing = RecordSchema.object(
    description: "How the Live Photo still and video were paired (with --pair-live probable, and for the halves of a .livp)",
    members: LivePairing.recordMembers)

  /// The format ids a record can name: the registry's, `unknown` and `empty`.
  static let formatIDs: [String] = Array(
    Set((FormatRegistry.standard.formats.map(\.id) + [FormatID.unknown, .empty]).map(\.rawValue))
  ).sorted()

  /// A format id (`jpeg`, `heic`, ...).
  static func format(_ description: String) -> RecordSchema {
    .string(description: description, values: formatIDs)
  }
}
