/// The classification of one file: the record of `shared/docs/output-schema.md`, version 1.
///
/// The CLI prints exactly this type's JSON encoding, so the library and `classify` never
/// drift apart. Absent facts are `nil` and omitted from JSON; `mediaSubtypes` is derived from
/// ``subtypes`` (PhotoKit bits only).
public struct Classification: Sendable, Hashable {
  /// The schema version this type encodes (`1`).
  public static let schemaVersion = 1

  /// The file's path as given or as the walk built it (`root/relative/name`; `ARCHIVE//MEMBER` for
  /// an archive member).
  public var path: String
  /// `ok`, or `error` when the file could not be read (then ``error`` says why).
  public var status: RecordStatus
  /// Why the file could not be read, with `status` `error`.
  public var error: InputFailure?
  /// The path that classified the file: `fast` (one head read) or `thorough`.
  public var mode: ClassificationMode
  /// PhotoKit's media type: image, video, audio or unknown.
  public var mediaType: MediaType
  /// The format's registry id (`heic`, `mov`, `cr3`), after any refinement by a probe.
  public var format: FormatID?
  /// The format's Uniform Type Identifier (`public.heic`).
  public var uti: UniformTypeIdentifier?
  /// The format's MIME type (`image/heic`).
  public var mimeType: String?
  /// Whether the file's extension is one the identified format uses; nil without an extension.
  public var extensionMatchesContent: Bool?
  /// Why `format` is not what the extension or the signature said, when it is not.
  public var formatReason: FormatReason?
  /// PhotoKit's subtype bits with MediaKind's own flags (JSON: the sorted names).
  public var subtypes: MediaSubtypes
  /// Stored (coded) pixel width of the primary image or first video track, before ``orientation``.
  public var pixelWidth: Int?
  /// Stored (coded) pixel height of the primary image or first video track, before ``orientation``.
  public var pixelHeight: Int?
  /// EXIF orientation 1...8 (or the container's rotation as one): how the stored pixels are turned
  /// for display.
  public var orientation: Int?
  /// Duration in seconds (video, audio, animations; 6 decimals).
  public var duration: Double?
  /// Frames per second of the first video track (3 decimals).
  public var frameRate: Double?
  /// Frames of an animation or of the first video track.
  public var frameCount: Int?
  /// The file's size in bytes.
  public var fileSize: Int?
  /// Capture date as ISO 8601 text, with the UTC offset when the file gives one.
  public var creationDate: String?
  /// Where the photo or video was taken.
  public var location: Location?
  /// Camera maker.
  public var make: String?
  /// Camera model.
  public var model: String?
  /// Lens model (names the front camera on iPhones).
  public var lensModel: String?
  /// The star rating the file states (−1 rejected, 0 none, 1…5 stars): XMP `xmp:Rating`,
  /// else EXIF Rating, else `MicrosoftPhoto:Rating` as stars (`StarRating`). An asset's
  /// rating prefers its XMP sidecar's.
  public var rating: Int?
  /// Whether the file holds all of its media: complete, truncated or a placeholder
  /// (``Integrity``); nil when the mode read too little to say, or the format has no end to
  /// check.
  public var integrity: Integrity?
  /// Codecs, bit rate, colour, audio layout, exposure and colour profile: the record's
  /// technical members (`videoCodec`, `bitRate`, `iso`, ...), each printed when known.
  public var technical = TechnicalMetadata()
  /// Burst membership, for a frame of a burst.
  public var burst: BurstInfo?
  /// The Live Photo link: the content identifier and, when found, the partner file.
  public var livePhoto: LivePhotoInfo?
  /// Why each subtype was set (with `--explain`).
  public var evidence: [SubtypeEvidence]?
  /// Why fields outside the subtypes hold their values (with `--explain`; today the rating).
  public var fieldEvidence: [FieldEvidence]?
  /// Damage and oddities met while reading the file, and values dropped as implausible, for
  /// people.
  public var diagnostics: [String]?

  /// PhotoKit's raw `mediaSubtypes` value (the PhotoKit bits of ``subtypes``).
  public var mediaSubtypes: UInt { subtypes.photoKitRawValue }

  /// A record of `path` with the given status, mode, media type and subtypes; every other
  /// member is nil until set.
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
}
