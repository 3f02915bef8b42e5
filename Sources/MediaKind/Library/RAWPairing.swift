/// Pairs camera RAW files with the JPEG or HEIF taken with them (`Docs/DetectionRules.md` "RAW"):
/// one asset whose `photo` is the JPEG/HEIF and whose `alternatePhoto` is the RAW.
///
/// A RAW and a JPEG/HEIF pair when they sit in the same folder, share a stem
/// (case-insensitive; Pixel's `….RAW-01.COVER.jpg` + `….RAW-02.ORIGINAL.dng` count as one
/// stem) **and** either their capture times are within ±1 s or they carry the same
/// ImageUniqueID. A same-stem pair with no capture time on either side and no shared
/// ImageUniqueID does not pair (unrelated files often share camera counters).
enum RAWPairing {
  /// The largest capture-time difference of a pair, in seconds.
  static let maxTimeDifference = 1.0

  /// The most RAW × JPEG/HEIF combinations one folder and stem may need: a camera writes one
  /// or two files per stem, and this bounds the work whatever a folder holds (hundreds of
  /// copies of one name). Past it, a group pairs by shared ImageUniqueID alone, in time
  /// linear in the group, and the others stay unpaired with a note.
  static let maxCombinationsPerGroup = 4096

  /// The outcome of pairing: the pairs, and the scan indices of the files in groups too
  /// large to compare every combination of (each with the group's size).
  struct Outcome {
    var pairs: [(photo: Int, raw: Int, match: Match)] = []
    var oversized: [Int: Int] = [:]
  }

  /// The test that made a RAW and a JPEG/HEIF a pair, with its values (what
  /// `classify assets --explain` states; Docs/CLI.md, "`classify assets --explain`").
  enum Match {
    /// Both state this ImageUniqueID (as the JPEG/HEIF spells it; compared case-insensitively).
    case imageUniqueID(String)
    /// Their capture times, as their records print them, are `seconds` apart (at most 1 s).
    case captureTime(photo: String, raw: String, seconds: Double)

    /// How far apart the pair is: 0 for a shared ImageUniqueID, else the seconds.
    var distance: Double {
      switch self {
      case .imageUniqueID: 0
      case .captureTime(_, _, let seconds): seconds
      }
    }

    /// The test in words, with its values.
    var description: String {
      switch self {
      case .imageUniqueID(let id):
        return "same folder and stem; same ImageUniqueID \(id)"
      case .captureTime(let photo, let raw, let seconds):
        let within = "(within \(ProbableLivePairing.formatted(maxTimeDifference)) s)"
        if photo == raw { return "same folder and stem; same capture time \(photo) \(within)" }
        return "same folder and stem; capture times \(photo) and \(raw), \(ProbableLivePairing.formatted(seconds)) s apart \(within)"
      }
    }
  }

  /// Whether a file is a camera RAW (the `raw` flag, or a UTI under `public.camera-raw-image`).
  static func isRAW(_ file: LibraryFile, hierarchy: UTIHierarchy) -> Bool {
    let record = file.record
    guard record.status == .ok, record.mediaType == .image else { return false }
    if record.subtypes.contains(.raw) { return true }
    if let uti = record.uti { return hierarchy.conforms(uti, to: .cameraRawImage) }
    return false
  }

  /// Whether a file can be the `photo` of a RAW+JPEG pair: a JPEG or HEIF still.
  static func isProcessedPhoto(_ file: LibraryFile, hierarchy: UTIHierarchy) -> Bool {
    let record = file.record
    guard record.status == .ok, record.mediaType == .image, let uti = record.uti,
      !isRAW(file, hierarchy: hierarchy)
    else { return false }
    return LivePhotoPairing.stillUTIs.contains(uti) || hierarchy.conforms(uti, to: "public.heif-standard")
  }

  /// The stem RAW siblings share: the lower-cased stem, with Pixel's `.raw-NN…` tail removed.
  static func groupStem(_ parts: PathParts) -> String {
    let stem = parts.stem
    if stem.hasPrefix("pxl_"), let range = stem.range(of: ".raw-") {
      return String(stem[..<range.lowerBound])
    }
    return stem
  }

  /// Pairs among `candidates` (scan index, file): `(photo index, raw index)`, each file at
  /// most once, closest capture times first, ties to the earlier files.
  static func pairs(_ candidates: [(index: Int, file: LibraryFile)], hierarchy: UTIHierarchy)
    -> [(photo: Int, raw: Int)]
  {
    match(candidates, hierarchy: hierarchy).pairs.map { ($0.photo, $0.raw) }
  }

  /// Pairs among `candidates`, as ``pairs(_:hierarchy:)``, with the oversized groups.
  static func match(_ candidates: [(index: Int, file: LibraryFile)], hierarchy: UTIHierarchy)
    -> Outcome
  {
    // Folder and stem, as bytes (Docs/Library.md, "Paths are compared as bytes").
    struct Key: Hashable {
      var directory: PathKey
      var stem: PathKey
    }
    var raws: [Key: [(Int, LibraryFile)]] = [:]
    var photos: [Key: [(Int, LibraryFile)]] = [:]
    for (index, file) in candidates {
      let parts = PathParts(file.path)
      let key = Key(directory: PathKey(parts.directory), stem: PathKey(groupStem(parts)))
      if isRAW(file, hierarchy: hierarchy) {
        raws[key, default: []].append((index, file))
      } else if isProcessedPhoto(file, hierarchy: hierarchy) {
        photos[key, default: []].append((index, file))
      }
    }
    var result: [(photo: Int, raw: Int, match: Match)] = []
    var oversized: [Int: Int] = [:]
    for (key, rawGroup) in raws {
      guard let photoGroup = photos[key] else { continue }
      if rawGroup.count * photoGroup.count > maxCombinationsPerGroup {
        let size = rawGroup.count + photoGroup.count
        var rawByID: [String: Int] = [:]
        for (index, raw) in rawGroup {
          oversized[index] = size
          if let id = raw.imageUniqueID?.uppercased(), rawByID[id] == nil { rawByID[id] = index }
        }
        for (index, photo) in photoGroup {
          oversized[index] = size
          if let id = photo.imageUniqueID, let raw = rawByID.removeValue(forKey: id.uppercased()) {
            result.append((index, raw, .imageUniqueID(id)))
          }
        }
        continue
      }
      var edges: [(match: Match, photo: Int, raw: Int)] = []
      for (rawIndex, raw) in rawGroup {
        for (photoIndex, photo) in photoGroup {
          if let found = Self.match(photo, raw) {
            edges.append((found, photoIndex, rawIndex))
          }
        }
      }
      edges.sort {
        if $0.match.distance != $1.match.distance { return $0.match.distance < $1.match.distance }
        if $0.photo != $1.photo { return $0.photo < $1.photo }
        return $0.raw < $1.raw
      }
      var usedPhotos: Set<Int> = []
      var usedRaws: Set<Int> = []
      for edge in edges where !usedPhotos.contains(edge.photo) && !usedRaws.contains(edge.raw) {
        usedPhotos.insert(edge.photo)
        usedRaws.insert(edge.raw)
        result.append((edge.photo, edge.raw, edge.match))
      }
    }
    for pair in result {
      oversized[pair.photo] = nil
      oversized[pair.raw] = nil
    }
    return Outcome(pairs: result.sorted { $0.photo < $1.photo }, oversized: oversized)
  }

  /// The test two siblings pass: a shared ImageUniqueID, else capture times within ±1 s;
  /// `nil` when they do not pair.
  static func match(_ photo: LibraryFile, _ raw: LibraryFile) -> Match? {
    if let a = photo.imageUniqueID, let b = raw.imageUniqueID,
      a.uppercased() == b.uppercased()
    {
      return .imageUniqueID(a)
    }
    guard let first = photo.record.creationDate, let second = raw.record.creationDate,
      let difference = timeDifference(first, second), difference <= maxTimeDifference
    else { return nil }
    return .captureTime(photo: first, raw: second, seconds: difference)
  }

  /// How many seconds apart two ISO 8601 capture times are; `nil` when either is missing or
  /// unreadable. Sub-second digits differ between writers (a JPEG's .123, a RAW's or a
  /// movie's whole seconds); a zoned and a floating time of the same shot differ by the zone
  /// offset, so a zoned one is compared with a floating one by their wall clocks.
  static func timeDifference(_ first: String?, _ second: String?) -> Double? {
    guard let a = captureTime(first), let b = captureTime(second) else { return nil }
    return timeDifference(a, b)
  }

  /// A capture time read once for ``timeDifference(_:_:)``: its instant and its wall clock.
  static func captureTime(_ text: String?) -> (instant: ISO8601Instant, wallClock: Double?)? {
    guard let text, let instant = ISO8601Instant(text) else { return nil }
    return (instant, floating(text))
  }

  /// How many seconds apart two capture times read by `captureTime(_:)` are.
  static func timeDifference(
    _ a: (instant: ISO8601Instant, wallClock: Double?), _ b: (instant: ISO8601Instant, wallClock: Double?)
  ) -> Double {
    if a.instant.hasZone != b.instant.hasZone, let fa = a.wallClock, let fb = b.wallClock {
      return abs(fa - fb)
    }
    return abs(a.instant.secondsSince1970 - b.instant.secondsSince1970)
  }

  /// The local wall-clock part of an ISO 8601 time (the zone dropped), in seconds.
  static func floating(_ text: String?) -> Double? {
    guard let text else { return nil }
    var local = text
    if local.hasSuffix("Z") { local.removeLast() }
    if local.count > 19, let sign = local.lastIndex(where: { $0 == "+" || $0 == "-" }),
      local.distance(from: local.startIndex, to: sign) >= 19
    {
      local = String(local[..<sign])
    }
    return ISO8601Instant(local)?.secondsSince1970
  }
}
