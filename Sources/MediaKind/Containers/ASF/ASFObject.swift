/// ASF objects: a 16-byte GUID, a u64le size (header included), then the data.
///
/// ```
/// Header Object  GUID 75B22630-668E-11CF-A6D9-00AA0062CE6C, u64 size, u32 object count,
///                u8 reserved1, u8 reserved2, then the header's child objects
/// ```
/// GUIDs are stored with their first three fields little-endian, so the byte arrays below are
/// in file order. Spec: Microsoft "Advanced Systems Format (ASF) Specification" rev. 01.20.05
/// §3.1 (Header Object), §3.2 (File Properties), §3.3 (Stream Properties), §10.1 (GUIDs).
struct ASFObject: Sendable, Hashable {
  /// The object GUID, in file byte order.
  let guid: [UInt8]
  /// File offset of the object header.
  let offset: Int
  /// Object size, header included (clamped to the parent's end).
  let size: Int

  var dataOffset: Int { offset + ASFObject.headerLength }
  var end: Int { offset + size }

  static let headerLength = 24

  /// How much of a Header Object is walked (16 MiB): real ones hold a few kilobytes of objects
  /// and at most a few megabytes of cover art; only object headers are read, each counted
  /// against the read budget.
  static let maxHeaderSize = 16 << 20

  /// File Properties Object, 8CABDCA1-A947-11CF-8EE4-00C00C205365.
  static let filePropertiesGUID: [UInt8] = [
    0xA1, 0xDC, 0xAB, 0x8C, 0x47, 0xA9, 0xCF, 0x11, 0x8E, 0xE4, 0x00, 0xC0, 0x0C, 0x20, 0x53, 0x65,
  ]
  /// Stream Properties Object, B7DC0791-A9B7-11CF-8EE6-00C00C205365.
  static let streamPropertiesGUID: [UInt8] = [
    0x91, 0x07, 0xDC, 0xB7, 0xB7, 0xA9, 0xCF, 0x11, 0x8E, 0xE6, 0x00, 0xC0, 0x0C, 0x20, 0x53, 0x65,
  ]

  /// The child objects of the Header Object that starts at offset 0, read from `source`
  /// (so the fast path sees the ones inside the head). `nil` when there is no Header Object.
  static func headerChildren(in source: ByteSource, maxEntries: Int) -> (
    children: [ASFObject], complete: Bool
  )? {
    let header = source.read(at: 0, count: 30)
    guard header.count == 30, header.matches(Sniff.asfHeader, at: 0),
      let declared = header.integer(at: 16, as: UInt64.self, endianness: .little),
      let count = header.integer(at: 24, as: UInt32.self, endianness: .little)
    else { return nil }
    let end = min(declared > UInt64(source.size) ? source.size : Int(declared), maxHeaderSize)
    var children: [ASFObject] = []
    var position = 30
    while children.count < min(Int(count), maxEntries), position + headerLength <= end {
      let bytes = source.read(at: position, count: headerLength)
      guard bytes.count == headerLength,
        let size = bytes.integer(at: 16, as: UInt64.self, endianness: .little)
      else { return (children, false) }
      guard size >= UInt64(headerLength), size <= UInt64(end - position) else {
        return (children, false)
      }
      children.append(ASFObject(guid: Array(bytes[0..<16]), offset: position, size: Int(size)))
      position += Int(size)
    }
    return (children, children.count == Int(count))
  }
}
