/// One member of an archive as the stream passed it: its name and what was kept of its data,
/// or why it is not classified.
struct ArchiveMember: Sendable {
  enum Content: Sendable {
    /// The member's bytes as a ``ByteSource`` will see them.
    case bytes(MemberBytes)
    /// A per-member error record.
    case failure(InputFailure)
  }

  /// The record's path: `ARCHIVE//MEMBER` (or `ARCHIVE` for errors of the archive itself).
  let path: String
  /// The member's file name (the last component), for the extension hint.
  let fileName: String
  let content: Content
  /// Diagnostics to add to the member's record.
  var notes: [String] = []

  /// Bytes held for the member (what it costs while it waits).
  var heldBytes: Int {
    if case .bytes(let bytes) = content { return bytes.front.count + bytes.back.count }
    return 0
  }
}

/// What was kept of a member's data: all of it, its head, or its first and last bytes.
struct MemberBytes: Sendable {
  var front: [UInt8]
  var back: [UInt8]
  /// The member's size in bytes.
  var size: Int
  /// The 128-bit XXH3 digest of all its bytes, when the thorough path saw every one of them
  /// pass in order (no hole, no overlap); nil in fast mode. It stands in for the bytes, which
  /// the stream cannot give again (Docs/Library.md, "Exports: Google Takeout and iCloud").
  var digest: UInt128? = nil

  /// Whether every byte is in `front`.
  var isWhole: Bool { front.count >= size }
}
