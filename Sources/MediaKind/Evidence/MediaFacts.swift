/// Everything the probes learned about one file, before the rules run.
///
/// Typed fields hold the facts the record reports directly; ``facts`` holds the keyed evidence
/// the subtype rules read. Probes only add; damage goes to ``diagnostics``.
public struct MediaFacts: Sendable {
  /// A more precise format than the signature gave (an MP4 with no video track is MPEG-4
  /// audio; a Matroska file with no video track is audio).
  public private(set) var refinedFormat: FormatID?
  /// Why the probe refined the format, in words (the record's `formatReason.detail`).
  public private(set) var refinementReason: String?
  /// Stored (coded) pixel size of the primary image or first video track.
  public var pixelWidth: Int?
  /// Stored (coded) pixel height of the primary image or first video track.
  public var pixelHeight: Int?
  /// Quarter turns the container itself applies for display (HEIF `irot`, the `tkhd`
  /// matrix). When set, EXIF orientation is informative only (HEIF spec).
  public var containerQuarterTurns: Int?
  /// EXIF orientation 1...8.
  public var orientation: Int?
  /// Duration in seconds, from the container's header or the sum of its frames.
  public var duration: Double?
  /// Frames per second of the first video track (nominal, or frames over duration).
  public var frameRate: Double?
  /// Frames of an animation or of the first video track.
  public var frameCount: Int?
  /// Capture date as ISO 8601 text (the record's `creationDate`), with the offset when the file
  /// gives one.
  public var creationDate: String?
  /// Where the photo or video was taken (EXIF GPS, QuickTime ISO 6709, XMP).
  public var location: Location?
  /// Camera maker (EXIF `Make`, QuickTime `com.apple.quicktime.make`).
  public var make: String?
  /// Camera model (EXIF `Model`, QuickTime `com.apple.quicktime.model`).
  public var model: String?
  /// Lens maker (EXIF `LensMake`).
  public var lensMake: String?
  /// Lens model (EXIF `LensModel`), which names the front camera on iPhones.
  public var lensModel: String?
  /// Apple's Live Photo content identifier (MakerNote 0x0011 or
  /// `com.apple.quicktime.content.identifier`).
  public var contentIdentifier: String?
  /// The burst identifier shared by a burst's frames (Apple BurstUUID and vendors' equivalents).
  public var burstIdentifier: String?
  /// Codecs, bit rate, colour, audio layout, exposure and colour profile (the record's
  /// technical members); each probe sets a member only when it is still nil.
  public var technical = TechnicalMetadata()
  /// Whether the probe saw every place its format keeps the primary image's metadata (a
  /// JPEG's segments up to its first scan), so a fast read of the head knows all the dates
  /// there are.
  public var metadataSeenWhole = false
  /// Whether the file holds all of its media, with the evidence (`Docs/DetectionRules.md`,
  /// "Integrity"): set by a probe that reached its format's end, or saw a length declared past
  /// the end of the file.
  public var integrity: (value: Integrity, evidence: FieldEvidence)?

  /// Records `value` for the record's `integrity`, read at `source` (the first finding wins:
  /// a probe reports what it met first).
  public mutating func integrity(_ value: Integrity, at source: String, _ detail: String) {
    guard integrity == nil else { return }
    integrity = (value, FieldEvidence(field: "integrity", rule: value.rawValue, source: source, value: detail))
  }
  /// Keyed evidence for the rules.
  public private(set) var facts: [FactKey: Fact] = [:]
  /// Which keys ``facts`` may hold: most lookups are for absent keys and end here.
  private var filter = FactKeyFilter()
  /// Damage and oddities met while parsing, in the order met (at most 32, each once).
  public private(set) var diagnostics: [Diagnostic] = []

  /// Whether facts keep where in the file they were read. Only `--explain` prints it, so
  /// the pipeline turns it off otherwise and the location text is never built.
  public var keepsSources: Bool
  /// The XMP properties some reader reads, given by the composition root (the pipeline's
  /// `FactReaders`); nil keeps every fact (`--explain` prints them all).
  public let xmpSelection: (any XMPPropertySelection)?
  /// Whether probes record facts that nothing reads: without an ``xmpSelection``. With one, an
  /// XMP packet gives only the properties it selects.
  public var keepsEveryFact: Bool { xmpSelection == nil }

  /// Empty facts; `keepsSources` and `xmpSelection` say how much evidence probes keep (every
  /// fact and its source for `--explain`).
  public init(keepsSources: Bool = true, xmpSelection: (any XMPPropertySelection)? = nil) {
    self.keepsSources = keepsSources
    self.xmpSelection = xmpSelection
  }

  /// Refines the format the signature gave to `format`, for the reason `reason` says.
  public mutating func refine(to format: FormatID, because reason: String) {
    refinedFormat = format
    refinementReason = reason
  }

  /// Records evidence; the first value found for a key wins (primary structures are read
  /// before secondary ones). `source` is evaluated only when the fact is kept with its source.
  public mutating func record(
    _ key: FactKey, _ value: FactValue, at source: @autoclosure () -> String
  ) {
    // A key the filter rules out is not held: no dictionary lookup.
    if filter.mayContain(key), facts[key] != nil { return }
    // A photo with EXIF and XMP records a few dozen facts: one allocation instead of growing
    // through five (made with the first fact: many files record none).
    if facts.isEmpty { facts.reserveCapacity(32) }
    filter.insert(key)
    facts[key] = Fact(value, source: keepsSources ? source() : "")
  }

  /// The fact recorded under `key`, if any.
  public subscript(key: FactKey) -> Fact? {
    assert(
      xmpSelection.map { !key.rawValue.hasPrefix("XMP.") || $0.reads(key) } ?? true,
      "\(key) is read but no reader declares it, so XMPPacket.decode does not keep it: add it to the reader's requires (FactReaders)")
    return filter.mayContain(key) ? facts[key] : nil
  }

  /// Adds a diagnostic once: one whose text is already listed is left out, and so is any
  /// after the 32nd.
  public mutating func diagnose(_ diagnostic: Diagnostic) {
    guard diagnostics.count < 32 else { return }
    let text = diagnostic.description
    if !diagnostics.contains(where: { $0.description == text }) { diagnostics.append(diagnostic) }
  }

  /// Adds a diagnostic of kind `code` at `location` once.
  public mutating func diagnose(_ code: Diagnostic.Code, at location: String? = nil, _ message: String) {
    diagnose(Diagnostic(code, at: location, message))
  }

  /// The diagnostics as the record prints them.
  public var diagnosticTexts: [String] { diagnostics.map(\.description) }

  /// Display (oriented) size: container rotation when the container defines one, otherwise
  /// the EXIF orientation (5...8 swap width and height). PhotoKit reports oriented sizes
  /// (`Docs/DetectionRules.md` "Pixel size").
  public var orientedSize: (width: Int, height: Int)? {
    guard let w = pixelWidth, let h = pixelHeight else { return nil }
    let swap: Bool
    if let turns = containerQuarterTurns {
      swap = turns % 2 != 0
    } else if let orientation {
      swap = (5...8).contains(orientation)
    } else {
      swap = false
    }
    return swap ? (h, w) : (w, h)
  }
}
