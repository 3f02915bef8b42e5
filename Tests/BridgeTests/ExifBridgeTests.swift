import ExifBridge
import MagicBridge
import MediaKindTestSupport
import Testing

/// The libexif and libmagic bridges on their own, with tiny synthetic fixtures, so an upgrade
/// of either C library shows up here first (`Docs/CBoundary.md`, "The C boundary").
@Suite("ExifBridge (libexif)")
struct ExifBridgeTests {
  /// IFD0 Make/Model/Orientation, an EXIF IFD with DateTimeOriginal and CustomRendered, and
  /// a GPS IFD with a latitude.
  static let tiff = TIFFBuilder.build(
    ifd0: [.ascii(0x010F, "Apple"), .ascii(0x0110, "iPhone 15 Pro"), .short(0x0112, 6)],
    exif: [.ascii(0x9003, "2024:05:01 10:11:12"), .short(0xA401, 8)],
    gps: [.ascii(0x0001, "N"), .rationals(0x0002, [(37, 1), (20, 1), (0, 1)])])

  static func entries(_ payload: [UInt8], _ ifd: ExifIFD) throws -> [ExifEntry] {
    try payload.withUnsafeBytes { raw in
      let document = try ExifDocument(payload: raw)
      return document.entries(in: ifd)
    }
  }

  @Test func bareTIFFPayloadIsLoadedWithItsEntriesAndByteOrder() throws {
    let ifd0 = try Self.entries(Self.tiff, .ifd0)
    let make = try #require(ifd0.first { $0.tag == 0x010F })
    #expect(make.format == 2)
    #expect(make.components == 6)
    #expect(make.bytes == Array("Apple\0".utf8))
    #expect(make.isBigEndian)
    let orientation = try #require(ifd0.first { $0.tag == 0x0112 })
    #expect(orientation.format == 3)
    #expect(orientation.bytes == [0, 6])
  }

  @Test func exifPrefixedPayloadGivesTheSameEntries() throws {
    let prefixed = Array("Exif\0\0".utf8) + Self.tiff
    #expect(try Self.entries(prefixed, .exif) == Self.entries(Self.tiff, .exif))
    #expect(try Self.entries(prefixed, .ifd0).count == 3)
  }

  @Test func subIFDsAreFollowedAndPointerTagsAreNotEntries() throws {
    let exif = try Self.entries(Self.tiff, .exif)
    #expect(exif.map(\.tag) == [0x9003, 0xA401])
    let gps = try Self.entries(Self.tiff, .gps)
    #expect(gps.map(\.tag) == [0x0001, 0x0002])
    #expect(gps.last?.components == 3)
    let ifd0 = try Self.entries(Self.tiff, .ifd0)
    #expect(!ifd0.contains { $0.tag == 0x8769 || $0.tag == 0x8825 })
  }

  @Test func rawFactsKeepUnknownTagsAndDoNotAddEntries() throws {
    // 0xC0DE is no EXIF tag; FOLLOW_SPECIFICATION would add mandatory tags (XResolution,
    // ExifVersion, ...) that the file does not have.
    let payload = TIFFBuilder.build(ifd0: [.ascii(0x010F, "X"), .long(0xC0DE, 7)])
    let ifd0 = try Self.entries(payload, .ifd0)
    #expect(ifd0.map(\.tag) == [0x010F, 0xC0DE])
    #expect(try Self.entries(payload, .exif).isEmpty)
  }

  @Test func valuePastTheEndIsDroppedNotRead() throws {
    // A 20-byte ASCII value whose offset points far outside the payload.
    var payload = TIFFBuilder.build(ifd0: [.ascii(0x010F, "A long make string!")])
    // IFD0 at 8: count(2) + entry: tag(2) type(2) count(4) offset(4) → offset at 18.
    payload[18] = 0x7F
    let ifd0 = try Self.entries(payload, .ifd0)
    #expect(!ifd0.contains { $0.tag == 0x010F })
  }

  @Test func tooShortPayloadThrows() {
    #expect(throws: ExifBridgeError.tooShort) {
      try [UInt8]([0x4D, 0x4D]).withUnsafeBytes { raw in
        _ = try ExifDocument(payload: raw)
      }
    }
  }

  @Test func garbageGivesNoEntries() throws {
    let garbage = [UInt8](repeating: 0xA5, count: 64)
    for ifd in ExifIFD.allCases {
      #expect(try Self.entries(garbage, ifd).isEmpty)
    }
  }

  @Test func libraryVersionIsKnown() {
    #expect(ExifDocument.libraryVersion != "unknown")
  }
}

@Suite("MagicBridge (libmagic)")
struct MagicBridgeTests {
  @Test func pngBytesHaveThePNGMimeType() throws {
    var png = ByteBuilder()
    png.append([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    var ihdr = ByteBuilder()
    ihdr.u32be(1)
    ihdr.u32be(1)
    ihdr.append([8, 6, 0, 0, 0])
    png.pngChunk("IHDR", ihdr.bytes)
    png.pngChunk("IEND", [])
    let cookie = try MagicCookie(flags: .mimeType)
    let mime = try png.bytes.withUnsafeBytes { try cookie.describe($0) }
    #expect(mime == "image/png")
  }
}
