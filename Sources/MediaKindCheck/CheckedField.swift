public import MediaKind

/// A field that `classify check --expect` compares, in the order expected files list them.
///
/// Raw values are the names used in expected files and findings; nested facts use a
/// dotted name (`error.kind`, `formatReason.guess`, `burst.identifier`,
/// `livePhoto.contentIdentifier`). Numbers compare with tolerances: `duration` and `frameRate` within max(0.05, 1 % of the expected value),
/// `location` within 1e-4 degrees in latitude and longitude; everything else exactly
/// (`subtypes` as a set).
public enum CheckedField: String, CaseIterable, Sendable, Hashable, Codable {
  /// The record's `status` (`ok` or `error`).
  case status
  /// The kind of an unreadable file's error (`notFound`, `permissionDenied`, ...).
  case errorKind = "error.kind"
  /// The media type.
  case mediaType
  /// The format id.
  case format
  /// The Uniform Type Identifier.
  case uti
  /// The MIME type.
  case mimeType
  /// Whether the extension matches the content.
  case extensionMatchesContent
  /// The format the extension or the signature suggested, when the content overrode it.
  case formatGuess = "formatReason.guess"
  /// Why the format differs from that guess.
  case formatReasonCode = "formatReason.reason"
  /// The subtype names, compared as a set.
  case subtypes
  /// Stored pixel width.
  case pixelWidth
  /// Stored pixel height.
  case pixelHeight
  /// Duration in seconds, within the tolerances.
  case duration
  /// Frames per second, within the tolerances.
  case frameRate
  /// Frame count.
  case frameCount
  /// File size in bytes.
  case fileSize
  /// Capture date, as ISO 8601 text.
  case creationDate
  /// Latitude and longitude, within ``locationTolerance``.
  case location
  /// The star rating the file states.
  case rating
  /// Whether the file holds all of its media (`complete`, `truncated`, `placeholder`).
  case integrity
  /// The burst identifier.
  case burstIdentifier = "burst.identifier"
  /// The Live Photo content identifier.
  case livePhotoContentIdentifier = "livePhoto.contentIdentifier"

  /// Absolute tolerance of `duration` (seconds) and `frameRate` (frames per second).
  public static let absoluteTolerance = 0.05
  /// Relative tolerance of `duration` and `frameRate` (a fraction of the expected value).
  public static let relativeTolerance = 0.01
  /// Tolerance of `location` latitude and longitude, in degrees.
  public static let locationTolerance = 1e-4

  /// The field's value in `record` (``FieldValue/absent`` when the record lacks it): the
  /// value of its column in `Classification.recordMembers` (so at the precision the record
  /// prints), `location` from the `latitude` and `longitude` columns.
  public func value(of record: Classification) -> FieldValue {
    let columns = Self.columns[self] ?? []
    guard self == .location else { return columns.first.map { FieldValue($0.value(of: record)) } ?? .absent }
    guard columns.count == 2, case .number(let latitude) = columns[0].value(of: record),
      case .number(let longitude) = columns[1].value(of: record)
    else { return .absent }
    return .coordinate(latitude: latitude, longitude: longitude)
  }

  /// The record columns each field reads (`error.kind` reads `errorKind`).
  static let columns: [CheckedField: [RecordColumn<Classification>]] = Dictionary(
    uniqueKeysWithValues: allCases.map { field in
      (field, field.columnNames.compactMap { Classification.recordMembers.column(named: $0) })
    })

  /// The names of the record columns this field reads.
  var columnNames: [String] {
    switch self {
    case .errorKind: ["errorKind"]
    case .formatGuess: ["formatGuess"]
    case .formatReasonCode: ["formatReason"]
    case .location: ["latitude", "longitude"]
    case .burstIdentifier: ["burstIdentifier"]
    case .livePhotoContentIdentifier: ["livePhotoContentIdentifier"]
    default: [rawValue]
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

  /// The schema of the field's value: its member's in `Classification.recordMembers` (for
  /// a nested field, the member object's property).
  var schema: RecordSchema? { Self.schemas[self] }

  /// The schemas of the fields, from the record table.
  private static let schemas: [CheckedField: RecordSchema] = Dictionary(
    uniqueKeysWithValues: allCases.compactMap { field in
      guard let member = Classification.recordMembers.first(where: { $0.name == field.recordKey }) else { return nil }
      guard let nestedKey = field.nestedKey else { return (field, member.schema) }
      guard case .object(_, let properties, _) = member.schema,
        let property = properties.first(where: { $0.0 == nestedKey })
      else { return nil }
      return (field, property.1)
    })

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
