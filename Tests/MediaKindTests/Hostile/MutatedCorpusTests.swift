import Foundation
import MediaKind
import MediaKindTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Every sample under `Samples/`, damaged in deterministic ways (``CorpusMutator``: truncations,
/// bit flips, zeroed/maxed/huge length fields, swapped boxes and chunks, appended garbage) and
/// classified from memory in both modes (issue 7). Each mutant must give an `ok` record that
/// encodes to JSON, within a generous time bound (a hang check, not a speed measurement), and
/// the process's peak memory must stay bounded. A crash ends the test run, naming nothing: to
/// find the mutant, run with `MUTATED_CORPUS_TRACE=1`, which prints each one before it runs.
@Suite("Hostile input: mutated corpus", .tags(.hostile))
struct MutatedCorpusTests {
  /// Mutants derived from each sample (100 samples: 12,800 mutants, 25,600 runs).
  static let mutantsPerSample = 128
  /// Mutants of each format's synthetic header (`SyntheticHeaders`: the small-header probes
  /// that have no sample file).
  static let mutantsPerSynthetic = 48
  /// A classification slower than this is a hang, not slowness (debug build, busy machine).
  static let hangLimit: Duration = .seconds(2)
  /// Peak resident memory of the whole test process allowed after the run.
  static let maxResidentBytes = 1_536 << 20

  static let classifiers = [
    MediaClassifier(options: ClassifyOptions(mode: .fast)),
    MediaClassifier(options: ClassifyOptions(mode: .thorough, explain: true)),
  ]

  /// The sample files (relative paths), sorted.
  static let samples: [String] = {
    let root = SampleCorpus.samplesDirectory.path
    return ["image", "video", "audio", "unknown", "broken"].flatMap { top in
      FileEnumerator(roots: [root + "/" + top]).compactMap { entry -> String? in
        guard case .file(let path) = entry else { return nil }
        return String(path.dropFirst(root.count + 1))
      }
    }.sorted()
  }()

  @Test("the corpus is large enough: at least 5,000 mutants")
  func corpusSize() {
    #expect(Self.samples.count >= 80)
    #expect(Self.samples.count * Self.mutantsPerSample >= 5_000)
  }

  @Test("mutants give ok records in both modes, fast enough, in bounded memory", arguments: samples)
  func mutantsClassify(_ sample: String) throws {
    let url = SampleCorpus.samplesDirectory.appendingPathComponent(sample)
    let original = [UInt8](try Data(contentsOf: url))
    var mutator = CorpusMutator(original, seed: sample)
    let mutants = mutator.mutants(count: Self.mutantsPerSample)
    #expect(mutants.count == Self.mutantsPerSample)
    let name = url.lastPathComponent
    let trace = ProcessInfo.processInfo.environment["MUTATED_CORPUS_TRACE"] != nil
    let encoder = JSONEncoder()
    let clock = ContinuousClock()
    for mutant in mutants {
      for classifier in Self.classifiers {
        if trace { print("mutant \(sample) \(mutant.kind) \(classifier.options.mode)") }
        var record: Classification?
        let elapsed = clock.measure {
          record = classifier.classify(bytes: mutant.bytes, name: name)
        }
        let label = "\(sample) \(mutant.kind) (\(classifier.options.mode))"
        guard let record else { continue }
        #expect(elapsed < Self.hangLimit, "\(label) took \(elapsed)")
        #expect(record.status == .ok, "\(label): \(record.error?.message ?? "")")
        #expect(record.fileSize == mutant.bytes.count, "\(label)")
        #expect((try? encoder.encode(record)) != nil, "\(label): record does not encode")
        if let duration = record.duration {
          #expect(duration.isFinite && duration >= 0, "\(label)")
        }
      }
    }
    #expect(
      Self.peakResidentBytes() < Self.maxResidentBytes, "peak RSS \(Self.peakResidentBytes())")
  }

  @Test(
    "mutants of every format's synthetic header give ok records in both modes",
    arguments: SyntheticHeaders.all.keys.sorted())
  func syntheticHeadersClassify(_ format: String) throws {
    let (ext, original) = try #require(SyntheticHeaders.all[format])
    var mutator = CorpusMutator(original, seed: "synthetic/" + format)
    let encoder = JSONEncoder()
    let clock = ContinuousClock()
    let trace = ProcessInfo.processInfo.environment["MUTATED_CORPUS_TRACE"] != nil
    for mutant in mutator.mutants(count: Self.mutantsPerSynthetic) {
      for classifier in Self.classifiers {
        if trace { print("mutant synthetic/\(format) \(mutant.kind) \(classifier.options.mode)") }
        var record: Classification?
        let elapsed = clock.measure {
          record = classifier.classify(bytes: mutant.bytes, name: "synthetic." + ext)
        }
        let label = "\(format) \(mutant.kind) (\(classifier.options.mode))"
        guard let record else { continue }
        #expect(elapsed < Self.hangLimit, "\(label) took \(elapsed)")
        #expect(record.status == .ok, "\(label)")
        #expect((try? encoder.encode(record)) != nil, "\(label): record does not encode")
      }
    }
  }

  @Test("the mutator is deterministic and really damages the input")
  func mutatorIsDeterministic() throws {
    let sample = "image/jpeg/apple-live-photo-still.jpg"
    let bytes = [UInt8](
      try Data(contentsOf: SampleCorpus.samplesDirectory.appendingPathComponent(sample)))
    var a = CorpusMutator(bytes, seed: sample)
    var b = CorpusMutator(bytes, seed: sample)
    let first = a.mutants(count: Self.mutantsPerSample)
    let second = b.mutants(count: Self.mutantsPerSample)
    #expect(first.map(\.kind) == second.map(\.kind))
    #expect(first.map(\.bytes) == second.map(\.bytes))
    // A seeded zeroing may hit bytes that are already zero; nearly all mutants differ.
    #expect(first.filter { $0.bytes == bytes }.count <= first.count / 20)
    // Every kind of damage is present for a JPEG.
    for prefix in [
      "truncate@", "flip@", "field-zero@", "field-max@", "swap", "append-", "huge-size@",
    ] {
      #expect(first.contains { $0.kind.hasPrefix(prefix) }, "\(prefix)")
    }
    let mp4 = "video/mp4/avc1-aac-640x360-1s.mp4"
    let movie = [UInt8](
      try Data(contentsOf: SampleCorpus.samplesDirectory.appendingPathComponent(mp4)))
    var m = CorpusMutator(movie, seed: mp4)
    #expect(m.map.fields.count >= 10)
    #expect(
      m.mutants(count: Self.mutantsPerSample).contains { $0.kind.hasPrefix("largesize-huge@") })
  }

  /// The process's peak resident set size (`getrusage`, Linux reports kilobytes).
  static func peakResidentBytes() -> Int {
    var usage = rusage()
    guard getrusage(RUSAGE_SELF.rawValue, &usage) == 0 else { return 0 }
    return Int(usage.ru_maxrss) * 1024
  }
}
