/// Walks the chunks of a PNG (or APNG) datastream without reading their data, as
/// ``IFFChunkWalker`` walks RIFF: the PNG probe and the embedded-image scanner share it.
///
/// ```
/// 0 signature 89 50 4E 47 0D 0A 1A 0A
/// 8 chunks: u32be length, 4-byte type, data, u32be CRC; IHDR first, IEND last
/// ```
/// Spec: PNG (Third Edition) §5.2 (signature), §5.3 (chunk layout: "a PNG four-byte unsigned
/// integer giving the number of bytes in the chunk's data field ... restricted to 2^31-1"),
/// §5.6 (IEND ends the datastream). CRCs are not checked.
///
/// Chunk headers are peeked through the ``ByteSource`` (inline, no allocation in the head), so
/// in the fast path a walk stops at the end of the head. A walk is bounded by `maxEntries`,
/// and a length over 2^31 − 1 ends it: the next chunk's offset is never computed from one.
struct PNGChunkWalker {
  let source: ByteSource

  /// The offset of the first chunk, after the signature.
  static let firstChunkOffset = 8
  /// The largest data length a chunk may state (PNG §5.3).
  static let maxLength = UInt32(Int32.max)

  /// Why a walk ended.
  enum End: Sendable, Hashable {
    /// After the `IEND` chunk.
    case complete
    /// No whole chunk header at `at`: the input ends there, or the part this mode may read
    /// (the head in the fast path, the read budget).
    case endOfData(at: Int)
    /// The chunk at `at` states a length over 2^31 − 1.
    case overlong(FourCC, at: Int)
    /// The visitor asked to stop.
    case stopped
    /// More chunks than the budget allows.
    case budget
  }

  /// Visits the chunks from `start` (normally just after the signature) in file order;
  /// `visit` returns `false` to stop. The `IEND` chunk is visited, then the walk ends.
  @discardableResult
  func walk(
    from start: Int = firstChunkOffset, maxEntries: Int, _ visit: (PNGChunk) -> Bool
  ) -> End {
    var position = start
    var count = 0
    while count < maxEntries {
      count += 1
      let header = source.peek(at: position, count: 8)
      guard header.count == 8, let length = header.integer(at: 0, as: UInt32.self),
        let type = header.integer(at: 4, as: UInt32.self)
      else { return .endOfData(at: position) }
      let chunk = PNGChunk(type: FourCC(type), length: length, offset: position)
      guard visit(chunk) else { return .stopped }
      if chunk.type == "IEND" { return .complete }
      guard length <= Self.maxLength else { return .overlong(chunk.type, at: position) }
      position = chunk.nextOffset
    }
    return .budget
  }
}
