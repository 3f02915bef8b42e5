import Foundation
import MediaKindTestSupport
import Testing

@testable import MediaKind

/// Readers declare the fact keys they read, and the XMP properties the fast path keeps are
/// worked out from those declarations. These tests read the sources, so an undeclared read is
/// caught whether or not a sample exercises it.
@Suite("Fact readers declare their keys")
struct FactReadersTests {
  static let sources = SampleCorpus.repositoryRoot().appendingPathComponent("Sources/MediaKind")

  /// Every Swift file of the library, by path relative to `Sources/MediaKind`.
  static func swiftFiles() throws -> [(path: String, text: String)] {
    let enumerator = try #require(FileManager.default.enumerator(atPath: sources.path))
    var files: [(String, String)] = []
    while let path = enumerator.nextObject() as? String {
      guard path.hasSuffix(".swift") else { continue }
      files.append((path, try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)))
    }
    return files.sorted { $0.0 < $1.0 }
  }

  /// The declared constants: name → key text, from every `FactKey+*.swift`.
  static func declaredKeys() throws -> [String: String] {
    var keys: [String: String] = [:]
    let declaration = try NSRegularExpression(
      pattern: #"public static let (\w+) = (?:FactKey\(rawValue: "([^"]+)"\)|(\w+)\("([^"]+)"(?:, "([^"]+)")?\))"#)
    for (path, text) in try swiftFiles() where path.contains("FactKey+") {
      let range = NSRange(text.startIndex..., in: text)
      for match in declaration.matches(in: text, range: range) {
        func group(_ i: Int) -> String? {
          Range(match.range(at: i), in: text).map { String(text[$0]) }
        }
        guard let name = group(1) else { continue }
        if let raw = group(2) {
          keys[name] = raw
        } else if let constructor = group(3), let first = group(4) {
          switch constructor {
          case "xmp": keys[name] = "XMP.\(first).\(group(5) ?? "")"
          case "quickTimeKey": keys[name] = "QuickTime.Keys.\(first)"
          case "quickTimeTrackKey": keys[name] = "QuickTime.TrackKeys.\(first)"
          default: Issue.record("unknown key constructor \(constructor) in \(path)")
          }
        }
      }
    }
    return keys
  }

  @Test("the declarations parsed here are the constants the library has")
  func parsedDeclarationsMatch() throws {
    let keys = try Self.declaredKeys()
    #expect(keys["heifStereoPair"] == FactKey.heifStereoPair.rawValue)
    #expect(keys["xmpGCameraBurstID"] == FactKey.xmpGCameraBurstID.rawValue)
    #expect(keys["quickTimeContentIdentifier"] == FactKey.quickTimeContentIdentifier.rawValue)
    #expect(keys["appleHDRImageType"] == FactKey.appleHDRImageType.rawValue)
    #expect(keys.count > 100)
  }

  @Test("every XMP key the library reads is kept by the fast path")
  func everyReadXMPKeyIsKept() throws {
    let keys = try Self.declaredKeys()
    let use = try NSRegularExpression(pattern: #"(record\(\s*)?\.(xmp[A-Z]\w*)\b"#)
    var checked = 0
    for (path, text) in try Self.swiftFiles() where !path.contains("FactKey+") {
      for match in use.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
        guard let nameRange = Range(match.range(at: 2), in: text),
          let raw = keys[String(text[nameRange])]
        else { continue }
        // Recording a key is not reading it.
        if match.range(at: 1).location != NSNotFound { continue }
        let key = FactKey(rawValue: raw)
        guard XMPReadProperties.property(of: key) != nil else { continue }
        checked += 1
        #expect(
          LibraryFileReader.xmpSelection.reads(key),
          "\(path) reads \(raw), which no reader declares: add it to the reader's requires")
      }
    }
    #expect(checked > 20)
  }

  @Test("a rule looks up only the keys it declares")
  func rulesReadOnlyDeclaredKeys() throws {
    let keys = try Self.declaredKeys()
    let text = try String(
      contentsOf: Self.sources.appendingPathComponent("Rules/SubtypeRules.swift"), encoding: .utf8)
    let table = try #require(text.range(of: "public static let table"))
    let blocks = text[table.upperBound...].components(separatedBy: "\n    SubtypeRule(\n").dropFirst()
    #expect(blocks.count == SubtypeRules.table.count)
    let constant = try NSRegularExpression(pattern: #"\.(\w+)\b"#)
    for (block, rule) in zip(blocks, SubtypeRules.table) {
      // The closure: everything after the `requires:` line.
      guard let closure = block.range(of: ") { c in") else {
        Issue.record("\(rule.name): no decide closure found")
        continue
      }
      let body = String(block[closure.upperBound...])
      for match in constant.matches(in: body, range: NSRange(body.startIndex..., in: body)) {
        guard let range = Range(match.range(at: 1), in: body), let raw = keys[String(body[range])]
        else { continue }
        #expect(
          rule.requires.contains(FactKey(rawValue: raw)),
          "rule \(rule.name) reads \(raw) without declaring it in requires")
      }
    }
  }

  @Test("keys are made from text only where they are declared or decoded")
  func noKeysFromLiterals() throws {
    for (path, text) in try Self.swiftFiles() where !path.contains("FactKey+") {
      #expect(!text.contains("FactKey(rawValue: \""), "\(path) makes a fact key from a literal")
    }
  }

  @Test("the kept XMP properties are what the rules and readers declare")
  func keptProperties() {
    let kept = LibraryFileReader.xmpSelection.properties
    // From the rules.
    #expect(kept["GPano"] == ["UsePanoramaViewer", "ProjectionType"])
    #expect(kept["exif"] == [
      "UserComment", "PixelXDimension", "PixelYDimension", "DateTimeOriginal",
      // The pipeline's XMP location (issue 26).
      "GPSLatitude", "GPSLongitude", "GPSAltitude", "GPSAltitudeRef",
    ])
    // From the library (ratings, bursts), the JPEG probe and the motion-photo check.
    #expect(kept["MicrosoftPhoto"] == ["Rating"])
    #expect(kept["GCamera"]?.isSuperset(of: ["BurstPrimary", "MotionPhoto", "MicroVideoOffset"]) == true)
    #expect(kept["hdrgm"] == ["Version"])
    // Nothing reads GImage or HDRGainMap from the facts (the MPF checks parse their own packet).
    #expect(kept["GImage"] == nil)
    #expect(kept["HDRGainMap"] == nil)
    for (reader, keys) in FactReaders.all + [("LibraryFileReader", LibraryFileReader.requires)] {
      #expect(!keys.isEmpty, "\(reader) declares no key")
    }
    // The ratings are the record's (StarRating, in the pipeline): the plain pipeline keeps them.
    #expect(FactReaders.xmpSelection.properties["MicrosoftPhoto"] == ["Rating"])
    #expect(FactReaders.xmpSelection.reads(.xmpMicrosoftPhotoRating))
    // What only the library reads is not kept by the plain pipeline.
    #expect(FactReaders.xmpSelection.properties["GCamera"]?.contains("BurstPrimary") != true)
  }

  @Test("the fast path drops an XMP property that no reader declares, and keeps a declared one")
  func fastPathKeepsDeclaredOnly() {
    let packet = Array(
      """
      <x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
      <rdf:Description xmlns:GCamera="http://ns.google.com/photos/1.0/camera/"
        xmlns:GImage="http://ns.google.com/photos/1.0/image/"
        GCamera:BurstID="B-1" GImage:Mime="image/jpeg"/></rdf:RDF></x:xmpmeta>
      """.utf8)
    var fast = MediaFacts(keepsSources: false, xmpSelection: FactReaders.xmpSelection)
    XMPPacket.decode(packet, location: "t", into: &fast)
    #expect(fast[.xmpGCameraBurstID]?.value == .string("B-1"))
    #expect(fast.facts[FactKey.xmp("GImage", "Mime")] == nil)
    var explain = MediaFacts()
    XMPPacket.decode(packet, location: "t", into: &explain)
    #expect(explain[.xmp("GImage", "Mime")]?.value == .string("image/jpeg"))
  }
}
