import MediaKindTestSupport
import Testing

@testable import MediaKind

/// ``ContainerDirectory`` against ``ReferenceContainerDirectory``, a frozen copy of the reader
/// before its namespace scan compared URIs as bytes (end of this file): the same items on the
/// corpus XMP packets, the XMP edge cases and their mutants (``XMPPacketEquivalenceTests``).
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

  @Test("the same items as the reference, on packets and their mutants")
  func sameItems() {
    #expect(Self.packets.filter { ReferenceContainerDirectory(xmp: $0.bytes) != nil }.count >= 5)
    for (label, bytes) in Self.packets {
      Self.expectSameItems(bytes, label)
      let count = max(4, min(16, 200_000 / max(bytes.count, 1)))
      for mutant in XMPMutator.mutants(of: bytes, seed: "directory " + label, count: count) {
        Self.expectSameItems(mutant.bytes, "\(label) \(mutant.kind)")
      }
    }
  }

  static func expectSameItems(
    _ bytes: [UInt8], _ label: @autoclosure () -> String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let expected = ReferenceContainerDirectory(xmp: bytes)?.items
    let actual = ContainerDirectory(xmp: bytes)?.items
    #expect(actual == expected, "\(label())", sourceLocation: sourceLocation)
  }
}

// MARK: - Reference

/// The reader before its namespace scan compared URIs as bytes, unchanged but for its name
/// and the parts not under test (its own `Item`, `init(items:)`, `index(ofSemantic:)`).
private struct ReferenceContainerDirectory {
  static let containerNamespace = "http://ns.google.com/photos/1.0/container/"
  static let itemNamespace = "http://ns.google.com/photos/1.0/container/item/"
  static let maxItems = 64

  typealias Item = ContainerDirectory.Item

  let items: [Item]

  /// The directory of `xmp`, or nil when it has no `Container:Item`.
  init?(xmp: [UInt8]) {
    let bindings = Self.namespaceBindings(xmp)
    let containerPrefixes = bindings.filter { $0.uri == Self.containerNamespace }.map(\.prefix)
    let itemPrefixes = bindings.filter { $0.uri == Self.itemNamespace }.map(\.prefix)
    var items: [Item] = []
    for containerPrefix in containerPrefixes.isEmpty ? ["Container"] : containerPrefixes {
      items += Self.items(
        in: xmp, containerPrefix: containerPrefix,
        itemPrefixes: itemPrefixes.isEmpty ? ["Item"] : itemPrefixes)
      if !items.isEmpty { break }
    }
    guard !items.isEmpty else { return nil }
    self.items = items
  }

  // MARK: - Scanning

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

  private static func items(in xmp: [UInt8], containerPrefix: String, itemPrefixes: [String])
    -> [Item]
  {
    let open = Array("<\(containerPrefix):Item".utf8)
    let close = Array("</\(containerPrefix):Item>".utf8)
    var items: [Item] = []
    var i = 0
    while items.count < maxItems, let found = xmp.firstIndex(of: open, in: i..<xmp.count) {
      let afterName = found + open.count
      guard afterName < xmp.count else { break }
      let next = xmp[afterName]
      // `<Container:ItemX` is another element.
      guard isSpace(next) || next == UInt8(ascii: "/") || next == UInt8(ascii: ">") else {
        i = afterName
        continue
      }
      guard let tagEnd = endOfTag(xmp, from: afterName) else { break }
      var fields = attributes(xmp[afterName..<tagEnd])
      var resume = tagEnd + 1
      let selfClosing = tagEnd > afterName && xmp[tagEnd - 1] == UInt8(ascii: "/")
      if !selfClosing, let end = xmp.firstIndex(of: close, in: (tagEnd + 1)..<xmp.count) {
        for (name, value) in childElements(xmp[(tagEnd + 1)..<end]) where fields[name] == nil {
          fields[name] = value
        }
        resume = end + close.count
      }
      var item = Item()
      for prefix in itemPrefixes {
        item.mime = item.mime ?? fields["\(prefix):Mime"]
        item.semantic = item.semantic ?? fields["\(prefix):Semantic"]
        item.length = item.length ?? fields["\(prefix):Length"].flatMap { Int($0.trimmingSpaces) }
        item.padding =
          item.padding ?? fields["\(prefix):Padding"].flatMap { Int($0.trimmingSpaces) }
      }
      items.append(item)
      i = resume
    }
    return items
  }

  /// The index of the `>` that ends the tag whose attributes start at `from`, honouring quotes.
  private static func endOfTag(_ xmp: [UInt8], from: Int) -> Int? {
    var quote: UInt8 = 0
    var j = from
    while j < xmp.count {
      let c = xmp[j]
      if quote != 0 {
        if c == quote { quote = 0 }
      } else if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
        quote = c
      } else if c == UInt8(ascii: ">") {
        return j
      }
      j += 1
    }
    return nil
  }

  /// `name="value"` pairs of a start tag's attribute text.
  private static func attributes(_ text: ArraySlice<UInt8>) -> [String: String] {
    var result: [String: String] = [:]
    var i = text.startIndex
    while i < text.endIndex {
      while i < text.endIndex, !isNameByte(text[i]) { i += 1 }
      let nameStart = i
      while i < text.endIndex, isNameByte(text[i]) { i += 1 }
      let name = String(decoding: text[nameStart..<i], as: UTF8.self)
      while i < text.endIndex, isSpace(text[i]) { i += 1 }
      guard i < text.endIndex, text[i] == UInt8(ascii: "=") else { continue }
      i += 1
      while i < text.endIndex, isSpace(text[i]) { i += 1 }
      guard i < text.endIndex, text[i] == UInt8(ascii: "\"") || text[i] == UInt8(ascii: "'")
      else { continue }
      let quote = text[i]
      let valueStart = i + 1
      var j = valueStart
      while j < text.endIndex, text[j] != quote { j += 1 }
      if !name.isEmpty, result[name] == nil {
        result[name] = XMPPacket.unescape(String(decoding: text[valueStart..<j], as: UTF8.self))
      }
      i = j + 1
    }
    return result
  }

  /// `<p:Name>text</p:Name>` children (text only) of an element's content.
  private static func childElements(_ content: ArraySlice<UInt8>) -> [(String, String)] {
    var result: [(String, String)] = []
    var i = content.startIndex
    while i < content.endIndex, result.count < 64 {
      guard content[i] == UInt8(ascii: "<") else {
        i += 1
        continue
      }
      let nameStart = i + 1
      var j = nameStart
      while j < content.endIndex, isNameByte(content[j]) { j += 1 }
      let name = String(decoding: content[nameStart..<j], as: UTF8.self)
      // Skip to the end of this start tag.
      while j < content.endIndex, content[j] != UInt8(ascii: ">") { j += 1 }
      guard j < content.endIndex, !name.isEmpty, content[j - 1] != UInt8(ascii: "/") else {
        i = j + 1
        continue
      }
      let textStart = j + 1
      var k = textStart
      while k < content.endIndex, content[k] != UInt8(ascii: "<") { k += 1 }
      let text = String(decoding: content[textStart..<k], as: UTF8.self).trimmingSpaces
      if !text.isEmpty { result.append((name, XMPPacket.unescape(text))) }
      i = k
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
