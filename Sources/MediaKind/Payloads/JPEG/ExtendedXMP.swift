/// Collects the chunks of JPEG Extended XMP and reassembles the packet the main XMP names.
///
/// ```
/// APP1 payload:
/// 0   "http://ns.adobe.com/xmp/extension/\0"   (35 bytes)
/// 35  GUID: 32 ASCII hex digits, the MD5 of the full extended packet; the main packet
///     names it in xmpNote:HasExtendedXMP
/// 67  u32be full length of the extended packet
/// 71  u32be offset of this chunk in the extended packet
/// 75  chunk data
/// ```
/// Spec: Adobe XMP Specification Part 3 (2020) §1.1.3.1 "Extended XMP in JPEG";
/// `Docs/DetectionRules.md` "XMP" (Google depth maps and large GContainer data live there).
///
/// Only chunks whose GUID equals `xmpNote:HasExtendedXMP` are used; a packet is decoded only
/// when its chunks cover every byte, so a truncated file (or the fast path's head) never
/// yields half a packet. The full length is capped by the read budget's payload limit.
struct ExtendedXMP: Sendable {
  static let signature: StaticString = "http://ns.adobe.com/xmp/extension/\0"
  static let headerLength = 35 + 32 + 8
  /// At most this many chunks are kept (a 32 MiB packet needs about 510 chunks of 65 KB).
  static let maxChunks = 1024

  private struct Chunk: Sendable {
    let fullLength: Int
    let offset: Int
    let data: [UInt8]
  }

  private var chunks: [String: [Chunk]] = [:]
  private var chunkCount = 0

  init() {}

  /// Whether `payload` (an APP1 payload) is an Extended XMP chunk.
  static func matches(_ payload: [UInt8]) -> Bool {
    payload.matches(ascii: signature, at: 0)
  }

  /// Keeps one chunk; false when it is malformed or over the limits.
  @discardableResult
  mutating func add(_ payload: [UInt8], maxLength: Int) -> Bool {
    guard Self.matches(payload), payload.count >= Self.headerLength, chunkCount < Self.maxChunks,
      let full = payload.integer(at: 67, as: UInt32.self),
      let offset = payload.integer(at: 71, as: UInt32.self)
    else { return false }
    let fullLength = Int(full)
    let chunkOffset = Int(offset)
    let data = Array(payload[Self.headerLength...])
    guard fullLength > 0, fullLength <= maxLength, chunkOffset <= fullLength,
      data.count <= fullLength - chunkOffset
    else { return false }
    let guid = String(decoding: payload[35..<67], as: UTF8.self).uppercased()
    chunks[guid, default: []].append(Chunk(fullLength: fullLength, offset: chunkOffset, data: data))
    chunkCount += 1
    return true
  }

  /// The GUIDs seen, for diagnostics.
  var guids: [String] { chunks.keys.sorted() }

  /// The reassembled packet named `guid`, or nil when there is none or it is incomplete or
  /// inconsistent (chunks disagreeing on the full length).
  func packet(guid: String) -> [UInt8]? {
    guard let parts = chunks[guid.trimmingSpaces.uppercased()],
      let fullLength = parts.first?.fullLength,
      parts.allSatisfy({ $0.fullLength == fullLength })
    else { return nil }
    // Coverage as sorted, merged intervals: complete when they span 0..<fullLength. Checked
    // before the buffer is allocated, so a chunk that merely declares a large full length
    // costs nothing.
    var intervals = parts.map { ($0.offset, $0.offset + $0.data.count) }
    intervals.sort { $0.0 < $1.0 }
    var covered = 0
    for (start, end) in intervals {
      guard start <= covered else { return nil }
      covered = max(covered, end)
    }
    guard covered >= fullLength else { return nil }
    var buffer = [UInt8](repeating: 0, count: fullLength)
    for part in parts {
      buffer.replaceSubrange(part.offset..<(part.offset + part.data.count), with: part.data)
    }
    return buffer
  }
}
