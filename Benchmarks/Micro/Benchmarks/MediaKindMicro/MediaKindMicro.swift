import Benchmark
import Foundation
import MediaKind

// Micro-benchmarks of MediaKind's public API (Docs/Testing.md, "Benchmarks"). One iteration is
// one call on one file, each benchmark taking the files of its set in turn (`Rotation`), so the
// percentiles are over files: wall clock per file, files per second, mallocs per file. Peak
// resident memory is the whole process's (the in-memory benchmarks hold their file set, about
// 140 MB for the corpus). Single-threaded: concurrency and whole runs are Scripts/bench.sh's.
//
// Benchmark names: no commas (Scripts/bench.sh reads the results as CSV).

/// Record encoders measured by the `encode` benchmarks, one line each: a name and a factory
/// for a function that encodes one record (as one JSONL line, without the line break) and
/// returns the number of bytes written. Every encoder reads the same records.
let recordEncoders: [(name: String, make: @Sendable () -> (Classification) -> Int)] = [
  ("JSONEncoder", {
    let encoder = JSONEncoder()  // as classify's OutputWriter sets it up
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return { record in (try? encoder.encode(record))?.count ?? 0 }
  }),
  ("JSONBuffer", {
    var json = JSONBuffer(capacity: 4096)  // the hand-written encoder classify uses
    return { record in
      json.removeAll()
      try? record.appendJSON(to: &json)
      return json.bytes.count
    }
  }),
]

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .throughput, .mallocCountTotal, .peakMemoryResident],
    timeUnits: .microseconds,
    units: [.throughput: .count, .mallocCountTotal: .count],
    warmupIterations: 200,
    scalingFactor: .one,
    maxDuration: .seconds(3),
    maxIterations: 1_000_000)

  // classify(bytes:name:) on files held in memory, in both modes, over all files and over each
  // parser family's files.
  for subset in FileSet.Subset.allCases {
    for mode in [ClassificationMode.fast, .thorough] {
      Benchmark("bytes \(mode.rawValue): \(subset.label)") { _, state in
        let file = state.files.take()
        blackHole(state.classifier.classify(bytes: file.bytes, name: file.path))
      } setup: {
        (classifier: MediaClassifier(options: ClassifyOptions(mode: mode)),
         files: Rotation(try subset.files()))
      }
    }
  }

  // classify(path:) over the same files on disk (open, fstat, pread and close included;
  // warm page cache).
  for mode in [ClassificationMode.fast, .thorough] {
    Benchmark("path \(mode.rawValue): all files") { _, state in
      blackHole(state.classifier.classify(path: state.paths.take()))
    } setup: {
      (classifier: MediaClassifier(options: ClassifyOptions(mode: mode)),
       paths: Rotation(FileSet.paths))
    }
  }

  // Encoding the thorough records of all files, one benchmark per entry of recordEncoders.
  for encoder in recordEncoders {
    Benchmark("encode: \(encoder.name)") { _, state in
      blackHole(state.encode(state.records.take()))
    } setup: {
      (encode: encoder.make(), records: Rotation(FileSet.thoroughRecords()))
    }
  }
}
