/// One coded item of a HEIF file (a `thmb` thumbnail) rewritten as a HEIF file of its own,
/// in memory: that item as the primary image, with its own properties and bytes and nothing
/// else.
///
/// A HEIF decoder reads the whole `meta` box before it decodes any item, so a decoder that
/// rejects something elsewhere in the file (libheif 1.15 rejects an Exif item that describes a
/// `tmap` tone-map item, as an iPhone's HEIC of iOS 18 has) cannot give its thumbnail either.
/// The standalone file holds only what that one item needs:
///
/// ```
/// ftyp  heic (av01: avif), mif1
/// meta  hdlr 'pict' · pitm 1 · iinf (infe v2: item 1 of the item's type)
///       iprp (ipco: the item's property boxes, copied as they are; ipma: item 1 → 1…n)
///       iloc (item 1: one extent in the mdat below)
/// mdat  the item's bytes (its extents concatenated)
/// ```
/// Spec: ISO/IEC 23008-12 §6 and §9.3, ISO/IEC 14496-12 §8.11.
public enum HEIFItemFile {
  /// The largest item copied (a thumbnail is tens of kilobytes).
  public static let maxItemLength = 16 << 20

  /// Item types that are one coded image (a grid or overlay needs other items).
  static let codedTypes: Set<FourCC> = ["hvc1", "av01", "jpeg", "vvc1", "avc1"]
  /// Properties that change how the image is decoded or shown: marked essential.
  static let essentialProperties: Set<FourCC> = ["hvcC", "av1C", "vvcC", "avcC", "irot", "imir", "clap"]

  /// The standalone HEIF of item `itemID` of the file at `path`, or nil when the file has no
  /// such coded item, its bytes cannot be read whole, or it is larger than ``maxItemLength``.
  public static func standalone(path: String, itemID: UInt32) throws(InputFailure) -> [UInt8]? {
    let file = try InputFile.open(path: path)
    return standalone(ByteSource(file: file, limitedToHead: false, budget: .standard), itemID: itemID)
  }

  /// The standalone HEIF of item `itemID` of a file held in memory.
  public static func standalone(bytes: [UInt8], itemID: UInt32) -> [UInt8]? {
    standalone(ByteSource(bytes: bytes, headSize: InputFile.headSize, limitedToHead: false, budget: .standard), itemID: itemID)
  }

  /// Whether the HEIF file at `path` is whole as a container: a `pict` handler, a primary
  /// item that is declared, and every item's bytes inside the file (or its `idat`). A decoder
  /// that fails on such a file fails for a reason of its own (too old, a codec missing), not
  /// because the file is truncated. The item data themselves are not read.
  public static func isWhole(path: String) -> Bool {
    guard let file = try? InputFile.open(path: path) else { return false }
    let source = ByteSource(file: file, limitedToHead: false, budget: .standard)
    var walker = BoxWalker(budget: .standard)
    guard let graph = graph(source, walker: &walker), graph.handler == "pict",
      let primary = graph.primaryItemID, graph.item(primary) != nil
    else { return false }
    let size = UInt64(source.size)
    let idatSize = UInt64(graph.itemData?.payloadSize ?? 0)
    for location in graph.locations.values where location.dataReferenceIndex == 0 {
      for extent in location.extents {
        let (start, overflow) = location.baseOffset.addingReportingOverflow(extent.offset)
        let (end, overflow2) = start.addingReportingOverflow(extent.length)
        let limit: UInt64
        switch location.constructionMethod {
        case 0: limit = size
        case 1: limit = idatSize
        default: continue
        }
        guard !overflow, !overflow2, end <= limit else { return false }
      }
    }
    return true
  }

  private static func graph(_ source: ByteSource, walker: inout BoxWalker) -> HEIFItemGraph? {
    guard source.head.count >= 12, source.head.matches(ascii: "ftyp", at: 4),
      let header = walker.topLevelBoxes(of: source).first(where: { $0.type == "meta" }),
      let meta = walker.load(header, from: source)
    else { return nil }
    return HEIFItemGraph(meta: meta, walker: &walker)
  }

  static func standalone(_ source: ByteSource, itemID: UInt32) -> [UInt8]? {
    var walker = BoxWalker(budget: .standard)
    guard let graph = graph(source, walker: &walker) else { return nil }
    guard let type = graph.item(itemID)?.itemType, codedTypes.contains(type),
      let data = graph.data(of: itemID, from: source, limit: maxItemLength), !data.isEmpty
    else { return nil }
    let properties = graph.properties(of: itemID).map { (type: $0.type, bytes: Array($0.bytes[$0.header.offset..<$0.header.end])) }
    guard properties.count < 128 else { return nil }
    return file(type: type, properties: properties, data: data)
  }

  /// Writes the file: `type` coded `data` with its `properties` (whole boxes).
  static func file(type: FourCC, properties: [(type: FourCC, bytes: [UInt8])], data: [UInt8]) -> [UInt8] {
    let brand = ascii(type == "av01" ? "avif" : "heic")
    let ftyp = box("ftyp", brand + u32(0) + ascii("mif1") + brand)
    let hdlr = fullBox("hdlr", u32(0) + ascii("pict") + u32(0) + u32(0) + u32(0) + [0])
    let pitm = fullBox("pitm", u16(1))
    let infe = fullBox("infe", version: 2, u16(1) + u16(0) + u32(Int(type.rawValue)) + [0])
    let iinf = fullBox("iinf", u16(1) + infe)
    let associations = properties.indices.map { index -> UInt8 in
      UInt8(index + 1) | (essentialProperties.contains(properties[index].type) ? 0x80 : 0)
    }
    let ipma = fullBox("ipma", u32(1) + u16(1) + [UInt8(properties.count)] + associations)
    let iprp = box("iprp", box("ipco", properties.flatMap(\.bytes)) + ipma)
    // iloc v0: offset and length of 4 bytes, no base offset; the offset is filled in below.
    func iloc(_ offset: Int) -> [UInt8] {
      fullBox("iloc", [0x44, 0x00] + u16(1) + u16(1) + u16(0) + u16(1) + u32(offset) + u32(data.count))
    }
    let metaLength = 12 + hdlr.count + pitm.count + iinf.count + iprp.count + iloc(0).count
    let dataOffset = ftyp.count + metaLength + 8
    let meta = fullBox("meta", hdlr + pitm + iinf + iprp + iloc(dataOffset))
    return ftyp + meta + u32(8 + data.count) + ascii("mdat") + data
  }

  // MARK: - Writing boxes

  private static func box(_ type: String, _ payload: [UInt8]) -> [UInt8] {
    u32(8 + payload.count) + ascii(type) + payload
  }

  private static func fullBox(_ type: String, version: UInt8 = 0, _ payload: [UInt8]) -> [UInt8] {
    box(type, [version, 0, 0, 0] + payload)
  }

  private static func ascii(_ text: String) -> [UInt8] { Array(text.utf8) }

  private static func u16(_ value: Int) -> [UInt8] { [UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)] }

  private static func u32(_ value: Int) -> [UInt8] {
    [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
  }
}
