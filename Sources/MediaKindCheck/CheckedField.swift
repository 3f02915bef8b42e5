public import MediaKind

/// A field that `classify check --expect` compares, in the order expected files list them.
///
/// Raw values are the names used in expected files and findings; nested facts use a dotted
/// name (`error.kind`, `formatReason.guess`, `burst.identifier`, `livePhoto.contentIdentifier`). Numbers compare
/// with tolerances: `duration` and `frameRate` within max(0.05, 1 % of the expected value),
/// `location` within 1e-4 degrees in latitude and longitude; everything else exactly
/// (`subtypes` as a set).
public enum CheckedField: String, CaseIterable, Sendable, Hashable, Codable {
  case status
  case errorKind = "error.kind"
  case mediaType, format, uti, mimeType, extensionMatchesContent
  case formatGuess = "formatReason.guess"
  case formatReasonCode = "formatReason.reason"
  case subtypes
  case pixelWidth, pixelHeight, duration, frameRate, frameCount, fileSize, creationDate, location
  case burstIdentifier = "burst.identifier"
  case livePhotoContentIdentifier = "livePhoto.contentIdentifier"

  /// Absolute tolerance of `duration` (seconds) and `frameRate` (frames per second).
  public static let absoluteTolerance = 0.05
  /// Relative tolerance of `duration` and `frameRate` (a fraction of the expected value).
  public static let relativeTolerance = 0.01
  /// Tolerance of `location` latitude and longitude, in degrees.
  public static let locationTolerance = 1e-4

  /// The field's value in `record` (``FieldValue/absent`` when the record lacks it).
  public func value(of record: Classification) -> FieldValue {
    switch self {
    case .status: return .string(record.status.rawValue)
    case .errorKind: return record.error.map { .string($0.kind.rawValue) } ?? .absent
    case .mediaType: return .string(record.mediaType.name)
    case .format: return record.format.map { .string($0.rawValue) } ?? .absent
    case .uti: return record.uti.map { .string($0.rawValue) } ?? .absent
    case .mimeType: return record.mimeType.map { .string($0) } ?? .absent
    case .extensionMatchesContent: return record.extensionMatchesContent.map { .bool($0) } ?? .absent
    case .formatGuess: return record.formatReason.map { .string($0.guess.rawValue) } ?? .absent
    case .formatReasonCode: return record.formatReason.map { .string($0.reason.rawValue) } ?? .absent
    case .subtypes: return record.status == .ok ? .names(record.subtypes.names) : .absent
    case .pixelWidth: return record.pixelWidth.map { .int($0) } ?? .absent
    case .pixelHeight: return record.pixelHeight.map { .int($0) } ?? .absent
    case .duration:
      return record.duration.map { .number(FieldBounds.rounded($0, places: FieldBounds.durationPlaces)) } ?? .absent
    case .frameRate:
      return record.frameRate.map { .number(FieldBounds.rounded($0, places: FieldBounds.frameRatePlaces)) } ?? .absent
    case .frameCount: return record.frameCount.map { .int($0) } ?? .absent
    case .fileSize: return record.fileSize.map { .int($0) } ?? .absent
    case .creationDate: return record.creationDate.map { .string($0) } ?? .absent
    case .location:
      return record.location.map {
        .coordinate(
          latitude: FieldBounds.rounded($0.latitude, places: FieldBounds.coordinatePlaces),
          longitude: FieldBounds.rounded($0.longitude, places: FieldBounds.coordinatePlaces))
      } ?? .absent
    case .burstIdentifier: return record.burst.map { .string($0.identifier) } ?? .absent
    case .livePhotoContentIdentifier:
      return record.livePhoto.map { .string($0.contentIdentifier) } ?? .absent
    }
  }

  /// Whether `actual` satisfies `expected` for this field, with the documented tolerances.
  public func matches(expected: FieldValue, actual: FieldValue) -> Bool {
    switch (expected, actual) {
    case (.number(let e), .number(let a)) where self == .duration || self == .frameRate:
      return abs(a - e) <= max(Self.absoluteTolerance, abs(e) * Self.relativeTolerance)
    case (.int(let e), .number(let a)) where self == .duration || self == .frameRate:
      return matches(expected: .number(Double(e)), actual: .number(a))
    case (.coordinate(let eLat, let eLon), .coordinate(let aLat, let aLon)):
      return abs(aLat - eLat) <= Self.locationTolerance && abs(aLon - eLon) <= Self.locationTolerance
    case (.names(let e), .names(let a)):
      return Set(e) == Set(a)
    default:
      return expected == actual
    }
  }

  /// The top-level key of the record that holds this field (`error` for `error.kind`).
  var recordKey: String {
    switch self {
    case .errorKind: "error"
    case .formatGuess, .formatReasonCode: "formatReason"
    case .burstIdentifier: "burst"
    case .livePhotoContentIdentifier: "livePhoto"
    default: rawValue
    }
  }

  /// The key inside ``recordKey``'s object for nested fields.
  var nestedKey: String? {
    switch self {
    case .errorKind: "kind"
    case .formatGuess: "guess"
    case .formatReasonCode: "reason"
    case .burstIdentifier: "identifier"
    case .livePhotoContentIdentifier: "contentIdentifier"
    default: nil
    }
  }
}
