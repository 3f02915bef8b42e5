import Foundation
import MediaKind
import MediaKindImaging
import MediaKindTestSupport
import RawBridge
import Testing

/// RAW files rendered by libraw (`RawBridge`, `Docs/Imaging.md`, "Formats and their decoders"):
/// when there is no embedded preview large enough, the sensor data; libraw's failures kept in
/// its words, `damaged` only when libraw finds the data damaged.
@Suite("RAW rendered by libraw")
struct RawRenderTests {
  let manager = ImageManager(maxConcurrentDecodes: 2)

  /// A DNG 1.4 without a preview: IFD0 is the 32×24 CFA raw itself (8 bits, RGGB, one strip),
  /// a gradient, big-endian. (dcraw, and so libraw, takes no raw image under 22 pixels a side.)
  /// `keep`: how many bytes of it are written (the whole file by default).
  static func dng(keep: Int? = nil) -> [UInt8] {
    let (width, height) = (32, 24)
    func fields(stripOffset: UInt32) -> [TIFFField] {
      let image: [TIFFField] = [
        .long(0x00FE, 0), .short(0x0100, UInt16(width)), .short(0x0101, UInt16(height)), .short(0x0102, 8),
        .short(0x0103, 1), .short(0x0106, 32803), .ascii(0x010F, "MediaKind"), .ascii(0x0110, "Synthetic"),
      ]
      let strip: [TIFFField] = [
        .long(0x0111, stripOffset), .short(0x0115, 1), .short(0x0116, UInt16(height)), .long(0x0117, UInt32(width * height)),
        .short(0x011C, 1),
      ]
      let identity: [UInt8] = [1, 0, 0, 0, 1, 0, 0, 0, 1].flatMap { (n: UInt8) -> [UInt8] in [0, 0, 0, n, 0, 0, 0, 1] }
      let dng: [TIFFField] = [
        TIFFField(tag: 0x828D, type: 3, count: 2, value: [0, 2, 0, 2]), TIFFField(tag: 0x828E, type: 1, count: 4, value: [0, 1, 1, 2]),
        TIFFField(tag: 0xC612, type: 1, count: 4, value: [1, 4, 0, 0]), TIFFField(tag: 0xC613, type: 1, count: 4, value: [1, 1, 0, 0]),
        .ascii(0xC614, "MediaKind Synthetic"), TIFFField(tag: 0xC621, type: 10, count: 9, value: identity), .short(0xC65A, 21),
      ]
      return image + strip + dng
    }
    let size = TIFFBuilder.ifd(fields(stripOffset: 0), at: 8).count
    let header: [UInt8] = Array("MM".utf8) + [0, 42, 0, 0, 0, 8]
    let pixels: [UInt8] = (0..<height).flatMap { (y: Int) -> [UInt8] in (0..<width).map { (x: Int) -> UInt8 in UInt8((x * 6 + y * 2) & 0xFF) } }
    let file = header + TIFFBuilder.ifd(fields(stripOffset: UInt32(8 + size)), at: 8) + pixels
    return Array(file.prefix(keep ?? file.count))
  }

  func results(_ path: String, side: Int, _ options: ImageRequestOptions = ImageRequestOptions(deliveryMode: .highQualityFormat, encoding: .png)) async -> [ImageResult] {
    var out: [ImageResult] = []
    for await result in manager.requestImage(for: path, targetSize: ImageTargetSize(side: side), options: options) { out.append(result) }
    return out
  }

  @Test("the bridge: a whole DNG rendered at full and half size; a cut one damaged, other bytes unsupported, in libraw's words")
  func bridge() throws {
    try #require(RawLibrary.version != nil, "libraw is not loadable: \(RawLibrary.loadFailure ?? "")")
    #expect(RawLibrary.version?.hasPrefix("0.") == true)
    let folder = try TemporaryDirectory("raw-bridge")
    defer { folder.remove() }
    let whole = try folder.write("whole.dng", Self.dng())
    var asked: (Int, Int)?
    let full = try RawLibrary.render(path: whole, maxPixels: 1 << 20, maxBytes: 1 << 24) { width, height in
      asked = (width, height)
      return false
    }
    #expect(asked?.0 == 32 && asked?.1 == 24)
    #expect(full.width == 32 && full.height == 24 && full.rgb.count == 32 * 24 * 3 && !full.isHalfSize)
    #expect(full.warnings.isEmpty)
    #expect(Set(full.rgb).count > 4, "a gradient, not one flat colour")
    let half = try RawLibrary.render(path: whole, maxPixels: 1 << 20, maxBytes: 1 << 24) { _, _ in true }
    #expect(half.width == 16 && half.height == 12 && half.isHalfSize)
    // Limits are checked from the sizes libraw reads, before anything is unpacked.
    #expect(throws: RawError.self) { try RawLibrary.render(path: whole, maxPixels: 100, maxBytes: 1 << 24) { _, _ in false } }
    do {
      _ = try RawLibrary.render(path: whole, maxPixels: 100, maxBytes: 1 << 24) { _, _ in false }
    } catch {
      #expect(error.kind == .tooLarge && error.message.contains("32×24"), "\(error)")
    }
    // The data cut short: libraw reads the header and stops in the sensor data.
    let cut = try folder.write("cut.dng", Self.dng(keep: Self.dng().count - 600))
    do {
      _ = try RawLibrary.render(path: cut, maxPixels: 1 << 20, maxBytes: 1 << 24) { _, _ in false }
      Issue.record("a cut DNG rendered")
    } catch {
      #expect(error.kind == .damaged && error.message == "unpack: Input/output error", "\(error)")
    }
    // Bytes that are no RAW file at all.
    let garbage = try folder.write("garbage.dng", (0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7919 &+ 13) })
    do {
      _ = try RawLibrary.render(path: garbage, maxPixels: 1 << 20, maxBytes: 1 << 24) { _, _ in false }
      Issue.record("garbage rendered")
    } catch {
      #expect(error.kind == .unsupported && error.message == "open: Unsupported file format or not RAW file", "\(error)")
    }
  }

  @Test("a RAW without an embedded preview is rendered by libraw; one cut in its data is damaged with libraw's message")
  func withoutPreview() async throws {
    try #require(RawLibrary.version != nil, "libraw is not loadable: \(RawLibrary.loadFailure ?? "")")
    let folder = try TemporaryDirectory("raw-render")
    defer { folder.remove() }
    let whole = try folder.write("IMG_0001.dng", Self.dng())
    let record = MediaClassifier().classify(path: whole)
    #expect(record.format == .dng && record.subtypes.contains(.raw), "\(record)")
    let rendered = try #require(await results(whole, side: 64).last)
    #expect(rendered.error == nil, "\(rendered.error?.description ?? "")")
    #expect(rendered.source == .decoded && rendered.detail.contains("RAW, libraw 0."), "\(rendered.detail)")
    #expect(rendered.pixelWidth == 32 && rendered.pixelHeight == 24, "not upscaled")
    // A small target: half size is enough (no demosaicing).
    let small = try #require(await results(whole, side: 12).last)
    #expect(small.error == nil && small.detail.contains("at half size") && small.pixelWidth == 12, "\(small.detail)")

    let cut = try folder.write("IMG_0002.dng", Self.dng(keep: Self.dng().count - 600))
    let failed = try #require(await results(cut, side: 64).last)
    #expect(failed.data == nil)
    #expect(failed.error?.kind == .damaged, "\(failed.error?.description ?? "")")
    #expect(failed.error?.message.hasPrefix("libraw 0.") == true && failed.error?.message.hasSuffix(": unpack: Input/output error") == true, "\(failed.error?.message ?? "")")
  }

  @Test("a RAW whose embedded preview is smaller than the target is rendered; one that reaches it is shown as it is")
  func previewTooSmall() async throws {
    try #require(RawLibrary.version != nil, "libraw is not loadable: \(RawLibrary.loadFailure ?? "")")
    // Samples: an 8x6 uncompressed RGB preview in IFD0 (not a JPEG, so no embedded image the
    // scanner takes), the 32x24 raw in a SubIFD. Before libraw it had no image at all.
    let path = ImagingFixtures.sample("image/dng/preview-ifd0-raw-subifd.dng")
    let large = try #require(await results(path, side: 32).last)
    #expect(large.error == nil && large.source == .decoded && large.detail.contains("libraw"), "\(large.detail)")
    #expect(large.pixelWidth == 32 && large.pixelHeight == 24 && !large.detail.contains("half"))
    let small = try #require(await results(path, side: 8).last)
    #expect(small.error == nil && small.detail.contains("at half size") && small.pixelWidth == 8, "\(small.detail)")
    // Samples' CR2: a 64x48 JPEG preview and a dummy raw libraw does not read. A target the
    // preview reaches: the preview, libraw not asked.
    let cr2 = ImagingFixtures.sample(ImagingFixtures.cr2)
    let reached = try #require(await results(cr2, side: 48).last)
    #expect(reached.error == nil && reached.source == .embeddedPreview, "\(reached.error?.description ?? "")")
    #expect(reached.detail.hasSuffix("(RAW: the largest embedded preview, not a render of the RAW data)"), "\(reached.detail)")
    // A larger one: libraw is asked, fails, and the preview is shown with its failure named.
    let fallback = try #require(await results(cr2, side: 320).last)
    #expect(fallback.error == nil && fallback.source == .embeddedPreview, "\(fallback.error?.description ?? "")")
    #expect(fallback.detail.contains("not a render of the RAW data; unsupported: libraw 0."), "\(fallback.detail)")
  }

  @Test(
    "the shared corpus's RAW files that libraw reads render through the bridge",
    .enabled(if: SampleCorpus.sharedCorpus != nil, "the shared corpus (../shared/corpus/files) is absent"))
  func corpus() throws {
    try #require(RawLibrary.version != nil, "libraw is not loadable: \(RawLibrary.loadFailure ?? "")")
    let files = try #require(SampleCorpus.sharedCorpus).appendingPathComponent("files")
    // (path, width, height) as libraw 0.20.2 renders them asked for half size: the NEF's Bayer
    // data at half size; the DNG's data are not a Bayer mosaic, which libraw does not halve.
    for (relative, width, height) in [("photoprism/assets/examples/canon_eos_6d.dng", 1224, 816), ("exiftool/t/images/Nikon.nef", 1520, 1007)] {
      let image = try RawLibrary.render(path: files.appendingPathComponent(relative).path, maxPixels: 1 << 28, maxBytes: 1 << 30) { _, _ in true }
      #expect(image.width == width && image.height == height, "\(relative): \(image.width)x\(image.height)")
      #expect(image.rgb.count == image.width * image.height * 3)
      #expect(image.isHalfSize == (relative.hasSuffix(".nef")))
    }
  }
}
