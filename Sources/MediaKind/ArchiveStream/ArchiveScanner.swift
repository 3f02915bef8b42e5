internal import ArchiveBridge
internal import HashBridge

/// Reads an archive as a stream (``ArchiveReader``, libarchive) and hands out its members one
/// at a time, each with what ``ArchiveLimits`` keeps of its data or with the reason it is not
/// classified.
///
/// - Folders are passed over; symbolic links, hard links, devices and FIFOs are
///   `notRegularFile` errors (nothing is followed: there is no file system behind a member);
///   refused names (``ArchiveMemberName``) and encrypted members are `readFailed` errors.
/// - A member whose data ends early (a truncated archive, a header claiming 2^63 bytes) is a
///   `readFailed` error of that member; when the stream cannot go on, the scan ends there.
/// - An error reading a header is an error record of the archive itself (path `ARCHIVE`);
///   after 16 in a row, or a fatal one, the scan ends.
/// - With a ``Shard``, members of other shards are passed over (read through, not kept).
/// - Past ``ArchiveLimits/maxMembers`` members (of every kind), the archive gets an error
///   record (path `ARCHIVE`) and the scan ends.
///
/// Memory: one member's kept bytes at a time (at most ``ArchiveLimits/wholeMember`` plus
/// ``ArchiveLimits/window`` and a block), whatever the archive or its headers claim.
/// Not `Sendable`: one task drives it.
final class ArchiveScanner {
  private let reader: ArchiveReader?
  private let archiveName: String
  private let descriptor: (Int32, owned: Bool)?
  private var openFailure: InputFailure?
  private var ended = false
  private let mode: ClassificationMode
  private let limits: ArchiveLimits
  private let shard: Shard?
  /// Members these options exclude (relative to the archive) are passed over.
  private let excluding: WalkOptions?
  private var consecutiveHeaderErrors = 0
  /// Members seen so far (every kind), for messages.
  private(set) var membersSeen = 0
  /// The end of the sought member's data handed out so far (``nextBlock(_:)``).
  private var memberEnd = 0

  static let maxConsecutiveHeaderErrors = 16
  /// Bytes per `read(2)` of the stream: small enough that the buffer stays in the cache
  /// between reads (1 MiB reads copied at a third of the speed here; Docs/Scale.md).
  static let readBlockSize = 128 << 10

  convenience init(
    input: ArchiveInput, mode: ClassificationMode, limits: ArchiveLimits, shard: Shard?,
    excluding: WalkOptions? = nil
  ) {
    let opened: Result<(Int32, owned: Bool), InputFailure>
    do throws(InputFailure) {
      let file = try input.open()
      opened = .success((file.descriptor, file.owned))
    } catch {
      opened = .failure(error)
    }
    self.init(opened: opened, name: input.displayName, mode: mode, limits: limits, shard: shard, excluding: excluding)
  }

  /// A scanner over the open descriptor `descriptor` (the caller's to close, after the scanner
  /// is gone), read from its current offset: for ``seek(toMember:)``, which reads one member.
  convenience init(descriptor: Int32, name: String, limits: ArchiveLimits = ArchiveLimits()) {
    self.init(opened: .success((descriptor, false)), name: name, mode: .thorough, limits: limits, shard: nil, excluding: nil)
  }

  private init(
    opened: Result<(Int32, owned: Bool), InputFailure>, name: String, mode: ClassificationMode,
    limits: ArchiveLimits, shard: Shard?, excluding: WalkOptions?
  ) {
    archiveName = name
    self.mode = mode
    self.limits = limits
    self.shard = shard
    self.excluding = excluding
    var reader: ArchiveReader?
    switch opened {
    case .success(let file):
      descriptor = file
      do {
        reader = try ArchiveReader(descriptor: file.0, blockSize: Self.readBlockSize)
      } catch {
        openFailure = InputFailure(kind: .readFailed, message: "not a readable archive: \(error.message)")
      }
    case .failure(let failure):
      descriptor = nil
      openFailure = failure
    }
    self.reader = reader
  }

  /// A scanner over bytes in memory (tests).
  init(bytes: [UInt8], name: String, mode: ClassificationMode, limits: ArchiveLimits, shard: Shard?) {
    archiveName = name
    self.mode = mode
    self.limits = limits
    self.shard = shard
    excluding = nil
    descriptor = nil
    do {
      reader = try ArchiveReader(bytes: bytes)
    } catch {
      reader = nil
      openFailure = InputFailure(kind: .readFailed, message: "not a readable archive: \(error.message)")
    }
  }

  deinit {
    if let descriptor, descriptor.owned { ArchiveInput.close(descriptor: descriptor.0) }
  }

  /// The archive format and compression, once a member has been read (`GNU tar format`,
  /// `gzip`).
  var formatDescription: String? {
    guard let reader, let format = reader.formatName else { return nil }
    let filters = reader.filterNames
    return filters.isEmpty ? format : format + " (" + filters.joined(separator: ", ") + ")"
  }

  /// The next member to report, or nil at the end of the archive.
  func next() -> ArchiveMember? {
    while true {
      let entry: ArchiveEntry
      switch nextEntry() {
      case .end: return nil
      case .failure(let failure):
        return ArchiveMember(path: archiveName, fileName: archiveName, content: .failure(failure))
      case .entry(let next): entry = next
      }
      if entry.kind == .directory { continue }
      let name = ArchiveMemberName(rawBytes: entry.pathBytes)
      if let shard, !shard.contains(key: Shard.nameKey(of: name.display)) { continue }
      if let excluding, excluding.excludes(relative: name.display) { continue }
      let path = archiveName + "//" + name.display
      let fileName = PathParts(name.display).fileName
      func failure(_ kind: InputFailure.Kind, _ message: String) -> ArchiveMember {
        ArchiveMember(
          path: path, fileName: fileName, content: .failure(InputFailure(kind: kind, message: message)))
      }
      if let refusal = Self.refusal(of: entry, named: name, nameSuffix: ": not classified") {
        return failure(refusal.kind, refusal.message)
      }
      var member: ArchiveMember
      do {
        member = ArchiveMember(
          path: path, fileName: fileName, content: .bytes(try readData(entry.declaredSize)))
      } catch {
        if error.isFatal { ended = true }
        return failure(.readFailed, "the archive ends or is damaged inside this member: \(error.message)")
      }
      if let warning = entry.warning { member.notes.append("archive: \(warning)") }
      return member
    }
  }

  /// Reads the stream up to the first member named `name` (as ``ArchiveMemberName`` shows it:
  /// the `MEMBER` of a record's `ARCHIVE//MEMBER`), passing the members before it as ``next()``
  /// does, and returns its declared size (nil when the archive does not say); its data then
  /// comes from ``nextBlock(_:)``. Throws `notFound` when the archive ends without it,
  /// `notRegularFile` for a folder, a link or a device, and `readFailed` for what ``next()``
  /// refuses (a name, an encrypted member) or a damaged archive.
  func seek(toMember name: String) throws(InputFailure) -> Int? {
    while true {
      let entry: ArchiveEntry
      switch nextEntry() {
      case .end:
        throw InputFailure(kind: .notFound, message: "no member named \(name) in \(membersSeen) members")
      case .failure(let failure):
        guard ended else { continue }
        throw failure
      case .entry(let next): entry = next
      }
      let memberName = ArchiveMemberName(rawBytes: entry.pathBytes)
      guard memberName.display == name else { continue }
      if entry.kind == .directory { throw InputFailure(kind: .notRegularFile, message: "member \(name) is a folder") }
      if let refusal = Self.refusal(of: entry, named: memberName, nameSuffix: "") {
        throw InputFailure(kind: refusal.kind, message: "member \(name): " + refusal.message)
      }
      memberEnd = 0
      return entry.declaredSize.flatMap { $0 >= 0 ? Int(clamping: $0) : nil }
    }
  }

  /// Hands the next bytes of the member ``seek(toMember:)`` found to `body` with their offset
  /// in the member (bytes valid only during the call; a hole before them reads as zeros, which
  /// the caller supplies), or returns nil at the member's end. A block that goes back over
  /// data already handed out is damage.
  func nextBlock<R>(_ body: (UnsafeRawBufferPointer, _ offset: Int) -> R) throws(InputFailure) -> R? {
    guard let reader else { return nil }
    let result: Result<R, InputFailure>?
    do {
      result = try reader.nextBlock { block, offset -> Result<R, InputFailure> in
        let start = Int(clamping: offset)
        guard start >= memberEnd else {
          return .failure(InputFailure(kind: .readFailed, message: "the member's data goes back over itself"))
        }
        memberEnd = start + block.count
        return .success(body(block, start))
      }
    } catch {
      throw InputFailure(kind: .readFailed, message: "the archive ends or is damaged inside the member: \(error.message)")
    }
    switch result {
    case nil: return nil
    case .success(let value): return value
    case .failure(let failure): throw failure
    }
  }

  /// What the stream gave next: an entry, a failure of the archive itself (a damaged header,
  /// too many members; after a fatal one, or 16 in a row, ``ended`` is set), or its end.
  private enum EntryStep {
    case entry(ArchiveEntry)
    case failure(InputFailure)
    case end
  }

  /// The next entry of the stream, counted against ``ArchiveLimits/maxMembers``.
  private func nextEntry() -> EntryStep {
    guard !ended else { return .end }
    if let failure = openFailure {
      ended = true
      return .failure(failure)
    }
    guard let reader else { return .end }
    let entry: ArchiveEntry?
    do {
      entry = try reader.nextEntry()
      consecutiveHeaderErrors = 0
    } catch {
      consecutiveHeaderErrors += 1
      if error.isFatal || consecutiveHeaderErrors >= Self.maxConsecutiveHeaderErrors { ended = true }
      return .failure(InputFailure(kind: .readFailed, message: "damaged archive after \(membersSeen) members: \(error.message)"))
    }
    guard let entry else {
      ended = true
      return .end
    }
    membersSeen += 1
    if membersSeen > limits.maxMembers {
      // Fail closed: the archive's own error record says the rest was not read.
      ended = true
      return .failure(
        InputFailure(
          kind: .readFailed,
          message:
            "more than \(limits.maxMembers) members (the limit per archive; --max-members raises it): the rest of the archive is not read"
        ))
    }
    return .entry(entry)
  }

  /// Why a member that is not a folder is not read, or nil for a regular file it may read:
  /// links, devices and FIFOs are `notRegularFile` (nothing is followed), a refused name
  /// (``ArchiveMemberName``, its reason followed by `nameSuffix`) or an encrypted member
  /// `readFailed`.
  private static func refusal(of entry: ArchiveEntry, named name: ArchiveMemberName, nameSuffix: String) -> InputFailure? {
    switch entry.kind {
    case .directory, .regular:
      break
    case .symbolicLink(let target):
      return InputFailure(
        kind: .notRegularFile, message: "is a symbolic link in the archive (to \(PathEscaping.terminalSafe(target))): not followed")
    case .hardLink(let target):
      return InputFailure(
        kind: .notRegularFile,
        message: "is a hard link in the archive (to the earlier member \(PathEscaping.terminalSafe(target))): classified there")
    case .other(let mode):
      return InputFailure(kind: .notRegularFile, message: "is \(describe(fileType: mode)) in the archive")
    }
    if let refusal = name.refusal { return InputFailure(kind: .readFailed, message: refusal + nameSuffix) }
    if entry.isEncrypted { return InputFailure(kind: .readFailed, message: "encrypted member: its data cannot be read") }
    return nil
  }

  /// Reads the current member's data, keeping what ``ArchiveLimits`` says.
  private func readData(_ declared: Int64?) throws(ArchiveError) -> MemberBytes {
    guard let reader else { return MemberBytes(front: [], back: [], size: 0) }
    let declaredSize = declared.flatMap { $0 >= 0 ? Int($0) : nil }
    // Fast mode keeps what its head may grow to (a JPEG whose segments run past 64 KiB:
    // `AdaptiveHead`), so a member reads as the same file on disk does.
    let frontLimit = mode == .fast ? AdaptiveHead.maxBytes : limits.wholeMember
    var front: [UInt8] = []
    front.reserveCapacity(min(declaredSize ?? frontLimit, frontLimit))
    /// Blocks past `frontLimit`, the oldest dropped once the rest cover `window` bytes.
    var tail: [(start: Int, bytes: [UInt8])] = []
    var tailHead = 0
    var end = 0
    // The thorough path sees every byte pass: their digest stands in for the member's bytes,
    // which cannot be read again (Docs/Library.md, "Exports: Google Takeout and iCloud"). A block
    // that leaves a hole or overlaps drops it.
    var digest = mode == .thorough ? ContentDigest() : nil
    var digested = 0
    while true {
      if mode == .fast, front.count >= frontLimit, let declaredSize {
        try reader.skipData()
        return MemberBytes(front: front, back: [], size: max(declaredSize, front.count))
      }
      let more = try reader.nextBlock { block, offset -> Bool in
        let start = Int(clamping: offset)
        if let running = digest {
          if start == digested {
            running.update(block)
            digested += block.count
          } else {
            digest = nil
          }
        }
        if start > front.count, front.count < frontLimit {
          front.append(contentsOf: repeatElement(0, count: min(start, frontLimit) - front.count))
        }
        var taken = 0
        if start <= front.count, front.count < frontLimit {
          let skip = front.count - start
          if skip < block.count {
            taken = min(block.count - skip, frontLimit - front.count)
            front.append(contentsOf: block[skip..<(skip + taken)])
            taken += skip
          } else {
            taken = block.count
          }
        }
        if mode == .thorough, taken < block.count {
          tail.append((start + taken, Array(block[taken...])))
          let newestEnd = start + block.count
          while tail.count - tailHead > 1,
            newestEnd - (tail[tailHead].start + tail[tailHead].bytes.count) >= limits.window
          {
            tail[tailHead].bytes = []
            tailHead += 1
          }
          if tailHead >= 64, tailHead * 2 >= tail.count {
            tail.removeFirst(tailHead)
            tailHead = 0
          }
        }
        let (blockEnd, overflow) = start.addingReportingOverflow(block.count)
        end = max(end, overflow ? Int.max : blockEnd)
        return true
      }
      if more == nil { break }
    }
    let size = max(end, declaredSize ?? 0, front.count)
    let value = digested == size ? digest?.value : nil
    if size <= front.count { return MemberBytes(front: front, back: [], size: size, digest: value) }
    guard mode == .thorough else { return MemberBytes(front: front, back: [], size: size) }
    // Larger than whole: the first and the last `window` bytes (holes read as zeros).
    let window = min(limits.window, size)
    let backStart = size - window
    var back = [UInt8](repeating: 0, count: window)
    if backStart < front.count {
      back.replaceSubrange(0..<(front.count - backStart), with: front[backStart...])
    }
    for (start, bytes) in tail[tailHead...] {
      let from = max(start, backStart)
      let to = min(start + bytes.count, size)
      guard from < to else { continue }
      back.replaceSubrange((from - backStart)..<(to - backStart), with: bytes[(from - start)..<(to - start)])
    }
    if front.count > limits.window { front.removeSubrange(limits.window...) }
    return MemberBytes(front: front, back: back, size: size, digest: value)
  }

  private static func describe(fileType mode: UInt32) -> String {
    switch mode & 0o170000 {
    case 0o010000: "a FIFO (named pipe)"
    case 0o020000: "a character device"
    case 0o060000: "a block device"
    case 0o140000: "a socket"
    default: "a special file"
    }
  }
}
