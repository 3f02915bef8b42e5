import Foundation
import MediaKind

/// One input file: its absolute path (also the record path and extension hint) and, for the
/// in-memory benchmarks, its bytes.
struct BenchFile: Sendable {
  let path: String
  let bytes: [UInt8]
}

/// The files every benchmark reads: each regular file under the shared real corpus
/// (`shared/corpus/files` beside the repository, the one `Scripts/bench.sh` uses), or, when it
/// is absent, the repository's `Samples/` folders. `MEDIAKIND_BENCH_FILES=DIR` picks another
/// folder. Paths are sorted, so every run reads the same files in the same order.
enum FileSet {
  /// Where the files come from.
  static let directory: String = {
    if let chosen = ProcessInfo.processInfo.environment["MEDIAKIND_BENCH_FILES"], !chosen.isEmpty {
      return chosen
    }
    // This file is Benchmarks/Micro/Benchmarks/MediaKindMicro/FileSet.swift in the repository.
    let repository = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let corpus = repository.deletingLastPathComponent().appendingPathComponent("shared/corpus/files")
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: corpus.path, isDirectory: &isDirectory), isDirectory.boolValue {
      return corpus.standardizedFileURL.path
    }
    return repository.appendingPathComponent("Samples").standardizedFileURL.path
  }()

  /// Every regular file under ``directory`` (for `Samples/`, the files in its sub-folders only:
  /// its top level holds the README and expectation files), sorted by path.
  static let paths: [String] = {
    let root = URL(fileURLWithPath: directory)
    let isSamples = root.lastPathComponent == "Samples"
    guard let walk = FileManager.default.enumerator(
      at: root, includingPropertiesForKeys: [.isRegularFileKey], options: [])
    else { fatalError("MediaKindMicro: cannot read \(directory)") }
    var paths: [String] = []
    for case let url as URL in walk {
      guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true else {
        continue
      }
      if isSamples, url.deletingLastPathComponent().standardizedFileURL == root.standardizedFileURL {
        continue
      }
      paths.append(url.standardizedFileURL.path)
    }
    guard !paths.isEmpty else { fatalError("MediaKindMicro: no files under \(directory)") }
    return paths.sorted()
  }()

  /// Every file with its bytes, read once per benchmark process (about 140 MB for the corpus:
  /// it counts in the in-memory benchmarks' peak resident memory).
  static let all: [BenchFile] = paths.map { path in
    guard let data = FileManager.default.contents(atPath: path) else {
      fatalError("MediaKindMicro: cannot read \(path)")
    }
    return BenchFile(path: path, bytes: [UInt8](data))
  }

  /// The thorough-mode record of every file (what `classify --mode thorough` prints).
  static func thoroughRecords() -> [Classification] {
    let classifier = MediaClassifier(options: ClassifyOptions(mode: .thorough))
    return all.map { classifier.classify(bytes: $0.bytes, name: $0.path) }
  }

  /// The subsets that give each parser family a benchmark of its own, chosen by what the
  /// library itself identifies (fast mode), not by file extension.
  enum Subset: String, CaseIterable, Sendable {
    case all
    /// `jpeg` family: JPEG, MPO and the JPEG-based formats.
    case jpeg
    /// `isobmff` family: HEIF/HEIC, AVIF, MP4, MOV, M4A, 3GP...
    case isobmff
    /// Every file whose media type is audio (MP3, FLAC, WAV, AIFF, M4A, Ogg, APE...).
    case audio

    var label: String {
      switch self {
      case .all: "all files"
      case .jpeg: "JPEG"
      case .isobmff: "ISO BMFF"
      case .audio: "audio"
      }
    }

    /// This subset's files; fails with an error naming the folder when it has none.
    func files() throws -> [BenchFile] {
      guard self != .all else { return FileSet.all }
      let classifier = MediaClassifier(options: ClassifyOptions(mode: .fast))
      let chosen = FileSet.all.filter { file in
        let record = classifier.classify(bytes: file.bytes, name: file.path)
        switch self {
        case .all: return true
        case .audio: return record.mediaType == .audio
        case .jpeg, .isobmff:
          guard let format = record.format,
            let family = classifier.registry.descriptor(format)?.family
          else { return false }
          return family.rawValue == rawValue
        }
      }
      guard !chosen.isEmpty else { throw FileSetError.emptySubset(label, FileSet.directory) }
      return chosen
    }
  }
}

enum FileSetError: Error, CustomStringConvertible {
  case emptySubset(String, String)

  var description: String {
    switch self {
    case .emptySubset(let label, let directory): "no \(label) files under \(directory)"
    }
  }
}

/// A benchmark's files and its place in them: each iteration goes on where the previous one
/// stopped, so over a run every file is read equally often whatever the iteration size.
final class Rotation<Element> {
  let elements: [Element]
  private var next = 0

  init(_ elements: [Element]) {
    precondition(!elements.isEmpty)
    self.elements = elements
  }

  @inline(__always)
  func take() -> Element {
    let element = elements[next]
    next += 1
    if next == elements.count { next = 0 }
    return element
  }
}
