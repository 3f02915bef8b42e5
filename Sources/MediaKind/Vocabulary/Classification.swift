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

  /// Decodes the value from the members of ``recordMembers``.
  public init(from decoder: any Decoder) throws {
    self.init(path: "", mode: .fast)
    try Self.recordMembers.decode(into: &self, from: decoder)
  }

  /// Encodes the members of ``recordMembers``.
  public func encode(to encoder: any Encoder) throws { try Self.recordMembers.encode(self, to: encoder) }
}
