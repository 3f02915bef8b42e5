/// Fills `livePhoto.pairedPath` in a stream of records (the plain `classify` command), in
/// input order, with memory bounded.
///
/// Pairing needs every identifier of the scan, but `classify` prints records as they come.
/// The linker therefore lets records through at once while no Live Photo decision is pending.
/// From a record with a content identifier whose partner has not been decided, it holds that
/// record and the ones after it (order is kept), until:
/// - the partner arrives with the best possible name agreement (same folder and stem; a later
///   file could not be preferred), which settles the pair at once; or
/// - the stream ends (``finish()``), when the whole scan's pairing is known.
///
/// At most `maxPending` records are held (about 1 KB each): past that the oldest is released
/// with the pairing known so far, and ``incompleteReleases`` counts it. The result is always
/// the same as ``LivePhotoPairing/pairs(among:)`` over the whole stream, unless that bound
/// was reached.
///
/// Cost is linear in the stream whatever it holds: best-named pairs are settled as files
/// arrive from per-name queues (a new still takes the earliest free same-named video of its
/// folder, a new video goes to the earliest free same-named still), which is what the whole
/// stream's matching gives them; the full matching of a group is worked out once, at the end
/// (or for a release past the bound, only in groups of at most ``provisionalGroupLimit``
/// files: a record of a larger group is then released with its settled partner or none, and
/// a diagnostic says so).
public struct LivePhotoLinker: Sendable {
  /// Records held at most before the oldest is released undecided.
  public let maxPending: Int
  /// Records released before their pairing was decided (because of ``maxPending``).
  public private(set) var incompleteReleases = 0

  private var nextIndex = 0
  /// Held records in order (consecutive: the front one's index is `nextIndex - pending.count`),
  /// and beside them whether each is a pairing candidate (read without touching the record).
  private var pending = RingBuffer<Classification>()
  private var pendingIsCandidate = RingBuffer<Bool>()
  private var groups: [String: [LivePhotoPairing.Candidate]] = [:]
  private var candidateIdentifier: [Int: String] = [:]
  /// Settled partner paths by record index (`nil` value: settled without partner).
  private var settled: [Int: String?] = [:]
  /// Best-named candidates that may still be free, by identifier, folder and stem: videos
  /// under their own stem, stills under their stem and under their stem plus `_3`.
  private var freeVideos: [NameKey: CandidateQueue] = [:]
  private var freeStills: [NameKey: CandidateQueue] = [:]
  private var freeStillsByVideoStem: [NameKey: CandidateQueue] = [:]
  /// Groups whose full matching is known (for releases past the bound), until they grow.
  private var provisional: [String: [Int: String]] = [:]

  /// The largest group whose full matching is worked out for a record released before the
  /// end of the stream.
  public static let provisionalGroupLimit = 256

  /// Folder and stem compared as bytes (Docs/Library.md, "Paths are compared as bytes").
  private struct NameKey: Hashable, Sendable {
    var identifier: String
    var folder: PathKey
    var stem: PathKey

    init(identifier: String, folder: String, stem: String) {
      self.identifier = identifier
      self.folder = PathKey(folder)
      self.stem = PathKey(stem)
    }
  }

  /// Candidates in scan order and where the free ones start: a settled candidate at the
  /// front is passed over once, by moving `head`, never by shifting the array.
  private struct CandidateQueue: Sendable {
    var items: [LivePhotoPairing.Candidate] = []
    var head = 0

    /// The earliest candidate not yet settled.
    mutating func firstFree(settled: [Int: String?]) -> LivePhotoPairing.Candidate? {
      while head < items.count, settled[items[head].index] != nil { head += 1 }
      return head < items.count ? items[head] : nil
    }
  }

  /// A linker holding at most `maxPending` records.
  public init(maxPending: Int = 50_000) {
    self.maxPending = max(1, maxPending)
  }

  /// Takes the next record of the stream; returns the records that can be printed now, in
  /// order.
  public mutating func push(_ record: Classification) -> [Classification] {
    var out: [Classification] = []
    push(record) { out.append($0) }
    return out
  }

  /// Takes the next record of the stream and hands `emit` the records that can be printed
  /// now, in order (no array per record: the `classify` command's path).
  public mutating func push(_ record: Classification, emit: (Classification) -> Void) {
    let index = nextIndex
    nextIndex += 1
    let candidate = LivePhotoPairing.candidate(for: record, index: index)
    // Nothing held and nothing to decide (almost every record): straight through.
    if candidate == nil, pending.isEmpty {
      emit(record)
      return
    }
    if let candidate {
      candidateIdentifier[index] = candidate.identifier
      groups[candidate.identifier, default: []].append(candidate)
      provisional[candidate.identifier] = nil
      settleBestPair(of: candidate)
    }
    pending.append(record)
    pendingIsCandidate.append(candidate != nil)
    releaseReady(emit)
    while pending.count > maxPending {
      let (index, record) = takeFront()
      incompleteReleases += 1
      var released = Self.linked(record, partner: provisionalPartner(of: index))
      if let id = candidateIdentifier[index], settled[index] == nil,
        let size = groups[id]?.count, size > Self.provisionalGroupLimit
      {
        var diagnostics = released.diagnostics ?? []
        diagnostics.append(
          "Live Photo pairing: released before its partner was decided (\(size) files share content identifier \(id)); classify assets pairs the whole scan")
        released.diagnostics = diagnostics
      }
      emit(released)
      releaseReady(emit)
    }
  }

  /// Ends the stream: decides every remaining pairing and returns the held records in order.
  public mutating func finish() -> [Classification] {
    for key in groups.keys {
      guard let group = groups[key] else { continue }
      for pair in LivePhotoPairing.pairs(inGroup: group) {
        settled[pair.still.index] = pair.video.path
        settled[pair.video.index] = pair.still.path
      }
    }
    var out: [Classification] = []
    while !pending.isEmpty {
      let (index, record) = takeFront()
      out.append(Self.linked(record, partner: settled[index] ?? nil))
    }
    pending.removeAll()
    pendingIsCandidate.removeAll()
    return out
  }

  /// Settles the best-named pair `candidate` completes, if any: no later file could change
  /// it (``LivePhotoPairing/pairs(inGroup:)``: at the best score, stills go in scan order and
  /// each takes the earliest free video, so a pair found now is the one the whole stream
  /// gives). A candidate left free waits in the queues for its partner.
  private mutating func settleBestPair(of candidate: LivePhotoPairing.Candidate) {
    let id = candidate.identifier
    switch candidate.role {
    case .still:
      // The earliest free video named like this still, or like it plus `_3`.
      let own = NameKey(identifier: id, folder: candidate.folder, stem: candidate.stem)
      let live = NameKey(identifier: id, folder: candidate.folder, stem: candidate.stem + "_3")
      let chosen = [
        freeVideos[own]?.firstFree(settled: settled), freeVideos[live]?.firstFree(settled: settled),
      ].compactMap { $0 }.min { $0.index < $1.index }
      if let video = chosen {
        settle(still: candidate, video: video)
      } else {
        freeStills[own, default: CandidateQueue()].items.append(candidate)
        freeStillsByVideoStem[live, default: CandidateQueue()].items.append(candidate)
      }
    case .video:
      // The earliest free still whose stem is this video's, or this video's without `_3`.
      let key = NameKey(identifier: id, folder: candidate.folder, stem: candidate.stem)
      let chosen = [
        freeStills[key]?.firstFree(settled: settled),
        freeStillsByVideoStem[key]?.firstFree(settled: settled),
      ].compactMap { $0 }.min { $0.index < $1.index }
      if let still = chosen {
        settle(still: still, video: candidate)
      } else {
        freeVideos[key, default: CandidateQueue()].items.append(candidate)
      }
    }
  }

  private mutating func settle(still: LivePhotoPairing.Candidate, video: LivePhotoPairing.Candidate) {
    settled[still.index] = video.path
    settled[video.index] = still.path
  }

  private mutating func provisionalPartner(of index: Int) -> String? {
    if let known = settled[index] { return known }
    guard let id = candidateIdentifier[index], let group = groups[id],
      group.count <= Self.provisionalGroupLimit
    else { return nil }
    if provisional[id] == nil {
      var partners: [Int: String] = [:]
      for pair in LivePhotoPairing.pairs(inGroup: group) {
        partners[pair.still.index] = pair.video.path
        partners[pair.video.index] = pair.still.path
      }
      provisional[id] = partners
    }
    return provisional[id]?[index]
  }

  private mutating func releaseReady(_ emit: (Classification) -> Void) {
    while !pending.isEmpty {
      var partner: String?
      if pendingIsCandidate[0] {
        guard let settledPartner = settled[nextIndex - pending.count] else { break }
        partner = settledPartner
      }
      let (_, record) = takeFront()
      emit(Self.linked(record, partner: partner))
    }
  }

  /// Removes the front held record, with its index in the stream.
  private mutating func takeFront() -> (index: Int, record: Classification) {
    let index = nextIndex - pending.count
    pendingIsCandidate.removeFirst()
    return (index, pending.removeFirst())
  }

  /// `record` with its partner's path. Static, and given a record already taken out of the
  /// queue: an instance method called with `pending.removeFirst()` as its argument would copy
  /// `self`, queue included, for every record.
  private static func linked(_ record: Classification, partner: String?) -> Classification {
    guard let partner, record.livePhoto != nil else { return record }
    var copy = record
    copy.livePhoto?.pairedPath = partner
    return copy
  }
}
