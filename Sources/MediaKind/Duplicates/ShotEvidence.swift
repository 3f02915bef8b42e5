/// What names the shot an asset's primary file holds, for the duplicate tier
/// ``DuplicateTier/sameShot`` (`Docs/Library.md`, "Duplicates"): facts the scan already read,
/// so tier 3 reads no file.
///
/// Two files are the same shot when they share one of these keys and nothing sets them
/// apart:
/// - the EXIF ImageUniqueID (0xA420) or Apple's MakerNote ImageUniqueID (0x0015);
/// - a Live Photo content identifier, on two stills (a video never has this key, so the
///   halves of a Live Photo never meet here);
/// - a burst identifier with the same capture time to the millisecond (the burst's frames
///   differ in their sub-second time; a time without milliseconds names no frame).
///
/// Set apart, whatever they share: a RAW and a non-RAW (the halves of a RAW+JPEG pair), a
/// photo and a video, two frames of one burst (the same burst, another capture time), two
/// files whose capture times (wall clock, to the second) differ, and an original and its
/// edit by name (`IMG_E1234` and `IMG_1234`; Takeout's `IMG_1234-edited` and `IMG_1234`).
struct ShotEvidence: Sendable, Hashable {
  var imageUniqueID: String?
  var contentIdentifier: String?
  var burst: String?
  var captureTime: String?
  var isRAW = false
  var isVideo = false
  /// The primary file's name without its extension, lower-cased.
  var stem = ""
  /// When the name is an edit's (`IMG_E1234`, `IMG_1234-edited`), its original's stem.
  var originalStem: String?

  /// A key stated by more units than this names no shot (a camera that writes one constant
  /// ImageUniqueID): it is not used.
  static let maxSharing = 64

  init() {}

  init(asset: Asset, file: LibraryFile, hierarchy: UTIHierarchy) {
    let isStill = asset.mediaType == .image
    imageUniqueID = isStill ? Self.meaningful(file.imageUniqueID) : nil
    contentIdentifier = isStill ? Self.meaningful(file.record.livePhoto?.contentIdentifier) : nil
    burst = asset.burst?.identifier
    captureTime = file.record.creationDate
    isRAW = RAWPairing.isRAW(file, hierarchy: hierarchy)
    isVideo = asset.mediaType == .video
    let parts = PathParts(file.path)
    stem = parts.stem
    originalStem =
      EditedRenderName.originalStem(ofEdited: parts.stem)
      ?? TakeoutNames.originalName(ofEdited: parts.fileName).map { PathParts($0).stem }
  }

  /// An identifier that says something: not empty, not one character repeated (`0000…`).
  static func meaningful(_ text: String?) -> String? {
    guard let text = text?.trimmingSpaces, let first = text.first, text.contains(where: { $0 != first }) else {
      return nil
    }
    return text
  }

  /// The keys this file is found by (tagged by kind).
  var keys: [String] {
    var keys: [String] = []
    if let imageUniqueID { keys.append("u\u{0}" + imageUniqueID) }
    if let contentIdentifier { keys.append("l\u{0}" + contentIdentifier) }
    if let burst, let captureTime, Self.hasMilliseconds(captureTime) {
      keys.append("b\u{0}" + burst + "\u{0}" + Self.wallClock(captureTime, digits: 23))
    }
    return keys
  }

  /// Whether a capture time states a fraction of a second (`2024-05-01T10:00:00.120`).
  static func hasMilliseconds(_ time: String) -> Bool {
    let bytes = Array(time.utf8)
    return bytes.count >= 23 && bytes[19] == UInt8(ascii: ".")
  }

  /// The first `digits` characters of a capture time: its wall clock, whatever zone follows.
  static func wallClock(_ time: String, digits: Int = 19) -> String { String(decoding: time.utf8.prefix(digits), as: UTF8.self) }

  /// Whether the two can never be the same shot, whatever they share.
  func isApart(from other: ShotEvidence) -> Bool {
    if isRAW != other.isRAW || isVideo != other.isVideo { return true }
    if let burst, burst == other.burst {
      guard let a = captureTime, let b = other.captureTime,
        Self.wallClock(a, digits: 23) == Self.wallClock(b, digits: 23)
      else { return true }
    }
    if let a = captureTime, let b = other.captureTime, Self.wallClock(a) != Self.wallClock(b) { return true }
    if let originalStem, originalStem == other.stem { return true }
    if let other = other.originalStem, other == stem { return true }
    return false
  }

  /// What the two share, in words (`nil` when nothing).
  func shared(with other: ShotEvidence) -> String? {
    if let imageUniqueID, imageUniqueID == other.imageUniqueID { return "ImageUniqueID \(imageUniqueID)" }
    if let contentIdentifier, contentIdentifier == other.contentIdentifier {
      return "Live Photo content identifier \(contentIdentifier)"
    }
    if let burst, burst == other.burst, let captureTime, let time = other.captureTime,
      Self.hasMilliseconds(captureTime), Self.wallClock(captureTime, digits: 23) == Self.wallClock(time, digits: 23)
    {
      return "burst \(burst), captured \(captureTime)"
    }
    return nil
  }

  /// `units` (each a list of candidates: a group of tier 1 or 2, or one candidate) joined
  /// into groups by a shared key: each unit joins the first group it shares a key with and
  /// whose members none is apart from its own; groups of two or more candidates, sorted.
  /// Linear in the keys, times the members compared where a key is shared.
  static func join(_ units: [[Int]], shots: [ShotEvidence]) -> [[Int]] {
    let unitKeys = units.map { unit in Set(unit.flatMap { shots[$0].keys }) }
    var sharing: [String: Int] = [:]
    for keys in unitKeys { for key in keys { sharing[key, default: 0] += 1 } }
    var groups: [[Int]] = []
    var groupsOf: [String: [Int]] = [:]
    for (u, unit) in units.enumerated() {
      let keys = unitKeys[u].filter { sharing[$0]! > 1 && sharing[$0]! <= maxSharing }.sorted()
      var seen: Set<Int> = []
      let target = keys.lazy.flatMap { groupsOf[$0] ?? [] }.first { g in
        seen.insert(g).inserted
          && !groups[g].contains { a in unit.contains { b in shots[a].isApart(from: shots[b]) } }
      }
      let g: Int
      if let target {
        groups[target] += unit
        g = target
      } else {
        groups.append(unit)
        g = groups.count - 1
      }
      for key in keys where groupsOf[key]?.contains(g) != true { groupsOf[key, default: []].append(g) }
    }
    return groups.filter { $0.count > 1 }.map { $0.sorted() }
  }

  /// Why `member` of `group` is the same shot as `kept`, in words: what it shares with the
  /// kept member, else with another member (named).
  static func evidence(
    _ member: Int, kept: Int, group: [Int], shot: (Int) -> ShotEvidence, path: (Int) -> String
  ) -> String? {
    if let direct = shot(member).shared(with: shot(kept)) { return direct }
    for other in group where other != member && other != kept {
      if let shared = shot(member).shared(with: shot(other)) { return "\(shared), as \(path(other))" }
    }
    return nil
  }
}
