import MediaKindTestSupport
import Testing

@testable import MediaKind

/// ``ContainerDirectory``'s namespace scan against ``ReferenceNamespaceScan``, a frozen copy of
/// the scan before it compared URIs as bytes (end of this file; the rest of the reader did not
/// change): the same Container and Item prefixes on the corpus XMP packets, the XMP edge cases
/// and their mutants (``XMPPacketEquivalenceTests``), and so the same items.
@Suite("Container directory: byte scan equals the reference")
struct ContainerDirectoryEquivalenceTests {
  static let packets: [(label: String, bytes: [UInt8])] =
    XMPPacketEquivalenceTests.corpusPackets
    + XMPEdgeCases.all.enumerated().map { ("edge case \($0.offset)", $0.element) }
    + directories.enumerated().map { ("directory \($0.offset)", Array($0.element.utf8)) }

  /// Container directories with prefixes bound, rebound, unbound and declared in odd ways.
  static let directories: [String] = [
    XMPEdgeCases.described("""
      <Container:Directory><rdf:Seq><rdf:li rdf:parseType="Resource"><Container:Item \
      Item:Mime="image/jpeg" Item:Semantic="Primary" Item:Length="0" Item:Padding="8"/></rdf:li>\
      <rdf:li rdf:parseType="Resource"><Container:Item rdf:parseType="Resource">\
      <Item:Semantic>MotionPhoto</Item:Semantic><Item:Length> 123 </Item:Length>\
      <Item:Mime>video/mp4</Item:Mime></Container:Item></rdf:li></rdf:Seq></Container:Directory>
      """),
    """
    <rdf:Description xmlns:C='http://ns.google.com/photos/1.0/container/' \
    xmlns:I = "http://ns.google.com/photos/1.0/container/item/" xmlns:J="http://ns.google.com/photos/1.0/container/item/">\
    <C:Directory><C:Item J:Semantic="GainMap" I:Length="9"/><C:Item><I:Semantic>x&amp;y</I:Semantic></C:Item>\
    </C:Directory></rdf:Description>
    """,
    """
    <a xmlns:C="http://ns.google.com/photos/1.0/container/ " xmlns:D="http://ns.google.com/photos/1.0/container/">\
    <C:Item Item:Semantic="wrong URI"/><D:Item Item:Semantic="bound"/><Container:Item Item:Semantic="default"/></a>
    """,
    "<Container:Item Item:Semantic='unbound'/><Container:ItemX Item:Semantic='other'/>",
    String(repeating: "<a xmlns:p=\"http://example.com/\"/>", count: 260)
      + "<b xmlns:C=\"http://ns.google.com/photos/1.0/container/\"><C:Item Item:Semantic=\"late\"/></b>"
      + "<Container:Item Item:Semantic=\"default\"/>",
  ]

  @Test("the same Container and Item prefixes as the reference, on packets and their mutants")
  func samePrefixes() {
    #expect(
      Self.packets.filter { !ReferenceNamespaceScan.prefixes($0.bytes).container.isEmpty }.count
        >= 5)
    #expect(Self.packets.filter { ContainerDirectory(xmp: $0.bytes) != nil }.count >= 5)
    for (label, bytes) in Self.packets {
      Self.expectSamePrefixes(bytes, label)
      let count = max(4, min(16, 200_000 / max(bytes.count, 1)))
      for mutant in XMPMutator.mutants(of: bytes, seed: "directory " + label, count: count) {
        Self.expectSamePrefixes(mutant.bytes, "\(label) \(mutant.kind)")
      }
    }
  }

  static func expectSamePrefixes(
    _ bytes: [UInt8], _ label: @autoclosure () -> String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let expected = ReferenceNamespaceScan.prefixes(bytes)
    let actual = ContainerDirectory.namespacePrefixes(bytes)
    #expect(actual.container == expected.container, "\(label())", sourceLocation: sourceLocation)
    #expect(actual.item == expected.item, "\(label())", sourceLocation: sourceLocation)
  }
}

// MARK: - Reference

/// The namespace scan before it compared URIs as bytes, unchanged but for its name: every
/// `xmlns:` declaration (at most 256) as a prefix and URI String, filtered afterwards as the
/// reader's `init(xmp:)` then did.
private enum ReferenceNamespaceScan {
  static func prefixes(_ xmp: [UInt8]) -> (container: [String], item: [String]) {
    let bindings = namespaceBindings(xmp)
    return (
      bindings.filter { $0.uri == ContainerDirectory.containerNamespace }.map(\.prefix),
      bindings.filter { $0.uri == ContainerDirectory.itemNamespace }.map(\.prefix)
    )
  }

  private static func namespaceBindings(_ xmp: [UInt8]) -> [(prefix: String, uri: String)] {
    var result: [(String, String)] = []
    let needle = Array("xmlns:".utf8)
    var i = 0
    while result.count < 256, let found = xmp.firstIndex(of: needle, in: i..<xmp.count) {
      var j = found + needle.count
      let prefixStart = j
      while j < xmp.count, isNameByte(xmp[j]) { j += 1 }
      let prefix = String(decoding: xmp[prefixStart..<j], as: UTF8.self)
      while j < xmp.count, isSpace(xmp[j]) || xmp[j] == UInt8(ascii: "=") { j += 1 }
      guard j < xmp.count, xmp[j] == UInt8(ascii: "\"") || xmp[j] == UInt8(ascii: "'") else {
        i = j
        continue
      }
      let quote = xmp[j]
      let valueStart = j + 1
      var k = valueStart
      while k < xmp.count, xmp[k] != quote { k += 1 }
      result.append((prefix, String(decoding: xmp[valueStart..<k], as: UTF8.self)))
      // An unterminated value ends at the end of the data: never step past it (a range
      // `count + 1 ..< count` traps; Samples/broken/jpeg/xmp-unterminated-xmlns-value.jpg).
      i = min(k + 1, xmp.count)
    }
    return result
  }

  private static func isNameByte(_ c: UInt8) -> Bool {
    (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z"))
      || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
      || (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")) || c == UInt8(ascii: ":")
      || c == UInt8(ascii: "_") || c == UInt8(ascii: "-") || c == UInt8(ascii: ".")
  }

  private static func isSpace(_ c: UInt8) -> Bool {
    c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D
  }
}
