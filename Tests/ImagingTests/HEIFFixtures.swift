/// HEIF files made in the test from real HEVC: a 64x48 primary and a 32x24 `thmb` thumbnail
/// (x265 intra frames of FFmpeg's `testsrc` pattern at QP 42, made once with
/// `ffmpeg -f lavfi -i testsrc=size=64x48 -frames:v 1 -pix_fmt yuv420p -c:v libx265
/// -x265-params keyint=1:qp=42 -f hevc`, their VPS/SPS/PPS put into `hvcC` boxes and the slice
/// into 4-byte length-prefixed item data). Samples holds no HEVC that decodes: its HEIF files
/// are structure only.
enum HEIFFixtures {
  /// A HEIF shaped like an iPhone HEIC of iOS 18: besides the primary and its thumbnail, a
  /// `tmap` (tone map) item and an Exif item that describes it (`cdsc` → tmap). libheif before
  /// 1.18 rejects the whole file ("Metadata not correctly assigned to image": it does not know
  /// `tmap` as an image), though every byte of it is where it should be. With `truncated`, the
  /// file is cut inside the primary's data: damaged, whatever the decoder.
  static func toneMapped(truncated: Bool = false) -> [UInt8] {
    let tmap: [UInt8] = [0, 0, 0, 0]
    let exif: [UInt8] = [0, 0, 0, 0] + Array("II".utf8) + [42, 0, 8, 0, 0, 0, 0, 0, 0, 0, 0, 0]
    let items: [(id: Int, type: String, data: [UInt8])] = [
      (1, "hvc1", primaryData), (2, "hvc1", thumbnailData), (3, "tmap", tmap), (4, "Exif", exif),
    ]
    func box(_ type: String, _ payload: [UInt8]) -> [UInt8] { ImagingFixtures.box(type, payload) }
    func full(_ type: String, _ payload: [UInt8], version: UInt8 = 0) -> [UInt8] { box(type, [version, 0, 0, 0] + payload) }
    let u16 = ImagingFixtures.u16be
    let u32 = ImagingFixtures.u32be
    let ftyp = box("ftyp", Array("heic".utf8) + u32(0) + Array("mif1MiHBMiHEMiPrmiafheictmap".utf8))
    let hdlr = full("hdlr", u32(0) + Array("pict".utf8) + u32(0) + u32(0) + u32(0) + [0])
    let pitm = full("pitm", u16(1))
    let iinf = full("iinf", u16(items.count) + items.flatMap { full("infe", u16($0.id) + u16(0) + Array($0.type.utf8) + [0], version: 2) })
    func reference(_ type: String, from: Int, to: Int) -> [UInt8] { box(type, u16(from) + u16(1) + u16(to)) }
    let iref = full("iref", reference("thmb", from: 2, to: 1) + reference("cdsc", from: 4, to: 3))
    func ispe(_ w: Int, _ h: Int) -> [UInt8] { full("ispe", u32(w) + u32(h)) }
    let ipco = box("ipco", primaryHVCC + ispe(64, 48) + thumbnailHVCC + ispe(32, 24) + ispe(64, 48))
    let ipma = full("ipma", u32(3) + u16(1) + [2, 0x81, 2] + u16(2) + [2, 0x83, 4] + u16(3) + [1, 5])
    let iprp = box("iprp", ipco + ipma)
    func iloc(_ base: Int) -> [UInt8] {
      var offset = base
      var entries: [UInt8] = []
      for item in items {
        entries += u16(item.id) + u16(0) + u16(1) + u32(offset) + u32(item.data.count)
        offset += item.data.count
      }
      return full("iloc", [0x44, 0x00] + u16(items.count) + entries)
    }
    let before = hdlr + pitm + iinf + iref + iprp
    let metaLength = 12 + before.count + iloc(0).count
    let meta = full("meta", before + iloc(ftyp.count + metaLength + 8))
    let data = items.flatMap(\.data)
    let file = ftyp + meta + u32(8 + data.count) + Array("mdat".utf8) + data
    return truncated ? Array(file.prefix(ftyp.count + metaLength + 8 + primaryData.count / 2)) : file
  }

  static func hex(_ text: String) -> [UInt8] {
    var bytes: [UInt8] = []
    var index = text.startIndex
    while index < text.endIndex {
      let next = text.index(index, offsetBy: 2)
      bytes.append(UInt8(text[index..<next], radix: 16)!)
      index = next
    }
    return bytes
  }

  /// hvcC box of the 64x48 primary.
  static let primaryHVCC: [UInt8] = hex(
    "0000007268766343010408000003009fa800000300f000fcfdf8f800000f03a00001001740010c01ffff040800000300" +
    "9fa800000300001eba0240a1000100274201010408000003009fa800000300001ea02083165ba4a4c2f0168080000003" +
    "00800000030084a2000100064401c0718112"
  )
  /// item data (length-prefixed NAL units) of the 64x48 primary.
  static let primaryData: [UInt8] = hex(
    "0000019e2801ac3580b0bc9aad7f99c416690420d836c965f013015d33742cdb99c6b7ca2ec2c3da7237a0b45cde5ce3" +
    "fff4555c3eb4426e31360b72d75cc799597a1968c06290d403c5599d2c17e5a41e38cf473af7e07414fb836cffa342b5" +
    "64f4ef650809e8c2b9b1cb679e492bed44f26aa74a795b40b6d4b709d65252e2b81e7adaa6d6ff2615ad101c2eb44e93" +
    "d29caee9c5e2d6d99100e81b9937332e3e53a5cf2ff02993406f4f2da055df607b2eed967aaf3e80e265daa2b0f79081" +
    "f03981da1ecb689c4f8e9d59e05d3816e6a3272764004c32bda76ffcc3b512da6cca043fb7f87b3cf85c68210f19cedc" +
    "fa558daf72315a9c4b2c2e4e472739ca77de637f5ad5381b2309f167afb1a3955afc593269670c2b953cb15f4944f851" +
    "08e137b13e1197e80a1f57ad5420ba7cb67b0b4c43cdba20410d0ed5fb6c3ee383a30e77961633d59ea3ec6dc34acc44" +
    "434fdf9b2c5f6b53c4ff480d8c4cbc285e2326ca44741f23049b32c83eaba5512b45181f3d946d48db4859c602c47540" +
    "c509eea582aa5485f5e482cf97afed80877ef58dae506a314777ee702ffdce628fc0"
  )
  /// hvcC box of the 32x24 thumbnail.
  static let thumbnailHVCC: [UInt8] = hex(
    "0000007268766343010408000003009fa800000300f000fcfdf8f800000f03a00001001740010c01ffff040800000300" +
    "9fa800000300001eba0240a1000100274201010408000003009fa800000300001ea042087cb96e96f0bc05a020000003" +
    "00200000030021a2000100064401c0718112"
  )
  /// item data (length-prefixed NAL units) of the 32x24 thumbnail.
  static let thumbnailData: [UInt8] = hex(
    "000000fd2801ac358033f36db93530c21a1fed5bf149807699ea86bb0f4d23657b07ca2cee9fee713ddf76098e1ed27f" +
    "ff0da0647f88861fb0aad906417cba52f860d995952aa0429136c8768fb49e4c1aa4143ffb5a6f03bca9925b4d555b9b" +
    "090e2896af6bd079db54196b9ad0640277ffd8a3de77ee04a1c6ea5d399c421234df2b384547d116b28e87f170388adf" +
    "082d429a498fcdeca5ec4c22cdf2c95f07ee870fc59797e12f1d6b4d184220b78eec10dd45dc864628cc2f1acb74f6a2" +
    "fd8e13d9a4461f87a4ddfff7d3ff3727c9774e5f3267294b47424015a309c774a449a388eba8585373c5f22c30550871" +
    "107440db0df95df0079fe360fbff0a2fc0"
  )
}
