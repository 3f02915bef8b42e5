/// Pixel size for image formats whose header states it at a fixed place: one table entry per
/// format id, each with its byte layout and specification.
///
/// The readers are pure functions of the ``ByteSource``; most look only at the head, so the
/// fast and thorough paths agree. JPEG 2000 and JPEG XL walk their top-level boxes (a large
/// `Exif` box can push the codestream past the head; the fast path then reports nothing).
struct ImageHeaderProbe: Probe {
  let id = "image-header"

  /// What a header states.
  struct Geometry: Sendable, Hashable {
    var width: Int
    var height: Int
    /// Counter-clockwise quarter turns the format itself applies for display (JPEG XL's
    /// normative orientation); `nil` when the format has no such notion.
    var quarterTurns: Int?
  }

  /// One table entry: where the knowledge comes from and how to read it.
  struct Entry: Sendable {
    let reference: String
    let read: @Sendable (ByteSource, ReadBudget) -> Geometry?
  }

  static let table: [FormatID: Entry] = [
    // 0 "8BPS" 4 u16 version (1 PSD, 2 PSB) 6 reserved(6) 12 u16 channels 14 u32be height
    // 18 u32be width; at most 30 000 pixels a side (PSB: 300 000)
    .psd: Entry(reference: "Adobe Photoshop File Formats Specification, File Header Section") {
      source, _ in
      let h = source.head
      guard let version = h.integer(at: 4, as: UInt16.self),
        let height = h.integer(at: 14, as: UInt32.self),
        let width = h.integer(at: 18, as: UInt32.self),
        max(width, height) <= (version == 2 ? 300_000 : 30_000)
      else { return nil }
      return Geometry(width: Int(width), height: Int(height))
    },
    // 0 0x0A 1 version 2 encoding 3 bits/pixel 4 u16le xmin 6 ymin 8 xmax 10 ymax (inclusive)
    .pcx: Entry(reference: "ZSoft PCX Technical Reference Manual rev. 5, header offsets 4-11") {
      source, _ in
      let h = source.head
      guard let xMin = h.integer(at: 4, as: UInt16.self, endianness: .little),
        let yMin = h.integer(at: 6, as: UInt16.self, endianness: .little),
        let xMax = h.integer(at: 8, as: UInt16.self, endianness: .little),
        let yMax = h.integer(at: 10, as: UInt16.self, endianness: .little), xMax >= xMin,
        yMax >= yMin
      else { return nil }
      return Geometry(width: Int(xMax - xMin) + 1, height: Int(yMax - yMin) + 1)
    },
    // "P1".."P6" then white-space separated ASCII width, height ("#" comments to end of line);
    // "P7" (PAM): lines "WIDTH n", "HEIGHT n" ... "ENDHDR"
    .pnm: Entry(reference: "netpbm pbm(5)/pgm(5)/ppm(5)/pam(5) format descriptions") {
      source, _ in ImageHeaderProbe.netpbm(source.head)
    },
    // 0 "qoif" 4 u32be width 8 u32be height 12 channels 13 colorspace
    .qoi: Entry(reference: "The Quite OK Image Format Specification 1.0, qoi_header") {
      source, _ in
      let h = source.head
      guard let width = h.integer(at: 4, as: UInt32.self),
        let height = h.integer(at: 8, as: UInt32.self)
      else { return nil }
      return Geometry(width: Int(width), height: Int(height))
    },
    // 0 "gimp xcf " + version ("file" or "v0NN") + NUL (14 bytes) 14 u32be width 18 u32be height
    // (GIMP_MAX_IMAGE_SIZE: 524 288 a side)
    .xcf: Entry(reference: "GIMP devel-docs/xcf.txt §2 (The image structure)") { source, _ in
      let h = source.head
      guard h.integer(at: 13, as: UInt8.self) == 0, let width = h.integer(at: 14, as: UInt32.self),
        let height = h.integer(at: 18, as: UInt32.self),
        max(width, height) <= 524_288
      else { return nil }
      return Geometry(width: Int(width), height: Int(height))
    },
    // 0 "SDPX" (big-endian) | "XPDS" (little-endian); image information header at 768:
    // 768 u16 orientation 770 u16 elements 772 u32 pixels per line 776 u32 lines per element
    .dpx: Entry(reference: "SMPTE 268M-2003 §3 (image information header, offsets 768-779)") {
      source, _ in
      let h = source.head
      let order: Endianness = h.matches(ascii: "SDPX", at: 0) ? .big : .little
      guard let width = h.integer(at: 772, as: UInt32.self, endianness: order),
        let height = h.integer(at: 776, as: UInt32.self, endianness: order)
      else { return nil }
      return Geometry(width: Int(width), height: Int(height))
    },
    // 0 76 2F 31 01 4 u32le version/flags 8 attributes: name\0 type\0 u32le size value ... \0
    // "dataWindow" box2i: i32le xMin yMin xMax yMax (inclusive)
    .exr: Entry(reference: "OpenEXR \"File Layout\" §Header, attribute dataWindow (box2i)") {
      source, budget in ImageHeaderProbe.openEXR(source.head, maxEntries: budget.maxEntries)
    },
    // "#?RADIANCE" header lines, a blank line, then a resolution string such as "-Y 512 +X 768"
    // (the Y count is the height, the X count the width, whatever their order)
    .hdr: Entry(reference: "Radiance file formats (radsite.lbl.gov), \"Picture File Format\"") {
      source, _ in ImageHeaderProbe.radiance(source.head)
    },
    // 0 "BPG" FB 4 pixel format/alpha/bit depth 5 colour space/flags 6 ue7 width, ue7 height
    // (ue7: big-endian base-128, high bit = more bytes)
    .bpg: Entry(reference: "BPG Image Format Specification 0.9.5 §3.1 (heic_file)") { source, _ in
      var position = 6
      guard let width = ImageHeaderProbe.base128(source.head, &position),
        let height = ImageHeaderProbe.base128(source.head, &position)
      else { return nil }
      return Geometry(width: width, height: height)
    },
    // 0 "FLIF" 4 interlacing/animation + channels 5 bytes per channel
    // 6 varint width − 1, varint height − 1 (big-endian base-128)
    .flif: Entry(reference: "FLIF format specification (flif.info/spec.html) §Main header") {
      source, _ in
      var position = 6
      guard let w = ImageHeaderProbe.base128(source.head, &position),
        let h = ImageHeaderProbe.base128(source.head, &position)
      else { return nil }
      return Geometry(width: w + 1, height: h + 1)
    },
    // "id=ImageMagick" then white-space separated key=value pairs, "columns=" and "rows=",
    // until ":\x1A"
    .miff: Entry(reference: "ImageMagick \"MIFF Image File Format\" (columns, rows keys)") {
      source, _ in ImageHeaderProbe.miff(source.head)
    },
    // 0 "Paint Shop Pro Image File\n\x1A" + zeros (32) 32 u16le major 34 u16le minor
    // 36 "~BK\0" block id u16le (0: General Image Attributes); block data at 46 (major ≥ 4:
    // after u32 total length, and the data starts with a u32 chunk size) or 50 (major 3:
    // after u32 initial + total length): width i32le at 50, height at 54 either way
    .psp: Entry(
      reference:
        "Jasc Paint Shop Pro File Format Specification 5/8, General Image Attributes; ExifTool PSP.pm"
    ) {
      source, _ in
      let h = source.head
      guard h.matches(ascii: "~BK\0", at: 36),
        h.integer(at: 40, as: UInt16.self, endianness: .little) == 0,
        let width = h.integer(at: 50, as: UInt32.self, endianness: .little),
        let height = h.integer(at: 54, as: UInt32.self, endianness: .little)
      else { return nil }
      return Geometry(width: Int(Int32(bitPattern: width)), height: Int(Int32(bitPattern: height)))
    },
    // ICONDIR: u16 0, u16 type (1 icon, 2 cursor), u16 count; entries of 16 bytes: u8 width,
    // u8 height (0 = 256), u8 colours, u8 0, u16 planes/hotspot x, u16 bpp/hotspot y,
    // u32 bytes, u32 offset. An entry holding a PNG states its real size in the PNG's IHDR
    // (16 u32be width, 20 u32be height). The largest image is reported.
    .ico: Entry(
      reference: "Microsoft ICONDIR/ICONDIRENTRY (learn.microsoft.com, \"Icons\"); PNG §11.2.2 IHDR"
    ) {
      source, budget in ImageHeaderProbe.iconDirectory(source, budget: budget)
    },
    .cur: Entry(reference: "Microsoft ICONDIR/ICONDIRENTRY, type 2 (cursor)") { source, budget in
      ImageHeaderProbe.iconDirectory(source, budget: budget)
    },
    // 0 "PGF" 3 u8 version (bit mask: 0x02 PGFHeader v2, 0x04 32-bit values, 0x08 ROI,
    // 0x10 coding since 5, 0x20 32-bit header size) 4 u32le header size
    // 8 u32le width 12 u32le height 16 levels 17 quality 18 bits/pixel 19 channels 20 mode
    .pgf: Entry(reference: "libpgf PGFtypes.h PGFPreHeader/PGFHeader; ExifTool PGF.pm (ImageWidth 8, ImageHeight 12)") {
      source, _ in
      let h = source.head
      guard h.matches(ascii: "PGF", at: 0),
        let width = h.integer(at: 8, as: UInt32.self, endianness: .little),
        let height = h.integer(at: 12, as: UInt32.self, endianness: .little)
      else { return nil }
      return Geometry(width: Int(width), height: Int(height))
    },
    // [512-byte application header] u16 picture size, picFrame: i16be top, left, bottom, right
    .pict: Entry(
      reference: "Inside Macintosh: Imaging With QuickDraw, Appendix A (picture header)"
    ) {
      source, _ in
      let h = source.head
      for base in [512, 0]
      where h.matches([0x00, 0x11, 0x02, 0xFF], at: base + 10)
        || h.matches([0x11, 0x01], at: base + 10)
      {
        guard let top = h.integer(at: base + 2, as: UInt16.self),
          let left = h.integer(at: base + 4, as: UInt16.self),
          let bottom = h.integer(at: base + 6, as: UInt16.self),
          let right = h.integer(at: base + 8, as: UInt16.self)
        else { return nil }
        let height = Int(Int16(bitPattern: bottom)) - Int(Int16(bitPattern: top))
        let width = Int(Int16(bitPattern: right)) - Int(Int16(bitPattern: left))
        return Geometry(width: width, height: height)
      }
      return nil
    },
    // JP2: boxes "jP  ", "ftyp", "jp2h" → "ihdr": u32be height, u32be width, u16 components...;
    // raw codestream (.j2c) or "jp2c" box: FF4F (SOC) FF51 (SIZ): u16 Lsiz, u16 Rsiz,
    // u32 Xsiz, u32 Ysiz, u32 XOsiz, u32 YOsiz → width = Xsiz − XOsiz, height = Ysiz − YOsiz
    .jp2: Entry(reference: "ISO/IEC 15444-1 Annex I.5.3.1 (ihdr), Annex A.5.1 (SIZ)") {
      source, budget in ImageHeaderProbe.jpeg2000(source, budget: budget)
    },
    // FF 0A codestream or boxes with "jxlc"/"jxlp": see JXLSizeHeader
    .jpegxl: Entry(reference: "ISO/IEC 18181-1 §D.2 (SizeHeader), §D.3; ISO/IEC 18181-2 §9") {
      source, budget in ImageHeaderProbe.jpegXL(source, budget: budget)
    },
  ]

  func accepts(_ format: FormatDescriptor) -> Bool { Self.table[format.id] != nil }

  func run(on input: ProbeInput, into facts: inout MediaFacts) {
    guard let entry = Self.table[input.format.id] else { return }
    guard let geometry = entry.read(input.source, input.budget) else {
      if !input.source.limitedToHead || input.source.headIsWholeFile {
        facts.diagnose(.missing, at: input.format.id.rawValue, "no image size in the header")
      }
      return
    }
    guard geometry.width > 0, geometry.height > 0 else {
      facts.diagnose(.inconsistent, at: input.format.id.rawValue, "header states \(geometry.width)×\(geometry.height)")
      return
    }
    facts.pixelWidth = geometry.width
    facts.pixelHeight = geometry.height
    if let turns = geometry.quarterTurns { facts.containerQuarterTurns = turns }
  }

  // MARK: Readers that need more than fixed offsets

  /// Netpbm P1–P7 headers.
  static func netpbm(_ head: [UInt8]) -> Geometry? {
    guard head.integer(at: 0, as: UInt8.self) == UInt8(ascii: "P"),
      let kind = head.integer(at: 1, as: UInt8.self)
    else { return nil }
    let text = String(decoding: head.prefix(4096), as: UTF8.self)
    if kind == UInt8(ascii: "7") {
      var width: Int?
      var height: Int?
      for line in text.split(separator: "\n").prefix(64) {
        let fields = line.split(separator: " ")
        if fields.count >= 2, fields[0] == "WIDTH" { width = Int(fields[1]) }
        if fields.count >= 2, fields[0] == "HEIGHT" { height = Int(fields[1]) }
        if line.hasPrefix("ENDHDR") { break }
      }
      guard let width, let height else { return nil }
      return Geometry(width: width, height: height)
    }
    // Tokens after the magic number, skipping comments.
    var numbers: [Int] = []
    for line in text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).prefix(64) {
      let content =
        line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
      for token in content.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
        if numbers.isEmpty && token.hasPrefix("P") && token.count == 2 { continue }
        guard let value = Int(token) else { return nil }
        numbers.append(value)
        if numbers.count == 2 { return Geometry(width: numbers[0], height: numbers[1]) }
      }
    }
    return nil
  }

  /// The OpenEXR `dataWindow` attribute of the first header.
  static func openEXR(_ head: [UInt8], maxEntries: Int) -> Geometry? {
    var reader = ByteReader(head, endianness: .little)
    guard (try? reader.skip(8)) != nil else { return nil }
    for _ in 0..<min(maxEntries, 256) {
      let name = reader.cString(maxLength: 256)
      if name.isEmpty { return nil }
      let type = reader.cString(maxLength: 256)
      guard let size = try? reader.readInteger(as: UInt32.self),
        let value = try? reader.subReader(Int(size))
      else {
        return nil
      }
      if name == "dataWindow", type == "box2i" {
        var box = value
        guard let xMin = try? box.readInteger(as: UInt32.self),
          let yMin = try? box.readInteger(as: UInt32.self),
          let xMax = try? box.readInteger(as: UInt32.self),
          let yMax = try? box.readInteger(as: UInt32.self)
        else { return nil }
        let width = Int(Int32(bitPattern: xMax)) - Int(Int32(bitPattern: xMin)) + 1
        let height = Int(Int32(bitPattern: yMax)) - Int(Int32(bitPattern: yMin)) + 1
        return Geometry(width: width, height: height)
      }
    }
    return nil
  }

  /// The Radiance resolution string after the header's blank line.
  static func radiance(_ head: [UInt8]) -> Geometry? {
    guard let blank = head.firstIndex(of: [0x0A, 0x0A], in: 0..<min(head.count, 8192)) else {
      return nil
    }
    let lineStart = blank + 2
    let lineEnd =
      head.firstIndex(of: [0x0A], in: lineStart..<min(head.count, lineStart + 64))
      ?? min(head.count, lineStart + 64)
    let fields = String(decoding: head[lineStart..<lineEnd], as: UTF8.self).split(separator: " ")
    guard fields.count == 4 else { return nil }
    var width: Int?
    var height: Int?
    for pair in [(fields[0], fields[1]), (fields[2], fields[3])] {
      guard let value = Int(pair.1) else { return nil }
      switch pair.0 {
      case "-Y", "+Y": height = value
      case "-X", "+X": width = value
      default: return nil
      }
    }
    guard let width, let height else { return nil }
    return Geometry(width: width, height: height)
  }

  /// ImageMagick MIFF `columns=` / `rows=`.
  static func miff(_ head: [UInt8]) -> Geometry? {
    let end =
      head.firstIndex(of: [0x3A, 0x1A], in: 0..<min(head.count, 16384)) ?? min(head.count, 16384)
    var width: Int?
    var height: Int?
    for token in String(decoding: head[0..<end], as: UTF8.self).split(
      whereSeparator: \.isWhitespace)
    {
      if token.hasPrefix("columns=") { width = Int(token.dropFirst(8)) }
      if token.hasPrefix("rows=") { height = Int(token.dropFirst(5)) }
    }
    guard let width, let height else { return nil }
    return Geometry(width: width, height: height)
  }

  /// A big-endian base-128 number (BPG `ue7`, FLIF varint) of at most 5 bytes.
  static func base128(_ bytes: [UInt8], _ position: inout Int) -> Int? {
    var value = 0
    for _ in 0..<5 {
      guard let byte = bytes.integer(at: position, as: UInt8.self) else { return nil }
      position += 1
      value = value << 7 | Int(byte & 0x7F)
      if byte & 0x80 == 0 { return value }
    }
    return nil
  }

  /// The largest image of an ICO/CUR directory.
  static func iconDirectory(_ source: ByteSource, budget: ReadBudget) -> Geometry? {
    let head = source.head
    guard let count = head.integer(at: 4, as: UInt16.self, endianness: .little), count > 0 else {
      return nil
    }
    var best: Geometry?
    for index in 0..<min(Int(count), 256) {
      let entry = 6 + 16 * index
      guard let w = head.integer(at: entry, as: UInt8.self),
        let h = head.integer(at: entry + 1, as: UInt8.self),
        let offset = head.integer(at: entry + 12, as: UInt32.self, endianness: .little)
      else { break }
      var width = w == 0 ? 256 : Int(w)
      var height = h == 0 ? 256 : Int(h)
      let image = source.read(at: Int(offset), count: 24)
      if image.matches([0x89, 0x50, 0x4E, 0x47], at: 0),
        let pw = image.integer(at: 16, as: UInt32.self),
        let ph = image.integer(at: 20, as: UInt32.self), pw > 0, ph > 0, pw <= 65536, ph <= 65536
      {
        width = Int(pw)
        height = Int(ph)
      }
      if width * height > (best.map { $0.width * $0.height } ?? 0) {
        best = Geometry(width: width, height: height)
      }
    }
    return best
  }

  /// JPEG 2000: `jp2h/ihdr` in a JP2 file, else the SIZ marker of a raw or boxed codestream.
  static func jpeg2000(_ source: ByteSource, budget: ReadBudget) -> Geometry? {
    if source.head.matches([0xFF, 0x4F, 0xFF, 0x51], at: 0) { return siz(source.head, at: 0) }
    var walker = BoxWalker(budget: budget)
    let boxes = walker.topLevelBoxes(of: source)
    if let jp2h = boxes.first(where: { $0.type == "jp2h" }),
      let box = walker.load(jp2h, from: source),
      let ihdr = walker.child("ihdr", of: box)
    {
      var reader = ihdr.reader()
      if let height = try? reader.readInteger(as: UInt32.self),
        let width = try? reader.readInteger(as: UInt32.self)
      {
        return Geometry(width: Int(width), height: Int(height))
      }
    }
    if let jp2c = boxes.first(where: { $0.type == "jp2c" }) {
      return siz(source.read(at: jp2c.payloadStart, count: 24), at: 0)
    }
    return nil
  }

  private static func siz(_ bytes: [UInt8], at offset: Int) -> Geometry? {
    guard bytes.matches([0xFF, 0x4F, 0xFF, 0x51], at: offset),
      let xSize = bytes.integer(at: offset + 8, as: UInt32.self),
      let ySize = bytes.integer(at: offset + 12, as: UInt32.self),
      let xOffset = bytes.integer(at: offset + 16, as: UInt32.self),
      let yOffset = bytes.integer(at: offset + 20, as: UInt32.self),
      xSize > xOffset, ySize > yOffset
    else { return nil }
    return Geometry(width: Int(xSize - xOffset), height: Int(ySize - yOffset))
  }

  /// JPEG XL: the SizeHeader of the bare codestream or of the first `jxlc`/`jxlp` box.
  static func jpegXL(_ source: ByteSource, budget: ReadBudget) -> Geometry? {
    var header: JXLSizeHeader?
    if source.head.matches([0xFF, 0x0A], at: 0) {
      header = JXLSizeHeader(codestream: source.head)
    } else {
      var walker = BoxWalker(budget: budget)
      for box in walker.topLevelBoxes(of: source) where box.type == "jxlc" || box.type == "jxlp" {
        let skip = box.type == "jxlp" ? 4 : 0
        header = JXLSizeHeader(codestream: source.read(at: box.payloadStart + skip, count: 64))
        break
      }
    }
    guard let header else { return nil }
    // EXIF orientation → counter-clockwise quarter turns (mirroring does not change the size).
    let turns = [1: 0, 2: 0, 3: 2, 4: 2, 5: 1, 6: 3, 7: 3, 8: 1][header.orientation] ?? 0
    return Geometry(width: header.width, height: header.height, quarterTurns: turns)
  }
}
