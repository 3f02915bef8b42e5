import Foundation
public import MediaKind

/// What every fuzz target does with one input: classify it from memory in both modes under a
/// name the family's files carry, and check the invariants that hold for any input.
///
/// A broken invariant calls `fatalError`, which libFuzzer reports as a crash with the input.
public enum FuzzHarness {
  /// The two classifiers (fast and thorough), built once per process.
  public static let classifiers = [
    MediaClassifier(options: ClassifyOptions(mode: .fast)),
    MediaClassifier(options: ClassifyOptions(mode: .thorough, explain: true)),
  ]

  /// The bytes libFuzzer hands to `LLVMFuzzerTestOneInput`.
  public static func bytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
    guard let data, size > 0 else { return [] }
    return Array(UnsafeBufferPointer(start: data, count: size))
  }

  /// The bytes libFuzzer hands over as UTF-8 text (invalid sequences become U+FFFD), for the
  /// targets over text (policies, predicates).
  public static func text(_ data: UnsafePointer<UInt8>?, _ size: Int) -> String {
    guard let data, size > 0 else { return "" }
    return String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  }

  /// Classifies `bytes` in both modes under one of `names` (chosen by the input's length, so
  /// a given input always gets the same name) and checks the record.
  public static func classify(_ bytes: [UInt8], names: [String]) {
    let name = names.isEmpty ? "input" : names[bytes.count % names.count]
    for classifier in classifiers {
      let record = classifier.classify(bytes: bytes, name: name)
      check(record, bytes: bytes, name: name)
    }
  }

  /// Invariants of a record made from memory: always `ok`, the right size, finite numbers.
  public static func check(_ record: Classification, bytes: [UInt8], name: String) {
    guard record.status == .ok, record.path == name, record.fileSize == bytes.count else {
      fatalError("bad record for \(name): \(record)")
    }
    if let duration = record.duration, !(duration.isFinite && duration >= 0) {
      fatalError("duration \(duration)")
    }
    if let rate = record.frameRate, !(rate.isFinite && rate > 0) {
      fatalError("frame rate \(rate)")
    }
    if let width = record.pixelWidth, width <= 0 { fatalError("pixel width \(width)") }
    if let height = record.pixelHeight, height <= 0 { fatalError("pixel height \(height)") }
    // The record must print: JSONEncoder refuses NaN and infinity.
    do {
      _ = try encoder.encode(record)
    } catch {
      fatalError("record does not encode: \(error)")
    }
  }

  /// The encoder `classify` uses for JSON output.
  static let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }()
}
