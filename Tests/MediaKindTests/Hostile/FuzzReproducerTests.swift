import Foundation
import MediaKind
import MediaKindTestSupport
import Testing

/// The reproducers of issue 7's fuzzing and overflow audit (`Samples/broken/`, listed with
/// their facts in `Samples/manifest.jsonl`; Docs/Reliability.md tells each story). Each one
/// trapped, or allocated far too much, before its fix. `SampleManifestTests` checks their
/// facts; these tests check that every broken file classifies in both modes from a path and
/// from memory, and that each fix holds where it was made.
@Suite("Hostile input: fuzz and audit reproducers", .tags(.hostile))
struct FuzzReproducerTests {
  static let classifiers = [
    MediaClassifier(options: ClassifyOptions(mode: .fast)),
    MediaClassifier(options: ClassifyOptions(mode: .thorough, explain: true)),
  ]

  /// Every file under `Samples/broken/`, relative to `Samples/`.
  static let brokenFiles: [String] = {
    let root = SampleCorpus.samplesDirectory.path
    return FileEnumerator(roots: [root + "/broken"]).map {
      String($0.path.dropFirst(root.count + 1))
    }
    .sorted()
  }()

  static func bytes(_ relative: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: SampleCorpus.samplesDirectory.appendingPathComponent(relative)))
  }

  static func records(_ relative: String) throws -> [Classification] {
    let path = SampleCorpus.samplesDirectory.appendingPathComponent(relative).path
    let data = try bytes(relative)
    let name = String(relative.split(separator: "/").last ?? "")
    return classifiers.flatMap { [$0.classify(path: path), $0.classify(bytes: data, name: name)] }
  }

  @Test(
    "every broken file gives an ok, printable record in both modes, from a path and from memory",
    arguments: brokenFiles)
  func brokenFileClassifies(_ relative: String) throws {
    let encoder = JSONEncoder()
    for record in try Self.records(relative) {
      #expect(record.status == .ok)
      #expect((try? encoder.encode(record)) != nil)
    }
  }

  @Test("the reproducers of issue 7 are all present")
  func reproducersPresent() {
    for name in [
      "broken/jpeg/xmp-unterminated-xmlns-value.jpg",
      "broken/jpeg/xmp-signature-across-segment-end.jpg",
      "broken/jpeg/motion-photo-scan-from-last-bytes.jpg",
      "broken/jpeg/gps-double-nan-altitude-inf-timestamp.jpg",
      "broken/jpeg/extended-xmp-declares-32mib.jpg",
      "broken/tiff/bigtiff-offsets-near-int-max.tiff",
      "broken/rw2/sensor-borders-overflow.rw2", "broken/ogv/theora-last-granule-int64-max.ogv",
      "broken/caf/sample-rate-7e-304-huge-duration.caf",
    ] {
      #expect(Self.brokenFiles.contains(name), "\(name)")
    }
  }

  @Test("an XMP packet cut inside an xmlns value decodes (ContainerDirectory)")
  func unterminatedNamespace() throws {
    let data = try Self.bytes("broken/jpeg/xmp-unterminated-xmlns-value.jpg")
    let start = try #require(data.firstRange(of: Array("<x:xmpmeta".utf8)))
    let packet = Array(data[start.lowerBound...].prefix { $0 != 0xFF })
    #expect(packet.last == UInt8(ascii: "e"))  // ends inside "no closing quote"
    _ = MetadataPayload.xmp.decode(packet)
    _ = MetadataPayload.xmp.decode(Array("<a xmlns:p=\"".utf8))
    _ = MetadataPayload.xmp.decode(Array("xmlns:p='".utf8))
    for record in try Self.records("broken/jpeg/xmp-unterminated-xmlns-value.jpg") {
      #expect(record.format == .jpeg && record.pixelWidth == 64)
    }
  }

  @Test("a segment's signature must lie inside the segment (JPEGProbe)")
  func signatureAcrossSegmentEnd() throws {
    for record in try Self.records("broken/jpeg/xmp-signature-across-segment-end.jpg") {
      #expect(record.pixelWidth == 64 && record.pixelHeight == 48)
      #expect(record.diagnostics?.contains { $0.contains("skipped") } == true)
    }
  }

  @Test("the motion-photo ftyp scan may start in the last bytes of the file (EmbeddedMovie)")
  func scanFromLastBytes() throws {
    for record in try Self.records("broken/jpeg/motion-photo-scan-from-last-bytes.jpg") {
      #expect(!record.subtypes.contains(.motionPhoto))
      #expect(record.diagnostics?.contains { $0.contains("none follows the image") } == true)
    }
  }

  @Test(
    "non-finite GPS doubles: the position stays, altitude and GPS time are dropped (ExifPayload)")
  func nonFiniteGPS() throws {
    for record in try Self.records("broken/jpeg/gps-double-nan-altitude-inf-timestamp.jpg") {
      let location = try #require(record.location)
      #expect(abs(location.latitude - 37.333333) < 1e-4)
      #expect(abs(location.longitude + 122.01) < 1e-4)
      #expect(location.altitude == nil)
      #expect(record.creationDate == nil)
    }
    // The same decoder, on the bare payload.
    let data = try Self.bytes("broken/jpeg/gps-double-nan-altitude-inf-timestamp.jpg")
    let exif = try #require(data.firstRange(of: Array("Exif\0\0".utf8)))
    for mode in [ClassificationMode.fast, .thorough] {
      let facts = MetadataPayload.exif.decode(Array(data[exif.lowerBound...]), mode: mode)
      #expect(facts.location?.altitude == nil)
      #expect(facts[.exifGPSDateTime] == nil)
    }
  }

  @Test(
    "a huge declared Extended XMP length is not allocated before the chunks prove it (ExtendedXMP)")
  func extendedXMPDeclaredLength() throws {
    for record in try Self.records("broken/jpeg/extended-xmp-declares-32mib.jpg") {
      #expect(record.diagnostics?.contains { $0.contains("incomplete or missing") } == true)
    }
    // With the payload limit lifted, the same chunk declaring 4 GiB: the old reader allocated
    // (and zeroed) the whole buffer before finding the packet incomplete.
    var data = try Self.bytes("broken/jpeg/extended-xmp-declares-32mib.jpg")
    let signature = try #require(
      data.firstRange(of: Array("http://ns.adobe.com/xmp/extension/\0".utf8)))
    let lengthField = signature.upperBound + 32
    data.replaceSubrange(lengthField..<(lengthField + 4), with: [0xFF, 0xFF, 0xFF, 0xF0])
    var budget = ReadBudget.standard
    budget.maxPayload = .max
    let unlimited = MediaClassifier(options: ClassifyOptions(mode: .thorough, budget: budget))
    let before = MutatedCorpusTests.peakResidentBytes()
    let record = unlimited.classify(bytes: data, name: "x.jpg")
    #expect(record.diagnostics?.contains { $0.contains("incomplete or missing") } == true)
    #expect(MutatedCorpusTests.peakResidentBytes() - before < 1 << 30)
  }

  @Test("a Theora frame count at Int64.max gives no duration (OggProbe)")
  func theoraGranuleAtMaximum() throws {
    for record in try Self.records("broken/ogv/theora-last-granule-int64-max.ogv") {
      #expect(record.format == .ogv && record.pixelWidth == 320 && record.pixelHeight == 240)
      #expect(record.duration == nil)
    }
  }

  @Test("an absurd duration from a damaged header is dropped with a diagnostic; huge values still encode")
  func hugeDurationEncodes() throws {
    for record in try Self.records("broken/caf/sample-rate-7e-304-huge-duration.caf") {
      #expect(record.duration == nil)
      #expect(record.diagnostics?.contains { $0.hasPrefix("caf: duration 5.48") && $0.contains("over 100 years") } == true)
      let json = try JSONEncoder().encode(record)
      let decoded = try JSONDecoder().decode(Classification.self, from: json)
      #expect(decoded == record)
    }
    var record = Classification(path: "x", mode: .fast)
    for value in [1e300, -1e300, Double.greatestFiniteMagnitude, 4.5e15, 1234.5678905] {
      record.duration = value
      record.frameRate = value
      #expect((try? JSONEncoder().encode(record)) != nil, "\(value)")
    }
  }

  @Test("TIFF offsets near Int.max are refused, not added (TIFFWalker, TIFFImageSize)")
  func offsetsNearIntMax() throws {
    for record in try Self.records("broken/tiff/bigtiff-offsets-near-int-max.tiff") {
      #expect(record.format == .tiff && record.pixelWidth == 16 && record.pixelHeight == 16)
    }
    for record in try Self.records("broken/rw2/sensor-borders-overflow.rw2") {
      #expect(record.format == .rw2 && record.pixelWidth == 16 && record.subtypes.contains(.raw))
    }
    let data = try Self.bytes("broken/tiff/bigtiff-offsets-near-int-max.tiff")
    for mode in [ClassificationMode.fast, .thorough] {
      _ = MetadataPayload.exif.decode(data, mode: mode)
    }
  }
}
