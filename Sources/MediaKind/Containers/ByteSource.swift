/// Bounded random access to one input, for the probes.
///
/// Reads inside the head are served from memory. In the fast path (`limitedToHead`) nothing
/// past the head is read: such reads return only what the head holds. A file opened with a
/// shorter first read (`InputFile.firstReadSize`) reads the rest of its head, in one more
/// `pread`, the first time anything asks for a byte past what it holds (`head` itself, or a
/// read or peek that does not end inside the bytes held): every answer is the one a head read
/// whole at once gives, and a file whose probes stay inside the first read costs one `pread`
/// of 4 KiB. Docs/CLI.md, "Modes". In the thorough path reads go to the file, each one counted against
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
  /// The first bytes of the input read so far: `head`, or the start of it.
  private var held: [UInt8]
  /// How long `head` is: `held.count` once it is all read.
  private var headLength: Int
  /// The first bytes of the input (all of them for memory inputs shorter than the head); read
  /// to its full length on first use.
  var head: [UInt8] {
    if held.count < headLength { readRestOfHead() }
    return held
  }
  /// What is held of `head` now, without reading more: the whole head, or a file's first
  /// read. For a look at the first bytes only (a sniff, `FormatRegistry.identifyFromPrefix(_:)`).
  var headReadSoFar: [UInt8] { held }
  /// The head's first bytes, at least through offset `end` where the head reaches it: what is
  /// held when that covers `end`, the whole `head` otherwise. For a decoder that reads a
  /// stretch of the head in place and never past `end` (a JPEG's EXIF segment).
  func head(through end: Int) -> [UInt8] {
    end <= held.count ? held : head
  }
  /// Whether `head` is all held (no further read will be made for it).
  var headIsHeld: Bool { held.count >= headLength }
  /// The size of the whole input in bytes.
  let size: Int
  /// Whether reads are confined to the head (the fast path).
  let limitedToHead: Bool
  let budget: ReadBudget
  private(set) var bytesRead = 0
  private(set) var budgetExhausted = false

  /// `headSize`: how long the head is, when `file` was opened with a shorter first read; its
  /// first bytes are then `file.head` and the rest is read on first use. A first read that
  /// came back short (the file ends there, or shrank) is the whole head.
  init(file: InputFile, limitedToHead: Bool, budget: ReadBudget = .standard, headSize: Int? = nil) {
    storage = .file(file)
    held = file.head
    headLength = file.head.count
    if let headSize, file.headEndsBeforeFile {
      headLength = max(file.head.count, min(file.size, headSize))
    }
    size = file.size
    self.limitedToHead = limitedToHead
    self.budget = budget
  }

  init(bytes: [UInt8], headSize: Int, limitedToHead: Bool, budget: ReadBudget = .standard) {
    storage = .memory(bytes)
    held = Array(bytes.prefix(headSize))
    headLength = held.count
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
    held = Array(front.prefix(headSize))
    headLength = held.count
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
    held = parent.read(at: start, count: max(parent.head.count, InputFile.headSize))
    headLength = held.count
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
    held = head
    headLength = head.count
    self.size = size
    self.limitedToHead = limitedToHead
    self.budget = budget
  }

  /// Reads the rest of `head` after the first read (one `pread`). An I/O error, or a file
  /// that shrank, leaves a shorter head, read as end of data like any read past a file's end.
  private func readRestOfHead() {
    if case .file(let file) = storage,
      let more = try? file.read(at: held.count, count: headLength - held.count)
    {
      held += more
    }
    headLength = held.count
  }

  /// Whether the whole input is in `head`.
  var headIsWholeFile: Bool { headLength >= size }

  /// Whether `range` can be read in this mode.
  func canRead(_ range: Range<Int>) -> Bool {
    guard range.lowerBound >= 0 else { return false }
    guard limitedToHead else { return range.upperBound <= size }
    // Past the head is never readable; inside it, the rest of the head is read first, so the
    // answer is the one the whole head gives (even for a file that shrank meanwhile).
    if range.upperBound > held.count, range.upperBound <= headLength { readRestOfHead() }
    return range.upperBound <= headLength
  }

  /// Up to `count` bytes at `offset`; fewer at the end of the input, past the head in the fast
  /// path, or once the read budget is spent. Never throws: I/O errors read as end of data.
  func read(at offset: Int, count: Int) -> [UInt8] {
    guard offset >= 0, count > 0, offset < size else { return [] }
    if let inHead = headRange(at: offset, count: count) { return Array(held[inHead]) }
    if case .view(let parent, let base) = storage { return parent.read(at: base + offset, count: count) }
    let count = min(count, size - offset)
    if limitedToHead {
      return offset < headLength ? restOfHead(from: offset) : []
    }
    guard bytesRead + count <= budget.maxBytesRead else {
      budgetExhausted = true
      return []
    }
    bytesRead += count
    return fetch(at: offset, count: count)
  }

  /// The head from `offset` to its end (nothing when the head, read in full, ends before it).
  private func restOfHead(from offset: Int) -> [UInt8] {
    let whole = head
    return offset < whole.count ? Array(whole[offset...]) : []
  }

  /// What ``read(at:count:)`` gives, without counting the bytes against
  /// ``ReadBudget/maxBytesRead``: for a walk that keeps a budget of its own, as a GIF's frame
  /// walk counts the block headers it visits (Docs/Reliability.md, "GIF frame counts").
  func readUncounted(at offset: Int, count: Int) -> [UInt8] {
    guard offset >= 0, count > 0, offset < size else { return [] }
    if let inHead = headRange(at: offset, count: count) { return Array(held[inHead]) }
    let count = min(count, size - offset)
    if limitedToHead {
      return offset < headLength ? restOfHead(from: offset) : []
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
      return held.withUnsafeBytes { PeekedBytes(UnsafeRawBufferPointer(rebasing: $0[inHead])) }
    }
    return read(at: offset, count: count).withUnsafeBytes { PeekedBytes($0) }
  }

  /// Where in the head `read(at: offset, count: count)` finds all its bytes (the read cut at
  /// the end of the input), or nil when it does not. A range it gives lies in the bytes held
  /// (the rest of the head is read first when the range needs it).
  private func headRange(at offset: Int, count: Int) -> Range<Int>? {
    guard offset >= 0, count > 0, offset < size else { return nil }
    let end = offset + min(count, size - offset)
    if end <= held.count { return offset..<end }
    guard end <= headLength else { return nil }
    readRestOfHead()
    return end <= held.count ? offset..<end : nil
  }

  /// The last `count` bytes of the input (for trailers), subject to the same limits.
  func tail(_ count: Int) -> [UInt8] {
    let start = max(0, size - count)
    return read(at: start, count: size - start)
  }
}
