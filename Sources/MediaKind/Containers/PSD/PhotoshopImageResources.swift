/// The image resource blocks of a Photoshop document (PSD/PSB), also used by other formats
/// that embed them (MIFF `profile-iptc`).
///
/// ```
/// PSD  0 "8BPS" 4 u16 version 6 reserved(6) 12 u16 channels 14 u32 height 18 u32 width
///      22 u16 depth 24 u16 colour mode                               (26 bytes)
///      26 u32 colour mode data length, data
///      .. u32 image resources length, then blocks:
/// block  "8BIM" (or "MeSa", "PHUT", "AgHg", "DCSR")  u16 id
///        Pascal name: u8 length + text, padded to an even total   u32 data size
///        data, padded to an even size
/// ```
/// Ids read here: 0x0422 EXIF data 1 (a bare TIFF structure), 0x0424 XMP packet.
/// Spec: Adobe Photoshop File Formats Specification (2013), "Image Resources Section" and
/// "Image Resource IDs"; ExifTool `Photoshop.pm`.
struct PhotoshopImageResources {
  struct Resource: Sendable, Hashable {
    let id: UInt16
    let dataOffset: Int
    let size: Int
  }

  private(set) var resources: [Resource] = []
  /// Damage met on the way (empty for a clean walk).
  private(set) var diagnostic: Diagnostic?

  static let signatures: Set<FourCC> = ["8BIM", "MeSa", "PHUT", "AgHg", "DCSR"]

  /// The blocks of the image resources section of a PSD/PSB file.
  static func psd(_ source: ByteSource, maxEntries: Int) -> PhotoshopImageResources {
    guard let colourModeLength = source.read(at: 26, count: 4).integer(at: 0, as: UInt32.self)
    else {
      return PhotoshopImageResources(
        diagnostic: Diagnostic(.truncated, at: "PSD", "header truncated"))
    }
    let lengthAt = 30 + Int(colourModeLength)
    guard let length = source.read(at: lengthAt, count: 4).integer(at: 0, as: UInt32.self) else {
      return PhotoshopImageResources(diagnostic: Diagnostic(.missing, at: "PSD", "no image resources section"))
    }
    return PhotoshopImageResources(
      source, from: lengthAt + 4, to: min(source.size, lengthAt + 4 + Int(length)),
      maxEntries: maxEntries)
  }

  private init(diagnostic: Diagnostic) { self.diagnostic = diagnostic }

  /// The blocks between `start` and `end`.
  init(_ source: ByteSource, from start: Int, to end: Int, maxEntries: Int) {
    var position = start
    for _ in 0..<maxEntries {
      guard position + 12 <= end else { return }
      let header = source.read(at: position, count: 8 + 256)
      guard let signature = header.integer(at: 0, as: UInt32.self),
        Self.signatures.contains(FourCC(signature)),
        let id = header.integer(at: 4, as: UInt16.self),
        let nameLength = header.integer(at: 6, as: UInt8.self)
      else {
        diagnostic = Diagnostic(.malformed, at: "Photoshop resources", "no block signature at \(position)")
        return
      }
      let nameTotal = (1 + Int(nameLength) + 1) & ~1
      let sizeAt = position + 6 + nameTotal
      guard let size = source.read(at: sizeAt, count: 4).integer(at: 0, as: UInt32.self) else {
        return
      }
      let dataOffset = sizeAt + 4
      guard Int(size) <= end - dataOffset else {
        diagnostic = Diagnostic(.truncated, at: "Photoshop resources", "block 0x\(String(id, radix: 16)) overruns the section")
        return
      }
      resources.append(Resource(id: id, dataOffset: dataOffset, size: Int(size)))
      position = dataOffset + (Int(size) + 1) & ~1
    }
  }
}
