/// JPEG: walks the marker segments up to the first scan (SOS): SOFn for size, APP1 EXIF, XMP
/// and Extended XMP, APP2 MPF and ISO 21496-1 gain-map segments. Entropy-coded data is not
/// decoded. Then, where the source allows: the secondary images the MPF index lists (gain
/// maps, depth maps), the Google Motion Photo video the XMP points to, and the Samsung SEF
/// trailer.
///
/// ```
/// FF D8 (SOI), then segments: FF mm u16be length (includes itself) payload
/// SOFn (C0-CF except C4 DHT, C8 JPG, CC DAC): precision, u16 height, u16 width
/// APP1 "Exif\0\0" + TIFF   APP1 "http://ns.adobe.com/xap/1.0/\0" + XMP
/// APP1 "http://ns.adobe.com/xmp/extension/\0" + GUID(32) + u32 full length + u32 offset
/// APP2 "MPF\0" + TIFF-style MP index IFD     APP2 "urn:iso:std:iso:ts:21496:-1\0" + gain map
/// APP2 "ICC_PROFILE\0" + u8 sequence (1…) + u8 count + profile chunk (ICC.1 Annex B.4)
/// ... FF DA (SOS) scan data ... FF D9 (EOI) [MPF images] [motion photo MP4] [SEF trailer]
/// ```
/// Spec: ITU-T T.81 §B.1.1; EXIF 2.32 §4.5.4; XMP Part 3 §1.1.3; CIPA DC-007 §5.2;
/// ISO 21496-1 (ExifTool `JPEG.pm`); `Docs/DetectionRules.md` "EXIF", "XMP", "Motion photos", "HDR and gain maps" and "Depth effect".
///
/// In the fast path every read is confined to the head, so only what the head proves is
/// recorded: a video or a secondary image outside the head is never assumed.
struct JPEGProbe: Probe {
  let id = "jpeg"

  /// Secondary MPF images inspected, and segments read in each.
  static let maxSecondaryImages = 8
  static let maxSecondarySegments = 16

  /// The facts the probe reads back from what it recorded (`FactReaders`): the Extended XMP
  /// GUID and the Ultra HDR container's gain-map claim.
  static let requires: [FactKey] = [.xmpNoteHasExtendedXMP, .xmpHdrgmVersion, .xmpItemSemantic]

  func accepts(_ format: FormatDescriptor) -> Bool { format.family == .jpeg }

  func run(on input: ProbeInput, into facts: inout MediaFacts) {
    let source = input.source
    var reader = JPEGSegmentReader(source: source, start: 2, maxSegments: input.budget.maxEntries)
    var sawSOF = false
    var mainXMP: ArraySlice<UInt8>?
    var extended = ExtendedXMP()
    var index: MPFIndex?
    var scanStart: Int?
    while let segment = reader.next() {
      switch segment.marker {
      case 0xC0...0xCF
      where segment.marker != 0xC4 && segment.marker != 0xC8 && segment.marker != 0xCC:
        if !sawSOF {
          let sof = Self.prefix(of: segment, count: 5, in: source)
          if let h = sof.integer(at: 1, as: UInt16.self),
            let w = sof.integer(at: 3, as: UInt16.self)
          {
            facts.pixelWidth = Int(w)
            facts.pixelHeight = Int(h)
            sawSOF = true
          }
        }
      case 0xE1:
        readAPP1(
          segment, reader: reader, input: input, mainXMP: &mainXMP, extended: &extended,
          into: &facts)
      case 0xE2:
        let prefix = Self.prefix(of: segment, count: 28, in: source)
        if prefix.matches(ascii: MPFIndex.signature, at: 0) {
          facts.record(.jpegMPFPresent, .bool(true), at: "APP2/MPF")
          if index == nil, let payload = reader.payload(of: segment) {
            index = MPFIndex(payload: payload, payloadOffset: segment.payloadOffset)
            if let index {
              facts.record(.jpegMPFImageCount, .int(index.entries.count), at: "APP2/MPF 0xB002")
            } else {
              facts.diagnose(.missing, at: "JPEG", "APP2 MPF segment without a readable MP index")
            }
          }
        } else if prefix.matches(ascii: "ICC_PROFILE\0", at: 0), prefix.count >= 14, prefix[12] == 1,
          facts.technical.colorProfile == nil, let payload = reader.payload(of: segment), payload.count > 14
        {
          // The first ICC_PROFILE chunk (sequence number 1); the description lies in it.
          facts.technical.colorProfile = ICCProfile.description(payload.dropFirst(14)).map(ColorProfileName.normalized)
        } else if prefix.matches(ascii: AuxiliaryImageKind.isoGainMapSignature, at: 0) {
          facts.record(
            .jpegISOGainMap, .string("ISO 21496-1 APP2 in the primary image"),
            at: "APP2 urn:iso:std:iso:ts:21496:-1")
        }
      case 0xDA:
        scanStart = segment.end
        // Every APPn segment of the primary image comes before its scan.
        facts.metadataSeenWhole = true
      default:
        break
      }
    }
    for note in reader.notes { facts.diagnose(.malformed, at: "JPEG", note) }
    switch reader.stop {
    case .damaged(let message)?: facts.diagnose(.malformed, at: "JPEG", message)
    case .segmentLimit?: facts.diagnose(.limit, at: "JPEG", "more than \(input.budget.maxEntries) segments")
    default: break
    }
    Self.assessIntegrity(stop: reader.stop, position: reader.position, source: source, into: &facts)
    if !sawSOF && (!source.limitedToHead || source.headIsWholeFile) {
      facts.diagnose(.missing, at: "JPEG", "no SOF segment before the scan data")
    }

    reassembleExtendedXMP(extended, into: &facts)
    if let index { inspectSecondaryImages(index, source: source, into: &facts) }
    recordUltraHDRPrimary(into: &facts)
    locateMotionPhoto(
      source: source, mainXMP: mainXMP, scanFrom: max(scanStart ?? 0, index?.endOfImages ?? 0),
      hasScan: scanStart != nil, into: &facts)
    SamsungSEF.decode(source, location: "Samsung SEF trailer", into: &facts)
  }

  /// The record's `integrity` (`Docs/DetectionRules.md`, "Integrity"). Entropy-coded data
  /// never holds `FF D9` (an `FF` in it is followed by `00` or a restart marker), so any
  /// `FF D9` after the scan starts is the end of the image, or lies in a trailer after it:
  /// the primary image is complete. Scan data that runs to the end of the file without one is
  /// truncated, and so are a segment declared past the end and a segment header cut short.
  /// Searched in the cheapest order:
  /// the file's last two bytes, its last 64 KiB, then back towards the scan 1 MiB at a time
  /// (a long trailer, such as a motion photo's video). A read the mode or the budget cuts
  /// short decides nothing.
  static func assessIntegrity(
    stop: JPEGSegmentReader.Stop?, position: Int, source: ByteSource, into facts: inout MediaFacts
  ) {
    let size = source.size
    switch stop {
    case .startOfScan(let scan)?:
      guard scan <= size, source.canRead(scan..<size) else { return }
      if source.tail(2) == [0xFF, 0xD9] {
        facts.integrity(.complete, at: "JPEG EOI", "EOI ends the file at offset \(size - 2)")
        return
      }
      let window = max(scan, size - 64 * 1024)
      var from = window
      var end = size
      while true {
        let bytes = source.read(at: from, count: end - from)
        guard bytes.count == end - from else { return }  // the read budget: undecided
        if let at = lastEndOfImage(in: bytes) {
          let offset = from + at
          facts.integrity(
            .complete, at: "JPEG EOI at offset \(offset)", "\(size - offset - 2) bytes of trailer follow it")
          return
        }
        guard from > scan else { break }
        // The next stretch back towards the scan (one byte of overlap for an FF D9 across reads).
        end = min(from + 1, size)
        from = max(scan, end - 1024 * 1024)
      }
      facts.integrity(
        .truncated, at: "JPEG scan data from offset \(scan)",
        "runs to the end of the file (\(size) bytes) without EOI")
    case .endOfData?:
      if position > size {
        facts.integrity(
          .truncated, at: "JPEG segment before offset \(position)",
          "declares more bytes than the file holds (\(size) bytes)")
      } else if position < size, size - position < 4, source.canRead(position..<size) {
        facts.integrity(
          .truncated, at: "JPEG marker at offset \(position)", "only \(size - position) bytes of a segment header left")
      }
      // Segments that end exactly with the file, before any scan, are no proof of a cut (a
      // file of headers only, as some test suites write): no verdict.
    default:
      break
    }
  }

  /// The offset of the last `FF D9` in `bytes`, if any.
  private static func lastEndOfImage(in bytes: [UInt8]) -> Int? {
    var i = bytes.count - 2
    while i >= 0 {
      if bytes[i + 1] == 0xD9, bytes[i] == 0xFF { return i }
      i -= 1
    }
    return nil
  }

  /// The first `count` bytes of `segment`'s payload, never more than the payload holds: a
  /// signature must lie inside its segment. (Reading past a short segment once matched an XMP
  /// signature across the segment's end, and `payload[29...]` trapped on the 16-byte payload:
  /// Samples/broken/jpeg/xmp-signature-across-segment-end.jpg, found by FuzzJPEG.)
  static func prefix(of segment: JPEGSegmentReader.Segment, count: Int, in source: ByteSource)
    -> [UInt8]
  {
    source.read(at: segment.payloadOffset, count: min(count, segment.payloadLength))
  }

  /// Where the XMP packet starts in an APP1 payload that begins with `prefix`, or nil when
  /// the segment holds no XMP. The standard header is `http://ns.adobe.com/xap/1.0/` and a
  /// NUL (XMP part 3 §1.1.3); writers also put spaces before the NUL (Photoshop CS3 era,
  /// Lightroom through old ExifTool), write `XMP\0`, or start the packet at once. ExifTool
  /// reads all of these (Docs/AddingAFormat.md, "Metadata headers writers vary", under "Rules the probes share").
  static func xmpPacketStart(_ prefix: [UInt8]) -> Int? {
    let header = Array("http://ns.adobe.com/xap/1.0/".utf8)
    if prefix.starts(with: header) {
      var index = header.count
      while index < prefix.count, prefix[index] == 0x20 { index += 1 }
      return index < prefix.count && prefix[index] == 0 ? index + 1 : nil
    }
    if prefix.matches(ascii: "XMP\0", at: 0) { return 4 }
    if prefix.matches(ascii: "<?xpacket", at: 0) || prefix.matches(ascii: "<x:xmpmeta", at: 0) { return 0 }
    return nil
  }

  // MARK: - APP1

  private func readAPP1(
    _ segment: JPEGSegmentReader.Segment, reader: JPEGSegmentReader, input: ProbeInput,
    mainXMP: inout ArraySlice<UInt8>?, extended: inout ExtendedXMP, into facts: inout MediaFacts
  ) {
    let source = input.source
    let prefix = Self.prefix(of: segment, count: 35, in: source)
    if prefix.matches(ascii: "Exif\0\0", at: 0) {
      // A partial EXIF payload (fast path, head ends inside it) still proves what it holds:
      // every offset is checked against the bytes present.
      if source.limitedToHead {
        // Read in place in the head (what `read` would copy out: the payload up to the end of
        // the segment or of the head).
        let head = source.head(through: segment.payloadOffset + segment.payloadLength)
        let end = min(segment.payloadOffset + segment.payloadLength, head.count)
        ExifPayload.decode(
          head, tiffStart: segment.payloadOffset + 6,
          end: max(end, segment.payloadOffset), origin: segment.payloadOffset,
          location: "APP1/Exif", mode: input.mode, into: &facts)
      } else {
        let payload = source.read(at: segment.payloadOffset, count: segment.payloadLength)
        ExifPayload.decode(
          payload, tiffStart: 6, location: "APP1/Exif", mode: input.mode, into: &facts)
      }
    } else if let start = Self.xmpPacketStart(prefix) {
      guard let payload = reader.payload(of: segment), start <= payload.count else { return }
      let packet = payload[start...]  // shares the payload: no second copy
      if mainXMP == nil { mainXMP = packet }
      XMPPacket.decode(packet, location: "APP1/XMP", into: &facts)
    } else if prefix.matches(ascii: ExtendedXMP.signature, at: 0) {
      guard let payload = reader.payload(of: segment) else { return }
      if !extended.add(payload, maxLength: input.budget.maxPayload) {
        facts.diagnose(.malformed, at: "JPEG", "malformed Extended XMP chunk at offset \(segment.offset)")
      }
    }
  }

  /// Decodes the Extended XMP packet the main packet names in `xmpNote:HasExtendedXMP`.
  private func reassembleExtendedXMP(_ extended: ExtendedXMP, into facts: inout MediaFacts) {
    guard !extended.guids.isEmpty else { return }
    guard let guid = facts[.xmpNoteHasExtendedXMP]?.value.string else {
      facts.diagnose(.inconsistent, at: "JPEG", "Extended XMP chunks without xmpNote:HasExtendedXMP in the main XMP")
      return
    }
    guard let packet = extended.packet(guid: guid) else {
      facts.diagnose(.inconsistent, at: "JPEG", "Extended XMP \(guid) is incomplete or missing")
      return
    }
    XMPPacket.decode(packet, location: "APP1/ExtendedXMP", into: &facts)
  }

  // MARK: - MPF secondary images

  /// Reads the first segments of each secondary image the MPF index lists and records gain
  /// maps (`JPEG.MPF.GainMap`), depth maps (`JPEG.MPF.Depth`) and ISO 21496-1 segments.
  private func inspectSecondaryImages(
    _ index: MPFIndex, source: ByteSource, into facts: inout MediaFacts
  ) {
    for (number, entry) in index.entries.enumerated().dropFirst().prefix(Self.maxSecondaryImages) {
      let start = index.fileOffset(of: entry)
      guard entry.offset > 0, start < source.size else { continue }
      let soi = source.read(at: start, count: 3)
      guard soi.count == 3 else { continue }  // not readable here (fast path) or past the end
      guard soi.matches([0xFF, 0xD8, 0xFF], at: 0) else {
        facts.diagnose(.malformed, at: "JPEG", "MPF image \(number + 1) at offset \(start) does not start with SOI")
        continue
      }
      let location = "MPF image \(number + 1) at offset \(start)"
      var reader = JPEGSegmentReader(
        source: source, start: start + 2, maxSegments: Self.maxSecondarySegments)
      while let segment = reader.next() {
        switch segment.marker {
        case 0xE1:
          let prefix = Self.prefix(of: segment, count: 35, in: source)
          guard let start = Self.xmpPacketStart(prefix), let payload = reader.payload(of: segment),
            start <= payload.count
          else { continue }
          let packet = XMPPacket(payload[start...])
          if let gainMap = AuxiliaryImageKind.gainMap(in: packet) {
            facts.record(.jpegMPFGainMap, .string(gainMap), at: "\(location) APP1/XMP")
          }
          if let depth = AuxiliaryImageKind.depth(in: packet) {
            facts.record(.jpegMPFDepth, .string(depth), at: "\(location) APP1/XMP")
          }
        case 0xE2:
          let prefix = Self.prefix(of: segment, count: 28, in: source)
          if prefix.matches(ascii: AuxiliaryImageKind.isoGainMapSignature, at: 0) {
            facts.record(
              .jpegISOGainMap, .string("ISO 21496-1 APP2 in MPF image \(number + 1)"),
              at: "\(location) APP2 urn:iso:std:iso:ts:21496:-1")
          }
        default:
          break
        }
      }
    }
  }

  /// Ultra HDR: the primary's XMP declares `hdrgm:Version` and a Container item with the
  /// GainMap semantic (google/libultrahdr; `Docs/DetectionRules.md` "HDR and gain maps").
  private func recordUltraHDRPrimary(into facts: inout MediaFacts) {
    guard let version = facts[.xmpHdrgmVersion],
      let semantic = facts[.xmpItemSemantic]
    else { return }
    let semantics: [String]
    switch semantic.value {
    case .strings(let list): semantics = list
    default: semantics = [semantic.value.string ?? ""]
    }
    guard semantics.contains(where: { $0.lowercased() == "gainmap" }) else { return }
    facts.record(
      .jpegMPFGainMap,
      .string("Ultra HDR: primary XMP hdrgm:Version \(version.value) + Container GainMap item"),
      at: version.source)
  }

  // MARK: - Motion photo

  private func locateMotionPhoto(
    source: ByteSource, mainXMP: ArraySlice<UInt8>?, scanFrom: Int, hasScan: Bool,
    into facts: inout MediaFacts
  ) {
    let directory = mainXMP.flatMap { ContainerDirectory(xmp: $0) }
    let outcome = GoogleMotionPhoto.locate(
      source: source, facts: facts, directory: directory, scanFrom: hasScan ? scanFrom : nil)
    switch outcome {
    case .verified(_, let description, let location):
      facts.record(.motionPhotoVideo, .string(description), at: location)
    case .unverified(let message):
      facts.diagnose(.malformed, at: "JPEG", message)
    case .notClaimed, .notReadable:
      break
    }
  }
}
