import Foundation
import MediaKind
import MediaKindTestSupport
import Testing

/// The embedded images of the shared corpus: which families give which previews, and that no
/// preview is ever a gain map or a depth map.
@Suite("Embedded images on the shared corpus")
struct CorpusPreviewTests {
  static let files: String? = SampleCorpus.sharedCorpus?.appendingPathComponent("files").path

  @Test(
    "previews by family; every reported range is a JPEG inside its file; no gain or depth map",
    .enabled(if: files != nil, "the shared corpus (../shared/corpus/files) is absent"))
  func corpus() throws {
    let root = try #require(Self.files)
    var bySource: [EmbeddedImageSource: Int] = [:]
    var byExtension: [String: Set<EmbeddedImageSource>] = [:]
    var scanned = 0
    for entry in FileEnumerator(roots: [root]) {
      let path = entry.path
      guard let scan = try? EmbeddedImageScanner.scan(path: path) else { continue }
      scanned += 1
      guard !scan.images.isEmpty else { continue }
      let data = try Data(contentsOf: URL(fileURLWithPath: path))
      let bytes = [UInt8](data)
      for image in scan.images {
        bySource[image.source, default: 0] += 1
        byExtension[URL(fileURLWithPath: path).pathExtension.lowercased(), default: []].insert(image.source)
        if let range = image.byteRange {
          #expect(range.upperBound <= bytes.count, "\(path) \(image.location)")
          guard range.upperBound <= bytes.count else { continue }
          let jpeg = Array(bytes[range])
          #expect(Array(jpeg.prefix(2)) == [0xFF, 0xD8], "\(path) \(image.location)")
          // Never an auxiliary image: its own metadata declares no gain map, depth or matte.
          #expect(EmbeddedImageScanner.auxiliaryKind(ofJPEGHead: Array(jpeg.prefix(65536))) == nil, "\(path) \(image.location)")
          #expect(!Self.declaresAuxiliary(jpeg.prefix(65536)), "\(path) \(image.location)")
        }
      }
    }
    let table = bySource.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.key.rawValue) \($0.value)" }
    let families = byExtension.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value.map(\.rawValue).sorted().joined(separator: ","))" }
    print("corpus previews (\(scanned) files): \(table.joined(separator: ", ")); \(families.joined(separator: "; "))")
    // What the corpus holds today (a drop means a source stopped being found).
    #expect(bySource[.exifThumbnail, default: 0] >= 130)
    #expect(bySource[.heifThumbnail, default: 0] >= 8)
    #expect(bySource[.rawPreview, default: 0] >= 3)
    #expect(byExtension["jpg"]?.contains(.exifThumbnail) == true)
    // JFIF extension thumbnails (ExifTool.jpg, a Canon PowerShot A5 JPEG).
    #expect(bySource[.jfifThumbnail, default: 0] >= 2)
    #expect(byExtension["heic"]?.contains(.heifThumbnail) == true)
    #expect(byExtension["rw2"]?.contains(.rawPreview) == true)
    #expect(byExtension["nef"] != nil)
    // EXIF thumbnails outside JPEG and TIFF: the JPEG XL Exif box and the WebP EXIF chunk.
    #expect(byExtension["jxl"]?.contains(.exifThumbnail) == true)
    #expect(byExtension["webp"]?.contains(.exifThumbnail) == true)
  }

  /// A plain byte search for the markers of auxiliary images, independent of the scanner.
  static func declaresAuxiliary(_ head: ArraySlice<UInt8>) -> Bool {
    let text = String(decoding: head, as: UTF8.self)
    return ["hdrgm:Version", "HDRGainMap", "urn:iso:std:iso:ts:21496", "aux:hdrgainmap", "GDepth:", "DepthMap:", "depthData:"]
      .contains { text.contains($0) }
  }
}
