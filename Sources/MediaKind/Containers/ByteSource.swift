/// Bounded random access to one input, for the probes.
///
/// Reads inside the head are served from memory. In the fast path (`limitedToHead`) nothing
/// past the head is read: such reads return only what the head holds, so the fast path stays
/// one `pread` per file. In the thorough path reads go to the file, each one counted against
/// ``ReadBudget/maxBytesRead`` so a hostile file cannot make a probe read gigabytes.
final class ByteSource {
  private enum Storage {
    case file(InputFile)
    case memory([UInt8])
    /// Parts of a larger input (an archive member read as a stream): `front` from offset 0 and
    /// `back` ending at `size`. Reads outside them give nothing, as past the end of a file.
    case windows(front: [UInt8], back: [UInt8])
    /// The part of another input from `offset` on (an audio stream behind tags): reads go to
    /// that input, in its mode and against its read budget.
    case view(ByteSource, offset: Int)
  }

  private let storage: Storage
  /// The first bytes of the input (all of them for memory inputs shorter than the head).
  let head: [UInt8]
  /// The size of the whole input in bytes.
  let size: Int
  /// Whether reads are confined to the head (the fast path).
  let limitedToHead: Bool
  let budget: ReadBudget
  private(set) var bytesRead = 0
  private(set) var budgetExhausted = false

  init(file: InputFile, limitedToHead: Bool, budget: ReadBudget = .standard) {
    storage = .file(file)
    head = file.head
    size = file.size
    self.limitedToHead = limitedToHead
    self.budget = budget
  }

  init(bytes: [UInt8], headSize: Int, limitedToHead: Bool, budget: ReadBudget = .standard) {
    storage = .memory(bytes)
    head = Array(bytes.prefix(headSize))
    size = bytes.count
    self.limitedToHead = limitedToHead
    self.budget = budget
  }

  /// An input of `size` bytes of which only `front` (from offset 0) and `back` (its last
  /// bytes) are held: an archive member too large to keep whole. Reads that are not wholly
  /// inside one of them give the part inside, or nothing (like a truncated file).
  init(
    front: [UInt8], back: [UInt8], size: Int, headSize: Int, limitedToHead: Bool,
    budget: ReadBudget = .standard
  ) {
    storage = .windows(front: front, back: back)
    head = Array(front.prefix(headSize))
    self.size = max(size, front.count)
    self.limitedToHead = limitedToHead
    self.budget = budget
  }

  /// The part of `parent` from `offset` on, as an input of its own: what a probe reads when a
  /// stream starts after tags (`LeadingAudioTags`). Its head is what `parent` gives at `offset`
  /// (in the fast path, what is left of the head; in the thorough path, a fresh read of up to
  /// a head's length). Reads go through `parent`, so its mode and budget apply.
  init(viewing parent: ByteSource, from offset: Int) {
    let start = min(max(0, offset), parent.size)
    storage = .view(parent, offset: start)
    head = parent.read(at: start, count: max(parent.head.count, InputFile.headSize))
    size = parent.size - start
    limitedToHead = parent.limitedToHead
    budget = parent.budget
  }

  /// The same input with a head of `count` bytes (cut at the input's end), read in one more
  /// `pread` after the current head: the fast path's head extended for a format whose header
  /// runs past it (`AdaptiveHead`). An input held as windows keeps what its front window has;
  /// a view is not extended. Counts against nothing: the fast path has no read budget.
  func withHead(of count: Int) -> ByteSource {
    let wanted = min(size, count)
    guard wanted > head.count else { return self }
    switch storage {
    case .file(let file):
      guard let more = try? file.read(at: head.count, count: wanted - head.count) else { return self }
      return ByteSource(storage: storage, head: head + more, size: size, limitedToHead: limitedToHead, budget: budget)
    case .memory(let bytes):
      return ByteSource(
        storage: storage, head: Array(bytes.prefix(wanted)), size: size, limitedToHead: limitedToHead, budget: budget)
    case .windows(let front, _):
      return ByteSource(
        storage: storage, head: Array(front.prefix(wanted)), size: size, limitedToHead: limitedToHead, budget: budget)
    case .view:
      return self
    }
  }

  private init(storage: Storage, head: [UInt8], size: Int, limitedToHead: Bool, budget: ReadBudget) {
    self.storage = storage
    self.head = head
    self.size = size
    self.limitedToHead = limitedToHead
    self.budget = budget
  }

  /// Whether the whole input is in `head`.
  var headIsWholeFile: Bool { head.count >= size }

  /// Whether `range` can be read in this mode.
  func canRead(_ range: Range<Int>) -> Bool {
    range.lowerBound >= 0 && range.upperBound <= (limitedToHead ? head.count : size)
  }

  /// Up to `count` bytes at `offset`; fewer at the end of the input, past the head in the fast
  /// path, or once the read budget is spent. Never throws: I/O errors read as end of data.
  func read(at offset: Int, count: Int) -> [UInt8] {
    guard offset >= 0, count > 0, offset < size else { return [] }
    if let inHead = headRange(at: offset, count: count) { return Array(head[inHead]) }
    if case .view(let parent, let base) = storage { return parent.read(at: base + offset, count: count) }
    let count = min(count, size - offset)
    if limitedToHead {
      return offset < head.count ? Array(head[offset...]) : []
    }
    guard bytesRead + count <= budget.maxBytesRead else {
      budgetExhausted = true
      return []
    }
    bytesRead += count
    return fetch(at: offset, count: count)
  }

  /// What ``read(at:count:)`` gives, without counting the bytes against
  /// ``ReadBudget/maxBytesRead``: for a walk that keeps a budget of its own, as a GIF's frame
  /// walk counts the block headers it visits (Docs/Reliability.md, "GIF frame counts").
  func readUncounted(at offset: Int, count: Int) -> [UInt8] {
    guard offset >= 0, count > 0, offset < size else { return [] }
    if let inHead = headRange(at: offset, count: count) { return Array(head[inHead]) }
    let count = min(count, size - offset)
    if limitedToHead {
      return offset < head.count ? Array(head[offset...]) : []
    }
    return fetch(at: offset, count: count)
  }

  /// The `count` bytes at `offset` from the storage (`count` already cut at the end).
  private func fetch(at offset: Int, count: Int) -> [UInt8] {
    switch storage {
    case .memory(let bytes):
      return Array(bytes[offset..<offset + count])
    case .file(let file):
      return (try? file.read(at: offset, count: count)) ?? []
    case .view:
      return []  // answered above
    case .windows(let front, let back):
      if offset < front.count { return Array(front[offset..<min(front.count, offset + count)]) }
      let backStart = size - back.count
      guard offset >= backStart else { return [] }
      return Array(back[(offset - backStart)..<(offset - backStart + count)])
    }
  }

  /// What `read(at: offset, count: count)` gives, for a `count` of at most
  /// ``PeekedBytes/capacity``, held inline: no allocation when the bytes lie in the head.
  func peek(at offset: Int, count: Int) -> PeekedBytes {
    precondition(count <= PeekedBytes.capacity)
    if let inHead = headRange(at: offset, count: count) {
      return head.withUnsafeBytes { PeekedBytes(UnsafeRawBufferPointer(rebasing: $0[inHead])) }
    }
    return read(at: offset, count: count).withUnsafeBytes { PeekedBytes($0) }
  }

  /// Where in the head `read(at: offset, count: count)` finds all its bytes (the read cut at
  /// the end of the input), or nil when it does not.
  private func headRange(at offset: Int, count: Int) -> Range<Int>? {
    guard offset >= 0, count > 0, offset < size else { return nil }
    let end = offset + min(count, size - offset)
    return end <= head.count ? offset..<end : nil
  }

  /// The last `count` bytes of the input (for trailers), subject to the same limits.
  func tail(_ count: Int) -> [UInt8] {
    let start = max(0, size - count)
    return read(at: start, count: size - start)
  }
}
