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
      settleBestPairs(in: candidate.identifier)
    }
    pending.append(record)
    pendingIsCandidate.append(candidate != nil)
    releaseReady(emit)
    while pending.count > maxPending {
      let (index, record) = takeFront()
      incompleteReleases += 1
      emit(Self.linked(record, partner: provisionalPartner(of: index)))
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

  /// Settles the pairs of a group that no later file could change.
  private mutating func settleBestPairs(in identifier: String) {
    guard let group = groups[identifier] else { return }
    for pair in LivePhotoPairing.pairs(inGroup: group)
    where pair.nameScore == LivePhotoPairing.bestNameScore {
      settled[pair.still.index] = pair.video.path
      settled[pair.video.index] = pair.still.path
    }
  }

  private func provisionalPartner(of index: Int) -> String? {
    if let known = settled[index] { return known }
    guard let id = candidateIdentifier[index], let group = groups[id] else { return nil }
    for pair in LivePhotoPairing.pairs(inGroup: group) {
      if pair.still.index == index { return pair.video.path }
      if pair.video.index == index { return pair.still.path }
    }
    return nil
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
