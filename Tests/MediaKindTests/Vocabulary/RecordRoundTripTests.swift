import Foundation
import MediaKindTestSupport
import Testing

@testable import MediaKind
@testable import MediaKindCheck

/// A record read back from its JSON equals the record: values are kept at the precision the
/// JSON prints (``FieldBounds``), so the index and expected files compare equal to a fresh
/// classification when the content is the same (issue 13: a `touch` was reported as a change
/// for videos with durations such as 2.863333 s).
@Suite("Records survive their own JSON")
struct RecordRoundTripTests {
  static func roots() -> [String] {
    [SampleCorpus.samplesDirectory.path] + (SampleCorpus.sharedCorpus.map { [$0.appendingPathComponent("files").path] } ?? [])
  }

  @Test("every Samples and corpus record and asset, both modes: decode(encode(x)) == x", arguments: ClassificationMode.allCases)
  func roundTrip(_ mode: ClassificationMode) async throws {
    let library = await MediaLibrary.scan(
      roots: Self.roots(), classifier: MediaClassifier(options: ClassifyOptions(mode: mode)))
    #expect(library.files.count > 80)
    var differing: [String] = []
    for file in library.files {
      let decoded = try JSONDecoder().decode(LibraryFile.self, from: try JSONEncoder().encode(file))
      if decoded != file { differing.append(file.path) }
      let line = try file.record.jsonLine()
      if try JSONDecoder().decode(Classification.self, from: Data(line.utf8)) != file.record {
        differing.append(file.path + " (jsonLine)")
      }
    }
    for asset in library.assets {
      var comparable = asset
      comparable.technical = TechnicalMetadata()  // nor the primary's technical facts (its file record's)
      comparable.integrity = nil  // nor its files' integrity (their records')
      comparable.rawPairing = nil  // nor the RAW+JPEG test that matched (--explain prints it)
      if try JSONDecoder().decode(Asset.self, from: Data(try asset.jsonLine().utf8)) != comparable {
        differing.append(asset.path + " (asset)")
      }
    }
    #expect(differing.isEmpty, "\(differing.prefix(10))")
  }

  @Test("coordinates print at 7 decimals and altitude at 2, in JSON, CSV and check messages")
  func coordinates() throws {
    let noisy = Location(latitude: 37.334900000000005, longitude: -122.41940000000001, altitude: 351.26693349753697)
    var record = Classification(path: "a.jpg", mode: .thorough, mediaType: .image)
    record.location = noisy
    let line = try record.jsonLine()
    #expect(line.contains(#""location":{"altitude":351.27,"latitude":37.3349,"longitude":-122.4194}"#))
    #expect(String(decoding: try JSONEncoder().encode(noisy), as: UTF8.self).contains("-122.4194"))
    let expected = ExpectedRecord(recording: record)
    #expect(expected.jsonLine.contains(#""latitude":37.3349,"longitude":-122.4194"#))
  }
}
