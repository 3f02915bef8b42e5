/// Where one HEIF item's bytes are, from the item location box `iloc`.
///
/// ```
/// iloc: FullBox (version 0, 1 or 2)
///   u4 offset_size, u4 length_size, u4 base_offset_size, u4 index_size (v1/v2; else reserved)
///   item_count: u16 (v0/v1) or u32 (v2)
///   per item:
///     item_ID: u16 (v0/v1) or u32 (v2)
///     v1/v2: u12 reserved, u4 construction_method   (0 file offset, 1 idat, 2 item)
///     u16 data_reference_index                       (0 = this file)
///     base_offset (base_offset_size bytes)
///     u16 extent_count
///     per extent: [extent_index (index_size), v1/v2 only] extent_offset, extent_length
/// ```
/// Field sizes are 0, 4 or 8 bytes. An extent length of 0 means "to the end of the data".
/// Spec: ISO/IEC 14496-12 §8.11.3.
struct ItemLocation: Sendable, Hashable {
  struct Extent: Sendable, Hashable {
    let offset: UInt64
    let length: UInt64
  }

  let itemID: UInt32
  let constructionMethod: UInt8
  let dataReferenceIndex: UInt16
  let baseOffset: UInt64
  let extents: [Extent]

  /// Parses every entry of an `iloc` box; entries stop at the first damage (diagnosed).
  static func entries(of iloc: Box, walker: inout BoxWalker) -> [UInt32: ItemLocation] {
    var result: [UInt32: ItemLocation] = [:]
    var r = iloc.reader()
    do {
      let version = try r.readInteger(as: UInt8.self)
      try r.skip(3)
      guard version <= 2 else {
        walker.diagnose(.unsupported, at: "HEIF", "iloc version \(version) not supported")
        return [:]
      }
      let sizes1 = try r.readInteger(as: UInt8.self)
      let sizes2 = try r.readInteger(as: UInt8.self)
      let offsetSize = Int(sizes1 >> 4)
      let lengthSize = Int(sizes1 & 0x0F)
      let baseOffsetSize = Int(sizes2 >> 4)
      let indexSize = version >= 1 ? Int(sizes2 & 0x0F) : 0
      for size in [offsetSize, lengthSize, baseOffsetSize, indexSize] where ![0, 4, 8].contains(size) {
        throw ParseError.malformed("iloc field size \(size)", offset: r.filePosition)
      }
      let itemCount =
        version < 2
        ? Int(try r.readInteger(as: UInt16.self)) : Int(try r.readInteger(as: UInt32.self))
      // Items take at least 6 bytes each, so the payload bounds them; extents can take zero
      // bytes (all field sizes 0), so their total is capped by the entry budget.
      var extentBudget = walker.budget.maxEntries
      items: for _ in 0..<itemCount {
        let itemID =
          version < 2
          ? UInt32(try r.readInteger(as: UInt16.self)) : try r.readInteger(as: UInt32.self)
        var method: UInt8 = 0
        if version >= 1 { method = UInt8(try r.readInteger(as: UInt16.self) & 0x000F) }
        let dataReference = try r.readInteger(as: UInt16.self)
        let base = try Self.read(&r, size: baseOffsetSize)
        let extentCount = Int(try r.readInteger(as: UInt16.self))
        var extents: [Extent] = []
        for _ in 0..<extentCount {
          guard extentBudget > 0 else {
            walker.diagnose(.limit, at: "HEIF", "iloc lists more than \(walker.budget.maxEntries) extents; stopped")
            break items
          }
          extentBudget -= 1
          if indexSize > 0 { _ = try Self.read(&r, size: indexSize) }
          let offset = try Self.read(&r, size: offsetSize)
          let length = try Self.read(&r, size: lengthSize)
          extents.append(Extent(offset: offset, length: length))
        }
        result[itemID] = ItemLocation(
          itemID: itemID, constructionMethod: method, dataReferenceIndex: dataReference,
          baseOffset: base, extents: extents)
      }
    } catch {
      walker.diagnose(.malformed, at: "HEIF", "iloc at offset \(iloc.filePosition): \(error)")
    }
    return result
  }

  private static func read(_ r: inout ByteReader, size: Int) throws(ParseError) -> UInt64 {
    switch size {
    case 4: UInt64(try r.readInteger(as: UInt32.self))
    case 8: try r.readInteger(as: UInt64.self)
    default: 0
    }
  }
}
