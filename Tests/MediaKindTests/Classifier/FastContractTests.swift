import Foundation
@testable import MediaKind
import MediaKindTestSupport
import Testing

/// Fast mode's contract (Docs/CLI.md, "Modes"): it may know less than thorough
/// mode, never something else. Every value fast mode prints for a file of Samples/ and of the
/// shared corpus must equal the thorough value, and its subtypes must be among thorough's.
@Suite("fast mode never contradicts thorough mode")
struct FastContractTests {
  /// Every regular file under `root`, walked as the CLI walks (Samples' `.mediakind.yml`
  /// leaves its generator out only for the CLI: the walk here takes every file).
  static func files(under root: URL) -> [String] {
    var paths: [String] = []
    for entry in FileEnumerator(roots: [root.path], options: WalkOptions()) {
      if case .file(let path) = entry { paths.append(path) }
    }
    return paths
  }

  /// What fast mode printed that thorough mode contradicts, one line per field.
  static func contradictions(fast: Classification, thorough: Classification) -> [String] {
    var found: [String] = []
    func compare<T: Equatable>(_ name: String, _ f: T?, _ t: T?) {
      if let f, f != t { found.append("\(name): fast \(f), thorough \(t.map { "\($0)" } ?? "none")") }
    }
    compare("status", fast.status, thorough.status)
    compare("mediaType", fast.mediaType, thorough.mediaType)
    compare("format", fast.format, thorough.format)
    // public.data is the root of the UTI tree: "some data", which fast mode says of content
    // only libmagic (thorough) names.
    if fast.uti?.rawValue != "public.data" { compare("uti", fast.uti, thorough.uti) }
    compare("pixelWidth", fast.pixelWidth, thorough.pixelWidth)
    compare("pixelHeight", fast.pixelHeight, thorough.pixelHeight)
    compare("orientation", fast.orientation, thorough.orientation)
    compare("frameCount", fast.frameCount, thorough.frameCount)
    compare("frameRate", fast.frameRate, thorough.frameRate)
    // A constant-bit-rate MPEG audio duration is estimated from the bit rate and the size
    // (as ffprobe does); thorough mode counts the frames: they agree within 0.1 %.
    if let f = fast.duration {
      if let t = thorough.duration, abs(f - t) <= max(0.001 * t, 0.0005) {} else {
        found.append("duration: fast \(f), thorough \(thorough.duration.map { "\($0)" } ?? "none")")
      }
    }
    // One formatter prints every source's fraction of a second (Docs/DetectionRules.md,
    // "Capture date"), so the texts must be equal, not only the instants.
    compare("creationDate", fast.creationDate, thorough.creationDate)
    compare("location", fast.location, thorough.location)
    compare("integrity", fast.integrity, thorough.integrity)
    compare("make", fast.make, thorough.make)
    compare("model", fast.model, thorough.model)
    compare("burst", fast.burst?.identifier, thorough.burst?.identifier)
    compare("livePhoto", fast.livePhoto?.contentIdentifier, thorough.livePhoto?.contentIdentifier)
    // The technical facts (issue 26): what fast prints is thorough's. The bit rate is the
    // file's size over the duration, so it follows the duration's tolerance.
    let (ft, tt) = (fast.technical, thorough.technical)
    compare("videoCodec", ft.videoCodec, tt.videoCodec)
    compare("videoProfile", ft.videoProfile, tt.videoProfile)
    if let f = ft.bitRate {
      if let t = tt.bitRate, abs(Double(f - t)) <= max(0.001 * Double(t), 1) {} else {
        found.append("bitRate: fast \(f), thorough \(tt.bitRate.map { "\($0)" } ?? "none")")
      }
    }
    compare("colorPrimaries", ft.colorPrimaries, tt.colorPrimaries)
    compare("transferCharacteristics", ft.transferCharacteristics, tt.transferCharacteristics)
    compare("matrixCoefficients", ft.matrixCoefficients, tt.matrixCoefficients)
    compare("dolbyVisionProfile", ft.dolbyVisionProfile, tt.dolbyVisionProfile)
    compare("rotation", ft.rotation, tt.rotation)
    compare("captureFrameRate", ft.captureFrameRate, tt.captureFrameRate)
    compare("projection", ft.projection, tt.projection)
    compare("audioCodec", ft.audioCodec, tt.audioCodec)
    compare("audioChannels", ft.audioChannels, tt.audioChannels)
    compare("sampleRate", ft.sampleRate, tt.sampleRate)
    compare("bitDepth", ft.bitDepth, tt.bitDepth)
    compare("iso", ft.iso, tt.iso)
    compare("fNumber", ft.fNumber, tt.fNumber)
    compare("exposureTime", ft.exposureTime, tt.exposureTime)
    compare("focalLength", ft.focalLength, tt.focalLength)
    compare("colorProfile", ft.colorProfile, tt.colorProfile)
    compare("rating", fast.rating, thorough.rating)
    let extra = fast.subtypes.subtracting(thorough.subtypes)
    if !extra.isEmpty { found.append("subtypes: fast adds \(extra.names)") }
    return found
  }

  static func check(_ root: URL) {
    let fast = MediaClassifier(options: ClassifyOptions(mode: .fast))
    let thorough = MediaClassifier(options: ClassifyOptions(mode: .thorough))
    var checked = 0
    for path in files(under: root) {
      let f = fast.classify(path: path)
      let t = thorough.classify(path: path)
      checked += 1
      for problem in contradictions(fast: f, thorough: t) {
        Issue.record("\(path): \(problem)")
      }
    }
    #expect(checked > 100, "\(checked) files under \(root.path)")
  }

  @Test("Samples/")
  func samples() {
    Self.check(SampleCorpus.samplesDirectory)
  }

  @Test("the shared corpus", .enabled(if: SampleCorpus.sharedCorpus != nil, "../shared/corpus is not beside the repository"))
  func corpus() throws {
    Self.check(try #require(SampleCorpus.sharedCorpus).appendingPathComponent("files"))
  }
}

/// Bounds on the record's numbers that the fuzzers found wanting.
@Suite("field bounds: values that would print as nonsense")
struct FieldBoundsEdgeTests {
  @Test("a frame rate under the printed precision is dropped, not printed as 0 fps (FuzzGIF, a damaged Theora header)")
  func tinyFrameRate() {
    var facts = MediaFacts(keepsSources: false, xmpSelection: FactReaders.xmpSelection)
    facts.frameRate = 2e-5
    FieldBounds.apply(to: &facts, fileSize: 113, format: .ogv)
    #expect(facts.frameRate == nil)
    #expect(facts.diagnosticTexts.contains { $0.contains("frame rate") })
    facts.frameRate = 0.25
    FieldBounds.apply(to: &facts, fileSize: 113, format: .ogv)
    #expect(facts.frameRate == 0.25)
  }
}
