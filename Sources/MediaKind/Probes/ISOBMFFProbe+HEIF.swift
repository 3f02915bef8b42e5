/// HEIF/AVIF stills: what the item graph of the top-level `meta` box says.
///
/// ```
/// primary item (pitm) → ispe (for 'grid' the grid's own ispe, else the grid header)
///                     → clap (crop), irot (quarter turns, counter-clockwise), imir (ignored)
///                     → colr 'nclx': u16 primaries, u16 transfer, u16 matrix, u8 full range
/// 'Exif' item         → u32be offset to the TIFF header, then the TIFF structure
/// 'mime' item         → application/rdf+xml: an XMP packet
/// auxl references     → auxC: FullBox, NUL-terminated aux_type URN
/// grpl 'ster'         → two image items, each with cmin (intrinsics) and cmex (extrinsics)
///                       (or, visionOS 1: Apple `uuid` properties + SpatialMedia XMP)
/// grid item data      → u8 version, u8 flags, u8 rows-1, u8 columns-1,
///                       output_width, output_height (u16, or u32 when flags & 1)
/// ```
/// Spec: ISO/IEC 23008-12 §6.5.3 (ispe), §6.5.9 (clap), §6.5.10 (irot), §6.5.12 (imir),
/// §6.5.5 (colr), §6.5.8 (auxC), §6.6.2.3 (grid), §6.8 (ster), Annex A (Exif item);
/// ITU-T H.273 (nclx code points); libheif `Box_cmin`/`Box_cmex`; `Docs/DetectionRules.md` "Pixel size", "HDR and gain maps", "Depth effect" and "Spatial media".
extension ISOBMFFProbe {
  func readHEIF(
    meta: Box, input: ProbeInput, walker: inout BoxWalker, into facts: inout MediaFacts
  ) {
    let graph = HEIFItemGraph(meta: meta, walker: &walker)
    guard graph.handler == "pict" else { return }

    var types: [String] = []
    for item in graph.items {
      if let type = item.itemType?.description, !types.contains(type) { types.append(type) }
    }
    if !types.isEmpty { facts.record(.heifItemTypes, .strings(types), at: "meta/iinf") }

    guard let primary = graph.primaryItemID else {
      if !graph.items.isEmpty { facts.diagnose(.missing, at: "HEIF", "no primary item (pitm)") }
      return
    }
    if let type = graph.item(primary)?.itemType {
      facts.record(.heifPrimaryItemType, .string(type.description), at: "meta/pitm")
    }
    readPrimaryGeometry(graph, primary: primary, input: input, into: &facts)
    readColour(graph, primary: primary, into: &facts)
    readAuxiliaryTypes(graph, into: &facts)
    readStereoPair(graph, into: &facts)
    readMetadataItems(graph, primary: primary, input: input, into: &facts)
  }

  /// Stored size (ispe, cropped by clap) and rotation (irot) of the primary item.
  private func readPrimaryGeometry(
    _ graph: HEIFItemGraph, primary: UInt32, input: ProbeInput, into facts: inout MediaFacts
  ) {
    var size: (width: Int, height: Int)?
    if let ispe = graph.property("ispe", of: primary) {
      var r = ispe.reader(skipping: 4)
      if let w = try? r.readInteger(as: UInt32.self), let h = try? r.readInteger(as: UInt32.self),
        w > 0, h > 0
      {
        size = (Int(w), Int(h))
      }
    }
    if size == nil, graph.item(primary)?.itemType == "grid",
      let data = graph.data(of: primary, from: input.source, limit: 64)
    {
      size = Self.gridOutputSize(data)
    }
    if let (width, height) = size {
      let cropped = graph.property("clap", of: primary).flatMap {
        Self.cleanApertureSize($0, width: width, height: height)
      }
      facts.pixelWidth = cropped?.width ?? width
      facts.pixelHeight = cropped?.height ?? height
      facts.record(
        .heifImageSize, .string("\(width)x\(height)"), at: "meta/iprp ispe of item \(primary)")
    } else {
      facts.diagnose(.missing, at: "HEIF", "the primary item \(primary) has no ispe property")
    }
    // irot: u8, low two bits = angle in units of 90° anti-clockwise. Without irot the
    // container defines no rotation, and EXIF Orientation is informative only.
    var turns = 0
    if let irot = graph.property("irot", of: primary),
      let byte = irot.bytes.integer(at: irot.header.payloadStart, as: UInt8.self)
    {
      turns = Int(byte & 0x03)
      facts.record(.heifRotation, .int(turns * 90), at: "meta/iprp irot of item \(primary)")
    }
    facts.containerQuarterTurns = turns
  }

  /// `colr` `nclx` transfer characteristics of the primary item, else of its first input.
  private func readColour(_ graph: HEIFItemGraph, primary: UInt32, into facts: inout MediaFacts) {
    var candidates = [primary]
    if let inputs = graph.references("dimg").first(where: { $0.from == primary })?.to.first {
      candidates.append(inputs)
    }
    readColourProfile(graph, candidates: candidates, into: &facts)
    for item in candidates {
      for colr in graph.properties(of: item) where colr.type == "colr" {
        var r = colr.reader()
        guard let kind = try? r.fourCC(), kind == "nclx", (try? r.skip(2)) != nil,
          let transfer = try? r.readInteger(as: UInt16.self)
        else { continue }
        facts.record(
          .colorTransferCharacteristics, .int(Int(transfer)),
          at: "meta/iprp colr nclx of item \(item)")
        return
      }
    }
  }

  /// The record's `colorProfile` (Docs/CLI.md, "Technical facts"): an ICC profile's
  /// description (`colr` `prof` or `rICC`) first, else the profile an `nclx` triple names,
  /// of the primary item, else of its first input.
  private func readColourProfile(_ graph: HEIFItemGraph, candidates: [UInt32], into facts: inout MediaFacts) {
    var fromCodePoints: String?
    for item in candidates {
      for colr in graph.properties(of: item) where colr.type == "colr" {
        var r = colr.reader()
        guard let kind = try? r.fourCC() else { continue }
        if kind == "prof" || kind == "rICC", let name = ICCProfile.description(colr.payload.dropFirst(4)) {
          facts.technical.colorProfile = ColorProfileName.normalized(name)
          return
        }
        if kind == "nclx", fromCodePoints == nil, let primaries = try? r.readInteger(as: UInt16.self),
          let transfer = try? r.readInteger(as: UInt16.self)
        {
          fromCodePoints = ColorCodePoints.profile(primaries: Int(primaries), transfer: Int(transfer))
        }
      }
    }
    if let fromCodePoints { facts.technical.colorProfile = fromCodePoints }
  }

  /// `auxC` URNs of every auxiliary item (an `auxl` reference names it).
  private func readAuxiliaryTypes(_ graph: HEIFItemGraph, into facts: inout MediaFacts) {
    var urns: [String] = []
    for reference in graph.references("auxl") {
      guard let auxC = graph.property("auxC", of: reference.from) else { continue }
      var r = auxC.reader(skipping: 4)
      let urn = r.cString(maxLength: 1024)
      if !urn.isEmpty && !urns.contains(urn) { urns.append(urn) }
    }
    if !urns.isEmpty {
      facts.record(.heifAuxiliaryTypes, .strings(urns), at: "meta/iprp auxC of auxl items")
    }
  }

  /// Image item types (coded images and derivations), as opposed to metadata items (`Exif`,
  /// `mime`, `uri `). ISO/IEC 23008-12 §6.6, §6.7; ISO/IEC 23000-22 (MIAF); AV1-ISOBMFF.
  static let imageItemTypes: Set<FourCC> = [
    "hvc1", "av01", "avc1", "jpeg", "grid", "iden", "iovl", "unci", "j2k1", "vvc1", "evc1", "lhv1",
  ]

  /// A `ster` entity group whose first two entities are image items (HEIF.StereoGroup), and
  /// whether both views carry `cmin` + `cmex` (ISO/IEC 23008-12 §6.5.25-26, libheif
  /// `Box_cmin`/`Box_cmex`: HEIF.StereoPair). A group with one image does not count.
  ///
  /// Apple's own `uuid` item properties on both views are recorded
  /// (HEIF.StereoAppleProperties) but are not enough for a spatial photo: iPhone 15 Pro
  /// HEICs that Photos does not show as Spatial carry a `ster` group of two images with them
  /// too (a real file contradicts the correction in `Docs/DetectionRules.md` "Spatial media"). A visionOS 1
  /// spatial photo is told by its SpatialMedia XMP (the rule `heif-stereo-group-with-spatial-xmp`).
  private func readStereoPair(_ graph: HEIFItemGraph, into facts: inout MediaFacts) {
    for group in graph.groups where group.type == "ster" && group.entityIDs.count >= 2 {
      let views = group.entityIDs.prefix(2)
      guard Set(views).count == 2,
        views.allSatisfy({ id in graph.item(id).flatMap(\.itemType).map(Self.imageItemTypes.contains) == true })
      else { continue }
      let location = "meta/grpl ster group \(group.groupID)"
      facts.record(.heifStereoGroup, .int(2), at: location)
      if views.allSatisfy({ graph.property("uuid", of: $0) != nil }) {
        facts.record(.heifStereoAppleProperties, .int(1), at: location)
      }
      if views.allSatisfy({ graph.property("cmin", of: $0) != nil && graph.property("cmex", of: $0) != nil }) {
        facts.record(.heifStereoPair, .int(1), at: location)
        return
      }
    }
  }

  /// The Exif item (the one describing the primary first) and XMP `mime` items.
  private func readMetadataItems(
    _ graph: HEIFItemGraph, primary: UInt32, input: ProbeInput, into facts: inout MediaFacts
  ) {
    let describesPrimary = Set(
      graph.references("cdsc").filter { $0.to.contains(primary) }.map(\.from))
    let exifItems = graph.items.filter { $0.itemType == "Exif" }
      .sorted { describesPrimary.contains($0.itemID) && !describesPrimary.contains($1.itemID) }
    if let exif = exifItems.first,
      let payload = graph.data(of: exif.itemID, from: input.source, limit: input.budget.maxPayload)
    {
      if let start = Self.tiffStart(inExifItem: payload) {
        ExifPayload.decode(
          payload, tiffStart: start, location: "HEIF/Exif item", mode: input.mode, into: &facts)
      } else {
        facts.diagnose(.missing, at: "HEIF", "Exif item \(exif.itemID) has no TIFF header")
      }
    }
    let xmpItems = graph.items.filter {
      $0.itemType == "mime" && $0.contentType?.lowercased().hasPrefix("application/rdf+xml") == true
    }
    // Every XMP item, the primary's first (a stereo pair can describe each view, and Apple's
    // SpatialMedia packet need not describe the primary); the first value of a property wins.
    let orderedXMP = xmpItems.sorted {
      describesPrimary.contains($0.itemID) && !describesPrimary.contains($1.itemID)
    }
    for xmp in orderedXMP.prefix(8) {
      guard let packet = graph.data(of: xmp.itemID, from: input.source, limit: input.budget.maxPayload)
      else { continue }
      XMPPacket.decode(packet, location: "HEIF/XMP item \(xmp.itemID)", into: &facts)
    }
  }

  // MARK: - Helpers

  /// Where the TIFF header of an `Exif` item starts: after the u32be offset (ISO/IEC
  /// 23008-12 Annex A.2.1). Writers that put "Exif\0\0" there, or a wrong offset, are
  /// tolerated when a TIFF byte-order mark is found at 4 or 10 instead.
  static func tiffStart(inExifItem payload: [UInt8]) -> Int? {
    func isTIFF(_ i: Int) -> Bool {
      payload.matches([0x49, 0x49, 0x2A, 0x00], at: i) || payload.matches([0x4D, 0x4D, 0x00, 0x2A], at: i)
    }
    if let offset = payload.integer(at: 0, as: UInt32.self), offset < UInt32(Int32.max) {
      let start = 4 + Int(offset)
      if isTIFF(start) { return start }
      if payload.matches(ascii: "Exif\0\0", at: start), isTIFF(start + 6) { return start + 6 }
    }
    return [4, 10].first(where: isTIFF)
  }

  /// The output size of a `grid` derived image.
  static func gridOutputSize(_ data: [UInt8]) -> (width: Int, height: Int)? {
    guard let flags = data.integer(at: 1, as: UInt8.self) else { return nil }
    if flags & 1 != 0 {
      guard let w = data.integer(at: 4, as: UInt32.self),
        let h = data.integer(at: 8, as: UInt32.self), w > 0, h > 0
      else { return nil }
      return (Int(w), Int(h))
    }
    guard let w = data.integer(at: 4, as: UInt16.self),
      let h = data.integer(at: 6, as: UInt16.self), w > 0, h > 0
    else { return nil }
    return (Int(w), Int(h))
  }

  /// The size after a clean aperture `clap` (eight u32/i32 fractions: width N/D, height N/D,
  /// horizontal offset N/D, vertical offset N/D); nil when it is degenerate or not a crop.
  static func cleanApertureSize(_ clap: Box, width: Int, height: Int) -> (width: Int, height: Int)? {
    var r = clap.reader()
    guard let wN = try? r.readInteger(as: UInt32.self),
      let wD = try? r.readInteger(as: UInt32.self), let hN = try? r.readInteger(as: UInt32.self),
      let hD = try? r.readInteger(as: UInt32.self), wD > 0, hD > 0
    else { return nil }
    let w = (Double(wN) / Double(wD)).rounded()
    let h = (Double(hN) / Double(hD)).rounded()
    guard w >= 1, h >= 1, w <= Double(width), h <= Double(height) else { return nil }
    return (Int(w), Int(h))
  }
}
