/// Pairs Live Photo stills with their videos by Apple's content identifier
/// (`Docs/DetectionRules.md` "Live Photo").
///
/// A still (JPEG or HEIF, as Apple's importer requires) carries the identifier in its Apple
/// MakerNote (0x0011); a video (MOV, or MP4 after a re-mux) in the QuickTime key
/// `com.apple.quicktime.content.identifier`. Both arrive as `livePhoto.contentIdentifier` in
/// the records. A still and a video pair **only** when their identifiers are equal (compared
/// case-insensitively), anywhere in one scan. File names never pair anything on their own:
/// they only rank candidates when one identifier is shared by several stills or videos
/// (an original and an exported copy, a `.MOV` beside its `.MP4` re-mux), and they explain
/// why a still found no video (same name, other identifier).
public enum LivePhotoPairing {
  /// Which half of a Live Photo a file can be.
  public enum Role: Sendable, Hashable {
    /// A JPEG or HEIF image with a MakerNote ContentIdentifier.
    case still
    /// A movie with `com.apple.quicktime.content.identifier`.
    case video
  }

  /// A file that can take part in a pair.
  public struct Candidate: Sendable, Hashable {
    /// The file's position in the scan (ties go to the earlier file).
    public var index: Int
    /// The file's path.
    public var path: String
    /// Still or video.
    public var role: Role
    /// The content identifier, upper-cased.
    public var identifier: String
    /// The folder and the lower-cased stem of `path`, worked out once: the names the pairing
    /// ranks by.
    let folder: String
    let stem: String

    /// A candidate from its parts; `identifier` is upper-cased.
    public init(index: Int, path: String, role: Role, identifier: String) {
      self.index = index
      self.path = path
      self.role = role
      self.identifier = LivePhotoPairing.normalized(identifier)
      let parts = PathParts(path)
      folder = parts.directory
      stem = parts.stem
    }
  }

  /// One still and its video.
  public struct Pair: Sendable, Hashable {
    /// The still.
    public var still: Candidate
    /// Its video.
    public var video: Candidate
    /// How well the names agree (0…``LivePhotoPairing/bestNameScore``); informative only.
    public var nameScore: Int
  }

  /// The best ``Pair/nameScore``: same folder and same (or `_3`-suffixed) stem.
  public static let bestNameScore = 3

  /// The UTIs a Live Photo still can have (Apple pairs only JPEG and HEIF stills).
  public static let stillUTIs: Set<UniformTypeIdentifier> = ["public.jpeg", "public.heic", "public.heif"]

  /// The identifier in its compared form: trimmed and upper-cased.
  public static func normalized(_ identifier: String) -> String {
    identifier.trimmingSpaces.uppercased()
  }

  /// The candidate `record` makes at `index`, or `nil` when it has no content identifier or
  /// cannot be half of a Live Photo (an image that is neither JPEG nor HEIF, an audio file).
  public static func candidate(for record: Classification, index: Int) -> Candidate? {
    guard record.status == .ok, let id = record.livePhoto?.contentIdentifier,
      !normalized(id).isEmpty
    else { return nil }
    switch record.mediaType {
    case .image:
      guard let uti = record.uti, stillUTIs.contains(uti) else { return nil }
      return Candidate(index: index, path: record.path, role: .still, identifier: id)
    case .video:
      return Candidate(index: index, path: record.path, role: .video, identifier: id)
    default:
      return nil
    }
  }

  /// The pairs among `candidates`: per identifier, the best-named still–video pairs first
  /// (same folder +1; same stem, or the video's stem is the still's plus `_3`, +2), ties to
  /// the earlier files. Each file is in at most one pair.
  public static func pairs(among candidates: [Candidate]) -> [Pair] {
    var groups: [String: [Candidate]] = [:]
    for candidate in candidates { groups[candidate.identifier, default: []].append(candidate) }
    var result: [Pair] = []
    for key in groups.keys.sorted() {
      guard let group = groups[key] else { continue }
      result += pairs(inGroup: group)
    }
    return result.sorted { $0.still.index < $1.still.index }
  }

  /// Matching inside one identifier's group, in time linear in the group.
  ///
  /// The result is the greedy matching over every still–video pair ranked by name score
  /// (best first), then by the still's and the video's positions; it is built level by
  /// level instead of by ranking every pair, which would cost the product of the counts (a
  /// folder of 2,000 hard links of one Live Photo made that a hang). At each score, stills go
  /// in scan order and each takes the earliest unused video that reaches that score:
  /// - 3: same folder and a sibling name (`IMG_1.HEIC` + `IMG_1.MOV` or `IMG_1_3.mov`);
  /// - 2: a sibling name in another folder;
  /// - 1: the same folder;
  /// - 0: any video.
  /// A still left unpaired at one score has no unused video of that score, and videos are
  /// never released, so the later, lower scores need not look at the higher ones' videos
  /// again: each video is queued once per score, and each queue is walked once.
  static func pairs(inGroup group: [Candidate]) -> [Pair] {
    var stills = group.filter { $0.role == .still }
    var videos = group.filter { $0.role == .video }
    guard !stills.isEmpty, !videos.isEmpty else { return [] }
    stills.sort { $0.index < $1.index }
    videos.sort { $0.index < $1.index }
    var videoUsed = [Bool](repeating: false, count: videos.count)
    var stillPair: [Int?] = Array(repeating: nil, count: stills.count)
    var result: [Pair] = []

    /// One score: `keys` names the queues a video joins (one), `wanted` the queues a still
    /// takes from (sibling names look in two).
    func match(score: Int, videoKey: (Candidate) -> String, stillKeys: (Candidate) -> [String]) {
      // Names key by their bytes (Docs/Library.md, "Paths are compared as bytes").
      var queues: [PathKey: [Int]] = [:]
      for (position, video) in videos.enumerated() where !videoUsed[position] {
        queues[PathKey(videoKey(video)), default: []].append(position)
      }
      var heads: [PathKey: Int] = [:]
      for (s, still) in stills.enumerated() where stillPair[s] == nil {
        var best: Int?
        for key in stillKeys(still).map({ PathKey($0) }) {
          guard let queue = queues[key] else { continue }
          var head = heads[key] ?? 0
          while head < queue.count, videoUsed[queue[head]] { head += 1 }
          heads[key] = head
          if head < queue.count, best.map({ queue[head] < $0 }) ?? true { best = queue[head] }
        }
        guard let position = best else { continue }
        videoUsed[position] = true
        stillPair[s] = position
        result.append(Pair(still: still, video: videos[position], nameScore: score))
      }
    }
    // Keys join folder and stem with a NUL, which neither holds.
    match(
      score: 3, videoKey: { $0.folder + "\u{0}" + $0.stem },
      stillKeys: { [$0.folder + "\u{0}" + $0.stem, $0.folder + "\u{0}" + $0.stem + "_3"] })
    match(score: 2, videoKey: { $0.stem }, stillKeys: { [$0.stem, $0.stem + "_3"] })
    match(score: 1, videoKey: { $0.folder }, stillKeys: { [$0.folder] })
    match(score: 0, videoKey: { _ in "" }, stillKeys: { _ in [""] })
    return result.sorted { $0.still.index < $1.still.index }
  }

  /// How well a still's and a video's names agree: same folder +1; same stem, or the video's
  /// stem is the still's plus `_3` (Photos library originals), +2. Used to rank candidates
  /// sharing one identifier, never to pair on its own.
  public static func nameScore(_ stillPath: String, _ videoPath: String) -> Int {
    let still = PathParts(stillPath)
    let video = PathParts(videoPath)
    return nameScore(stillFolder: still.directory, stillStem: still.stem, videoFolder: video.directory, videoStem: video.stem)
  }

  /// ``nameScore(_:_:)`` from folders and lower-cased stems.
  static func nameScore(stillFolder: String, stillStem: String, videoFolder: String, videoStem: String) -> Int {
    var score = 0
    if stillFolder.utf8.elementsEqual(videoFolder.utf8) { score += 1 }
    if isSiblingName(stillStem: stillStem, videoStem: videoStem) { score += 2 }
    return score
  }

  /// Whether a video's name is what the naming conventions give the still's video:
  /// `IMG_1234.HEIC` + `IMG_1234.MOV` (or `.MP4`), `IMG_E1234` pairs, `<UUID>.heic` +
  /// `<UUID>_3.mov`. Compared as bytes: a name that differs only in Unicode normalisation is
  /// another name (Docs/Library.md, "Paths are compared as bytes").
  static func isSiblingName(stillStem: String, videoStem: String) -> Bool {
    videoStem.utf8.elementsEqual(stillStem.utf8) || videoStem.utf8.elementsEqual((stillStem + "_3").utf8)
  }
}
