/// One chunk of an IFF-style file (RIFF, RIFX, RF64, AIFF, DSDIFF): its id, the size its
/// header states and where its data lies in the file.
struct IFFChunk: Sendable, Hashable {
  let id: FourCC
  /// The data size the header states (may exceed the file in damaged or streamed files).
  let declaredSize: UInt64
  /// File offset of the chunk header.
  let offset: Int
  /// File offset of the chunk data.
  let dataOffset: Int
  /// The data size clamped to the container's end.
  let size: Int

  var dataEnd: Int { dataOffset + size }
}

/// Walks the chunks of an IFF-family container without reading their data.
///
/// ```
/// RIFF/RF64/RIFX, AIFF/AIFC:  4 id  4 size (LE for RIFF/RF64, BE for RIFX/FORM)  data, pad to even
/// DSDIFF (FRM8):              4 id  8 size (BE)                                   data, pad to even
/// CAF (caff):                  4 type  8 size (BE, −1 = to the end of the file)    data, no pad
/// ```
/// Specs: EA IFF 85 ("Standard for Interchange Format Files"), Microsoft Multimedia
/// Programming Interface and Data Specifications 1.0 (RIFF), EBU Tech 3306 (RF64),
/// Apple AIFF 1.3 §"Chunks", Philips DSDIFF 1.5 §2, Apple Core Audio Format Specification 1.0
/// §"CAF File Header", §"Chunk Header".
///
/// Headers are read through the ``ByteSource``, so in the fast path a walk stops at the end of
/// the head. The walk is bounded by `maxEntries`.
struct IFFChunkWalker {
  let source: ByteSource
  /// The byte order of the size field (little for RIFF and RF64; big for RIFX, IFF, DSDIFF
  /// and CAF).
  let endianness: Endianness
  /// 4 for RIFF/IFF, 8 for DSDIFF and CAF.
  let sizeWidth: Int
  /// Whether odd-sized chunks are followed by a pad byte (IFF, RIFF, DSDIFF; not CAF).
  let padsToEven: Bool

  /// Why a walk ended.
  enum End: Sendable, Hashable {
    /// Reached the container's end exactly (or a final pad byte).
    case complete
    /// The next header lies past what this mode may read (the head in the fast path).
    case unreadable(at: Int)
    /// A chunk's data runs past the container's end.
    case overrun(FourCC, at: Int)
    /// A header did not look like one (a non-printable id).
    case malformed(at: Int)
    /// The visitor asked to stop.
    case stopped
    /// More chunks than the budget allows.
    case budget
  }

  init(source: ByteSource, endianness: Endianness, sizeWidth: Int = 4, padsToEven: Bool = true) {
    self.source = source
    self.endianness = endianness
    self.sizeWidth = sizeWidth
    self.padsToEven = padsToEven
  }

  /// The header size: id + size field.
  var headerSize: Int { 4 + sizeWidth }

  /// Visits the chunks in `start..<end`; `visit` returns `false` to stop. `sizeOverride`
  /// supplies a real size for a chunk whose header holds a placeholder (RF64 `ds64`).
  @discardableResult
  func walk(
    from start: Int, to end: Int, maxEntries: Int,
    sizeOverride: (FourCC, UInt64) -> UInt64? = { _, _ in nil },
    _ visit: (IFFChunk) -> Bool
  ) -> End {
    var position = start
    var count = 0
    while position < end {
      // A single trailing pad byte (or a few junk bytes) is not a chunk.
      if end - position < headerSize { return .complete }
      guard count < maxEntries else { return .budget }
      count += 1
      let header = source.read(at: position, count: headerSize)
      guard header.count == headerSize, let rawID = header.integer(at: 0, as: UInt32.self) else {
        return .unreadable(at: position)
      }
      let id = FourCC(rawID)
      guard Self.isPlausibleID(rawID) else { return .malformed(at: position) }
      var declared = readSize(header)
      if let override = sizeOverride(id, declared) { declared = override }
      let dataOffset = position + headerSize
      let available = end - dataOffset
      let size = declared > UInt64(available) ? available : Int(declared)
      let chunk = IFFChunk(
        id: id, declaredSize: declared, offset: position, dataOffset: dataOffset, size: size)
      guard visit(chunk) else { return .stopped }
      if declared > UInt64(available) { return .overrun(id, at: position) }
      // Pad to an even length; `size <= available` so this cannot overflow.
      position = dataOffset + size + (padsToEven ? size & 1 : 0)
    }
    return .complete
  }

  private func readSize(_ header: [UInt8]) -> UInt64 {
    if sizeWidth == 8 { return header.integer(at: 4, as: UInt64.self, endianness: endianness) ?? 0 }
    return UInt64(header.integer(at: 4, as: UInt32.self, endianness: endianness) ?? 0)
  }

  /// Chunk ids are four printable ASCII characters (space allowed).
  static func isPlausibleID(_ raw: UInt32) -> Bool {
    for shift in [24, 16, 8, 0] {
      let c = UInt8(truncatingIfNeeded: raw >> UInt32(shift))
      if c < 0x20 || c > 0x7E { return false }
    }
    return true
  }
}

extension IFFChunkWalker.End {
  /// A diagnostic for damaged files; `nil` when the walk ended normally or only because the
  /// fast path may not read further.
  func diagnostic(_ format: String) -> Diagnostic? {
    switch self {
    case .complete, .stopped, .unreadable: nil
    case .overrun(let id, let at):
      Diagnostic(.truncated, at: format, "chunk '\(id)' at \(at) runs past the end of the file")
    case .malformed(let at): Diagnostic(.malformed, at: format, "no valid chunk header at \(at)")
    case .budget: Diagnostic(.limit, at: format, "more chunks than the read budget allows")
    }
  }
}
