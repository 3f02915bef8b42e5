/// The per-file pipeline: status checks → signature → probes → libmagic (thorough, unknown
/// content) → rules → record (`Docs/Architecture.md`, "The pipeline (one file)").
struct Pipeline: Sendable {
  let registry: FormatRegistry
  let options: ClassifyOptions
  /// For each format of the registry, the probes that accept it, in ``probes`` order: worked
  /// out once, not per file.
  private let probePlan: [ObjectIdentifier: [any Probe]]
  /// The XMP properties kept when not every fact is (``FactReaders``: what the readers of the
  /// facts declare), handed to the decoders through ``MediaFacts``.
  let xmpSelection: XMPReadProperties

  init(registry: FormatRegistry, options: ClassifyOptions, xmpSelection: XMPReadProperties = FactReaders.xmpSelection) {
    self.registry = registry
    self.options = options
    self.xmpSelection = xmpSelection
    let standard = FormatRegistry.standard.formats
    let isStandard =
      registry.formats.count == standard.count
      && zip(registry.formats, standard).allSatisfy { $0 === $1 }
    probePlan = isStandard ? Self.standardProbePlan : Self.probePlan(for: registry)
  }

  /// The plan for ``FormatRegistry/standard``, made once per process (the `classify` command
  /// makes it while its arguments are parsed).
  static let standardProbePlan = probePlan(for: .standard)

  private static func probePlan(for registry: FormatRegistry) -> [ObjectIdentifier: [any Probe]] {
    var plan: [ObjectIdentifier: [any Probe]] = [:]
    plan.reserveCapacity(registry.formats.count)
    for format in registry.formats {
      plan[ObjectIdentifier(format)] = probes.filter { $0.accepts(format) }
    }
    return plan
  }

  /// The probes, in the order they run. Each one gates itself on the format family.
  static let probes: [any Probe] = [
    JPEGProbe(), PNGProbe(), GIFProbe(), WebPProbe(), BMPProbe(), TGAProbe(), TIFFProbe(), ISOBMFFProbe(),
    RIFFProbe(), AIFFProbe(), MPEGAudioProbe(), FLACProbe(), OggProbe(), ASFProbe(),
    MatroskaProbe(), FLVProbe(), ImageHeaderProbe(), AudioHeaderProbe(), DVProbe(),
    TransportStreamProbe(), ADTSProbe(), PSDProbe(), XCFProbe(), MIFFProbe(), BPGProbe(),
    JPEG2000Probe(), JPEGXLProbe(), RAFProbe(), MRWProbe(), X3FProbe(), SVGProbe(), RealMediaProbe(), WTVProbe(), DjVuProbe(),
    MPEGProgramStreamProbe(), MXFProbe(),
  ]

  func classify(path: String, displayPath: String) -> Classification {
    inspect(path: path, displayPath: displayPath, headSize: firstReadSize).record
  }

  /// How much of a file to read when it is opened for its record alone: in the fast path, the
  /// first read of its head (`InputFile.firstReadSize`; the rest is read when wanted); in the
  /// thorough path, the whole head.
  private var firstReadSize: Int {
    options.mode == .fast ? InputFile.firstReadSize : InputFile.headSize
  }

  /// Classifies one entry of a walk: a file, opened as the walk's `step` says when there is
  /// one (from its raw path bytes, without a second `stat` when the walk saw a regular file,
  /// by name in its open folder), or the walk's own failure.
  func classify(_ entry: FileEnumerator.Entry, step: FileEnumerator.Step?) -> Classification {
    switch entry {
    case .file(let path):
      guard let step else { return classify(path: path, displayPath: path) }
      let file: InputFile
      do {
        file = try InputFile.open(
          rawPath: step.rawPath, headSize: firstReadSize, knownRegular: step.isRegularFile,
          parent: step.parent, nameOffset: step.nameOffset)
      } catch {
        return .failure(path: path, mode: options.mode, error)
      }
      return inspect(file: file, displayPath: path, fileName: PathParts.fileName(of: path)).record
    case .failure(let path, let failure):
      return .failure(path: path, mode: options.mode, failure)
    }
  }

  /// The record plus what the library layer keeps beyond it: the probes' facts and the opened
  /// file (identity, head bytes). See `Library/LibraryFileReader.swift` (issue 6). `headSize`:
  /// the first read (the returned file's `head`); the classification reads the rest of a head
  /// when it needs it.
  func inspect(path: String, displayPath: String, headSize: Int = InputFile.headSize)
    -> (record: Classification, facts: MediaFacts?, file: InputFile?)
  {
    let file: InputFile
    do {
      file = try InputFile.open(path: path, headSize: headSize)
    } catch {
      return (.failure(path: displayPath, mode: options.mode, error), nil, nil)
    }
    return inspect(file: file, displayPath: displayPath, fileName: PathParts.fileName(of: path))
  }

  /// Classifies an opened file (its head already read).
  func inspect(file: InputFile, displayPath: String, fileName: String)
    -> (record: Classification, facts: MediaFacts?, file: InputFile?)
  {
    if file.holdsNoData {
      return (placeholder(path: displayPath, size: file.size), nil, file)
    }
    let source = ByteSource(
      file: file, limitedToHead: options.mode == .fast, budget: options.budget, headSize: InputFile.headSize)
    var facts: MediaFacts?
    let record = classify(
      source: source, displayPath: displayPath, fileName: fileName, keeping: &facts)
    return (record, facts, file)
  }

  func classify(bytes: [UInt8], name: String) -> Classification {
    let source = ByteSource(
      bytes: bytes, headSize: InputFile.headSize, limitedToHead: options.mode == .fast,
      budget: options.budget)
    var facts: MediaFacts?
    return classify(
      source: source, displayPath: name, fileName: PathParts.fileName(of: name), keeping: &facts)
  }

  func classify(
    source: ByteSource, displayPath: String, fileName: String, keeping kept: inout MediaFacts?
  ) -> Classification {
    var record = Classification(path: displayPath, mode: options.mode)
    record.fileSize = source.size
    let fileExtension = PathParts.fileExtension(of: fileName)
    if source.size == 0 {
      record.format = .empty
      record.uti = .data
      record.mimeType = "application/x-empty"
      // An empty file contradicts no extension; without one the name makes no claim.
      record.extensionMatchesContent = fileExtension.isEmpty ? nil : true
      return record
    }

    var identified = identify(source, fileExtension: fileExtension)
    var facts = MediaFacts(keepsSources: options.explain, xmpSelection: options.explain ? nil : xmpSelection)
    var probeSource = source
    switch streamBehindLeadingTags(source, fileExtension: fileExtension) {
    case .stream(let behind, let offset):
      identified = behind
      probeSource = ByteSource(viewing: source, from: offset)
    case .named(let named, let length):
      if identified == nil {
        identified = named
      } else {
        facts.refine(
          to: named.id,
          because: "\(length) bytes of tags in front of the stream run past the head; named .\(fileExtension)")
      }
    case nil:
      break
    }
    guard var format = identified else {
      return unknownContent(record, source: source, fileExtension: fileExtension)
    }
    if format.id == .plist, fileExtension == "icloud", let stub = ICloudStub(source.head) {
      return placeholder(record, format: format, stub: stub)
    }
    probeSource = AdaptiveHead.extended(probeSource, for: format, maxSegments: options.budget.maxEntries)
    let input = ProbeInput(
      source: probeSource, format: format, fileName: fileName, mode: options.mode,
      budget: options.budget)
    for probe in probePlan[ObjectIdentifier(format)] ?? Self.probes.filter({ $0.accepts(format) }) {
      probe.run(on: input, into: &facts)
    }
    let signatureFormat = format
    if let refined = facts.refinedFormat, let descriptor = registry.descriptor(refined) {
      format = descriptor
    }
    if source.budgetExhausted {
      facts.diagnose(.limit, "read budget of \(options.budget.maxBytesRead) bytes exhausted")
    }
    if facts.location == nil { facts.location = Self.xmpLocation(from: facts) }
    if facts.technical.projection == nil {
      // A panorama's projection (GPano:ProjectionType), lower-cased as the record spells it.
      facts.technical.projection = Self.xmpProjectionKeys.lazy.compactMap { facts[$0]?.value.string?.trimmingSpaces.lowercased() }
        .first { !$0.isEmpty }
    }
    if facts.burstIdentifier == nil {
      facts.burstIdentifier = Self.xmpBurstKeys.lazy
        .compactMap { facts[$0]?.value.string?.trimmingSpaces }.first { !$0.isEmpty }
    }
    FieldBounds.apply(to: &facts, fileSize: source.size, format: format.id)
    // A head that is not the whole file may miss a value a chain prefers (XMP past the head):
    // the lesser sources are then left out rather than printed as the file's.
    let partial = probeSource.limitedToHead && !probeSource.headIsWholeFile && !facts.metadataSeenWhole
    if facts.creationDate == nil {
      facts.creationDate = Self.captureDate(from: &facts, partial: partial)
    }
    let rating = StarRating.read(from: facts, partial: partial)

    kept = facts
    record.format = format.id
    record.uti = format.uti
    record.mimeType = format.mimeType
    record.mediaType = format.mediaType
    record.extensionMatchesContent = registry.extensionMatches(fileExtension, content: format)
    if record.extensionMatchesContent == false || format !== signatureFormat {
      record.formatReason = formatReason(
        fileExtension: fileExtension, signature: signatureFormat, verdict: format, facts: facts)
    }
    fill(&record, from: facts, mediaType: format.mediaType)

    let context = RuleContext(
      facts: facts, format: format, fileName: fileName, mode: options.mode,
      mediaType: format.mediaType)
    let (subtypes, evidence) = SubtypeRules.evaluate(context)
    record.subtypes = subtypes
    record.rating = rating?.rating
    record.integrity = facts.integrity?.value
    if options.explain {
      record.evidence = evidence
      let fieldEvidence = [rating?.evidence, facts.integrity?.evidence].compactMap { $0 }
      if !fieldEvidence.isEmpty { record.fieldEvidence = fieldEvidence }
    }
    return record
  }

  /// The format the head's signatures give (`FormatRegistry.identify(_:)`), from the first read
  /// alone when it settles the answer (`FormatRegistry.identifyFromPrefix(_:)`), so a file whose
  /// probes need no more is never read further.
  private func identify(_ source: ByteSource, fileExtension: String) -> FormatDescriptor? {
    if !source.headIsHeld,
      let settled = registry.identifyFromPrefix(
        SniffInput(head: source.headReadSoFar, fileExtension: fileExtension, fileSize: source.size))
    {
      return settled
    }
    return registry.identify(SniffInput(head: source.head, fileExtension: fileExtension, fileSize: source.size))
  }

  /// Copies the typed facts into the record.
  private func fill(_ record: inout Classification, from facts: MediaFacts, mediaType: MediaType) {
    if mediaType != .audio, let size = facts.orientedSize, size.width > 0, size.height > 0 {
      record.pixelWidth = size.width
      record.pixelHeight = size.height
    }
    // Typed facts are within FieldBounds and rounded to the printed precision by now.
    record.orientation = facts.orientation
    record.duration = facts.duration
    record.frameRate = facts.frameRate
    record.frameCount = facts.frameCount
    record.creationDate = facts.creationDate
    record.location = facts.location
    record.make = facts.make
    record.model = facts.model
    record.lensModel = facts.lensModel
    record.technical = facts.technical
    if mediaType == .video || mediaType == .audio, let duration = facts.duration {
      record.technical.bitRate = FieldBounds.bitRate(fileSize: record.fileSize, duration: duration)
    }
    if let id = facts.burstIdentifier { record.burst = BurstInfo(identifier: id) }
    if let id = facts.contentIdentifier { record.livePhoto = LivePhotoInfo(contentIdentifier: id) }
    record.diagnostics = facts.diagnostics.isEmpty ? nil : facts.diagnosticTexts
  }

  /// The capture date from the EXIF/XMP chain (`Docs/DetectionRules.md` "Capture date" priority order). A
  /// date no real capture can have (``FieldBounds``) is passed over with a diagnostic naming
  /// its tag, and the chain goes on.
  ///
  /// With `partial` (the fast path saw only the head of a larger file, and the probe could
  /// not tell that every metadata place was in it) the chain stops before
  /// its fallbacks (`fallbackCaptureDateKeys`: GPS time, modification time): an XMP packet
  /// past the head may hold the date a thorough read takes, and fast mode never prints a
  /// value the thorough path contradicts (Docs/CLI.md, "Modes").
  static func captureDate(from facts: inout MediaFacts, partial: Bool = false) -> String? {
    for key in captureDateKeys {
      if partial && fallbackCaptureDateKeys.contains(key) { break }
      guard let text = facts[key]?.value.string,
        let date = CaptureDate.iso(text) ?? CaptureDate.exif(text)
      else { continue }
      if let reason = FieldBounds.implausibility(ofDate: date) {
        facts.diagnose(.implausible, "\(key.rawValue) \(date) passed over: implausible (\(reason))")
        continue
      }
      return date
    }
    return nil
  }

  /// The XMP EXIF-schema GPS position, read when the container gave none: an EXIF GPS block
  /// that holds only `GPSVersionID` (Google Photos exports) gives no position, and must not
  /// hide the XMP one (Docs/Library.md, "Where a location comes from").
  static let xmpLocationKeys: [FactKey] = [
    .xmpExifGPSLatitude, .xmpExifGPSLongitude, .xmpExifGPSAltitude, .xmpExifGPSAltitudeRef,
  ]

  /// Burst identifiers XMP states (Pixel `GCamera:BurstID`, Google Photos
  /// `GCreations:CameraBurstID`), in order, for a file whose container named none (Apple's
  /// MakerNote BurstUUID and Samsung's SEF set it while probing).
  static let xmpBurstKeys: [FactKey] = [.xmpGCameraBurstID, .xmpGCreationsCameraBurstID]

  /// The location of the XMP EXIF-schema GPS values, if both coordinates are there.
  static func xmpLocation(from facts: MediaFacts) -> Location? {
    guard facts[.xmpExifGPSLatitude] != nil else { return nil }
    return XMPGPSCoordinate.location(
      latitude: facts[.xmpExifGPSLatitude]?.value.string,
      longitude: facts[.xmpExifGPSLongitude]?.value.string,
      altitude: facts[.xmpExifGPSAltitude]?.value.string,
      altitudeRef: facts[.xmpExifGPSAltitudeRef]?.value.string)
  }

  /// The XMP keys that give a panorama's projection (Docs/CLI.md, "Technical facts").
  static let xmpProjectionKeys: [FactKey] = [.xmpGPanoProjectionType]

  /// The keys of ``captureDateKeys`` that only stand in for a capture date.
  static let fallbackCaptureDateKeys: Set<FactKey> = [.exifGPSDateTime, .exifModifyDate]

  /// The capture-date chain, in priority order (`Docs/DetectionRules.md` "Capture date").
  static let captureDateKeys: [FactKey] = [
    .exifDateTimeOriginal, .exifCreateDate, .xmpExifDateTimeOriginal,
    .xmpPhotoshopDateCreated, .xmpCreateDate, .exifGPSDateTime, .exifModifyDate,
  ]

  /// The record of a file that has a size but no data (every byte a hole): a placeholder whose
  /// media lives elsewhere. Nothing of it is read (`Docs/DetectionRules.md`, "Integrity").
  private func placeholder(path: String, size: Int) -> Classification {
    var record = Classification(path: path, mode: options.mode)
    record.fileSize = size
    record.integrity = .placeholder
    record.diagnostics = [
      "all \(size) bytes are holes (no data on this disk): a placeholder, not read"
    ]
    if options.explain {
      record.fieldEvidence = [
        FieldEvidence(
          field: "integrity", rule: Integrity.placeholder.rawValue, source: "lseek SEEK_DATA",
          value: "no data from offset 0 to the end (\(size) bytes), no blocks allocated")
      ]
    }
    return record
  }

  /// The record of an iCloud Drive stub (`.NAME.icloud`, a binary property list naming the file
  /// and its size): the stub's own type, and `integrity` placeholder.
  private func placeholder(_ base: Classification, format: FormatDescriptor, stub: ICloudStub)
    -> Classification
  {
    var record = base
    record.format = format.id
    record.uti = format.uti
    record.mimeType = format.mimeType
    record.mediaType = format.mediaType
    record.extensionMatchesContent = true  // `.icloud` is a property list's extension
    record.integrity = .placeholder
    let size = stub.fileSize.map { ", \($0) bytes" } ?? ""
    record.diagnostics = ["iCloud placeholder of \(stub.name)\(size): the file is not on this disk"]
    if options.explain {
      record.fieldEvidence = [
        FieldEvidence(
          field: "integrity", rule: Integrity.placeholder.rawValue, source: "iCloud stub NSURLNameKey",
          value: stub.name + size)
      ]
    }
    return record
  }

  /// Content no signature matched: libmagic names it in the thorough path.
  private func unknownContent(
    _ base: Classification, source: ByteSource, fileExtension: String
  ) -> Classification {
    var record = base
    record.format = .unknown
    record.extensionMatchesContent = registry.extensionMatches(fileExtension, content: nil)
    if record.extensionMatchesContent == false {
      record.formatReason = formatReason(
        fileExtension: fileExtension, signature: nil, verdict: nil, facts: nil)
    }
    // The record's values for content of no known type (`public.data`, the root every type
    // conforms to). Only libmagic names such content, at milliseconds a file: thorough mode
    // asks it and may name a type; fast mode does not (Docs/DetectionRules.md, "What fast mode
    // leaves out").
    record.uti = .data
    record.mimeType = "application/octet-stream"
    if options.mode == .thorough {
      switch LibMagicProbe.mimeType(of: source.head) {
      case .success(let mime) where mime.hasPrefix("text/") && Self.holdsNULOutsideUnicode(source.head):
        // libmagic's EBCDIC and extended-ASCII tests accept a few binary bytes as text (a
        // 4-byte `FF 7F 00 00` is "International EBCDIC text"); no text format holds NUL
        // bytes except UTF-16/32, which libmagic only recognises with a byte-order mark.
        record.diagnostics = ["libmagic said \(mime), but the content holds NUL bytes: data"]
      case .success(let mime):
        record.mimeType = mime
        record.uti = MIMETypeUTIs.uti(for: mime)
      case .failure(let error):
        record.diagnostics = ["\(error)"]
      }
    }
    return record
  }

  /// Whether `head` holds a NUL byte and starts with no UTF-16 or UTF-32 byte-order mark.
  static func holdsNULOutsideUnicode(_ head: [UInt8]) -> Bool {
    guard head.contains(0) else { return false }
    let boms: [[UInt8]] = [[0xFF, 0xFE], [0xFE, 0xFF], [0x00, 0x00, 0xFE, 0xFF]]
    return !boms.contains { head.starts(with: $0) }
  }
}
