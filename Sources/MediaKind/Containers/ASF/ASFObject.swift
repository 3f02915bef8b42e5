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

  /// Header Object, 75B22630-668E-11CF-A6D9-00AA0062CE6C: the first bytes of every ASF file.
  static let headerGUID: [UInt8?] = [
    0x30, 0x26, 0xB2, 0x75, 0x8E, 0x66, 0xCF, 0x11, 0xA6, 0xD9, 0x00, 0xAA, 0x00, 0x62, 0xCE, 0x6C,
  ]

  /// Whether an ASF header (GUID `30 26 B2 75 8E 66 CF 11 A6 D9 00 AA 00 62 CE 6C`) lists a
  /// stream of the given media GUID within the head (Microsoft ASF spec §10.4).
  static func listsStream(_ head: [UInt8], video: Bool) -> Bool {
    let guid: [UInt8] =
      video
      ? [0xC0, 0xEF, 0x19, 0xBC, 0x4D, 0x5B, 0xCF, 0x11, 0xA8, 0xFD, 0x00, 0x80, 0x5F, 0x5C, 0x44, 0x2B]
      : [0x40, 0x9E, 0x69, 0xF8, 0x4D, 0x5B, 0xCF, 0x11, 0xA8, 0xFD, 0x00, 0x80, 0x5F, 0x5C, 0x44, 0x2B]
    return head.firstIndex(of: guid, in: 0..<head.count) != nil
  }

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
    guard header.count == 30, header.matches(ASFObject.headerGUID, at: 0),
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
