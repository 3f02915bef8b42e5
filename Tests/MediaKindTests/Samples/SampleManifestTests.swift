import Foundation
import MediaKindTestSupport
public import Testing

@testable import MediaKind

extension ManifestEntry: CustomTestStringConvertible {}

/// Every sample in `Samples/` is classified in both modes and compared with what
/// `Samples/manifest.jsonl` says the generator built. The thorough path must match every
/// stated fact; the fast path must agree on the media type and report a subset of the
/// subtypes (`Docs/Architecture.md`, "Fast and thorough: three promises", the first two).
@Suite("Samples against their manifest")
struct SampleManifestTests {
  static let thorough = MediaClassifier(options: ClassifyOptions(mode: .thorough))
  static let fast = MediaClassifier(options: ClassifyOptions(mode: .fast))

  /// Files whose media type the fast path cannot know from the head (Decision 0001).
  static let fastMediaTypeKnownDifferences: Set<String> = []

  @Test("the manifest lists every generated file")
  func manifestIsComplete() throws {
    let entries = try ManifestEntry.all()
    #expect(entries.count >= 80)
    let listed = Set(entries.map(\.path))
    let root = SampleCorpus.samplesDirectory.path
    let onDisk = FileEnumerator(roots: [root]).map { String($0.path.dropFirst(root.count + 1)) }
      .filter { !$0.hasPrefix("README") && !$0.hasSuffix(".py") && !$0.hasSuffix(".jsonl") && !$0.contains("__pycache__") && !$0.hasPrefix(".") }
    #expect(Set(onDisk) == listed)
  }

  @Test("thorough classification matches the manifest", arguments: ManifestEntry.allOrEmpty)
  func thoroughMatches(_ entry: ManifestEntry) {
    let path = SampleCorpus.samplesDirectory.appendingPathComponent(entry.path).path
    let r = Self.thorough.classify(path: path)
    #expect(r.status == .ok)
    #expect(r.mediaType.name == entry.mediaType)
    if let uti = entry.uti { #expect(r.uti?.rawValue == uti) }
    if let format = entry.format { #expect(r.format?.rawValue == format) }
    #expect(r.subtypes.names == entry.subtypes.sorted())
    if let w = entry.pixelWidth, let h = entry.pixelHeight {
      #expect(r.pixelWidth == w && r.pixelHeight == h)
    }
    if let d = entry.duration {
      let actual = r.duration ?? -1
      #expect(abs(actual - d) <= max(0.05, d * 0.01), "duration \(actual) vs \(d)")
    }
    if let frames = entry.frameCount { #expect(r.frameCount == frames) }
    if let date = entry.creationDate { #expect(Self.sameInstant(r.creationDate, date), "\(r.creationDate ?? "nil") vs \(date)") }
    if let position = entry.location {
      #expect(abs((r.location?.latitude ?? 999) - position.latitude) < 1e-4)
      #expect(abs((r.location?.longitude ?? 999) - position.longitude) < 1e-4)
    }
    if let id = entry.livePhoto?.contentIdentifier {
      #expect(r.livePhoto?.contentIdentifier.uppercased() == id.uppercased())
    }
    if let id = entry.burst?.identifier { #expect(r.burst?.identifier == id) }
    if let integrity = entry.integrity { #expect(r.integrity?.rawValue == integrity) }
  }

  @Test("the fast path agrees on media type and under-reports subtypes", arguments: ManifestEntry.allOrEmpty)
  func fastIsConsistent(_ entry: ManifestEntry) {
    let path = SampleCorpus.samplesDirectory.appendingPathComponent(entry.path).path
    let a = Self.fast.classify(path: path)
    let b = Self.thorough.classify(path: path)
    if !Self.fastMediaTypeKnownDifferences.contains(entry.path) {
      #expect(a.mediaType == b.mediaType)
    }
    #expect(b.subtypes.isSuperset(of: a.subtypes), "fast \(a.subtypes) thorough \(b.subtypes)")
    #expect(a.fileSize == b.fileSize)
  }

  /// Compares ISO 8601 times: as instants when both carry an offset, else as wall-clock text.
  static func sameInstant(_ a: String?, _ b: String) -> Bool {
    guard let a else { return false }
    func parse(_ s: String) -> (Date?, String) {
      let formatter = ISO8601DateFormatter()
      formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
      if let d = formatter.date(from: s) { return (d, s) }
      formatter.formatOptions = [.withInternetDateTime]
      return (formatter.date(from: s), s)
    }
    let (da, _) = parse(a)
    let (db, _) = parse(b)
    if let da, let db { return abs(da.timeIntervalSince(db)) < 1 }
    return a.prefix(19) == b.prefix(19)
  }
}
