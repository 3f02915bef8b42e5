/// The classification of one file: the record of `shared/docs/output-schema.md`, version 1.
///
/// The CLI prints exactly this type's JSON encoding, so the library and `classify` never
/// drift apart. Absent facts are `nil` and omitted from JSON; `mediaSubtypes` is derived from
/// ``subtypes`` (PhotoKit bits only).
public struct Classification: Sendable, Hashable, Codable {
  /// The schema version this type encodes (`1`).
  public static let schemaVersion = 1

  public var path: String
  public var status: RecordStatus
  public var error: InputFailure?
  public var mode: ClassificationMode
  public var mediaType: MediaType
  public var format: FormatID?
  public var uti: UniformTypeIdentifier?
  public var mimeType: String?
  public var extensionMatchesContent: Bool?
  /// Why `format` is not what the extension or the signature said, when it is not.
  public var formatReason: FormatReason?
  public var subtypes: MediaSubtypes
  public var pixelWidth: Int?
  public var pixelHeight: Int?
  public var orientation: Int?
  public var duration: Double?
  public var frameRate: Double?
  public var frameCount: Int?
  public var fileSize: Int?
  public var creationDate: String?
  public var location: Location?
  public var make: String?
  public var model: String?
  public var lensModel: String?
  public var burst: BurstInfo?
  public var livePhoto: LivePhotoInfo?
  public var evidence: [SubtypeEvidence]?
  public var diagnostics: [String]?

  /// PhotoKit's raw `mediaSubtypes` value (the PhotoKit bits of ``subtypes``).
  public var mediaSubtypes: UInt { subtypes.photoKitRawValue }

  public init(
    path: String, status: RecordStatus = .ok, error: InputFailure? = nil,
    mode: ClassificationMode, mediaType: MediaType = .unknown, subtypes: MediaSubtypes = []
  ) {
    self.path = path
    self.status = status
    self.error = error
    self.mode = mode
    self.mediaType = mediaType
    self.subtypes = subtypes
  }

  /// A record for a file that could not be read.
  public static func failure(path: String, mode: ClassificationMode, _ failure: InputFailure)
    -> Classification
  {
    Classification(path: path, status: .error, error: failure, mode: mode)
  }

  enum CodingKeys: String, CodingKey {
    case schemaVersion, path, status, error, mode, mediaType, format, uti, mimeType
    case extensionMatchesContent, formatReason, subtypes, mediaSubtypes, pixelWidth, pixelHeight, orientation
    case duration, frameRate, frameCount, fileSize, creationDate, location, make, model, lensModel
    case burst, livePhoto, evidence, diagnostics
  }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    let version = try c.decodeIfPresent(Int.self, forKey: .schemaVersion) ?? Self.schemaVersion
    guard version == Self.schemaVersion else {
      throw DecodingError.dataCorruptedError(
        forKey: .schemaVersion, in: c, debugDescription: "unsupported schemaVersion \(version)")
    }
    path = try c.decode(String.self, forKey: .path)
    status = try c.decodeIfPresent(RecordStatus.self, forKey: .status) ?? .ok
    error = try c.decodeIfPresent(InputFailure.self, forKey: .error)
    mode = try c.decodeIfPresent(ClassificationMode.self, forKey: .mode) ?? .fast
    mediaType = try c.decodeIfPresent(MediaType.self, forKey: .mediaType) ?? .unknown
    format = try c.decodeIfPresent(FormatID.self, forKey: .format)
    uti = try c.decodeIfPresent(UniformTypeIdentifier.self, forKey: .uti)
    mimeType = try c.decodeIfPresent(String.self, forKey: .mimeType)
    extensionMatchesContent = try c.decodeIfPresent(Bool.self, forKey: .extensionMatchesContent)
    formatReason = try c.decodeIfPresent(FormatReason.self, forKey: .formatReason)
    subtypes = try c.decodeIfPresent(MediaSubtypes.self, forKey: .subtypes) ?? []
    pixelWidth = try c.decodeIfPresent(Int.self, forKey: .pixelWidth)
    pixelHeight = try c.decodeIfPresent(Int.self, forKey: .pixelHeight)
    orientation = try c.decodeIfPresent(Int.self, forKey: .orientation)
    duration = try c.decodeIfPresent(Double.self, forKey: .duration)
    frameRate = try c.decodeIfPresent(Double.self, forKey: .frameRate)
    frameCount = try c.decodeIfPresent(Int.self, forKey: .frameCount)
    fileSize = try c.decodeIfPresent(Int.self, forKey: .fileSize)
    creationDate = try c.decodeIfPresent(String.self, forKey: .creationDate)
    location = try c.decodeIfPresent(Location.self, forKey: .location)
    make = try c.decodeIfPresent(String.self, forKey: .make)
    model = try c.decodeIfPresent(String.self, forKey: .model)
    lensModel = try c.decodeIfPresent(String.self, forKey: .lensModel)
    burst = try c.decodeIfPresent(BurstInfo.self, forKey: .burst)
    livePhoto = try c.decodeIfPresent(LivePhotoInfo.self, forKey: .livePhoto)
    evidence = try c.decodeIfPresent([SubtypeEvidence].self, forKey: .evidence)
    diagnostics = try c.decodeIfPresent([String].self, forKey: .diagnostics)
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(Self.schemaVersion, forKey: .schemaVersion)
    try c.encode(path, forKey: .path)
    try c.encode(status, forKey: .status)
    try c.encodeIfPresent(error, forKey: .error)
    try c.encode(mode, forKey: .mode)
    try c.encode(mediaType, forKey: .mediaType)
    try c.encodeIfPresent(format, forKey: .format)
    try c.encodeIfPresent(uti, forKey: .uti)
    try c.encodeIfPresent(mimeType, forKey: .mimeType)
    try c.encodeIfPresent(extensionMatchesContent, forKey: .extensionMatchesContent)
    try c.encodeIfPresent(formatReason, forKey: .formatReason)
    if status == .ok {
      try c.encode(subtypes, forKey: .subtypes)
      try c.encode(mediaSubtypes, forKey: .mediaSubtypes)
    }
    try c.encodeIfPresent(pixelWidth, forKey: .pixelWidth)
    try c.encodeIfPresent(pixelHeight, forKey: .pixelHeight)
    try c.encodeIfPresent(orientation, forKey: .orientation)
    try c.encodeIfPresent(duration.map { FieldBounds.rounded($0, places: FieldBounds.durationPlaces) }, forKey: .duration)
    try c.encodeIfPresent(frameRate.map { FieldBounds.rounded($0, places: FieldBounds.frameRatePlaces) }, forKey: .frameRate)
    try c.encodeIfPresent(frameCount, forKey: .frameCount)
    try c.encodeIfPresent(fileSize, forKey: .fileSize)
    try c.encodeIfPresent(creationDate, forKey: .creationDate)
    try c.encodeIfPresent(location, forKey: .location)
    try c.encodeIfPresent(make, forKey: .make)
    try c.encodeIfPresent(model, forKey: .model)
    try c.encodeIfPresent(lensModel, forKey: .lensModel)
    try c.encodeIfPresent(burst, forKey: .burst)
    try c.encodeIfPresent(livePhoto, forKey: .livePhoto)
    try c.encodeIfPresent(evidence, forKey: .evidence)
    if let diagnostics, !diagnostics.isEmpty { try c.encode(diagnostics, forKey: .diagnostics) }
  }
}
