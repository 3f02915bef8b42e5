/// Pairs Live Photo stills with their videos by Apple's content identifier
/// (`detection-rules.md` §8).
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

    /// A candidate from its parts; `identifier` is upper-cased.
    public init(index: Int, path: String, role: Role, identifier: String) {
      self.index = index
      self.path = path
      self.role = role
      self.identifier = LivePhotoPairing.normalized(identifier)
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

  /// Greedy matching inside one identifier's group.
  static func pairs(inGroup group: [Candidate]) -> [Pair] {
    let stills = group.filter { $0.role == .still }
    let videos = group.filter { $0.role == .video }
    guard !stills.isEmpty, !videos.isEmpty else { return [] }
    if stills.count == 1, videos.count == 1 {
      return [Pair(still: stills[0], video: videos[0], nameScore: nameScore(stills[0].path, videos[0].path))]
    }
    var edges: [Pair] = []
    for still in stills {
      for video in videos {
        edges.append(Pair(still: still, video: video, nameScore: nameScore(still.path, video.path)))
      }
    }
    edges.sort {
      if $0.nameScore != $1.nameScore { return $0.nameScore > $1.nameScore }
      if $0.still.index != $1.still.index { return $0.still.index < $1.still.index }
      return $0.video.index < $1.video.index
    }
    var usedStills: Set<Int> = []
    var usedVideos: Set<Int> = []
    var result: [Pair] = []
    for edge in edges where !usedStills.contains(edge.still.index) && !usedVideos.contains(edge.video.index) {
      usedStills.insert(edge.still.index)
      usedVideos.insert(edge.video.index)
      result.append(edge)
    }
    return result
  }

  /// How well a still's and a video's names agree: same folder +1; same stem, or the video's
  /// stem is the still's plus `_3` (Photos library originals), +2. Used to rank candidates
  /// sharing one identifier, never to pair on its own.
  public static func nameScore(_ stillPath: String, _ videoPath: String) -> Int {
    let still = PathParts(stillPath)
    let video = PathParts(videoPath)
    var score = 0
    if still.directory == video.directory { score += 1 }
    if isSiblingName(still: still, video: video) { score += 2 }
    return score
  }

  /// Whether a video's name is what the naming conventions give the still's video:
  /// `IMG_1234.HEIC` + `IMG_1234.MOV` (or `.MP4`), `IMG_E1234` pairs, `<UUID>.heic` +
  /// `<UUID>_3.mov`.
  static func isSiblingName(still: PathParts, video: PathParts) -> Bool {
    video.stem == still.stem || video.stem == still.stem + "_3"
  }
}
