import Foundation
import MediaKind
import MediaKindTestSupport

/// Paths and bytes the imaging tests share.
enum ImagingFixtures {
  static func sample(_ relative: String) -> String {
    SampleCorpus.samplesDirectory.appendingPathComponent(relative).path
  }

  static func bytes(_ relative: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: URL(fileURLWithPath: sample(relative))))
  }

  static let exifThumbnail = "image/jpeg/exif-thumbnail-ifd1-160x120.jpg"
  static let mpfPreview = "image/jpeg/mpf-large-thumbnail-vga-320x240.jpg"
  static let heifThumbnail = "image/heic/thumbnail-item-thmb-32x24.heic"
  static let appleGainMap = "image/jpeg/apple-hdr-gainmap-mpf.jpg"
  static let ultraHDRGainMap = "image/jpeg/ultrahdr-gainmap-mpf-hdrgm.jpg"
  static let heifGainMap = "image/heic/hdr-gainmap-aux-apple-urn.heic"
  static let heifDepth = "image/heic/depth-aux-without-portrait.heic"
  static let cr2 = "image/cr2/canon-header-jpeg-preview.cr2"
  static let plainJPEG = "image/jpeg/plain-jfif-64x48.jpg"

  // MARK: - Byte builders for containers Samples has no file of

  static func u16be(_ v: Int) -> [UInt8] { [UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
  static func u32be(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
  static func u16le(_ v: Int) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF)] }
  static func u32le(_ v: Int) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 24 & 0xFF)] }

  static func box(_ type: String, _ payload: [UInt8]) -> [UInt8] {
    u32be(8 + payload.count) + Array(type.utf8) + payload
  }

  static func uuidBox(_ uuid: [UInt8], _ payload: [UInt8]) -> [UInt8] {
    u32be(24 + payload.count) + Array("uuid".utf8) + uuid + payload
  }

  /// A CR3-shaped file (lclevy/canon_cr3 layout): ftyp `crx `, moov with the Canon uuid box
  /// holding a THMB with `thumbnail`, and the preview uuid box holding a PRVW with `preview`.
  static func cr3(thumbnail: [UInt8], thumbnailSize: (Int, Int), preview: [UInt8], previewSize: (Int, Int)) -> [UInt8] {
    let ftyp = box("ftyp", Array("crx ".utf8) + u32be(1) + Array("crx isom".utf8))
    let thmb = box("THMB", [0, 0, 0, 0] + u16be(thumbnailSize.0) + u16be(thumbnailSize.1) + u32be(thumbnail.count) + u32be(0x0001_0000) + thumbnail)
    let moov = box("moov", uuidBox(CR3UUIDs.canonMetadata, box("CNCV", Array("CanonCR3_001/00.09.00/00.00.00".utf8)) + thmb))
    let prvw = box("PRVW", u32be(0) + u16be(1) + u16be(previewSize.0) + u16be(previewSize.1) + u16be(1) + u32be(preview.count) + preview)
    let previewBox = uuidBox(CR3UUIDs.canonPreview, [UInt8](repeating: 0, count: 8) + prvw)
    return ftyp + moov + previewBox + box("mdat", [UInt8](repeating: 0, count: 16))
  }

  /// A little-endian TIFF: IFD0 (8x8 grey strip, Orientation `orientation`) and IFD1 holding
  /// `thumbnail` through JPEGInterchangeFormat/Length.
  static func tiffWithThumbnail(_ thumbnail: [UInt8], orientation: Int) -> [UInt8] {
    func entry(_ tag: Int, _ type: Int, _ count: Int, _ value: Int) -> [UInt8] {
      u16le(tag) + u16le(type) + u32le(count) + (type == 3 && count == 1 ? u16le(value) + [0, 0] : u32le(value))
    }
    let ifd0Offset = 8
    let ifd0Count = 6
    let ifd1Offset = ifd0Offset + 2 + ifd0Count * 12 + 4
    let ifd1Count = 3
    let pixels = ifd1Offset + 2 + ifd1Count * 12 + 4
    let thumbOffset = pixels + 64
    var out: [UInt8] = Array("II".utf8) + u16le(42) + u32le(ifd0Offset)
    out += u16le(ifd0Count)
    out += entry(0x0100, 3, 1, 8) + entry(0x0101, 3, 1, 8) + entry(0x0103, 3, 1, 1)
    out += entry(0x0111, 4, 1, pixels) + entry(0x0112, 3, 1, orientation) + entry(0x0117, 4, 1, 64)
    out += u32le(ifd1Offset)
    out += u16le(ifd1Count)
    out += entry(0x0103, 3, 1, 6) + entry(0x0201, 4, 1, thumbOffset) + entry(0x0202, 4, 1, thumbnail.count)
    out += u32le(0)
    out += [UInt8](repeating: 0x80, count: 64)
    return out + thumbnail
  }
}
