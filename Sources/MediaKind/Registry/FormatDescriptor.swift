/// One entry of the format registry: everything MediaKind knows about a format, in one place.
/// A class, not a struct: descriptors are immutable and passed through every stage of every
/// file, so sharing one reference is cheaper than copying ten fields.
public final class FormatDescriptor: Sendable, Identifiable {
  /// The short, stable id (`jpeg`, `heic`, `mov`).
  public let id: FormatID
  /// A one-line human description.
  public let summary: String
  /// The content's Uniform Type Identifier.
  public let uti: UniformTypeIdentifier
  /// The UTIs `uti` directly conforms to (its parents in the conformance tree).
  public let conformsTo: [UniformTypeIdentifier]
  /// The MIME type.
  public let mimeType: String
  /// PhotoKit's media type for this content.
  public let mediaType: MediaType
  /// File-name extensions, lower-cased, the preferred one first.
  public let extensions: [String]
  /// Signatures; any one matching identifies the format (order within the registry decides
  /// between formats).
  public let signatures: [Signature]
  /// Which walker reads it.
  public let family: FormatFamily
  /// Whether this is a camera RAW format (sets the `raw` toolkit flag).
  public let isRaw: Bool
  /// Where the signature and identifiers come from.
  public let references: [String]

  /// A format entry: its id, summary, UTI and parents, MIME type, media type, extensions,
  /// signatures, container family, whether it is RAW, and the specifications it cites.
  public init(
    id: FormatID, summary: String, uti: UniformTypeIdentifier,
    conformsTo: [UniformTypeIdentifier], mimeType: String, mediaType: MediaType,
    extensions: [String], signatures: [Signature], family: FormatFamily = .opaque,
    isRaw: Bool = false, references: [String]
  ) {
    self.id = id
    self.summary = summary
    self.uti = uti
    self.conformsTo = conformsTo
    self.mimeType = mimeType
    self.mediaType = mediaType
    self.extensions = extensions
    self.signatures = signatures
    self.family = family
    self.isRaw = isRaw
    self.references = references
  }
}
