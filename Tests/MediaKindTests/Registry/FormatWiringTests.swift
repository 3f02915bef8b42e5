import Foundation
import MediaKindTestSupport
import Testing

@testable import MediaKind

/// The steps of `Docs/AddingAFormat.md` that the compiler does not enforce: each id is a
/// constant in the file beside its table, in table order; no other code makes an id from a
/// literal; every container family is read by a probe that `Pipeline.probes` runs.
@Suite("Adding a format: every step is wired")
struct FormatWiringTests {
  static let registryFolder = SampleCorpus.repositoryRoot()
    .appendingPathComponent("Sources/MediaKind/Registry")

  /// Each `FormatID+<Table>.swift` with the table it declares the ids of.
  static let tables: [(file: String, formats: [FormatDescriptor])] = [
    ("FormatID+Images.swift", FormatRegistry.images),
    ("FormatID+RawImages.swift", FormatRegistry.rawImages),
    ("FormatID+Video.swift", FormatRegistry.video),
    ("FormatID+Audio.swift", FormatRegistry.audio),
    ("FormatID+Documents.swift", FormatRegistry.documents),
  ]

  /// The raw values a file declares as `public static let name = FormatID(rawValue: "...")`,
  /// in file order.
  static func declaredIDs(in file: String) throws -> [String] {
    let text = try String(contentsOf: registryFolder.appendingPathComponent(file), encoding: .utf8)
    let declaration = try NSRegularExpression(
      pattern: #"public static let \w+ = FormatID\(rawValue: "([^"]+)"\)"#)
    return declaration.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
      Range($0.range(at: 1), in: text).map { String(text[$0]) }
    }
  }

  @Test("each FormatID+<Table>.swift declares exactly its table's ids, in table order")
  func idConstantsBesideTheirTable() throws {
    var total = 0
    for (file, formats) in Self.tables {
      let declared = try Self.declaredIDs(in: file)
      #expect(declared == formats.map(\.id.rawValue), "\(file) and its table disagree")
      total += declared.count
    }
    #expect(total == FormatRegistry.standard.formats.count)
  }

  @Test("no source file outside the id declarations makes a format id from a literal")
  func noFormatIDsFromLiterals() throws {
    let sources = SampleCorpus.repositoryRoot().appendingPathComponent("Sources")
    let enumerator = try #require(FileManager.default.enumerator(atPath: sources.path))
    var scanned = 0
    while let path = enumerator.nextObject() as? String {
      guard path.hasSuffix(".swift") else { continue }
      let name = (path as NSString).lastPathComponent
      if name.hasPrefix("FormatID+") || name == "FormatID.swift" { continue }
      let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
      scanned += 1
      #expect(!text.contains("FormatID(rawValue: \""), "\(path) makes a format id from a literal")
    }
    #expect(scanned > 100)
  }

  @Test("every container family has a probe in Pipeline.probes")
  func everyFamilyIsProbed() {
    for family in FormatFamily.allCases where family != .opaque {
      let formats = FormatRegistry.standard.formats.filter { $0.family == family }
      #expect(!formats.isEmpty, "no format of family \(family)")
      #expect(
        formats.contains { format in Pipeline.probes.contains { $0.accepts(format) } },
        "no probe in Pipeline.probes reads the \(family) family")
    }
  }

  @Test("probe ids are unique")
  func probeIDsAreUnique() {
    let ids = Pipeline.probes.map(\.id)
    #expect(Set(ids).count == ids.count)
  }
}
