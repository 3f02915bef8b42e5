import Foundation
import MediaKind
import MediaKindImaging
import MediaKindTestSupport
import Testing
import VipsBridge

/// The formats libvips has no loader for here (BMP, TGA, PSD: MediaKind's own decoders),
/// JPEG 2000 (libvips' OpenJPEG loader) and JPEGs libjpeg decodes with a warning.
@Suite("Own decoders and decoder warnings")
struct OwnDecoderTests {
  let manager = ImageManager(maxConcurrentDecodes: 2)
  typealias F = ImagingFixtures

  /// The one final result of a high-quality request at the source size, as PNG (lossless, so
  /// pixel colours can be compared exactly).
  func decode(_ path: String, options: ImageRequestOptions? = nil) async -> ImageResult? {
    let options = options ?? ImageRequestOptions(deliveryMode: .highQualityFormat, resizeMode: .none, encoding: .png)
    return await manager.results(for: path, targetSize: .maximum, options: options).last
  }

  /// The size of the result's image and the colour at `x`, `y` (read back by libvips).
  func pixels(_ result: ImageResult?, at points: [(Int, Int)]) throws -> (width: Int, height: Int, colours: [[Int]]) {
    let result = try #require(result)
    #expect(result.error == nil, "\(result.error?.description ?? "")")
    let data = try #require(result.data)
    let image = try VipsImageHandle.thumbnail(bytes: data, resize: VipsResize(width: 1 << 14, height: 1 << 14))
    let colours = try points.map { point in try image.pixel(x: point.0, y: point.1).map { Int($0.rounded()) } }
    return (image.width, image.height, colours)
  }

  // MARK: - Byte builders

  static func bmp(width: Int, height: Int, bits: Int, compression: Int = 0, masks: [Int] = [], rows: [UInt8]) -> [UInt8] {
    let extra = masks.flatMap { F.u32le($0) }
    let offset = 14 + 40 + extra.count
    let info = F.u32le(40) + F.u32le(width) + F.u32le(height & 0xFFFF_FFFF) + F.u16le(1) + F.u16le(bits)
      + F.u32le(compression) + F.u32le(rows.count) + F.u32le(2835) + F.u32le(2835) + F.u32le(0) + F.u32le(0)
    return Array("BM".utf8) + F.u32le(offset + rows.count) + F.u32le(0) + F.u32le(offset) + info + extra + rows
  }

  static func tga(type: Int, width: Int, height: Int, bits: Int, descriptor: Int, data: [UInt8]) -> [UInt8] {
    [0, 0, UInt8(type)] + F.u16le(0) + F.u16le(0) + [0] + F.u16le(0) + F.u16le(0) + F.u16le(width) + F.u16le(height)
      + [UInt8(bits), UInt8(descriptor)] + data
  }

  static func psd(width: Int, height: Int, channels: Int, mode: Int, resources: [UInt8] = [], imageData: [UInt8]) -> [UInt8] {
    Array("8BPS".utf8) + F.u16be(1) + [0, 0, 0, 0, 0, 0] + F.u16be(channels) + F.u32be(height) + F.u32be(width)
      + F.u16be(8) + F.u16be(mode) + F.u32be(0) + F.u32be(resources.count) + resources + F.u32be(0) + imageData
  }

  // MARK: - BMP

  @Test("BMP: 8-bit palette bottom-up (Samples), 24-bit top-down, 32-bit BITFIELDS, 1-bit, RLE8")
  func bmpVariants() async throws {
    let palette = try pixels(await decode(F.sample("image/bmp/palette8-bottom-up-6x4.bmp")), at: [(0, 0), (5, 3)])
    #expect(palette.width == 6 && palette.height == 4)
    #expect(palette.colours == [[200, 30, 60], [20, 40, 220]])

    let folder = try TemporaryDirectory("own-decoders")
    defer { folder.remove() }
    // 24-bit, 3x2, top-down (negative height): row 0 red, row 1 blue; rows padded to 12 bytes.
    let rows24: [UInt8] = [0, 0, 255, 0, 0, 255, 0, 0, 255, 0, 0, 0] + [255, 0, 0, 255, 0, 0, 255, 0, 0, 0, 0, 0]
    let topDown = try folder.write("top-down.bmp", Self.bmp(width: 3, height: -2, bits: 24, rows: rows24))
    let a = try pixels(await decode(topDown), at: [(0, 0), (2, 1)])
    #expect(a.width == 3 && a.height == 2 && a.colours == [[255, 0, 0], [0, 0, 255]])
    // 32-bit BITFIELDS with masks R 0x0000FF00, G 0x00FF0000, B 0xFF000000: one pixel (10, 20, 30).
    let pixel32: [UInt8] = [0, 10, 20, 30]
    let bitfields = try folder.write(
      "bitfields.bmp", Self.bmp(width: 1, height: 1, bits: 32, compression: 3, masks: [0xFF00, 0xFF_0000, 0xFF00_0000], rows: pixel32))
    #expect(try pixels(await decode(bitfields), at: [(0, 0)]).colours == [[10, 20, 30]])
    // 1-bit, 8x1, palette black/white, pixels 10000001.
    var oneBit = Self.bmp(width: 8, height: 1, bits: 1, rows: [])
    oneBit.replaceSubrange(10..<14, with: F.u32le(14 + 40 + 8))
    oneBit += [0, 0, 0, 0, 255, 255, 255, 0] + [0b1000_0001, 0, 0, 0]
    let mono = try pixels(await decode(try folder.write("mono.bmp", oneBit)), at: [(0, 0), (1, 0), (7, 0)])
    #expect(mono.colours == [[255, 255, 255], [0, 0, 0], [255, 255, 255]])
    // RLE8, 4x2 bottom-up: bottom row 4 × index 1, end of line, top row 4 × index 0, end.
    var rle = Self.bmp(width: 4, height: 2, bits: 8, compression: 1, rows: [])
    rle.replaceSubrange(10..<14, with: F.u32le(14 + 40 + 8))
    rle.replaceSubrange(46..<50, with: F.u32le(2))  // two palette entries
    rle += [9, 9, 9, 0, 200, 100, 50, 0] + [4, 1, 0, 0, 4, 0, 0, 1]
    let rle8 = try pixels(await decode(try folder.write("rle8.bmp", rle)), at: [(0, 0), (3, 1)])
    #expect(rle8.colours == [[9, 9, 9], [50, 100, 200]])
  }

  // MARK: - TGA

  @Test("TGA: RLE true colour (Samples), raw 32-bit bottom-up, RLE grey")
  func tgaVariants() async throws {
    let rle = try pixels(await decode(F.sample("image/tga/rle-truecolor-10x5.tga")), at: [(0, 0), (9, 4)])
    #expect(rle.width == 10 && rle.height == 5 && rle.colours == [[240, 200, 10], [240, 200, 10]])

    let folder = try TemporaryDirectory("own-decoders")
    defer { folder.remove() }
    // Type 2, 32 bits BGRA, 2x2 bottom-up: stored first row (the bottom) green, then red.
    let raw = Self.tga(type: 2, width: 2, height: 2, bits: 32, descriptor: 8, data: [0, 255, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 0, 0, 255, 255])
    let b = try pixels(await decode(try folder.write("raw.tga", raw)), at: [(0, 0), (1, 1)])
    #expect(b.width == 2 && b.height == 2 && b.colours == [[255, 0, 0], [0, 255, 0]])
    // Type 11 (grey RLE), 3x1: a run of 2 × 77 and a raw packet of 1 × 150.
    let grey = Self.tga(type: 11, width: 3, height: 1, bits: 8, descriptor: 0x20, data: [0x81, 77, 0x00, 150])
    let c = try pixels(await decode(try folder.write("grey.tga", grey)), at: [(1, 0), (2, 0)])
    #expect(c.colours.map { $0.first } == [77, 150])
  }

  // MARK: - PSD

  @Test("PSD: PackBits RGB composite (Samples), raw composite, CMYK shown by its thumbnail resource")
  func psdVariants() async throws {
    let packed = try pixels(await decode(F.sample("image/psd/rle-rgb-12x6.psd")), at: [(0, 0), (11, 5)])
    #expect(packed.width == 12 && packed.height == 6 && packed.colours == [[30, 160, 90], [30, 160, 90]])

    let folder = try TemporaryDirectory("own-decoders")
    defer { folder.remove() }
    // Raw RGB 2x1: planes R [1, 2], G [3, 4], B [5, 6].
    let raw = Self.psd(width: 2, height: 1, channels: 3, mode: 3, imageData: F.u16be(0) + [1, 2, 3, 4, 5, 6])
    let d = try pixels(await decode(try folder.write("raw.psd", raw)), at: [(0, 0), (1, 0)])
    #expect(d.colours == [[1, 3, 5], [2, 4, 6]])
    // CMYK: not read; its resource 1036 (a 64x48 JPEG) is shown, and the result says so.
    let jpeg = try F.bytes(F.plainJPEG)
    let thumbnail = F.u32be(1) + F.u32be(64) + F.u32be(48) + F.u32be(192) + F.u32be(9216) + F.u32be(jpeg.count)
      + F.u16be(24) + F.u16be(1) + jpeg
    let resource = Array("8BIM".utf8) + F.u16be(1036) + [0, 0] + F.u32be(thumbnail.count) + thumbnail + (thumbnail.count % 2 == 1 ? [0] : [])
    let cmyk = Self.psd(width: 640, height: 480, channels: 4, mode: 4, resources: resource, imageData: F.u16be(0))
    let result = await decode(try folder.write("cmyk.psd", cmyk))
    let shown = try pixels(result, at: [(0, 0)])
    #expect(shown.width == 64 && shown.height == 48)
    #expect(result?.detail == "PSD thumbnail resource 1036 (JPEG)")
    #expect(result?.warnings.first?.contains("colour mode 4 (CMYK)") == true)
  }

  // MARK: - Hostile headers

  @Test("hostile headers: huge dimensions are tooLarge, truncated data damaged, historic TGA codings unsupported, per file, nothing allocated from them")
  func hostileHeaders() async throws {
    let folder = try TemporaryDirectory("own-decoders")
    defer { folder.remove() }
    let cases: [(String, [UInt8], ImageRequestError.Kind, String)] = [
      ("huge.bmp", Self.bmp(width: 1 << 30, height: 1 << 30, bits: 24, rows: [0, 0, 0, 0]), .tooLarge, "BMP"),
      ("negative.bmp", Self.bmp(width: -5, height: 2, bits: 24, rows: []), .damaged, "BMP"),
      ("truncated.bmp", Self.bmp(width: 100, height: 100, bits: 24, rows: [1, 2, 3]), .damaged, "truncated"),
      ("huge.tga", Self.tga(type: 10, width: 65535, height: 65535, bits: 32, descriptor: 0, data: [0xFF, 1, 2, 3, 4]), .tooLarge, "TGA"),
      ("short-rle.tga", Self.tga(type: 10, width: 100, height: 100, bits: 24, descriptor: 0, data: [0xFF, 1, 2, 3]), .damaged, "RLE"),
      ("overrun-rle.tga", Self.tga(type: 10, width: 2, height: 1, bits: 24, descriptor: 0, data: [0x85, 1, 2, 3]), .damaged, "past the image"),
      // Valid TGA of a historic coding nothing here reads: unsupported, its coding named.
      ("huffman.tga", Self.tga(type: 32, width: 2, height: 2, bits: 8, descriptor: 0, data: [1, 2, 3, 4]), .unsupported, "image type 32 (Huffman, delta and run-length"),
      ("quadtree.tga", Self.tga(type: 33, width: 2, height: 2, bits: 8, descriptor: 0, data: [1, 2, 3, 4]), .unsupported, "four-pass quadtree"),
      ("huge.psd", Self.psd(width: 300_000, height: 300_000, channels: 3, mode: 3, imageData: F.u16be(0)), .tooLarge, "PSD"),
      ("lying-counts.psd", Self.psd(width: 4, height: 1, channels: 3, mode: 3, imageData: F.u16be(1) + F.u16be(60000) + F.u16be(2) + F.u16be(2)), .damaged, "PSD"),
      ("bad-packbits.psd", Self.psd(width: 4, height: 1, channels: 3, mode: 3, imageData: F.u16be(1) + F.u16be(2) + F.u16be(2) + F.u16be(2) + [0xF0, 1, 0xFD, 1, 0xFD, 1]), .damaged, "PackBits"),
    ]
    for (name, bytes, kind, words) in cases {
      let path = try folder.write(name, bytes)
      let result = try #require(await decode(path), "\(name)")
      #expect(result.data == nil, "\(name)")
      #expect(result.error?.kind == kind, "\(name): \(result.error?.description ?? "no error")")
      #expect(result.error?.message.contains(words) == true, "\(name): \(result.error?.description ?? "")")
      #expect(result.detail.contains("MediaKind's"), "\(name): \(result.detail)")
    }
  }

  // MARK: - JPEG 2000 and JPEG warnings

  @Test("JPEG 2000 is decoded by libvips' OpenJPEG loader")
  func jpeg2000() async throws {
    let result = await decode(F.sample("image/jp2/grey-64x48.jp2"))
    let image = try pixels(result, at: [(0, 0)])
    #expect(image.width == 64 && image.height == 48)
    #expect(result?.detail == "decoded (jp2, libvips)")
  }

  @Test("JPEGs libjpeg decodes with a warning render, the warning in the result")
  func jpegWarnings() async throws {
    let extraneous = await decode(F.sample("image/jpeg/libjpeg-warning-extraneous-bytes-64x48.jpg"))
    #expect(try pixels(extraneous, at: [(0, 0)]).width == 64)
    #expect(extraneous?.warnings.contains { $0.contains("3 extraneous bytes before marker 0xdb") } == true, "\(extraneous?.warnings ?? [])")
    let twoSOI = await decode(F.sample("image/jpeg/libjpeg-warning-two-soi-64x48.jpg"))
    let image = try pixels(twoSOI, at: [(0, 0)])
    #expect(image.width == 64 && image.height == 48)
    #expect(twoSOI?.warnings.first?.contains("two SOI markers") == true, "\(twoSOI?.warnings ?? [])")
    // A clean JPEG has none, and a truncated one stays damaged.
    #expect(await decode(F.sample(F.plainJPEG))?.warnings == [])
    let truncated = await decode(F.sample("broken/jpeg/truncated-in-scan.jpg"))
    #expect(truncated?.data == nil || truncated?.reason != nil)
  }
}
