/// The ordered table of every format MediaKind recognises: the single source of truth for
/// signatures, extensions, UTIs, MIME types and media types (`Docs/Architecture.md`, "Format registry").
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
  /// The signatures compiled for ``identify(_:)``: for each possible first byte, the
  /// candidates that can match a head starting with it, in registry order (a byte pattern at
  /// offset 0 whose first byte is fixed cannot match any other first byte, so it is skipped
  /// without a look), and every candidate, for an empty head.
  private let candidatesByFirstByte: [[SignatureCandidate]]
  private let allCandidates: [SignatureCandidate]
  /// The byte patterns of the candidates, one after another (``SignatureCandidate/wildcard``
  /// for a `nil` entry).
  private let patternBytes: [UInt16]
  /// The predicates the candidates point to without owning them: kept alive here.
  private let predicates: [SignaturePredicate]

  /// A registry of `formats`, indexed by id, extension and signature.
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
    var all: [SignatureCandidate] = []
    var byFirstByte = [[SignatureCandidate]](repeating: [], count: 256)
    var patterns: [UInt16] = []
    var predicates: [SignaturePredicate] = []
    for (i, format) in formats.enumerated() {
      for signature in format.signatures {
        let candidate: SignatureCandidate
        switch signature.kind {
        case .bytes(let pattern, let offset):
          candidate = SignatureCandidate(
            format: i, offset: offset, pattern: patterns.count..<(patterns.count + pattern.count))
          patterns += pattern.map { $0.map(UInt16.init) ?? SignatureCandidate.wildcard }
        case .predicate(_, let test):
          let predicate = SignaturePredicate(test, onlyNamed: signature.onlyNamed)
          predicates.append(predicate)
          candidate = SignatureCandidate(format: i, predicate: predicate)
        }
        all.append(candidate)
        for byte in 0..<256 where signature.canMatch(firstByte: UInt8(byte)) {
          byFirstByte[byte].append(candidate)
        }
      }
    }
    allCandidates = all
    candidatesByFirstByte = byFirstByte
    patternBytes = patterns
    self.predicates = predicates
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
  ///
  /// Every file goes through this loop on every core at once, so it reads the shared tables in
  /// place and retains nothing per candidate: an atomic reference count that two cores keep
  /// taking costs far more than the comparison it guards.
  public func identify(_ input: SniffInput) -> FormatDescriptor? {
    let candidates = input.head.first.map { candidatesByFirstByte[Int($0)] } ?? allCandidates
    let found = candidates.withUnsafeBufferPointer { candidates in
      patternBytes.withUnsafeBufferPointer { patterns in
        input.head.withUnsafeBufferPointer { head in
          Self.strongest(in: candidates, patterns: patterns, head: head, input: input)
        }
      }
    }
    return found.map { formats[$0] }
  }

  /// What ``identify(_:)`` gives for every head that starts with `prefix.head` (of a file of
  /// `prefix.fileSize` bytes named with `prefix.fileExtension`), when those bytes alone settle
  /// it; nil when a longer head could be identified otherwise. The fast path sniffs its first
  /// read (`InputFile.firstReadSize`) with this and reads the rest of its head only when it
  /// answers nil (Docs/CLI.md, "Modes").
  ///
  /// Settled means: walking the candidates in ``identify(_:)``'s order, every candidate up to
  /// the first that matches is a byte pattern that lies inside `prefix.head` (so it matches in
  /// any longer head exactly when it matches here), or a predicate that can match only another
  /// file name (`SignaturePredicate.onlyNamed`). A predicate that could match this name looks
  /// at the head in its own way, so the walk stops there and answers nil. A walk that ends
  /// without a match settles that no format matches (`.some(nil)`).
  func identifyFromPrefix(_ prefix: SniffInput) -> FormatDescriptor?? {
    guard let first = prefix.head.first else { return nil }
    return candidatesByFirstByte[Int(first)].withUnsafeBufferPointer { candidates in
      patternBytes.withUnsafeBufferPointer { patterns in
        prefix.head.withUnsafeBufferPointer { head -> FormatDescriptor?? in
          for candidate in candidates {
            if let predicate = candidate.predicate {
              guard let named = predicate._withUnsafeGuaranteedRef({ $0.onlyNamed }),
                named != prefix.fileExtension
              else { return nil }
              continue
            }
            guard candidate.offset >= 0, candidate.offset + candidate.pattern.count <= head.count else {
              return nil
            }
            if candidate.matches(head, patterns: patterns) { return .some(formats[candidate.format]) }
          }
          return .some(nil)
        }
      }
    }
  }

  /// The index of the format of the strongest matching candidate (the first at full strength).
  private static func strongest(
    in candidates: UnsafeBufferPointer<SignatureCandidate>, patterns: UnsafeBufferPointer<UInt16>,
    head: UnsafeBufferPointer<UInt8>, input: SniffInput
  ) -> Int? {
    var best: (format: Int, strength: Int)?
    for candidate in candidates {
      let strength: Int
      if let predicate = candidate.predicate {
        strength = predicate._withUnsafeGuaranteedRef { $0.test(input) }
      } else {
        strength = candidate.matches(head, patterns: patterns) ? Signature.fullStrength : 0
      }
      if strength >= Signature.fullStrength { return candidate.format }
      if strength > 0, strength > (best?.strength ?? 0) { best = (candidate.format, strength) }
    }
    return best?.format
  }

  /// Whether the file name's extension agrees with the content (`extensionMatchesContent`):
  /// - `nil` when the name makes no claim: no extension (`photo`, `.gitignore`), or one no
  ///   registered format uses (`x.bak`);
  /// - `true` when the extension is one of the content's format, or of a format with the same
  ///   UTI (a `.mp4` holding QuickTime audio), or when the content is text and the extension
  ///   names a text format (an XML document in a `.txt`, a Python script in a `.py`);
  /// - `false` otherwise, also for unrecognised content under a known extension (`x.jpg`
  ///   holding random bytes).
  public func extensionMatches(_ fileExtension: String, content: FormatDescriptor?) -> Bool? {
    guard !fileExtension.isEmpty, let named = indexByExtension[fileExtension] else { return nil }
    guard let content else { return false }
    if content.extensions.contains(fileExtension) { return true }
    if named.contains(where: { formats[$0].uti == content.uti }) { return true }
    if hierarchy.conforms(content.uti, to: .text),
      named.contains(where: { hierarchy.conforms(formats[$0].uti, to: .text) })
    {
      return true
    }
    return false
  }
}
