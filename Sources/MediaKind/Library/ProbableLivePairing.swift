/// Pairs Live Photo stills and videos that share no content identifier, when a library is
/// built with ``LivePairingMode/probable`` (`Docs/Library.md`, "Probable Live Photo pairing").
///
/// Exports drop Apple's content identifier (Google Takeout, messaging apps, iCloud
/// downloaders' `_HEVC.MOV`), and some Android cameras never write one beside their JPG+MP4.
/// Among the stills (JPEG, HEIF) and videos strict pairing left alone, a still and a video in
/// the same folder may pair when:
/// - both capture times are known and at most `maxTimeDifference` apart (required: a name
///   alone never pairs);
/// - the video's duration is known and at most `maxDuration` (required);
/// - their cameras do not differ and their places are not more than `maxPlaceDistance`
///   apart (where both state one);
/// - they do not carry two different content identifiers;
/// and the score (`score(still:video:)`) reaches ``LivePairingMode/probableThreshold``.
/// Each file pairs at most once: the best score first, ties to the earlier still, then to
/// the earlier video.
enum ProbableLivePairing {
  /// The largest capture-time difference of a probable pair, in seconds.
  static let maxTimeDifference = 1.5
  /// The longest video a probable pair takes, in seconds (Apple's are about 1.5–3 s).
  static let maxDuration = 3.5
  /// The shortest video that earns the duration's weight, in seconds.
  static let minTypicalDuration = 1.0
  /// The largest distance between two stated places of a probable pair, in metres.
  static let maxPlaceDistance = 1_000.0
  /// The distance under which two stated places count as the same place, in metres.
  static let samePlaceDistance = 100.0

  /// The weights of the score's parts; they add up to 1.
  static let nameWeight = 0.35
  static let timeWeight = 0.30
  static let durationWeight = 0.15
  static let cameraWeight = 0.10
  static let placeWeight = 0.10

  /// One accepted pair: scan indices, and how it was made.
  struct Pair {
    var still: Int
    var video: Int
    var pairing: LivePairing
  }

  /// The most a zoned and a floating time of one moment differ by (the widest zone offsets,
  /// −12 and +14 hours): the window, in seconds, a still looks for videos in.
  static let maxZoneOffset = 14.0 * 3600

  /// The facts of one candidate file, read once.
  struct Member {
    var index: Int
    var folder: String
    var stem: String
    var fileName: String
    var file: LibraryFile
    var time: (instant: ISO8601Instant, wallClock: Double?)?
  }

  /// Probable pairs among `stills` and `videos` (scan indices into `files`, the files strict
  /// pairing left alone), sorted by the still's index.
  static func pairs(stills: [Int], videos: [Int], files: [LibraryFile]) -> [Pair] {
    func member(_ index: Int) -> Member {
      let parts = PathParts(files[index].path)
      return Member(
        index: index, folder: parts.directory, stem: parts.stem, fileName: parts.fileName, file: files[index],
        time: RAWPairing.captureTime(files[index].record.creationDate))
    }
    // Each folder's short videos in time order: a still looks only at those within a zone
    // offset and the largest difference of its own instant, not at the whole folder.
    var videosByFolder: [PathKey: [Member]] = [:]
    for index in videos {
      let video = member(index)
      guard let duration = video.file.record.duration, duration > 0, duration <= maxDuration, video.time != nil
      else { continue }
      videosByFolder[PathKey(video.folder), default: []].append(video)
    }
    for key in videosByFolder.keys {
      videosByFolder[key]?.sort { ($0.time?.instant.secondsSince1970 ?? 0, $0.index) < ($1.time?.instant.secondsSince1970 ?? 0, $1.index) }
    }
    var edges: [Pair] = []
    for index in stills {
      let still = member(index)
      guard let time = still.time?.instant.secondsSince1970, let candidates = videosByFolder[PathKey(still.folder)] else { continue }
      let reach = maxZoneOffset + maxTimeDifference
      var low = 0
      var high = candidates.count
      while low < high {
        let middle = (low + high) / 2
        if (candidates[middle].time?.instant.secondsSince1970 ?? 0) < time - reach { low = middle + 1 } else { high = middle }
      }
      for video in candidates[low...] {
        guard (video.time?.instant.secondsSince1970 ?? 0) <= time + reach else { break }
        if let pairing = score(still: still, video: video) {
          edges.append(Pair(still: still.index, video: video.index, pairing: pairing))
        }
      }
    }
    edges.sort {
      let a = $0.pairing.score ?? 0
      let b = $1.pairing.score ?? 0
      if a != b { return a > b }
      if $0.still != $1.still { return $0.still < $1.still }
      return $0.video < $1.video
    }
    var usedStills: Set<Int> = []
    var usedVideos: Set<Int> = []
    var result: [Pair] = []
    for edge in edges where !usedStills.contains(edge.still) && !usedVideos.contains(edge.video) {
      usedStills.insert(edge.still)
      usedVideos.insert(edge.video)
      result.append(edge)
    }
    return result.sorted { $0.still < $1.still }
  }

  /// The pairing of `still` and `video` when they may pair and score at least
  /// ``LivePairingMode/probableThreshold``; `nil` otherwise. The score adds: a sibling name
  /// (`isSiblingName(stillStem:videoStem:)`) 0.35; capture times 0.30 at 0 s falling to
  /// 0.15 at 1.5 s; a duration of 1–3.5 s 0.15; the same camera make and model 0.10; the
  /// same place (within 100 m) 0.10.
  static func score(still: Member, video: Member) -> LivePairing? {
    let s = still.file.record
    let v = video.file.record
    if let a = identifier(s), let b = identifier(v), a != b { return nil }
    guard let duration = v.duration, duration > 0, duration <= maxDuration,
      let first = still.time, let second = video.time
    else { return nil }
    let seconds = RAWPairing.timeDifference(first, second)
    guard seconds <= maxTimeDifference else { return nil }
    var score = 0.0
    var evidence: [String] = []
    if isSiblingName(stillStem: still.stem, videoStem: video.stem) {
      score += nameWeight
      evidence.append("sibling names (\(still.fileName), \(video.fileName))")
    }
    score += timeWeight * (1 - seconds / (2 * maxTimeDifference))
    evidence.append("capture times \(formatted(seconds)) s apart")
    if duration >= minTypicalDuration {
      score += durationWeight
      evidence.append("video lasts \(formatted(duration)) s")
    }
    if let first = camera(s), let second = camera(v) {
      guard first == second else { return nil }
      score += cameraWeight
      evidence.append("same camera (\(s.make ?? "") \(s.model ?? ""))")
    }
    if let a = s.location, let b = v.location {
      let metres = GeoMath.distance(a, b)
      guard metres <= maxPlaceDistance else { return nil }
      if metres <= samePlaceDistance {
        score += placeWeight
        evidence.append("same place (\(Int(metres.rounded())) m apart)")
      }
    }
    guard score >= LivePairingMode.probableThreshold - 1e-9 else { return nil }
    return LivePairing(method: .probable, score: min(score, 1), evidence: evidence)
  }

  /// Whether `record` may take part in a probable pair at all: a JPEG or HEIF still, or a
  /// video of a known duration no longer than `maxDuration`. An import keeps what
  /// `score(still:video:)` reads of these files only (`SourceSummary`; `Docs/Changes.md`,
  /// "Creating assets").
  static func mayTakePart(_ record: Classification) -> Bool {
    guard record.status == .ok else { return false }
    switch record.mediaType {
    case .image: return record.uti.map { LivePhotoPairing.stillUTIs.contains($0) } == true
    case .video: return record.duration.map { $0 > 0 && $0 <= maxDuration } == true
    default: return false
    }
  }

  /// The content identifier a record states, in its compared form; `nil` when none or empty
  /// (a tool that "removes" it may leave an empty value).
  static func identifier(_ record: Classification) -> String? {
    guard let id = record.livePhoto.map({ LivePhotoPairing.normalized($0.contentIdentifier) }), !id.isEmpty
    else { return nil }
    return id
  }

  /// The camera a record states, compared case-insensitively: make and model both, else `nil`.
  static func camera(_ record: Classification) -> String? {
    guard let make = record.make?.trimmingSpaces, let model = record.model?.trimmingSpaces,
      !make.isEmpty, !model.isEmpty
    else { return nil }
    return make.lowercased() + "\u{0}" + model.lowercased()
  }

  /// Whether a video's lower-cased stem is a name exports give a still's video: the same stem
  /// (`IMG_1234.JPG` + `IMG_1234.MOV` or `.MP4`), with `_HEVC` (iCloud downloaders) or `_3`
  /// (Photos library originals) added, or either with a copy counter (`IMG_1234(1)`,
  /// `IMG_1234 (1)`) added or dropped.
  static func isSiblingName(stillStem: String, videoStem: String) -> Bool {
    let still = withoutCopyCounter(stillStem)
    let video = withoutCopyCounter(videoStem)
    guard !still.isEmpty else { return false }
    if still == video { return true }
    return ["_hevc", "_3"].contains { suffix in
      video.hasSuffix(suffix) && withoutCopyCounter(String(video.dropLast(suffix.count))) == still
    }
  }

  /// `stem` without a trailing copy counter `(N)` or ` (N)`.
  static func withoutCopyCounter(_ stem: String) -> String {
    guard stem.hasSuffix(")"), let open = stem.lastIndex(of: "(") else { return stem }
    let digits = stem[stem.index(after: open)..<stem.index(before: stem.endIndex)]
    guard !digits.isEmpty, digits.allSatisfy({ $0 >= "0" && $0 <= "9" }) else { return stem }
    var base = stem[..<open]
    if base.hasSuffix(" ") { base = base.dropLast() }
    return base.isEmpty ? stem : String(base)
  }

  /// Seconds with at most two decimals, as evidence states them.
  static func formatted(_ seconds: Double) -> String {
    let hundredths = Int((seconds * 100).rounded())
    let tail = hundredths % 100
    if tail == 0 { return "\(hundredths / 100)" }
    if tail % 10 == 0 { return "\(hundredths / 100).\(tail / 10)" }
    return "\(hundredths / 100).\(tail < 10 ? "0" : "")\(tail)"
  }
}
