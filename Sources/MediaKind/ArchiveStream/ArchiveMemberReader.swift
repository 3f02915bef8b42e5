internal import ArchiveBridge

/// Finds one member of an archive by its name and hands out its data block by block, reading
/// the stream up to it (libarchive, as `ArchiveScanner` reads): nothing is extracted, and
/// only libarchive's own block is held.
///
/// The member is the first whose name (as `ArchiveMemberName` shows it: the `MEMBER` of a
/// record's `ARCHIVE//MEMBER`) is the one asked for. A name the scan refuses, an encrypted
/// member, a link or a device is refused here too, with the reason. Not `Sendable`: one task
/// drives it.
final class ArchiveMemberReader {
  private let reader: ArchiveReader
  /// Members passed so far, for messages.
  private var membersSeen = 0
  /// The end of the data handed out so far (the next offset expected).
  private var end = 0

  /// A reader over the open descriptor `descriptor` (the caller's to close, after this reader
  /// is gone), read from its current offset.
  init(descriptor: Int32) throws(InputFailure) {
    do {
      reader = try ArchiveReader(descriptor: descriptor, blockSize: ArchiveScanner.readBlockSize)
    } catch {
      throw InputFailure(kind: .readFailed, message: "not a readable archive: \(error.message)")
    }
  }

  /// Reads the stream up to the member named `name` and returns its declared size (nil when
  /// the archive does not say). Throws `notFound` when the archive ends without it,
  /// `notRegularFile` for a link or a device, `readFailed` for a refused name, an encrypted
  /// member or a damaged archive.
  func find(_ name: String) throws(InputFailure) -> Int? {
    while true {
      let entry: ArchiveEntry?
      do {
        entry = try reader.nextEntry()
      } catch {
        throw InputFailure(kind: .readFailed, message: "damaged archive after \(membersSeen) members: \(error.message)")
      }
      guard let entry else {
        throw InputFailure(kind: .notFound, message: "no member named \(name) in \(membersSeen) members")
      }
      membersSeen += 1
      let memberName = ArchiveMemberName(rawBytes: entry.pathBytes)
      guard memberName.display == name else { continue }
      switch entry.kind {
      case .directory: throw InputFailure(kind: .notRegularFile, message: "member \(name) is a folder")
      case .symbolicLink, .hardLink, .other: throw InputFailure(kind: .notRegularFile, message: "member \(name) is not a regular file")
      case .regular: break
      }
      if let refusal = memberName.refusal { throw InputFailure(kind: .readFailed, message: refusal) }
      if entry.isEncrypted { throw InputFailure(kind: .readFailed, message: "member \(name) is encrypted") }
      end = 0
      return entry.declaredSize.flatMap { $0 >= 0 ? Int(clamping: $0) : nil }
    }
  }

  /// Hands the next bytes of the found member to `body` with their offset in the member
  /// (bytes valid only during the call; a hole before them reads as zeros, which the caller
  /// supplies), or returns nil at the member's end. A block that goes back over data already
  /// handed out is damage.
  func nextBlock<R>(_ body: (UnsafeRawBufferPointer, _ offset: Int) -> R) throws(InputFailure) -> R? {
    let result: Result<R, InputFailure>?
    do {
      result = try reader.nextBlock { block, offset -> Result<R, InputFailure> in
        let start = Int(clamping: offset)
        guard start >= end else {
          return .failure(InputFailure(kind: .readFailed, message: "the member's data goes back over itself"))
        }
        end = start + block.count
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
}
