/// What an auxiliary image's own metadata says it is: an HDR gain map or a depth/disparity
/// map (or portrait matte). Used on the secondary images of a JPEG's MPF index.
///
/// Evidence, each with its source:
/// | Property (XMP) | Value | Means | Source |
/// |---|---|---|---|
/// | `HDRGainMap:HDRGainMapVersion` | any | Apple gain map | ExifTool XMP2.pl `%HDRGainMap`; `Docs/DetectionRules.md` "HDR and gain maps" |
/// | `apdi:AuxiliaryImageType` | `urn:com:apple:photo:2020:aux:hdrgainmap` | Apple gain map | ExifTool XMP2.pl `%apdi`; `Docs/DetectionRules.md` "HDR and gain maps" |
/// | `hdrgm:Version` | any | Adobe / Ultra HDR gain map | Adobe Gain Map spec 1.0; google/libultrahdr; `Docs/DetectionRules.md` "HDR and gain maps" |
/// | `apdi:AuxiliaryImageType` | `…auxid:2`, `…:aux:depth`, `…:aux:disparity`, `depth`, `disparity` | depth/disparity | `Docs/DetectionRules.md` "Depth effect"; HEIF auxC URNs |
/// | `apdi:AuxiliaryImageType` | `urn:com:apple:photo:2018:aux:portraiteffectsmatte` | portrait matte | `Docs/DetectionRules.md` "Depth effect" |
/// | `depthData:*` | any | Apple depth data | ExifTool XMP2.pl `%depthData` |
/// | `GDepth:*`, `DepthMap:*` | any | Google depth map / Dynamic Depth | Google Depth Map XMP; `Docs/DetectionRules.md` "Depth effect" |
///
/// Semantic segmentation mattes (skin, hair, teeth, glasses, sky) are neither: they do not
/// carry depth (`Docs/DetectionRules.md` "Depth effect" lists them apart).
enum AuxiliaryImageKind {
  /// APP2 signature of an ISO 21496-1 gain-map metadata segment (ExifTool `JPEG.pm`).
  static let isoGainMapSignature: StaticString = "urn:iso:std:iso:ts:21496:-1\0"

  /// The Apple gain-map auxiliary-image URN.
  static let appleGainMapURN = "urn:com:apple:photo:2020:aux:hdrgainmap"

  /// A description of the gain map `packet` declares, or nil.
  static func gainMap(in packet: XMPPacket) -> String? {
    if let version = packet.value("HDRGainMap:HDRGainMapVersion") {
      return "Apple HDRGainMap version \(version)"
    }
    if let type = packet.value("apdi:AuxiliaryImageType"), type == appleGainMapURN {
      return "apdi:AuxiliaryImageType \(type)"
    }
    if let version = packet.value("hdrgm:Version") {
      return "Adobe/Ultra HDR hdrgm:Version \(version)"
    }
    return nil
  }

  /// A description of the depth/disparity map (or portrait matte) `packet` declares, or nil.
  static func depth(in packet: XMPPacket) -> String? {
    if let type = packet.value("apdi:AuxiliaryImageType"), isDepthType(type) {
      return "apdi:AuxiliaryImageType \(type)"
    }
    let names = packet.properties.keys.sorted()
    for prefix in ["depthData:", "GDepth:", "DepthMap:"] {
      if let name = names.first(where: { $0.hasPrefix(prefix) }) {
        return "XMP \(name)"
      }
    }
    return nil
  }

  /// Whether an auxiliary-image type names depth, disparity or the portrait effects matte.
  static func isDepthType(_ type: String) -> Bool {
    let lower = type.lowercased()
    return lower.hasSuffix("auxid:2") || lower.hasSuffix(":aux:depth")
      || lower.hasSuffix(":aux:disparity") || lower == "depth" || lower == "disparity"
      || lower.contains("portraiteffectsmatte")
  }
}
