/// Walks the IFDs of a TIFF structure held in memory: IFD0 and its chain, and the EXIF, GPS,
/// interoperability and SubIFD pointers, with every offset checked and loops refused.
///
/// ```
/// 0 "II" or "MM"   2 u16 42 (43 = BigTIFF)   4 u32 first IFD offset (BigTIFF: 8 u64)
/// IFD: u16 count (BigTIFF u64), count × 12-byte entries (BigTIFF 20), u32 next (BigTIFF u64)
/// entry: u16 tag, u16 type, u32 count, 4-byte value or offset (BigTIFF u64 / 8 bytes)
/// ```
/// Spec: TIFF 6.0 §2; BigTIFF (awaresystems.be/imaging/tiff/bigtiff.html); EXIF 2.32 §4.6.
/// Offsets are relative to the TIFF header, which sits at `start` in `bytes`.
public struct TIFFWalker: Sendable {
  /// The buffer holding the TIFF structure.
  public let bytes: [UInt8]
  /// Where the TIFF header (`II`/`MM`) is in ``bytes``: offsets count from here.
  public let start: Int
  /// Where the data ends in `bytes` (its count unless the TIFF structure is part of a larger
  /// buffer, such as an APP1 segment read in place in a JPEG's head).
  public let end: Int
  /// The index in `bytes` that offsets in diagnostics count from (0, or the start of the
  /// segment the structure sits in), so they read the same whether the segment was copied out
  /// or read in place.
  let origin: Int
  /// The byte order of the data: big for `MM`, little for `II`.
  public let endianness: Endianness
  /// Whether the structure is BigTIFF (version 43: 64-bit offsets and counts).
  public let isBigTIFF: Bool
  let budget: ReadBudget

  /// Checks the header at `start`; nil when it is not TIFF. The data ends at `end` (nil: at
  /// the end of `bytes`); `origin` is where diagnostics count offsets from.
  public init?(
    bytes: [UInt8], start: Int = 0, end: Int? = nil, origin: Int = 0,
    budget: ReadBudget = .standard
  ) {
    let end = min(end ?? bytes.count, bytes.count)
    guard start >= 0, start + 4 <= end else { return nil }
    let b0 = bytes[start]
    let b1 = bytes[start + 1]
    guard b0 == b1, b0 == 0x49 || b0 == 0x4D else { return nil }
    let endianness: Endianness = b0 == 0x4D ? .big : .little
    guard let magic = bytes.integer(at: start + 2, as: UInt16.self, endianness: endianness),
      magic == 42 || magic == 43
    else { return nil }
    self.bytes = bytes
    self.start = start
    self.end = end
    self.origin = origin
    self.endianness = endianness
    self.isBigTIFF = magic == 43
    self.budget = budget
  }

  /// A walker over IFDs without a TIFF header (maker notes that carry bare IFDs with offsets
  /// relative to `start`).
  public init(
    bytes: [UInt8], start: Int, endianness: Endianness, budget: ReadBudget = .standard
  ) {
    self.bytes = bytes
    self.start = start
    self.end = bytes.count
    self.origin = 0
    self.endianness = endianness
    self.isBigTIFF = false
    self.budget = budget
  }

  /// The integer at `at` (relative to the header) in the data's byte order; nil unless it lies
  /// inside the data (before `end`).
  private func integer<T: FixedWidthInteger & BitwiseCopyable>(_ at: Int, as type: T.Type) -> T? {
    let i = start + at
    guard i <= end - MemoryLayout<T>.size else { return nil }
    return bytes.integer(at: i, as: T.self, endianness: endianness)
  }

  /// Whether `length` bytes at `offset` (relative to the header) lie inside the data. Offsets
  /// come from the file (a BigTIFF offset can be close to `Int.max`), so nothing is added
  /// before the comparison: `start + offset + length` would overflow and trap.
  func contains(offset: Int, length: Int) -> Bool {
    offset >= 0 && length >= 0 && offset <= end - start
      && length <= end - start - offset
  }

  /// The offset of IFD0.
  public var firstIFDOffset: Int? {
    isBigTIFF
      ? integer(8, as: UInt64.self).flatMap { Int(exactly: $0) }
      : integer(4, as: UInt32.self).map(Int.init)
  }

  /// Reads the IFD at `offset` (relative to the header): its entries and the next IFD's
  /// offset (nil at the end of the chain). Throws when the directory itself is out of range.
  public func directory(at offset: Int) throws(ParseError) -> (TIFFDirectory, next: Int?) {
    let countSize = isBigTIFF ? 8 : 2
    let entrySize = isBigTIFF ? 20 : 12
    guard offset >= 8, contains(offset: offset, length: countSize) else {
      throw .malformed("IFD offset \(offset) outside the data", offset: start - origin + offset)
    }
    let rawCount =
      isBigTIFF
      ? Int(clamping: integer(offset, as: UInt64.self) ?? 0)
      : Int(integer(offset, as: UInt16.self) ?? 0)
    guard rawCount <= min(budget.maxEntries, 4096) else {
      throw .budgetExceeded("IFD with \(rawCount) entries")
    }
    var directory = TIFFDirectory()
    // Entries that lie inside the data (a count past its end reserves no more than fits).
    directory.reserveCapacity(min(rawCount, (end - start - offset) / entrySize))
    var position = offset + countSize
    for _ in 0..<rawCount {
      guard contains(offset: position, length: entrySize),
        let tag = integer(position, as: UInt16.self),
        let type = integer(position + 2, as: UInt16.self)
      else { break }
      let count =
        isBigTIFF
        ? Int(clamping: integer(position + 4, as: UInt64.self) ?? 0)
        : Int(integer(position + 4, as: UInt32.self) ?? 0)
      let valueField = position + (isBigTIFF ? 12 : 8)
      let inlineSize = isBigTIFF ? 8 : 4
      if let unit = TIFFEntry.unitSize(type) {
        let (total, overflow) = unit.multipliedReportingOverflow(by: count)
        if !overflow && total <= budget.maxPayload {
          var valueOffset = valueField
          if total > inlineSize {
            valueOffset =
              isBigTIFF
              ? Int(clamping: integer(valueField, as: UInt64.self) ?? 0)
              : Int(integer(valueField, as: UInt32.self) ?? 0)
          }
          // The entry shares `bytes` (no copy); a value outside the data is empty.
          let range =
            contains(offset: valueOffset, length: total)
            ? (start + valueOffset)..<(start + valueOffset + total) : 0..<0
          directory.add(
            TIFFEntry(
              tag: tag, type: type, count: count, storage: bytes, range: range,
              endianness: endianness, valueOffset: valueOffset))
        }
      }
      position += entrySize
    }
    let nextField = offset + countSize + rawCount * entrySize
    let next =
      isBigTIFF
      ? integer(nextField, as: UInt64.self).flatMap { Int(exactly: $0) }
      : integer(nextField, as: UInt32.self).map(Int.init)
    return (directory, next: (next ?? 0) == 0 ? nil : next)
  }

  /// The IFDs of a TIFF/EXIF structure, by role.
  public struct Directories: Sendable {
    /// IFD0, IFD1, ... in chain order.
    public var chain: [TIFFDirectory] = []
    /// The EXIF IFD (tag 0x8769 of IFD0).
    public var exif: TIFFDirectory?
    /// The GPS IFD (tag 0x8825 of IFD0).
    public var gps: TIFFDirectory?
    /// The interoperability IFD (tag 0xA005 of the EXIF IFD).
    public var interoperability: TIFFDirectory?
    /// SubIFDs (tag 0x014A) of IFD0: RAW full-size images.
    public var subIFDs: [TIFFDirectory] = []
    /// What the walk passed over: bad offsets, loops, truncated IFDs.
    public var diagnostics: [Diagnostic] = []

    /// IFD0, the primary image's directory.
    public var ifd0: TIFFDirectory? { chain.first }
  }

  /// Walks the chain from IFD0 (at most `maxChain` IFDs) and the sub-IFDs IFD0 points to.
  public func walk(maxChain: Int = 4) -> Directories {
    var result = Directories()
    // A few offsets at most (the chain, three sub-IFDs, eight SubIFDs): a list, not a set.
    var visited: [Int] = []
    visited.reserveCapacity(16)
    func firstVisit(_ offset: Int) -> Bool {
      if visited.contains(offset) { return false }
      visited.append(offset)
      return true
    }
    var next = firstIFDOffset
    while let offset = next, result.chain.count < maxChain {
      guard firstVisit(offset) else {
        result.diagnostics.append(Diagnostic(.malformed, at: "TIFF", "IFD chain loops back to offset \(offset)"))
        break
      }
      do {
        let (directory, following) = try directory(at: offset)
        result.chain.append(directory)
        next = following
      } catch {
        result.diagnostics.append(Diagnostic(.malformed, at: "TIFF", "\(error)"))
        break
      }
    }
    guard let ifd0 = result.ifd0 else { return result }
    func sub(_ tag: UInt16, in directory: TIFFDirectory) -> TIFFDirectory? {
      guard let pointer = directory[tag]?.integer(), firstVisit(pointer) else {
        return nil
      }
      do {
        return try self.directory(at: pointer).0
      } catch {
        result.diagnostics.append(Diagnostic(.malformed, at: "TIFF", "\(error)"))
        return nil
      }
    }
    result.exif = sub(0x8769, in: ifd0)
    result.gps = sub(0x8825, in: ifd0)
    if let exif = result.exif { result.interoperability = sub(0xA005, in: exif) }
    if let subs = ifd0[0x014A] {
      for i in 0..<min(subs.count, 8) {
        guard let pointer = subs.integer(i), firstVisit(pointer),
          let (directory, _) = try? self.directory(at: pointer)
        else { continue }
        result.subIFDs.append(directory)
      }
    }
    return result
  }
}
