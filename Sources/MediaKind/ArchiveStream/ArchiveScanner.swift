internal import ArchiveBridge

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

  static let maxConsecutiveHeaderErrors = 16
  /// Bytes per `read(2)` of the stream: small enough that the buffer stays in the cache
  /// between reads (1 MiB reads copied at a third of the speed here; Docs/Scale.md).
  static let readBlockSize = 128 << 10

  init(
    input: ArchiveInput, mode: ClassificationMode, limits: ArchiveLimits, shard: Shard?,
    excluding: WalkOptions? = nil
  ) {
    archiveName = input.displayName
    self.mode = mode
    self.limits = limits
    self.shard = shard
    self.excluding = excluding
    var reader: ArchiveReader?
    do {
      let opened = try input.open()
      descriptor = opened
      do {
        reader = try ArchiveReader(descriptor: opened.descriptor, blockSize: Self.readBlockSize)
      } catch {
        openFailure = InputFailure(kind: .readFailed, message: "not a readable archive: \(error.message)")
      }
    } catch {
      descriptor = nil
      openFailure = error
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
    guard !ended else { return nil }
    if let failure = openFailure {
      ended = true
      return ArchiveMember(path: archiveName, fileName: archiveName, content: .failure(failure))
    }
    guard let reader else { return nil }
    while true {
      let entry: ArchiveEntry?
      do {
        entry = try reader.nextEntry()
        consecutiveHeaderErrors = 0
      } catch {
        consecutiveHeaderErrors += 1
        if error.isFatal || consecutiveHeaderErrors >= Self.maxConsecutiveHeaderErrors { ended = true }
        let message = "damaged archive after \(membersSeen) members: \(error.message)"
        return ArchiveMember(
          path: archiveName, fileName: archiveName,
          content: .failure(InputFailure(kind: .readFailed, message: message)))
      }
      guard let entry else {
        ended = true
        return nil
      }
      membersSeen += 1
      if membersSeen > limits.maxMembers {
        // Fail closed: the archive's own error record says the rest was not read.
        ended = true
        let message =
          "more than \(limits.maxMembers) members (the limit per archive; --max-members raises it): the rest of the archive is not read"
        return ArchiveMember(
          path: archiveName, fileName: archiveName,
          content: .failure(InputFailure(kind: .readFailed, message: message)))
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
      switch entry.kind {
      case .directory:
        continue
      case .symbolicLink(let target):
        return failure(.notRegularFile, "is a symbolic link in the archive (to \(PathEscaping.terminalSafe(target))): not followed")
      case .hardLink(let target):
        return failure(.notRegularFile, "is a hard link in the archive (to the earlier member \(PathEscaping.terminalSafe(target))): classified there")
      case .other(let mode):
        return failure(.notRegularFile, "is \(Self.describe(fileType: mode)) in the archive")
      case .regular:
        break
      }
      if let refusal = name.refusal { return failure(.readFailed, refusal + ": not classified") }
      if entry.isEncrypted { return failure(.readFailed, "encrypted member: its data cannot be read") }
      var member: ArchiveMember
      do {
        member = ArchiveMember(
          path: path, fileName: fileName, content: .bytes(try readData(reader, declared: entry.declaredSize)))
      } catch {
        if error.isFatal { ended = true }
        return failure(.readFailed, "the archive ends or is damaged inside this member: \(error.message)")
      }
      if let warning = entry.warning { member.notes.append("archive: \(warning)") }
      return member
    }
  }

  /// Reads the current member's data, keeping what ``ArchiveLimits`` says.
  private func readData(_ reader: ArchiveReader, declared: Int64?) throws(ArchiveError) -> MemberBytes {
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
    while true {
      if mode == .fast, front.count >= frontLimit, let declaredSize {
        try reader.skipData()
        return MemberBytes(front: front, back: [], size: max(declaredSize, front.count))
      }
      let more = try reader.nextBlock { block, offset -> Bool in
        let start = Int(clamping: offset)
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
    if size <= front.count { return MemberBytes(front: front, back: [], size: size) }
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
    return MemberBytes(front: front, back: back, size: size)
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
