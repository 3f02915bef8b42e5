/// Finds the embedded images of a photo file without decoding any pixels: EXIF IFD1
/// thumbnails, JFIF extension (JFXX) thumbnails, MPF previews, HEIF `thmb` items, RAW JPEG previews and CR3 `THMB`/`PRVW`.
///
/// It reads the container structure only (the JPEG segments before the scan, TIFF IFDs, the
/// HEIF `meta` box, CR3 boxes), through a `ByteSource` with the standard ``ReadBudget``,
/// and checks every range it reports against the file size and for a JPEG start of image.
/// MPF entries are previews only when their MP type says "large thumbnail" *and* their own
/// metadata declares no gain map, depth or disparity map (ISO 21496-1 APP2, `hdrgm:`,
/// `HDRGainMap:`, `apdi:AuxiliaryImageType`, `GDepth:`/`DepthMap:`/`depthData:`); HEIF items
/// with an `auxC` property (alpha, depth, gain map) are never thumbnails. The file is opened
/// read-only and never written.
public enum EmbeddedImageScanner {
  /// The largest JPEG head read to find an embedded image's size and metadata.
  static let embeddedHeadSize = 64 * 1024

  /// Scans the file at `path`.
  public static func scan(path: String) throws(InputFailure) -> EmbeddedImageScan {
    try scanKeepingHead(path: path).scan
  }

  /// Scans the file at `path` and returns its first bytes too (up to 64 KiB), so an embedded
  /// image that lies inside them (most EXIF thumbnails) is used without reading the file again.
  public static func scanKeepingHead(path: String) throws(InputFailure) -> (scan: EmbeddedImageScan, head: [UInt8]) {
    let file = try InputFile.open(path: path)
    let source = ByteSource(file: file, limitedToHead: false, budget: .standard)
    return (scan(source), source.head)
  }

  /// Scans bytes held in memory (the same result as the file with these bytes).
  public static func scan(bytes: [UInt8]) -> EmbeddedImageScan {
    scan(ByteSource(bytes: bytes, headSize: InputFile.headSize, limitedToHead: false, budget: .standard))
  }

  static func scan(_ source: ByteSource) -> EmbeddedImageScan {
    var scan = EmbeddedImageScan()
    let head = source.head
    if head.count >= 3, head[0] == 0xFF, head[1] == 0xD8, head[2] == 0xFF {
      scanJPEG(source, into: &scan)
    } else if head.count >= 8, isTIFFLike(head) {
      scanTIFF(source, into: &scan)
    } else if head.count >= 12, head.matches(ascii: "ftyp", at: 4) {
      scanISOBMFF(source, into: &scan)
    } else if head.count >= 12, head.matches(ascii: "JXL ", at: 4) {
      scanJPEGXL(source, into: &scan)
    } else if head.count >= 16, head.matches(ascii: "RIFF", at: 0), head.matches(ascii: "WEBP", at: 8) {
      scanWebP(source, into: &scan)
    } else if head.count >= 16, head.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
      scanPNG(source, into: &scan)
    }
    scan.images.sort { ($0.offset ?? Int.max, $0.location) < ($1.offset ?? Int.max, $1.location) }
    return scan
  }

  /// TIFF (`II*\0`, `MM\0*`, BigTIFF), Olympus ORF (`IIRO`, `IIRS`, `MMOR`) and Panasonic RW2
  /// (`IIU\0`): IFD structures with their offsets from the start of the file.
  static func isTIFFLike(_ head: [UInt8]) -> Bool {
    let order = head[0] == head[1] && (head[0] == 0x49 || head[0] == 0x4D)
    guard order,
      let magic = head.integer(at: 2, as: UInt16.self, endianness: head[0] == 0x49 ? .little : .big)
    else { return false }
    return [42, 43, 0x4F52, 0x5352, 0x0055].contains(magic)
  }

  // MARK: - JPEG

  private static func scanJPEG(_ source: ByteSource, into scan: inout EmbeddedImageScan) {
    var reader = JPEGSegmentReader(source: source, start: 2, maxSegments: 512)
    var mpf: MPFIndex?
    var exifSeen = false
    var jfxxSeen = false
    while let segment = reader.next() {
      if segment.marker == 0xE0, !jfxxSeen, segment.payloadLength > 10,
        source.read(at: segment.payloadOffset, count: 6) == Array("JFXX".utf8) + [0, 0x10]
      {
        // JFIF extension APP0, code 0x10: a JPEG-coded thumbnail fills the rest of the segment.
        jfxxSeen = true
        if let image = jpeg(
          at: segment.payloadOffset + 6, length: segment.payloadLength - 6, source: source, kind: .jfifThumbnail,
          location: "APP0 JFXX", notes: &scan.notes)
        {
          scan.images.append(image)
        }
      } else if segment.marker == 0xE1, !exifSeen, segment.payloadLength > 14,
        source.read(at: segment.payloadOffset, count: 6).matches(ascii: "Exif\0\0", at: 0),
        let payload = reader.payload(of: segment)
      {
        exifSeen = true
        // Offsets in the EXIF structure count from its TIFF header, 6 bytes into the payload.
        readExif(
          payload, tiffStart: 6, fileBase: segment.payloadOffset, source: source,
          where: "APP1 Exif", into: &scan)
      } else if segment.marker == 0xE2, mpf == nil,
        source.read(at: segment.payloadOffset, count: 4).matches(ascii: "MPF\0", at: 0),
        let payload = reader.payload(of: segment)
      {
        mpf = MPFIndex(payload: payload, payloadOffset: segment.payloadOffset)
      }
    }
    if let mpf { readMPF(mpf, source: source, into: &scan) }
  }

  /// Reads IFD0's orientation and IFD1's JPEG thumbnail from an EXIF/TIFF structure that
  /// starts `tiffStart` bytes into `bytes`, whose first byte is at file offset `fileBase`.
  private static func readExif(
    _ bytes: [UInt8], tiffStart: Int, fileBase: Int, source: ByteSource, where place: String,
    into scan: inout EmbeddedImageScan
  ) {
    guard let walker = TIFFWalker(bytes: bytes, start: tiffStart) else { return }
    let directories = walker.walk(maxChain: 2)
    if let orientation = directories.ifd0?[0x0112]?.integer(), (1...8).contains(orientation) {
      scan.orientation = orientation
    }
    guard directories.chain.count > 1 else { return }
    let ifd1 = directories.chain[1]
    guard let start = ifd1[0x0201]?.integer(), let length = ifd1[0x0202]?.integer() else { return }
    if let image = jpeg(
      at: fileBase + tiffStart + start, length: length, source: source, kind: .exifThumbnail,
      location: "\(place) IFD1", notes: &scan.notes)
    {
      scan.images.append(image)
    }
  }

  /// The MPF entries that are previews (large thumbnails, JPEG coded, not a gain or depth map).
  private static func readMPF(_ index: MPFIndex, source: ByteSource, into scan: inout EmbeddedImageScan) {
    for (number, entry) in index.entries.enumerated() where number > 0 {
      let label = "MPF entry \(number + 1) (type 0x\(String(entry.type, radix: 16, uppercase: true)))"
      let dataFormat = (entry.attributes >> 24) & 0x7
      guard entry.type == 0x010001 || entry.type == 0x010002, dataFormat == 0 else {
        scan.notes.append("\(label): not a preview; left out")
        continue
      }
      let offset = index.fileOffset(of: entry)
      let head = source.read(at: offset, count: min(entry.size, embeddedHeadSize))
      if let auxiliary = auxiliaryKind(ofJPEGHead: head) {
        scan.notes.append("\(label): a \(auxiliary), not a preview; left out")
        continue
      }
      if let image = jpeg(
        at: offset, length: entry.size, source: source, kind: .mpfPreview, location: label,
        notes: &scan.notes)
      {
        scan.images.append(image)
      }
    }
  }

  /// What an embedded JPEG's own metadata says it is when it is an auxiliary image: "gain
  /// map", "depth map" (depth, disparity, matte); nil for an ordinary image.
  public static func auxiliaryKind(ofJPEGHead head: [UInt8]) -> String? {
    guard head.count >= 4, head[0] == 0xFF, head[1] == 0xD8 else { return nil }
    let source = ByteSource(bytes: head, headSize: head.count, limitedToHead: true)
    var reader = JPEGSegmentReader(source: source, start: 2, maxSegments: 64)
    while let segment = reader.next() {
      guard segment.marker == 0xE1 || segment.marker == 0xE2, let payload = reader.payload(of: segment)
      else { continue }
      if segment.marker == 0xE2, payload.matches(ascii: AuxiliaryImageKind.isoGainMapSignature, at: 0) {
        return "gain map (ISO 21496-1)"
      }
      if segment.marker == 0xE1, payload.matches(ascii: "http://ns.adobe.com/xap/1.0/\0", at: 0) {
        let packet = XMPPacket(payload.dropFirst(29))
        if AuxiliaryImageKind.gainMap(in: packet) != nil { return "gain map" }
        if AuxiliaryImageKind.depth(in: packet) != nil { return "depth map" }
        if let type = packet.value("apdi:AuxiliaryImageType") { return "auxiliary image (\(type))" }
      }
    }
    return nil
  }

  /// A JPEG embedded at `offset`: its bounds checked against the file, its first bytes an
  /// SOI, its size read from its SOF. Nil (with a note) when any check fails.
  static func jpeg(
    at offset: Int, length: Int, source: ByteSource, kind: EmbeddedImageSource, location: String,
    notes: inout [String]
  ) -> EmbeddedImage? {
    guard offset >= 0, length >= 4, offset <= source.size, length <= source.size - offset else {
      notes.append("\(location): \(length) bytes at offset \(offset) lie outside the file; left out")
      return nil
    }
    let head = source.read(at: offset, count: min(length, embeddedHeadSize))
    guard head.count >= 4, head[0] == 0xFF, head[1] == 0xD8 else {
      notes.append("\(location): no JPEG at offset \(offset); left out")
      return nil
    }
    guard let size = jpegFrameSize(head) else {
      notes.append("\(location): a JPEG without a frame header (SOF) in its first bytes; left out")
      return nil
    }
    return EmbeddedImage(
      source: kind, codec: .jpeg, offset: offset, length: length, pixelWidth: size.width,
      pixelHeight: size.height, location: location)
  }

  /// The width and height of a JPEG's first frame header (SOFn), from its first bytes.
  static func jpegFrameSize(_ head: [UInt8]) -> (width: Int, height: Int)? {
    let source = ByteSource(bytes: head, headSize: head.count, limitedToHead: true)
    var reader = JPEGSegmentReader(source: source, start: 2, maxSegments: 128)
    while let segment = reader.next() {
      switch segment.marker {
      case 0xC0...0xCF where segment.marker != 0xC4 && segment.marker != 0xC8 && segment.marker != 0xCC:
        guard let height = head.integer(at: segment.payloadOffset + 1, as: UInt16.self),
          let width = head.integer(at: segment.payloadOffset + 3, as: UInt16.self), width > 0,
          height > 0
        else { return nil }
        return (Int(width), Int(height))
      default:
        continue
      }
    }
    return nil
  }

  // MARK: - TIFF and TIFF-based RAW

  /// How much of a TIFF-based file is read to walk its IFDs: they sit near the start in the
  /// RAW formats seen (the image data they point to may lie anywhere).
  static let tiffStructureSize = 4 * 1024 * 1024

  private static func scanTIFF(_ source: ByteSource, into scan: inout EmbeddedImageScan) {
    let bytes = source.read(at: 0, count: min(source.size, tiffStructureSize))
    // RW2 and ORF use their own magic numbers with a standard IFD structure.
    var header = Array(bytes.prefix(8))
    guard header.count == 8 else { return }
    if header[0] == 0x49 { header[2] = 42; header[3] = 0 } else { header[2] = 0; header[3] = 42 }
    let normalized = header + bytes.dropFirst(8)
    guard let walker = TIFFWalker(bytes: normalized, start: 0) else { return }
    let directories = walker.walk(maxChain: 4)
    if let orientation = directories.ifd0?[0x0112]?.integer(), (1...8).contains(orientation) {
      scan.orientation = orientation
    }
    var found: [EmbeddedImage] = []
    for (number, directory) in directories.chain.enumerated() {
      let kind: EmbeddedImageSource = number == 1 ? .exifThumbnail : .rawPreview
      found += tiffJPEGs(in: directory, label: "IFD\(number)", kind: kind, source: source, notes: &scan.notes)
    }
    for (number, directory) in directories.subIFDs.enumerated() {
      found += tiffJPEGs(in: directory, label: "SubIFD \(number)", kind: .rawPreview, source: source, notes: &scan.notes)
    }
    // Panasonic RW2: JpgFromRaw (0x002E) holds a whole JPEG as an UNDEFINED value.
    if let entry = directories.ifd0?[0x002E], entry.byteCount > 0, let image = jpeg(
      at: entry.valueOffset, length: entry.count, source: source, kind: .rawPreview,
      location: "IFD0 JpgFromRaw (0x002E)", notes: &scan.notes)
    {
      found.append(image)
    }
    // A RAW's EXIF payload never repeats one range: keep the first of equal ranges.
    for image in found where !scan.images.contains(where: { $0.byteRange == image.byteRange }) {
      scan.images.append(image)
    }
  }

  /// The JPEG one IFD points to: `JPEGInterchangeFormat`/`Length` (0x0201/0x0202), or a
  /// single strip or tile of a `Compression` 6 (old JPEG) or 7 (JPEG) image that is a whole
  /// JPEG (it starts with an SOI and its IFD is not the raw data: lossless JPEG SOF3 is left
  /// out).
  private static func tiffJPEGs(
    in directory: TIFFDirectory, label: String, kind: EmbeddedImageSource, source: ByteSource,
    notes: inout [String]
  ) -> [EmbeddedImage] {
    var result: [EmbeddedImage] = []
    if let start = directory[0x0201]?.integer(), let length = directory[0x0202]?.integer(),
      let image = jpeg(at: start, length: length, source: source, kind: kind, location: "\(label) JPEGInterchangeFormat", notes: &notes)
    {
      result.append(image)
    }
    let compression = directory[0x0103]?.integer()
    if compression == 6 || compression == 7, let offsets = directory[0x0111], offsets.count == 1,
      let start = offsets.integer(), let length = directory[0x0117]?.integer(),
      !result.contains(where: { $0.offset == start })
    {
      var ignored: [String] = []
      if let image = jpeg(at: start, length: length, source: source, kind: kind, location: "\(label) strip", notes: &ignored),
        image.pixelWidth != nil, !isLossless(at: start, source: source)
      {
        result.append(image)
      }
    }
    return result
  }

  /// Whether the JPEG at `offset` is lossless (SOF3: a RAW's sensor data, not a preview).
  private static func isLossless(at offset: Int, source: ByteSource) -> Bool {
    let head = source.read(at: offset, count: 4096)
    let reader = ByteSource(bytes: head, headSize: head.count, limitedToHead: true)
    var segments = JPEGSegmentReader(source: reader, start: 2, maxSegments: 64)
    while let segment = segments.next() {
      if segment.marker == 0xC3 || segment.marker == 0xC7 || segment.marker == 0xCB || segment.marker == 0xCF { return true }
      if (0xC0...0xCF).contains(segment.marker) && ![0xC4, 0xC8, 0xCC].contains(segment.marker) { return false }
    }
    return false
  }

  // MARK: - EXIF in JPEG XL, WebP and PNG

  /// The largest EXIF payload read from a box or chunk (EXIF in JPEG is at most 64 KiB; other
  /// containers allow more, and a thumbnail sits inside it).
  static let maxExifPayload = 1 << 20

  /// JPEG XL container: boxes as in ISO BMFF; the `Exif` box holds a u32be offset to the TIFF
  /// header, then the EXIF structure (ISO/IEC 18181-2 §3.3, as the HEIF Exif item).
  private static func scanJPEGXL(_ source: ByteSource, into scan: inout EmbeddedImageScan) {
    var walker = BoxWalker(budget: .standard)
    for header in walker.topLevelBoxes(of: source) where header.type == "Exif" {
      let bytes = source.read(
        at: header.payloadStart, count: min(header.payloadSize, maxExifPayload))
      guard bytes.count == header.payloadSize, let skip = bytes.integer(at: 0, as: UInt32.self)
      else { continue }
      readExif(
        bytes, tiffStart: 4 + Int(skip), fileBase: header.payloadStart, source: source,
        where: "JXL Exif box", into: &scan)
      break
    }
  }

  /// WebP: RIFF chunks after `WEBP`; the `EXIF` chunk holds the TIFF structure, in some files
  /// behind an `Exif\0\0` prefix (Google's WebP container spec, "Extended File Format").
  private static func scanWebP(_ source: ByteSource, into scan: inout EmbeddedImageScan) {
    IFFChunkWalker(source: source, endianness: .little).walk(
      from: 12, to: source.size, maxEntries: 64
    ) { chunk in
      guard chunk.id == "EXIF" else { return true }
      guard chunk.declaredSize <= UInt64(maxExifPayload), chunk.size == Int(chunk.declaredSize) else { return false }
      let bytes = source.read(at: chunk.dataOffset, count: chunk.size)
      guard bytes.count == chunk.size else { return false }
      let start = bytes.matches(ascii: "Exif\0\0", at: 0) ? 6 : 0
      readExif(bytes, tiffStart: start, fileBase: chunk.dataOffset, source: source, where: "WebP EXIF chunk", into: &scan)
      return false
    }
  }

  /// PNG: chunks after the signature (``PNGChunkWalker``), up to the image data; `eXIf` holds
  /// the TIFF structure (PNG 3rd edition §11.3.6, which places it before the first IDAT).
  private static func scanPNG(_ source: ByteSource, into scan: inout EmbeddedImageScan) {
    PNGChunkWalker(source: source).walk(maxEntries: 1024) { chunk in
      switch chunk.type {
      case "eXIf":
        let length = Int(chunk.length)
        guard length <= maxExifPayload else { return false }
        let bytes = source.read(at: chunk.dataOffset, count: length)
        guard bytes.count == length else { return false }
        readExif(
          bytes, tiffStart: 0, fileBase: chunk.dataOffset, source: source, where: "PNG eXIf chunk",
          into: &scan)
        return false
      case "IDAT", "IEND":
        return false
      default:
        return true
      }
    }
  }

  // MARK: - ISO BMFF: HEIF and CR3

  /// CR3's `moov` uuid (Canon metadata) and its preview uuid.
  static let canonMetadataUUID: [UInt8] = [
    0x85, 0xC0, 0xB6, 0x87, 0x82, 0x0F, 0x11, 0xE0, 0x81, 0x11, 0xF4, 0xCE, 0x46, 0x2B, 0x6A, 0x48,
  ]
  static let canonPreviewUUID: [UInt8] = [
    0xEA, 0xF4, 0x2B, 0x5E, 0x1C, 0x98, 0x4B, 0x88, 0xB9, 0xFB, 0xB7, 0xDC, 0x40, 0x6E, 0x4D, 0x16,
  ]

  private static func scanISOBMFF(_ source: ByteSource, into scan: inout EmbeddedImageScan) {
    var walker = BoxWalker(budget: .standard)
    let top = walker.topLevelBoxes(of: source)
    let isCR3 = source.head.matches(ascii: "crx ", at: 8)
    for header in top {
      if isCR3, header.type == "moov", let moov = walker.load(header, from: source) {
        for child in walker.children(of: moov) where child.type == "uuid" && child.header.userType == canonMetadataUUID {
          for box in walker.children(of: child) where box.type == "THMB" {
            // THMB: FullBox (4), u16 width, u16 height, u32 JPEG size, u32, then the JPEG.
            var r = box.reader(skipping: 4)
            guard let width = try? r.readInteger(as: UInt16.self),
              let height = try? r.readInteger(as: UInt16.self),
              let size = try? r.readInteger(as: UInt32.self)
            else { continue }
            let start = box.base + box.header.payloadStart + 16
            if var image = jpeg(at: start, length: Int(size), source: source, kind: .cr3Thumbnail, location: "moov/uuid/THMB", notes: &scan.notes) {
              image.pixelWidth = image.pixelWidth ?? Int(width)
              image.pixelHeight = image.pixelHeight ?? Int(height)
              scan.images.append(image)
            }
          }
        }
      } else if isCR3, header.type == "uuid", header.userType == canonPreviewUUID {
        // uuid payload: 8 bytes, then a PRVW box: u32, u16, u16 width, u16 height, u16,
        // u32 JPEG size, then the JPEG.
        let boxStart = header.payloadStart + 8
        let prvw = source.read(at: boxStart, count: 24)
        guard prvw.count == 24, prvw.matches(ascii: "PRVW", at: 4),
          let width = prvw.integer(at: 14, as: UInt16.self),
          let height = prvw.integer(at: 16, as: UInt16.self),
          let size = prvw.integer(at: 20, as: UInt32.self)
        else { continue }
        if var image = jpeg(at: boxStart + 24, length: Int(size), source: source, kind: .cr3Preview, location: "uuid/PRVW", notes: &scan.notes) {
          image.pixelWidth = image.pixelWidth ?? Int(width)
          image.pixelHeight = image.pixelHeight ?? Int(height)
          scan.images.append(image)
        }
      } else if !isCR3, header.type == "meta", let meta = walker.load(header, from: source) {
        readHEIF(meta: meta, walker: &walker, source: source, into: &scan)
      }
    }
  }

  private static func readHEIF(
    meta: Box, walker: inout BoxWalker, source: ByteSource, into scan: inout EmbeddedImageScan
  ) {
    let graph = HEIFItemGraph(meta: meta, walker: &walker)
    guard graph.handler == "pict", let primary = graph.primaryItemID else { return }
    // The Exif item of the primary (cdsc): orientation, and an IFD1 thumbnail if it has one.
    for reference in graph.references("cdsc") where reference.to.contains(primary) {
      guard graph.item(reference.from)?.itemType == "Exif",
        let location = graph.locations[reference.from], location.constructionMethod == 0,
        location.extents.count == 1, let extent = location.extents.first,
        let data = graph.data(of: reference.from, from: source, limit: 1 << 20), data.count >= 4,
        let skip = data.integer(at: 0, as: UInt32.self)
      else { continue }
      let fileBase = Int(clamping: location.baseOffset &+ extent.offset)
      readExif(data, tiffStart: 4 + Int(skip), fileBase: fileBase, source: source, where: "Exif item \(reference.from)", into: &scan)
    }
    for reference in graph.references("thmb") where reference.to.contains(primary) {
      let id = reference.from
      guard let item = graph.item(id), let type = item.itemType else { continue }
      if graph.property("auxC", of: id) != nil {
        scan.notes.append("item \(id): an auxiliary image referenced as a thumbnail; left out")
        continue
      }
      var width: Int?
      var height: Int?
      if let ispe = graph.property("ispe", of: id) {
        var r = ispe.reader(skipping: 4)
        if let w = try? r.readInteger(as: UInt32.self), let h = try? r.readInteger(as: UInt32.self),
          w > 0, h > 0
        {
          width = Int(w)
          height = Int(h)
        }
      }
      var image = EmbeddedImage(
        source: .heifThumbnail, codec: .heifItem(type: type.description, itemID: id),
        pixelWidth: width, pixelHeight: height, location: "meta/iref thmb item \(id)")
      // A JPEG-coded thumbnail item in one extent is a plain byte range.
      if type == "jpeg", let location = graph.locations[id], location.constructionMethod == 0,
        location.extents.count == 1, let extent = location.extents.first
      {
        let start = Int(clamping: location.baseOffset &+ extent.offset)
        if let jpeg = jpeg(at: start, length: Int(clamping: extent.length), source: source, kind: .heifThumbnail, location: image.location, notes: &scan.notes) {
          image = jpeg
        }
      }
      scan.images.append(image)
    }
    // irot on the primary turns the image; the container's rotation is the one that counts.
    if let irot = graph.property("irot", of: primary),
      let byte = irot.bytes.integer(at: irot.header.payloadStart, as: UInt8.self)
    {
      let counterClockwise = Int(byte & 0x03)
      scan.notes.append("primary item: irot \(counterClockwise * 90)° anticlockwise (applied by the HEIF decoder)")
    }
  }
}
