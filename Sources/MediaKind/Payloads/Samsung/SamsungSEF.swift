/// The Samsung SEF trailer ("Samsung Extended Format") that Galaxy cameras append to JPEG and
/// PNG files (and keep in the HEIC `sefd` box): motion photo video, burst, selfie, panorama,
/// depth blocks.
///
/// ```
/// All integers little-endian. Blocks are read backwards from the end of the file:
///   ... [block data (len bytes)] u32 len, 4-char type     ← file end ("…\0\0SEFT"), or
///   ... "QDIOBS"                                          ← Samsung Gallery's QDIO block:
///        the block chain then ends 2 bytes before the end (before "BS")
/// The "SEFT" block holds the directory (SEFH):
///   0 "SEFH"  4 u32 version (101-107)  8 u32 count
///   12 + 12·i: u16 0, u16 type, u32 negative offset back from the SEFH start, u32 size
/// Each data block, at SEFH start − negative offset, size bytes:
///   0 u16 0   2 u16 type   4 u32 nameLength   8 name (ASCII)   8 + nameLength payload
/// MotionPhoto_Data (0x0a30) payload: the MP4 itself, or a 12-byte "mpv2" record
///   (u32be absolute offset, u32be length of the MP4; seen in HEIC files whose video is
///   the top-level `mpvd` box).
/// ```
/// Spec: ExifTool `Samsung.pm` `ProcessSamsung` and `%Samsung::Trailer`;
/// `Docs/DetectionRules.md` "Motion photos", "Panorama", "Depth effect", "Burst" and "Selfie". The `mpv2` layout is read from Samsung files
/// (big-endian fields; the offset lands on the `ftyp` box) and verified before use.
enum SamsungSEF {
  /// Blocks walked backwards before giving up on finding the directory.
  static let maxBlocks = 8
  /// Directory entries read.
  static let maxEntries = 256

  /// One directory entry, resolved to file offsets.
  struct Entry: Sendable, Hashable {
    let type: UInt16
    let name: String
    /// File offset and length of the payload (after the block's name).
    let payloadOffset: Int
    let payloadLength: Int

    /// `0x0a30` style.
    var hexType: String { SamsungSEF.hex(type) }
  }

  /// The directory entries, or nil when the file carries no readable SEF trailer. `end` is
  /// where the trailer ends (the file size for JPEG/PNG trailers).
  static func entries(_ source: ByteSource, end: Int? = nil) -> [Entry]? {
    let fileEnd = min(end ?? source.size, source.size)
    guard fileEnd >= 8 else { return nil }
    let last = source.read(at: fileEnd - 6, count: 6)
    guard last.count == 6 else { return nil }
    var blockEnd: Int
    if last.matches(ascii: "\0\0SEFT", at: 0) {
      blockEnd = fileEnd
    } else if last.matches(ascii: "QDIOBS", at: 0) {
      blockEnd = fileEnd - 2
    } else {
      return nil
    }
    for _ in 0..<maxBlocks {
      guard blockEnd >= 8 else { return nil }
      let footer = source.read(at: blockEnd - 8, count: 8)
      guard footer.count == 8,
        let rawLength = footer.integer(at: 0, as: UInt32.self, endianness: .little)
      else { return nil }
      let type = Array(footer[4..<8])
      guard type.allSatisfy(isWordByte) else { return nil }
      let length = Int(rawLength)
      guard length >= 4, length < 0x10000, length + 8 < blockEnd else { return nil }
      let blockStart = blockEnd - 8 - length
      blockEnd = blockStart
      guard type == Array("SEFT".utf8) else { continue }
      let directory = source.read(at: blockStart, count: length)
      guard directory.count == length, directory.matches(ascii: "SEFH", at: 0), length >= 12,
        let rawCount = directory.integer(at: 8, as: UInt32.self, endianness: .little)
      else { return nil }
      let count = Int(rawCount)
      guard count <= maxEntries, 12 + 12 * count <= length else { return nil }
      return readEntries(source, directory: directory, count: count, directoryStart: blockStart)
    }
    return nil
  }

  private static func readEntries(
    _ source: ByteSource, directory: [UInt8], count: Int, directoryStart: Int
  ) -> [Entry] {
    var result: [Entry] = []
    for i in 0..<count {
      let base = 12 + 12 * i
      guard let type = directory.integer(at: base + 2, as: UInt16.self, endianness: .little),
        let back = directory.integer(at: base + 4, as: UInt32.self, endianness: .little),
        let size = directory.integer(at: base + 8, as: UInt32.self, endianness: .little)
      else { break }
      let negativeOffset = Int(back)
      let blockSize = Int(size)
      // ExifTool's checks: the block lies before the directory and holds its 8-byte header.
      guard negativeOffset <= directoryStart, blockSize <= negativeOffset, blockSize >= 8 else {
        break
      }
      let blockStart = directoryStart - negativeOffset
      let header = source.read(at: blockStart, count: 8)
      guard header.count == 8,
        let rawNameLength = header.integer(at: 4, as: UInt32.self, endianness: .little)
      else { break }
      let nameLength = Int(rawNameLength)
      guard nameLength <= blockSize - 8 else { continue }
      let name = source.read(at: blockStart + 8, count: min(nameLength, 256))
      result.append(
        Entry(
          type: type, name: String(decoding: name.prefix { $0 != 0 }, as: UTF8.self),
          payloadOffset: blockStart + 8 + nameLength, payloadLength: blockSize - 8 - nameLength))
    }
    return result
  }

  /// Records the trailer's facts: `Samsung.SEF.Types` (hex ids), `Samsung.SEF.Names`,
  /// `Samsung.SEF.BurstShotInfo` (0x09e0 text), and `MotionPhoto.Video` for a verified
  /// 0x0a30 video.
  static func decode(_ source: ByteSource, location: String, into facts: inout MediaFacts) {
    guard let entries = entries(source), !entries.isEmpty else { return }
    facts.record(.samsungSEFTypes, .strings(entries.map(\.hexType)), at: location)
    facts.record(.samsungSEFNames, .strings(entries.map(\.name)), at: location)
    for entry in entries {
      let entryLocation = "\(location) \(entry.hexType) \(entry.name)"
      switch entry.type {
      case SamsungSEFBlockType.burstShotInfo.code:
        let text = source.read(at: entry.payloadOffset, count: min(entry.payloadLength, 256))
        let value = String(decoding: text.prefix { $0 != 0 }, as: UTF8.self).trimmingSpaces
        if !value.isEmpty {
          facts.record(.samsungSEFBurstShotInfo, .string(value), at: entryLocation)
          if facts.burstIdentifier == nil { facts.burstIdentifier = value }
        }
      case SamsungSEFBlockType.motionPhotoData.code:
        if let offset = motionPhotoVideo(source, entry: entry) {
          facts.record(
            .motionPhotoVideo, .string("Samsung MotionPhoto_Data at offset \(offset)"),
            at: entryLocation)
        } else {
          facts.diagnose(.missing, at: entryLocation, "no MP4 (ftyp) found in MotionPhoto_Data")
        }
      default:
        break
      }
    }
  }

  /// The offset of the MP4 a MotionPhoto_Data block holds or points to, when an `ftyp` box
  /// is really there.
  static func motionPhotoVideo(_ source: ByteSource, entry: Entry) -> Int? {
    if EmbeddedMovie.hasFileTypeBox(source, at: entry.payloadOffset) { return entry.payloadOffset }
    let record = source.read(at: entry.payloadOffset, count: 12)
    guard entry.payloadLength >= 12, record.count == 12, record.matches(ascii: "mpv2", at: 0),
      let offset = record.integer(at: 4, as: UInt32.self)
    else { return nil }
    let target = Int(offset)
    return EmbeddedMovie.hasFileTypeBox(source, at: target) ? target : nil
  }

  static func hex(_ type: UInt16) -> String {
    "0x" + type.paddedHex(digits: 4)
  }

  private static func isWordByte(_ c: UInt8) -> Bool {
    (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || c == 0x5F
  }
}
