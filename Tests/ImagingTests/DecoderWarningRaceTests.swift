import Foundation
import MediaKind
import MediaKindImaging
import MediaKindTestSupport
import Testing

/// A JPEG's libjpeg warning stays with its own request while JPEG 2000 files, HEIF files and
/// failing decodes run beside it. libvips keeps one error buffer per process, and its loader
/// search (`vips_foreign_find_load`) clears and freezes that buffer while it tests the loaders
/// before the JPEG 2000 and HEIF ones: a warning written then was lost (2 runs in 10 before
/// the fix, `Docs/Imaging.md`, "Warnings: files decoded all the same").
@Suite("Decoder warnings under concurrency")
struct DecoderWarningRaceTests {
  typealias F = ImagingFixtures

  /// One high-quality request's final result.
  static func final(_ manager: ImageManager, _ path: String) async -> ImageResult? {
    await manager.results(
      for: path, targetSize: ImageTargetSize(side: 32),
      options: ImageRequestOptions(deliveryMode: .highQualityFormat)
    ).last
  }

  @Test("every JPEG decoded beside JPEG 2000, HEIF and failing decodes keeps its libjpeg warning")
  func warningsStayWithTheirRequest() async throws {
    let folder = try TemporaryDirectory("warning-race")
    defer { folder.remove() }
    let warned = [UInt8](try Data(contentsOf: URL(fileURLWithPath: F.sample("image/jpeg/libjpeg-warning-extraneous-bytes-64x48.jpg"))))
    let others = try [
      "image/jp2/grey-64x48.jp2", "image/heic/thumbnail-item-thmb-32x24.heic", "broken/jpeg/truncated-in-scan.jpg",
      "broken/png/chunk-length-past-eof.png",
    ].map { [UInt8](try Data(contentsOf: URL(fileURLWithPath: F.sample($0)))) }
    let extensions = ["jp2", "heic", "jpg", "png"]
    // Distinct files, so no cache of any kind could answer twice: 48 warned JPEGs, each
    // between two other decodes.
    var jobs: [(path: String, warned: Bool)] = []
    for i in 0..<48 {
      jobs.append((try folder.write("other-\(i).\(extensions[i % 4])", others[i % 4]), false))
      jobs.append((try folder.write("warned-\(i).jpg", warned), true))
    }
    let manager = ImageManager(maxConcurrentDecodes: 4)
    let results = await withTaskGroup(of: (String, Bool, ImageResult?).self) { group in
      for job in jobs {
        group.addTask { (job.path, job.warned, await Self.final(manager, job.path)) }
      }
      var out: [(String, Bool, ImageResult?)] = []
      for await result in group { out.append(result) }
      return out
    }
    #expect(results.count == jobs.count)
    var missing: [String] = []
    for (path, isWarned, result) in results where isWarned {
      #expect(result?.error == nil, "\(path): \(result?.error?.description ?? "")")
      let warnings = result?.warnings ?? []
      if !warnings.contains(where: { $0.contains("3 extraneous bytes before marker 0xdb") }) {
        missing.append("\((path as NSString).lastPathComponent): \(warnings)")
      }
      // Its own warning only: nothing of the JPEG 2000 or the failing decodes beside it.
      #expect(warnings.allSatisfy { $0.contains("VipsJpeg") }, "\(path): \(warnings)")
    }
    #expect(missing.isEmpty, "\(missing.count) of 48 JPEGs lost their warning: \(missing.prefix(4))")
    // The others are as they are alone: the JPEG 2000 decodes, the rest fail (Samples' HEIF
    // has no decodable primary, the damaged files are damaged).
    for (path, isWarned, result) in results where !isWarned {
      if path.hasSuffix(".jp2") {
        #expect(result?.error == nil && result?.warnings == [], "\(path): \(result?.error?.description ?? "")")
      } else {
        #expect(result?.error != nil || result?.reason != nil, "\(path)")
      }
    }
  }
}
