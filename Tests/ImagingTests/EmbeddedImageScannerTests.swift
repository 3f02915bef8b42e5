import Foundation
import MediaKind
import MediaKindTestSupport
import Testing

/// One test per embedded-preview source (issue 16), on Samples and on bytes built here, plus
/// the things that must never be previews.
@Suite("Embedded image scanner")
struct EmbeddedImageScannerTests {
  @Test("EXIF IFD1 thumbnail of a JPEG: 160x120 at the offset IFD1 names, orientation 6")
  func exifThumbnailInJPEG() throws {
    let scan = try EmbeddedImageScanner.scan(path: ImagingFixtures.sample(ImagingFixtures.exifThumbnail))
    #expect(scan.orientation == 6)
    #expect(scan.images.count == 1)
    let image = try #require(scan.images.first)
    #expect(image.source == .exifThumbnail)
    #expect(image.codec == .jpeg)
    #expect(image.pixelWidth == 160 && image.pixelHeight == 120)
    let bytes = try ImagingFixtures.bytes(ImagingFixtures.exifThumbnail)
    let range = try #require(image.byteRange)
    #expect(Array(bytes[range].prefix(2)) == [0xFF, 0xD8])
    #expect(Array(bytes[range].suffix(2)) == [0xFF, 0xD9])
    // The same result from memory.
    #expect(EmbeddedImageScanner.scan(bytes: bytes) == scan)
  }

  @Test("EXIF IFD1 thumbnail of a TIFF: offsets from the file start")
  func exifThumbnailInTIFF() throws {
    let thumbnail = try ImagingFixtures.bytes(ImagingFixtures.plainJPEG)
    let tiff = ImagingFixtures.tiffWithThumbnail(thumbnail, orientation: 8)
    let scan = EmbeddedImageScanner.scan(bytes: tiff)
    #expect(scan.orientation == 8)
    #expect(scan.images.map(\.source) == [.exifThumbnail])
    #expect(scan.images.first?.pixelWidth == 64)
    #expect(scan.images.first?.byteRange == (tiff.count - thumbnail.count)..<tiff.count)
  }

  @Test("JFIF extension (JFXX, code 0x10) thumbnail: the JPEG that fills the APP0 segment")
  func jfifExtensionThumbnail() throws {
    let thumbnail = try ImagingFixtures.bytes(ImagingFixtures.plainJPEG)
    let main = try ImagingFixtures.bytes(ImagingFixtures.exifThumbnail)
    let payload = Array("JFXX".utf8) + [0, 0x10] + thumbnail
    let segment: [UInt8] = [0xFF, 0xE0] + ImagingFixtures.u16be(payload.count + 2) + payload
    let file = [0xFF, 0xD8] + segment + main.dropFirst(2)
    let scan = EmbeddedImageScanner.scan(bytes: file)
    let jfxx = try #require(scan.images.first { $0.source == .jfifThumbnail })
    #expect(jfxx.location == "APP0 JFXX")
    #expect(jfxx.byteRange == 12..<(12 + thumbnail.count))
    #expect(jfxx.pixelWidth == 64 && jfxx.pixelHeight == 48)
    // The EXIF thumbnail after it is still found; other JFXX codes (palette, RGB) are not JPEG.
    #expect(scan.images.contains { $0.source == .exifThumbnail })
    var palette = file
    palette[11] = 0x11
    #expect(!EmbeddedImageScanner.scan(bytes: palette).images.contains { $0.source == .jfifThumbnail })
  }

  @Test("MPF large thumbnail (type 0x010001) is a preview")
  func mpfPreview() throws {
    let scan = try EmbeddedImageScanner.scan(path: ImagingFixtures.sample(ImagingFixtures.mpfPreview))
    #expect(scan.images.count == 1)
    let image = try #require(scan.images.first)
    #expect(image.source == .mpfPreview)
    #expect(image.pixelWidth == 320 && image.pixelHeight == 240)
    #expect(image.location.hasPrefix("MPF entry 2"))
  }

  @Test("gain maps in MPF (Apple, Ultra HDR) are never previews", arguments: [ImagingFixtures.appleGainMap, ImagingFixtures.ultraHDRGainMap])
  func gainMapsAreNotPreviews(_ sample: String) throws {
    let scan = try EmbeddedImageScanner.scan(path: ImagingFixtures.sample(sample))
    #expect(scan.images.isEmpty)
    #expect(scan.notes.contains { $0.contains("MPF entry 2") && $0.contains("not a preview") })
  }

  @Test("a gain map whose MPF entry claims to be a large thumbnail is still left out")
  func gainMapWithLargeThumbnailType() throws {
    var bytes = try ImagingFixtures.bytes(ImagingFixtures.appleGainMap)
    // The MP entries follow the primary's entry, whose attributes are 00 03 00 00 (big endian).
    let mpf = try #require(bytes.firstRange(of: Array("MPF\0".utf8)))
    let primary = try #require(bytes[mpf.upperBound...].firstRange(of: [0x00, 0x03, 0x00, 0x00]))
    let second = primary.lowerBound + 16
    bytes.replaceSubrange(second..<(second + 4), with: [0x00, 0x01, 0x00, 0x01])
    let scan = EmbeddedImageScanner.scan(bytes: bytes)
    #expect(scan.images.isEmpty)
    #expect(scan.notes.contains { $0.contains("gain map") }, "notes: \(scan.notes)")
  }

  @Test("HEIF thmb item: the thumbnail item of the primary, with its ispe size")
  func heifThumbnail() throws {
    let scan = try EmbeddedImageScanner.scan(path: ImagingFixtures.sample(ImagingFixtures.heifThumbnail))
    #expect(scan.images.count == 1)
    let image = try #require(scan.images.first)
    #expect(image.source == .heifThumbnail)
    #expect(image.codec == .heifItem(type: "hvc1", itemID: 2))
    #expect(image.pixelWidth == 32 && image.pixelHeight == 24)
  }

  @Test("HEIF auxiliary images (gain map, depth) are never thumbnails", arguments: [ImagingFixtures.heifGainMap, ImagingFixtures.heifDepth])
  func heifAuxiliaryImagesAreNotThumbnails(_ sample: String) throws {
    let scan = try EmbeddedImageScanner.scan(path: ImagingFixtures.sample(sample))
    #expect(scan.images.isEmpty)
  }

  @Test("RAW preview: a CR2's IFD0 JPEG strip")
  func rawPreview() throws {
    let scan = try EmbeddedImageScanner.scan(path: ImagingFixtures.sample(ImagingFixtures.cr2))
    #expect(scan.images.map(\.source) == [.rawPreview])
    #expect(scan.images.first?.pixelWidth == 64 && scan.images.first?.pixelHeight == 48)
    // The raw IFD's lossless JPEG (SOF3) is sensor data, not a preview.
    #expect(scan.images.count == 1)
  }

  @Test("CR3 THMB and PRVW")
  func cr3ThumbnailAndPreview() throws {
    let thumbnail = try ImagingFixtures.bytes(ImagingFixtures.plainJPEG)
    let preview = try ImagingFixtures.bytes("image/jpeg/gpano-equirectangular-512x256.jpg")
    let file = ImagingFixtures.cr3(thumbnail: thumbnail, thumbnailSize: (64, 48), preview: preview, previewSize: (512, 256))
    let scan = EmbeddedImageScanner.scan(bytes: file)
    #expect(scan.images.map(\.source) == [.cr3Thumbnail, .cr3Preview])
    #expect(scan.images.map(\.pixelWidth) == [64, 512])
    for image in scan.images {
      let range = try #require(image.byteRange)
      #expect(Array(file[range]) == (image.source == .cr3Thumbnail ? thumbnail : preview))
    }
  }

  @Test("a thumbnail cut by the end of the file is left out, with a note")
  func truncatedThumbnail() throws {
    let thumbnail = try ImagingFixtures.bytes(ImagingFixtures.plainJPEG)
    let tiff = ImagingFixtures.tiffWithThumbnail(thumbnail, orientation: 1)
    let cut = EmbeddedImageScanner.scan(bytes: Array(tiff.dropLast(10)))
    #expect(cut.images.isEmpty)
    #expect(cut.notes.contains { $0.contains("outside the file") }, "notes: \(cut.notes)")
    // In a JPEG the thumbnail lies inside APP1: a cut there leaves the segment unread.
    let jpeg = try ImagingFixtures.bytes(ImagingFixtures.exifThumbnail)
    let range = try #require(EmbeddedImageScanner.scan(bytes: jpeg).images.first?.byteRange)
    #expect(EmbeddedImageScanner.scan(bytes: Array(jpeg[..<(range.lowerBound + 100)])).images.isEmpty)
  }

  @Test("files with nothing embedded, damaged files and non-images give no images and no crash")
  func nothingEmbedded() throws {
    for relative in [ImagingFixtures.plainJPEG, "image/png/plain-rgb-16x16.png", "audio/mp3/id3v24-cbr-32kbps-0.9s.mp3",
                     "broken/jpeg/truncated-inside-app1-exif.jpg", "broken/tiff/looping-ifd-chain.tiff",
                     "broken/tiff/bigtiff-offsets-near-int-max.tiff", "video/mov/no-ftyp-moov-first.mov"] {
      let scan = try EmbeddedImageScanner.scan(path: ImagingFixtures.sample(relative))
      #expect(scan.images.isEmpty, "\(relative)")
    }
  }

  @Test("every mutant of the preview samples scans without a crash, and every range it reports is inside the file")
  func mutants() throws {
    for relative in [ImagingFixtures.exifThumbnail, ImagingFixtures.mpfPreview, ImagingFixtures.heifThumbnail, ImagingFixtures.cr2] {
      let bytes = try ImagingFixtures.bytes(relative)
      var generator = SeededGenerator(seed: UInt64(bytes.count))
      for _ in 0..<200 {
        var mutant = bytes
        switch Int.random(in: 0..<3, using: &generator) {
        case 0: mutant = Array(mutant.prefix(Int.random(in: 0..<bytes.count, using: &generator)))
        case 1:
          for _ in 0..<4 { mutant[Int.random(in: 0..<mutant.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator) }
        default:
          let at = Int.random(in: 0..<(mutant.count - 4), using: &generator)
          mutant.replaceSubrange(at..<(at + 4), with: [0xFF, 0xFF, 0xFF, 0xFF])
        }
        let scan = EmbeddedImageScanner.scan(bytes: mutant)
        for image in scan.images {
          if let range = image.byteRange { #expect(range.lowerBound >= 0 && range.upperBound <= mutant.count) }
        }
      }
    }
  }
}
