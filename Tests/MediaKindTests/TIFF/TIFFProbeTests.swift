import Testing
@testable import MediaKind
import MediaKindTestSupport

@Suite("TIFF and TIFF-based RAW")
struct TIFFProbeTests {
  static func classify(_ bytes: [UInt8], name: String, fast: Bool = false) -> Classification {
    MediaClassifier(options: ClassifyOptions(mode: fast ? .fast : .thorough, explain: true))
      .classify(bytes: bytes, name: name)
  }

  /// A big-endian TIFF whose IFD0 chain continues with `next` (each IFD placed after the
  /// previous one) and whose IFD0 lists `subIFDs` through 0x014A.
  static func tiff(ifd0: [TIFFField], next: [[TIFFField]] = [], subIFDs: [[TIFFField]] = [])
    -> [UInt8]
  {
    // Lay the IFDs out one after another; IFD0 gets the SubIFD pointers, each chain IFD the
    // offset of the following one.
    func size(_ fields: [TIFFField]) -> Int {
      2 + fields.count * 12 + 4 + fields.reduce(0) { $0 + ($1.value.count > 4 ? ($1.value.count + 1) & ~1 : 0) }
    }
    var ifd0Fields = ifd0
    if !subIFDs.isEmpty {
      ifd0Fields.append(TIFFField(tag: 0x014A, type: 4, count: UInt32(subIFDs.count), value: [UInt8](repeating: 0, count: 4 * subIFDs.count)))
    }
    var offsets: [Int] = [8]
    var position = 8 + size(ifd0Fields)
    for fields in next + subIFDs {
      offsets.append(position)
      position += size(fields)
    }
    let subOffsets = Array(offsets.suffix(subIFDs.count))
    if !subIFDs.isEmpty {
      var list = ByteBuilder()
      for offset in subOffsets { list.u32be(UInt32(offset)) }
      ifd0Fields[ifd0Fields.count - 1] = TIFFField(tag: 0x014A, type: 4, count: UInt32(subIFDs.count), value: list.bytes)
    }
    var out = ByteBuilder()
    out.ascii("MM")
    out.u16be(42)
    out.u32be(8)
    let all = [ifd0Fields] + next + subIFDs
    for (i, fields) in all.enumerated() {
      var ifd = TIFFBuilder.ifd(fields, at: offsets[i])
      // Chain: IFD i (< next.count) points to IFD i+1.
      if i < next.count {
        let nextField = 2 + fields.count * 12
        let target = UInt32(offsets[i + 1])
        ifd[nextField] = UInt8(target >> 24)
        ifd[nextField + 1] = UInt8((target >> 16) & 0xFF)
        ifd[nextField + 2] = UInt8((target >> 8) & 0xFF)
        ifd[nextField + 3] = UInt8(target & 0xFF)
      }
      out.append(ifd)
    }
    return out.bytes
  }

  /// A little-endian IFD0 with inline SHORT/LONG values after a custom 4-byte header.
  static func littleEndian(header: [UInt8], entries: [(UInt16, UInt16, UInt32)]) -> [UInt8] {
    var b = ByteBuilder(header)
    b.u32le(8)
    b.u16le(UInt16(entries.count))
    for (tag, type, value) in entries.sorted(by: { $0.0 < $1.0 }) {
      b.u16le(tag)
      b.u16le(type)
      b.u32le(1)
      if type == 3 {
        b.u16le(UInt16(value))
        b.u16le(0)
      } else {
        b.u32le(value)
      }
    }
    b.u32le(0)
    return b.bytes
  }

  static func size(_ w: UInt32, _ h: UInt32) -> [TIFFField] { [.long(0x0100, w), .long(0x0101, h)] }

  @Test func plainTIFFReportsTheFirstPageNotALargerLaterOne() {
    // Pillow multipage.tiff: pages of 10x10, 10x10 and 20x20; ExifTool and viewers say 10x10.
    let bytes = Self.tiff(ifd0: Self.size(10, 10), next: [Self.size(10, 10), Self.size(20, 20)])
    let record = Self.classify(bytes, name: "multipage.tiff")
    #expect(record.format == .tiff)
    #expect(record.pixelWidth == 10 && record.pixelHeight == 10)
  }

  @Test func orientationSixSwapsTheDisplaySize() {
    let bytes = Self.tiff(ifd0: Self.size(65, 43) + [.short(0x0112, 6)])
    let record = Self.classify(bytes, name: "6.tiff")
    #expect(record.pixelWidth == 43 && record.pixelHeight == 65)
    #expect(record.orientation == 6)
  }

  @Test func nefUsesTheFullResolutionSubIFDNotTheThumbnail() {
    let bytes = Self.tiff(
      ifd0: [.long(0x00FE, 1), .ascii(0x010F, "NIKON CORPORATION")] + Self.size(160, 106),
      subIFDs: [[.long(0x00FE, 1)] + Self.size(570, 375), [.long(0x00FE, 0)] + Self.size(3040, 2014)])
    let record = Self.classify(bytes, name: "DSC_0001.NEF")
    #expect(record.format == .nef)
    #expect(record.subtypes.contains(.raw))
    #expect(record.pixelWidth == 3040 && record.pixelHeight == 2014)
  }

  @Test func nefWithAJPEGThumbnailInIFD0IsNRW() {
    let bytes = Self.tiff(
      ifd0: [.ascii(0x010F, "NIKON"), .short(0x0103, 6), .long(0x0201, 400), .long(0x0202, 10)] + Self.size(64, 48))
    let record = Self.classify(bytes, name: "testNEF_dup.nef")
    #expect(record.format == .nrw)
    #expect(record.uti == "com.nikon.nrw-raw-image")
    let plain = Self.tiff(ifd0: [.ascii(0x010F, "NIKON"), .short(0x0103, 1)] + Self.size(64, 48))
    #expect(Self.classify(plain, name: "a.nef").format == .nef)
  }

  @Test func dngReportsTheDefaultCropOfTheRawIFD() throws {
    let bytes = Self.tiff(
      ifd0: [.long(0x00FE, 1), TIFFField(tag: 0xC612, type: 1, count: 4, value: [1, 4, 0, 0])] + Self.size(256, 171),
      subIFDs: [
        [.long(0x00FE, 0), .rationals(0xC620, [(3456, 1), (2304, 1)])] + Self.size(3516, 2328),
        [.long(0x00FE, 1)] + Self.size(1024, 683),
      ])
    let record = Self.classify(bytes, name: "DNG.dng")
    #expect(record.format == .dng)
    #expect(record.pixelWidth == 3456 && record.pixelHeight == 2304)
    let walker = try #require(TIFFWalker(bytes: bytes))
    let choice = TIFFImageSize.choose(walker.walk(), isRaw: true)
    #expect(choice?.source == "SubIFD0 0xC620 DefaultCropSize")
    #expect(TIFFImageSize.choose(walker.walk(), isRaw: false)?.width == 256, "as a plain TIFF: IFD0")
  }

  @Test func depthMapSubIFDIsNotThePrimaryImage() {
    let bytes = Self.tiff(
      ifd0: [.long(0x00FE, 0), TIFFField(tag: 0xC612, type: 1, count: 4, value: [1, 5, 0, 0])] + Self.size(400, 300),
      subIFDs: [[.long(0x00FE, 8)] + Self.size(4000, 3000)])
    let record = Self.classify(bytes, name: "depth.dng")
    #expect(record.pixelWidth == 400 && record.pixelHeight == 300)
  }

  @Test func cr2UsesTheExifSizeWhenItIsLargerThanThePreview() {
    // CR2 keeps its raw size out of the IFDs; IFD0 is a preview (ExifTool ImageSize 3456x2304).
    // Header: "MM" 42, IFD0 at 16, "CR" 2 0 at 8, raw IFD offset at 12.
    let header: [UInt8] = Array("MM".utf8) + [0, 42, 0, 0, 0, 16] + Array("CR".utf8) + [2, 0, 0, 0, 0, 0]
    func ifd0(exifAt: UInt32) -> [UInt8] {
      TIFFBuilder.ifd([.ascii(0x010F, "Canon"), .long(0x8769, exifAt)] + Self.size(1536, 1024), at: 16)
    }
    let exifStart = 16 + ifd0(exifAt: 0).count
    let exif = TIFFBuilder.ifd(
      [.long(0xA002, 3456), .long(0xA003, 2304), .ascii(0x9003, "2005:08:03 18:59:18")], at: exifStart)
    let file = header + ifd0(exifAt: UInt32(exifStart)) + exif
    let record = Self.classify(file, name: "CanonRaw.cr2")
    #expect(record.format == .cr2)
    #expect(record.pixelWidth == 3456 && record.pixelHeight == 2304)
    #expect(record.creationDate == "2005-08-03T18:59:18")
  }

  @Test func rw2HeaderIsWalkedAndTheSensorBordersGiveTheSize() {
    // Panasonic.rw2 (ExifTool): borders 6/8/2742/3656 → 3648x2736.
    let bytes = Self.littleEndian(
      header: [0x49, 0x49, 0x55, 0x00],
      entries: [(0x0002, 3, 3724), (0x0003, 3, 2754), (0x0004, 3, 6), (0x0005, 3, 8), (0x0006, 3, 2742), (0x0007, 3, 3656), (0x0112, 3, 1)])
    #expect(TIFFWalker(bytes: bytes) == nil, "the standard header check refuses IIU")
    #expect(TIFFWalker.anyHeader(bytes) != nil)
    let record = Self.classify(bytes, name: "Panasonic.rw2")
    #expect(record.format == .rw2)
    #expect(record.pixelWidth == 3648 && record.pixelHeight == 2736)
    #expect(record.orientation == 1)
  }

  @Test func orfHeaderIsWalked() {
    var bytes = Self.tiff(ifd0: [.ascii(0x010F, "OLYMPUS IMAGING CORP.")] + Self.size(4032, 3024))
    bytes[2] = 0x4F  // "MMOR"
    bytes[3] = 0x52
    let record = Self.classify(bytes, name: "P1010001.ORF")
    #expect(record.format == .orf)
    #expect(record.make == "OLYMPUS IMAGING CORP.")
    #expect(record.pixelWidth == 4032)
  }

  @Test func xmpPacketInIFD0IsRead() {
    let xmp = JPEGFixtures.xmp(attributes: ["GDepth:Format": "RangeInverse"])
    let bytes = Self.tiff(ifd0: Self.size(8, 8) + [TIFFField(tag: 0x02BC, type: 1, count: UInt32(xmp.utf8.count), value: Array(xmp.utf8))])
    #expect(Self.classify(bytes, name: "a.tif").subtypes.contains(.depthData))
  }

  @Test func fastPathWalksOnlyTheHead() {
    // IFD0 after 70 KB of strip data: the fast path cannot see it.
    var b = ByteBuilder()
    b.ascii("MM")
    b.u16be(42)
    b.u32be(70_008)
    b.zeros(70_000)
    b.append(TIFFBuilder.ifd(Self.size(100, 50), at: 70_008))
    #expect(Self.classify(b.bytes, name: "a.tif", fast: true).pixelWidth == nil)
    #expect(Self.classify(b.bytes, name: "a.tif").pixelWidth == 100)
  }

  @Test func hostileIFDsEndWithoutCrashing() {
    // A chain that loops back to IFD0, an absurd size, an IFD offset past the end.
    var loop = Self.tiff(ifd0: Self.size(10, 10), next: [Self.size(10, 10)])
    let ifd1Next = 8 + (2 + 2 * 12 + 4) + 2 + 2 * 12
    loop[ifd1Next ..< ifd1Next + 4] = [0, 0, 0, 8]
    let record = Self.classify(loop, name: "loop.tif")
    #expect(record.pixelWidth == 10)
    #expect(record.diagnostics?.contains { $0.contains("loops back") } == true)
    let huge = Self.tiff(ifd0: Self.size(0xFFFF_FFFF, 2))
    #expect(Self.classify(huge, name: "huge.tif").pixelWidth == nil)
    let dangling: [UInt8] = Array("II*\0".utf8) + [0xFF, 0xFF, 0xFF, 0x7F]
    #expect(Self.classify(dangling, name: "x.tif").pixelWidth == nil)
  }
}
