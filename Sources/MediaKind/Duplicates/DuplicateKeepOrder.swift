/// Which member of a duplicate group to keep, and why (`Docs/Library.md`, "Duplicates"): a
/// file on disk over an archive member, then the most pixels, then an original's name over a
/// copy's, then the most metadata, then the oldest file, then the first in walk order.
enum DuplicateKeepOrder {
  /// The position of the member to keep among `members` (in walk order) and why: the rule
  /// that set it apart from the member that came closest (the latest rule of the order any
  /// other member needed).
  static func choose(_ members: [(asset: Asset, candidate: DuplicateFinder.Candidate)])
    -> (Int, DuplicateKeepReason)
  {
    let keys = members.map(Key.init)
    var best = 0
    for i in keys.indices.dropFirst() where keys[i].isBetter(than: keys[best]) { best = i }
    // The reason: the first rule that puts the kept member ahead of every other.
    var reason = DuplicateKeepReason.allCases[0]
    for (i, key) in keys.enumerated() where i != best {
      let rule = keys[best].decidingRule(over: key) ?? .firstInWalk
      if rank(rule) > rank(reason) { reason = rule }
    }
    return (best, reason)
  }

  /// Whether a file name reads as a copy's: `x copy.jpg`, `x copy 2.jpg`, `x (1).jpg`,
  /// `x-copy.jpg`, `x_copy.jpg`, `x - Copy.jpg`, `Copy of x.jpg` (any case).
  static func isCopyName(_ path: String) -> Bool {
    let stem = PathParts(path).stem
    if stem.hasPrefix("copy of ") { return true }
    var trimmed = Substring(stem)
    // A trailing number: ` 2`, ` (1)`.
    if trimmed.hasSuffix(")"), let open = trimmed.lastIndex(of: "(") {
      let digits = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
      if !digits.isEmpty, digits.allSatisfy(\.isNumber) { return true }
    }
    while let last = trimmed.last, last.isNumber { trimmed.removeLast() }
    if trimmed.count < stem.count, trimmed.hasSuffix(" copy ") { return true }
    return trimmed.hasSuffix(" copy") || trimmed.hasSuffix("-copy") || trimmed.hasSuffix("_copy")
  }

  /// Later rules rank higher (the order of ``DuplicateKeepReason/allCases``).
  private static func rank(_ reason: DuplicateKeepReason) -> Int {
    DuplicateKeepReason.allCases.firstIndex(of: reason) ?? 0
  }

  private struct Key {
    var onDisk: Bool
    var pixels: Int
    var isOriginal: Bool
    var metadata: Int
    var modification: Int64?

    init(_ member: (asset: Asset, candidate: DuplicateFinder.Candidate)) {
      let asset = member.asset
      onDisk = !member.candidate.isMember
      pixels = (asset.pixelWidth ?? 0) * (asset.pixelHeight ?? 0)
      isOriginal = !DuplicateKeepOrder.isCopyName(member.candidate.path)
      let t = asset.technical
      let stated: [Bool] = [
        asset.creationDate != nil, asset.location != nil, asset.make != nil, asset.model != nil,
        asset.rating != nil, asset.livePhoto != nil, asset.burst != nil, t.iso != nil,
        t.fNumber != nil, t.exposureTime != nil, t.focalLength != nil, t.colorProfile != nil,
      ]
      metadata = stated.filter { $0 }.count
      // An archive member has no file time the library keeps: it is never the oldest file.
      modification = member.candidate.identity?.modificationNanoseconds
    }

    /// The first rule that tells `self` from `other`, when it favours `self`.
    func decidingRule(over other: Key) -> DuplicateKeepReason? {
      if onDisk != other.onDisk { return onDisk ? .onDisk : nil }
      if pixels != other.pixels { return pixels > other.pixels ? .largestPixelCount : nil }
      if isOriginal != other.isOriginal { return isOriginal ? .original : nil }
      if metadata != other.metadata { return metadata > other.metadata ? .mostMetadata : nil }
      if let mine = modification, let theirs = other.modification, mine != theirs {
        return mine < theirs ? .oldestFile : nil
      }
      return nil
    }

    /// Whether `self` is kept over `other` (`other` coming first in the walk).
    func isBetter(than other: Key) -> Bool { decidingRule(over: other) != nil }
  }
}
