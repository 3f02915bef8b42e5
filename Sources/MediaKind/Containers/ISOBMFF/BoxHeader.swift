/// The header of one ISO BMFF / QuickTime box (atom): its type, where it starts and how long
/// it is.
///
/// ```
/// 0  u32 size         1 = a 64-bit largesize follows; 0 = the box runs to the end of its
///                     container (at top level: to the end of the file)
/// 4  u32 type         four ASCII characters ('moov', 'ftyp', '©xyz' uses 0xA9)
/// 8  u64 largesize    only when size == 1
/// .. u8[16] usertype  only when type == 'uuid' (after size/largesize)
/// ```
/// Spec: ISO/IEC 14496-12 §4.2 (Object structure); Apple QuickTime File Format, "Atoms".
///
/// Positions are in whatever coordinates the caller uses: file offsets for the top-level
/// walk, indices into a payload buffer for boxes read into memory. A box that declares more
/// bytes than its container holds is kept, clamped to the container, with ``isTruncated`` set.
public struct BoxHeader: Sendable, Hashable {
  /// The box type.
  public let type: FourCC
  /// Position of the first header byte.
  public let offset: Int
  /// Bytes of header: 8, 16 with a largesize, plus 16 for a `uuid` usertype.
  public let headerSize: Int
  /// Size in bytes, header included, clamped to the container.
  public let size: Int
  /// Whether the declared size ran past the container's end (the box was clamped).
  public let isTruncated: Bool
  /// The 16-byte extended type of a `uuid` box.
  public let userType: [UInt8]?

  /// One past the last byte of the box.
  public var end: Int { offset + size }
  /// Position of the first payload byte.
  public var payloadStart: Int { offset + headerSize }
  /// The payload's positions.
  public var payloadRange: Range<Int> { payloadStart..<end }
  /// Payload length in bytes.
  public var payloadSize: Int { size - headerSize }

  init(
    type: FourCC, offset: Int, headerSize: Int, size: Int, isTruncated: Bool,
    userType: [UInt8]?
  ) {
    self.type = type
    self.offset = offset
    self.headerSize = headerSize
    self.size = size
    self.isTruncated = isTruncated
    self.userType = userType
  }

  /// Parses the header that starts at `bytes[index]`.
  ///
  /// - Parameters:
  ///   - bytes: the bytes that hold the header.
  ///   - index: where in `bytes` the header starts.
  ///   - position: the coordinate of `bytes[index]` (a file offset, or `index` itself).
  ///   - limit: the coordinate one past the container's last byte (the file size at top
  ///     level); size 0 extends the box to it, and larger sizes are clamped to it.
  /// - Throws: ``ParseError/truncated(needed:available:offset:)`` when the header itself is
  ///   cut off, ``ParseError/malformed(_:offset:)`` for sizes smaller than the header.
  public init(parsing bytes: [UInt8], at index: Int, position: Int, limit: Int) throws(ParseError) {
    let room = limit - position
    guard index >= 0, room >= 8, let size32 = bytes.integer(at: index, as: UInt32.self),
      let rawType = bytes.integer(at: index + 4, as: UInt32.self)
    else {
      throw .truncated(
        needed: 8, available: max(0, min(room, bytes.count - index)), offset: position)
    }
    let type = FourCC(rawType)
    var headerSize = 8
    let declared: UInt64
    switch size32 {
    case 1:
      guard room >= 16, let large = bytes.integer(at: index + 8, as: UInt64.self)
      else { throw .truncated(needed: 16, available: max(0, room), offset: position) }
      headerSize = 16
      declared = large
    case 0:
      declared = UInt64(room)
    default:
      declared = UInt64(size32)
    }
    var userType: [UInt8]?
    if type == "uuid" {
      guard room >= headerSize + 16, index + headerSize + 16 <= bytes.count else {
        throw .truncated(needed: headerSize + 16, available: max(0, room), offset: position)
      }
      userType = Array(bytes[(index + headerSize)..<(index + headerSize + 16)])
      headerSize += 16
    }
    guard declared >= UInt64(headerSize) else {
      throw .malformed("box '\(type)' declares \(declared) bytes, less than its header", offset: position)
    }
    let truncated = declared > UInt64(room)
    self.init(
      type: type, offset: position, headerSize: headerSize,
      size: truncated ? room : Int(declared), isTruncated: truncated, userType: userType)
  }

  /// The same box moved to other coordinates (a file box re-based into its loaded buffer).
  func moved(to newOffset: Int) -> BoxHeader {
    BoxHeader(
      type: type, offset: newOffset, headerSize: headerSize, size: size,
      isTruncated: isTruncated, userType: userType)
  }
}
