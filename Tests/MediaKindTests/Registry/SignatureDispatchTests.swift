import Foundation
import MediaKindTestSupport
import Testing

@testable import MediaKind

/// `FormatRegistry.identify` tries only the signatures that can match the head's first byte
/// (byte patterns by their first byte, predicates by their declared `firstBytes`). These tests
/// hold it to the plain definition: every signature of every format, in registry order, the
/// strongest match winning and ties going to the earlier entry.
@Suite("Format registry: first-byte dispatch")
struct SignatureDispatchTests {
  let registry = FormatRegistry.standard

  /// The plain definition of identification.
  func identifyByTryingEverything(_ input: SniffInput) -> FormatID? {
    var best: (format: FormatDescriptor, strength: Int)?
    for format in registry.formats {
      for signature in format.signatures {
        let strength = signature.strength(for: input)
        if strength >= Signature.fullStrength { return format.id }
        if strength > 0, strength > (best?.strength ?? 0) { best = (format, strength) }
      }
    }
    return best?.format.id
  }

  /// Heads to compare on: every synthetic header under every extension the registry knows,
  /// the first 64 KiB of every Sample and corpus file, and each of those with its first byte
  /// replaced (so a predicate whose declared first bytes are too narrow would show).
  func heads() throws -> [(head: [UInt8], fileExtension: String)] {
    var heads: [(head: [UInt8], fileExtension: String)] = []
    let extensions = Set(registry.formats.flatMap(\.extensions)).sorted()
    for (_, header) in SyntheticHeaders.all.sorted(by: { $0.key < $1.key }) {
      heads.append((header.bytes, header.ext))
      for ext in extensions { heads.append((header.bytes, ext)) }
    }
    var roots = [SampleCorpus.samplesDirectory]
    if let corpus = SampleCorpus.sharedCorpus { roots.append(corpus.appendingPathComponent("files")) }
    for root in roots {
      let walk = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
      while let url = walk?.nextObject() as? URL {
        guard let handle = try? FileHandle(forReadingFrom: url),
          let data = try? handle.read(upToCount: InputFile.headSize)
        else { continue }
        try? handle.close()
        heads.append((Array(data), url.pathExtension.lowercased()))
      }
    }
    var mutated: [(head: [UInt8], fileExtension: String)] = []
    for (index, entry) in heads.enumerated() where !entry.head.isEmpty && index % 3 == 0 {
      for first: UInt8 in [0x00, 0x1A, 0x47, 0x49, 0x4D, 0x52, 0xFF, UInt8(truncatingIfNeeded: index)] {
        var head = entry.head
        head[0] = first
        mutated.append((head, entry.fileExtension))
      }
    }
    return heads + mutated
  }

  @Test("identify gives what trying every signature in order gives")
  func dispatchMatchesTheDefinition() throws {
    let heads = try heads()
    #expect(heads.count > 1_000)
    var differences: [String] = []
    for (head, fileExtension) in heads {
      let input = SniffInput(head: head, fileExtension: fileExtension, fileSize: head.count)
      let fast = registry.identify(input)?.id
      let plain = identifyByTryingEverything(input)
      if fast != plain {
        differences.append(
          "\(head.prefix(12).map { String(format: "%02X", $0) }.joined()) .\(fileExtension): "
            + "\(fast?.rawValue ?? "nil") vs \(plain?.rawValue ?? "nil")")
      }
    }
    #expect(differences.isEmpty, "\(differences.prefix(10))")
  }

  @Test("an empty head is tried against every signature")
  func emptyHead() {
    let input = SniffInput(head: [], fileExtension: "json", fileSize: 0)
    #expect(registry.identify(input)?.id == identifyByTryingEverything(input))
  }
}
