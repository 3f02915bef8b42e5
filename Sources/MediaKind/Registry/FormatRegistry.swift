/// The ordered table of every format MediaKind recognises: the single source of truth for
/// signatures, extensions, UTIs, MIME types and media types (architecture guide §4).
///
/// Order is a contract: specific signatures come before weak ones, and within ISO BMFF the
/// brand-specific entries (HEIC, AVIF, CR3, QuickTime, M4A ...) come before generic MP4. When
/// several entries match, the strongest wins and ties go to the earlier entry.
public struct FormatRegistry: Sendable {
  /// Every format, in match order.
  public let formats: [FormatDescriptor]
  /// UTI conformance built from the formats' parents.
  public let hierarchy: UTIHierarchy
  private let indexByID: [FormatID: Int]
  private let indexByExtension: [String: [Int]]
  /// For each possible first byte, the (format, signature) pairs that can match a head
  /// starting with it, in registry order: a byte pattern at offset 0 whose first byte is
  /// fixed cannot match any other first byte, so ``identify(_:)`` skips it without a look.
  private let candidatesByFirstByte: [[Candidate]]
  /// Every (format, signature) pair, for an empty head.
  private let allCandidates: [Candidate]

  private struct Candidate {
    let format: Int
    let signature: Signature
  }

  public init(formats: [FormatDescriptor]) {
    self.formats = formats
    var byID: [FormatID: Int] = [:]
    var byExtension: [String: [Int]] = [:]
    for (i, format) in formats.enumerated() {
      if byID[format.id] == nil { byID[format.id] = i }
      for ext in format.extensions { byExtension[ext, default: []].append(i) }
    }
    indexByID = byID
    indexByExtension = byExtension
    var all: [Candidate] = []
    var byFirstByte = [[Candidate]](repeating: [], count: 256)
    for (i, format) in formats.enumerated() {
      for signature in format.signatures {
        let candidate = Candidate(format: i, signature: signature)
        all.append(candidate)
        for byte in 0..<256 where signature.canMatch(firstByte: UInt8(byte)) {
          byFirstByte[byte].append(candidate)
        }
      }
    }
    allCandidates = all
    candidatesByFirstByte = byFirstByte
    hierarchy = UTIHierarchy(formats: formats)
  }

  /// The registry MediaKind ships.
  public static let standard = FormatRegistry(
    formats: FormatRegistry.images + FormatRegistry.rawImages + FormatRegistry.video
      + FormatRegistry.audio + FormatRegistry.documents)

  /// The format with id `id`.
  public func descriptor(_ id: FormatID) -> FormatDescriptor? {
    indexByID[id].map { formats[$0] }
  }

  /// The formats that list `fileExtension` (lower-cased, without the dot).
  public func formats(forExtension fileExtension: String) -> [FormatDescriptor] {
    (indexByExtension[fileExtension] ?? []).map { formats[$0] }
  }

  /// Identifies the content: the strongest matching format, ties to the earlier entry.
  public func identify(_ input: SniffInput) -> FormatDescriptor? {
    let candidates = input.head.first.map { candidatesByFirstByte[Int($0)] } ?? allCandidates
    var best: (format: Int, strength: Int)?
    // By index: a candidate is read in place, not copied (with its signature) for every file.
    for index in candidates.indices {
      let strength = candidates[index].signature.strength(for: input)
      let format = candidates[index].format
      if strength >= Signature.fullStrength { return formats[format] }
      if strength > 0, strength > (best?.strength ?? 0) { best = (format, strength) }
    }
    return best.map { formats[$0.format] }
  }

  /// Whether the extension names the content's format (or no registered format at all,
  /// when the content is unknown: an extension the registry does not know cannot contradict).
  public func extensionMatches(_ fileExtension: String, content: FormatDescriptor?) -> Bool {
    guard let content else { return formats(forExtension: fileExtension).isEmpty }
    if content.extensions.contains(fileExtension) { return true }
    // Containers that share a UTI family (a `.mp4` that is QuickTime audio, ...) are not
    // contradictions when the extension's format has the same UTI.
    return formats(forExtension: fileExtension).contains { $0.uti == content.uti }
  }
}
