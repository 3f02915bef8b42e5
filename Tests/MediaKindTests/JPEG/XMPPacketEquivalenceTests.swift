import Foundation
import MediaKindTestSupport
import Testing

@testable import MediaKind

#if canImport(Glibc)
  import Glibc
#endif

/// The byte-level ``XMPPacket`` parser against ``ReferenceXMPPacket``, a frozen copy of the
/// String-based parser it replaced (end of this file; since issue 26 it also leaves out the
/// fields of structures that ``XMPPacket/topLevelOnly`` names): the same `properties` (compared byte for
/// byte, values in document order) and the same `decode` facts, on every XMP packet of the
/// shared corpus, on hand-written edge cases and on deterministic mutants of both.
@Suite("XMP packet: byte parser equals the reference parser")
struct XMPPacketEquivalenceTests {
  // MARK: - Cases

  /// Corpus packets, deduplicated, in path order.
  static let corpusPackets: [(label: String, bytes: [UInt8])] = XMPCorpus.packets()

  @Test("every corpus packet", .enabled(if: XMPCorpus.files != nil, XMPCorpus.absent))
  func corpus() {
    #expect(Self.corpusPackets.count > 0, "no XMP packet found in \(XMPCorpus.files?.path ?? "")")
    for (label, bytes) in Self.corpusPackets {
      Self.expectSameProperties(bytes, label)
    }
  }

  @Test("hand-written edge cases")
  func edgeCases() {
    for (index, bytes) in XMPEdgeCases.all.enumerated() {
      let text = String(decoding: bytes, as: UTF8.self)
      Self.expectSameProperties(bytes, "edge case \(index): \(text.debugDescription)")
    }
  }

  @Test("mutants of the corpus packets", .enabled(if: XMPCorpus.files != nil, XMPCorpus.absent))
  func corpusMutants() {
    for (label, bytes) in Self.corpusPackets {
      // About 1 MB of mutants per packet: many of a small packet, a few of a large one.
      let count = max(4, min(48, 1_000_000 / max(bytes.count, 1)))
      for mutant in XMPMutator.mutants(of: bytes, seed: label, count: count) {
        Self.expectSameProperties(mutant.bytes, "\(label) \(mutant.kind)")
      }
    }
  }

  @Test("mutants of the edge cases")
  func edgeCaseMutants() {
    for (index, bytes) in XMPEdgeCases.all.enumerated() {
      for mutant in XMPMutator.mutants(of: bytes, seed: "edge \(index)", count: 64) {
        Self.expectSameProperties(mutant.bytes, "edge case \(index) \(mutant.kind)")
      }
    }
  }

  @Test("the 200,000-step cap stops at the same place")
  func stepCap() {
    // One step per tag or text run: the declaring start tag, `count` empty elements, then a
    // start tag, its text and its end tag.
    var outcomes: Set<Bool> = []
    for count in [199_996, 199_997] {
      let bytes = Array(
        ("<rdf:Description xmlns:xmp=\"http://ns.adobe.com/xap/1.0/\">"
          + String(repeating: "<a/>", count: count) + "<xmp:Rating>5</xmp:Rating>").utf8)
      let reference = ReferenceXMPPacket(bytes).properties
      outcomes.insert(reference.isEmpty)
      Self.expectSameProperties(bytes, "\(count) empty elements")
    }
    // One count reaches the property and the other does not: the cap was met.
    #expect(outcomes == [true, false])
  }

  @Test("many prefixes in scope, and one prefix declared again and again")
  func largeScopes() {
    func declarations(_ prefix: String, _ range: Range<Int>) -> String {
      range.map { " xmlns:\(prefix)\($0)=\"http://example.com/\($0)\"" }.joined()
    }
    // A dozen prefixes, then ten more in a nested scope: lookups go through the index there,
    // and after it ends.
    let scopes = """
      <a xmlns:xmp="http://ns.adobe.com/xap/1.0/"\(declarations("p", 0..<10)) \
      xmlns:\u{212A}="http://purl.org/dc/elements/1.1/"><b\(declarations("q", 0..<10)) \
      xmlns:p3="http://ns.adobe.com/xap/1.0/" xmlns:xmp="http://example.com/" p3:Label="rebound" \
      xmp:Gone="x" K:title="Kelvin" q4:Gone="y"><p3:Nickname>n</p3:Nickname><K:creator>c</K:creator>\
      <c\(declarations("r", 0..<20)) xmlns:r5="http://ns.adobe.com/xap/1.0/" r5:Rating="1"/>\
      <r5:Gone>z</r5:Gone></b><xmp:Label>after</xmp:Label><p3:Label>unknown again</p3:Label>\
      <q4:Gone>z</q4:Gone><\u{212A}:subject>s</\u{212A}:subject></a>
      """
    Self.expectSameProperties(Array(scopes.utf8), "nested scopes past the linear search")
    // Thousands of distinct prefixes on one element, each attribute looked up among them.
    let flood =
      "<a xmlns:xmp=\"http://ns.adobe.com/xap/1.0/\"\(declarations("p", 0..<3_000))"
      + (0..<3_000).map { " u\($0):A=\"\($0)\"" }.joined() + " xmp:Rating=\"5\"/>"
    Self.expectSameProperties(Array(flood.utf8), "3,000 prefixes and 3,000 attributes")
    // The same element nested 20,000 times: its redeclared prefix must not lengthen lookups.
    let element = "<rdf:Description xmlns:xmp=\"http://ns.adobe.com/xap/1.0/\" xmp:Rating=\"1\">"
    let nested =
      "<rdf:RDF xmlns:rdf=\"\(XMPEdgeCases.rdf)\">" + String(repeating: element, count: 20_000)
      + "<dc:title xmlns:dc=\"http://purl.org/dc/elements/1.1/\"><rdf:Alt><rdf:li>t</rdf:li>"
      + "</rdf:Alt></dc:title>" + String(repeating: "</rdf:Description>", count: 20_000)
    Self.expectSameProperties(Array(nested.utf8), "20,000 nested redeclarations")
  }

  @Test("decode records the same facts")
  func decodeFacts() {
    let packets = Self.corpusPackets.map(\.bytes) + XMPEdgeCases.all
    for (index, bytes) in packets.enumerated() {
      var expected = MediaFacts()
      ReferenceXMPPacket.decode(bytes, location: "XMP", into: &expected)
      var actual = MediaFacts()
      XMPPacket.decode(bytes, location: "XMP", into: &actual)
      #expect(Self.exact(actual.facts) == Self.exact(expected.facts), "packet \(index)")
      // Without --explain: the facts something reads, and XMP.Present with one of them.
      var read = MediaFacts(keepsSources: false, xmpSelection: LibraryFileReader.xmpSelection)
      XMPPacket.decode(bytes, location: "XMP", into: &read)
      var kept = expected.facts.filter { LibraryFileReader.xmpSelection.reads($0.key) }
      if !kept.isEmpty, let present = expected.facts[.xmpPresent] { kept[.xmpPresent] = present }
      #expect(
        Self.exact(read.facts).mapValues(\.value) == Self.exact(kept).mapValues(\.value),
        "packet \(index), read facts only")
    }
  }

  @Test("contiguous and other collections parse alike")
  func inputCollections() {
    for bytes in XMPEdgeCases.all.prefix(8) + Self.corpusPackets.prefix(8).map(\.bytes) {
      let expected = XMPPacket(bytes).properties
      let padded = [0x20, 0x20] + bytes
      #expect(XMPPacket(padded[2...]).properties == expected)
      #expect(XMPPacket(bytes.lazy.map { $0 }).properties == expected)
    }
  }

  // MARK: - Comparison

  /// Properties with keys and values as UTF-8 bytes (String equality is canonical
  /// equivalence, which would hide a byte difference).
  static func exact(_ properties: [String: [String]]) -> [[UInt8]: [[UInt8]]] {
    Dictionary(uniqueKeysWithValues: properties.map { (Array($0.key.utf8), exact($0.value)) })
  }

  static func exact(_ values: [String]) -> [[UInt8]] { values.map { Array($0.utf8) } }

  static func exact(_ facts: [FactKey: Fact]) -> [[UInt8]: Fact] {
    Dictionary(uniqueKeysWithValues: facts.map { (Array($0.key.rawValue.utf8), $0.value) })
  }

  /// Without `--explain` a packet keeps only the selected properties: exactly those of
  /// the full reading.
  static func expectReadPropertiesOnly(
    _ bytes: [UInt8], all: [String: [String]], _ label: @autoclosure () -> String,
    sourceLocation: SourceLocation
  ) {
    let read = XMPPacket(bytes, reading: LibraryFileReader.xmpSelection)
    let wanted = all.filter { name, _ in LibraryFileReader.xmpSelection.reads(qualifiedName: name) }
    #expect(
      exact(read.properties) == exact(wanted), "\(label()): read properties only",
      sourceLocation: sourceLocation)
  }

  static func expectSameProperties(
    _ bytes: [UInt8], _ label: @autoclosure () -> String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let expected = ReferenceXMPPacket(bytes).properties
    let actual = XMPPacket(bytes).properties
    expectReadPropertiesOnly(bytes, all: actual, label(), sourceLocation: sourceLocation)
    guard exact(actual) != exact(expected) else { return }
    let keys = Set(expected.keys).union(actual.keys).sorted()
    let key = keys.first { exact(expected[$0] ?? []) != exact(actual[$0] ?? []) } ?? ""
    Issue.record(
      "\(label()): \(key.debugDescription): expected \(expected[key] ?? []), got \(actual[key] ?? [])",
      sourceLocation: sourceLocation)
  }
}

// MARK: - Corpus packets

/// XMP packets of the shared corpus (`../shared/corpus/files`): JPEG APP1
/// `http://ns.adobe.com/xap/1.0/` segments and `<x:xmpmeta`…`</x:xmpmeta>` spans in any file.
enum XMPCorpus {
  static let files: URL? = SampleCorpus.sharedCorpus?.appendingPathComponent("files")
  static let absent: Comment =
    "the shared corpus (../shared/corpus) is absent: corpus XMP cases skipped"

  static let app1Signature = Array("http://ns.adobe.com/xap/1.0/\0".utf8)
  static let metaOpen = Array("<x:xmpmeta".utf8)
  static let metaClose = Array("</x:xmpmeta>".utf8)
  /// An unterminated `<x:xmpmeta` span is cut here.
  static let maxOpenSpan = 256 << 10

  static func packets() -> [(label: String, bytes: [UInt8])] {
    guard let files else { return [] }
    let paths = (FileManager.default.enumerator(atPath: files.path)?.allObjects as? [String] ?? [])
      .sorted()
    var seen: Set<[UInt8]> = []
    var result: [(String, [UInt8])] = []
    func add(_ packet: [UInt8], _ label: String) {
      if !packet.isEmpty, seen.insert(packet).inserted { result.append((label, packet)) }
    }
    for path in paths {
      let url = files.appendingPathComponent(path)
      guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true,
        let data = try? Data(contentsOf: url)
      else { continue }
      let bytes = [UInt8](unsafeUninitializedCapacity: data.count) { $1 = data.copyBytes(to: $0) }
      var from = 0
      while let found = find(app1Signature, in: bytes, from: from) {
        from = found + 1
        guard found >= 4, bytes[found - 4] == 0xFF, bytes[found - 3] == 0xE1 else { continue }
        let end = min(bytes.count, found - 2 + (Int(bytes[found - 2]) << 8 | Int(bytes[found - 1])))
        if end > found + app1Signature.count {
          add(Array(bytes[(found + app1Signature.count)..<end]), "\(path) APP1@\(found)")
        }
      }
      from = 0
      while let open = find(metaOpen, in: bytes, from: from) {
        if let close = find(metaClose, in: bytes, from: open) {
          add(Array(bytes[open..<(close + metaClose.count)]), "\(path) x:xmpmeta@\(open)")
          from = close + metaClose.count
        } else {
          let end = min(bytes.count, open + maxOpenSpan)
          add(Array(bytes[open..<end]), "\(path) x:xmpmeta@\(open)…")
          break
        }
      }
    }
    return result
  }

  /// The first position of `needle` in `haystack[from...]`.
  static func find(_ needle: [UInt8], in haystack: [UInt8], from: Int) -> Int? {
    haystack.withUnsafeBufferPointer { h in
      needle.withUnsafeBufferPointer { n in
        guard let h0 = h.baseAddress, let n0 = n.baseAddress else { return nil }
        var i = from
        while i + n.count <= h.count {
          guard let hit = memchr(h0 + i, Int32(n[0]), h.count - n.count + 1 - i) else { return nil }
          i = UnsafeRawPointer(h0).distance(to: UnsafeRawPointer(hit))
          if memcmp(h0 + i, n0, n.count) == 0 { return i }
          i += 1
        }
        return nil
      }
    }
  }
}

// MARK: - Edge cases

/// Hand-written packets for the corners of the reference's behaviour: entities, namespace
/// scoping, malformed markup, grapheme-sensitive String operations, `rdf:li` owners.
enum XMPEdgeCases {
  static let rdf = "http://www.w3.org/1999/02/22-rdf-syntax-ns#"
  static let declarations = """
    xmlns:rdf="\(rdf)" xmlns:xmp="http://ns.adobe.com/xap/1.0/" \
    xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:GCamera="http://ns.google.com/photos/1.0/camera/" \
    xmlns:Item="http://ns.google.com/photos/1.0/container/item/" \
    xmlns:Container="http://ns.google.com/photos/1.0/container/"
    """

  /// `body` inside an `rdf:Description` that binds the usual prefixes.
  static func described(_ body: String, attributes: String = "") -> String {
    """
    <?xpacket begin="\u{FEFF}" id="W5M0MpCehiHzreSzNTczkc9d"?>
    <x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="\(rdf)">
    <rdf:Description rdf:about="" \(declarations) \(attributes)>\(body)</rdf:Description>
    </rdf:RDF></x:xmpmeta>
    <?xpacket end="w"?>
    """
  }

  static let texts: [String] = [
    "",
    "<",
    "<>",
    "</>",
    "<?",
    "<!",
    "<!-- unterminated",
    "&amp;",
    "plain text only",
    "<a/><b></b></c></d>",
    described("<xmp:Rating>5</xmp:Rating><xmp:Label>Red</xmp:Label>"),
    // Entities and character references.
    described("", attributes: #"xmp:Label="a&amp;b&lt;c&gt;d&quot;e&apos;f""#),
    described("<xmp:Label>&#65;&#x42;&#X43;&#x;&#;&#xD800;&#x110000;&#+65;&#x+41;&#-0;&#0;z</xmp:Label>"),
    described("<xmp:Label>&amp &verylongentityname; &#x1F600; &#128512; &&amp;; &;</xmp:Label>"),
    described("<xmp:Label>&a b&amp;c&gt</xmp:Label><xmp:Nickname>;&;&#x41</xmp:Nickname>"),
    described("<xmp:Label>&#x00041;&#0000000065;&#x0000000041;</xmp:Label>"),
    // Whitespace, CR LF (one Character: not trimmed as CR or LF), tabs.
    described("<xmp:Label>\r\n  x\r\n</xmp:Label><xmp:Rating>\r\n</xmp:Rating>"),
    described("<xmp:Label>\n\r</xmp:Label><xmp:Rating> \r\n</xmp:Rating><xmp:Nickname>\r\r\n\n</xmp:Nickname>"),
    described("<xmp:Label>\t \n x \t\r</xmp:Label><xmp:Rating>   </xmp:Rating><xmp:Nickname>\r</xmp:Nickname>"),
    described("<xmp:Label>&a\r\nb;&#x\r\n41;&\r\n\r\n\r\n\r\n\r\nx;&\r\n\r\n\r\n\r\n\r\n\r\nxxx;</xmp:Label>"),
    described("<xmp:Label>&aaaaaaaaa;&aaaaaaaaaa;&#0000065;&#00000065;</xmp:Label>"),
    // An `&` inside a would-be entity: the 10-Character limit decides whether it is read.
    described("<xmp:Label>&aaaaa&amp;</xmp:Label><xmp:Nickname>&aaaaaa&amp;</xmp:Nickname>"),
    described("<xmp:Label>&\r\n\r\n\r\n\r\n&amp;</xmp:Label><xmp:Nickname>&#\r\n\r\n\r\n\r\n&#65;</xmp:Nickname>"),
    // Default namespace: only an explicit empty prefix (`:Name`) resolves through it.
    """
    <rdf:RDF xmlns:rdf="\(rdf)" xmlns="http://ns.adobe.com/xap/1.0/"><rdf:Description :Rating="5" \
    Rating="3"><:Label>Red</:Label><Label>x</Label></rdf:Description></rdf:RDF>
    """,
    "<a xmlns:=\"http://ns.adobe.com/xap/1.0/\"><:Label>colon</:Label></a>",
    // Prefixes rebound in nested scopes, and a self-closing element's bindings not leaking.
    """
    <rdf:Description xmlns:a="http://ns.adobe.com/xap/1.0/"><a:Rating>1</a:Rating>\
    <x xmlns:a="http://ns.google.com/photos/1.0/camera/"><a:MotionPhoto>1</a:MotionPhoto></x>\
    <y xmlns:a="http://example.com/" a:Gone="1"/><a:Label>after</a:Label>\
    <z xmlns:a="http://ns.adobe.com/exif/1.0/" xmlns:a="http://ns.adobe.com/tiff/1.0/" a:Make="m"/>\
    </rdf:Description>
    """,
    "<a xmlns:p=\"http://ns.adobe.com/xap/1.0/\" p:Rating=\"1\" xmlns:p=\"http://purl.org/dc/elements/1.1/\"/>",
    "<p:a xmlns:p=\"http://ns.adobe.com/xap/1.0/\">outer<q xmlns:p=\"x\"/></p:a><p:b>unbound</p:b>",
    // Unterminated tags and values.
    "<rdf:Description xmlns:xmp=\"http://ns.adobe.com/xap/1.0/\" xmp:Rating=\"5\"",
    "<rdf:Description xmlns:xmp=\"http://ns.adobe.com/xap/1.0/\" xmp:Rating=\"5>",
    "<a xmlns:xmp=\"http://ns.adobe.com/xap/1.0/\"><xmp:Rating>5",
    "<a xmlns:xmp=\"http://ns.adobe.com/xap/1.0/\"><xmp:Rating>5</xmp:Rating",
    "<a xmlns:xmp=\"http://ns.adobe.com/xap/1.0/\"><xmp:Rating>5<",
    "<a xmlns:xmp=\"http://ns.adobe.com/xap/1.0/\"><xmp:Rating>5<!",
    // Quotes inside tags, including `>` and the other quote.
    described("", attributes: #"xmp:Label="a>b" xmp:Rating='5>' xmp:Nickname="it's" xmp:CreatorTool='say "hi"'"#),
    described("<xmp:Label a=\"x>y\">v</xmp:Label><xmp:Rating b='>'>4</xmp:Rating>"),
    #"<a xmlns:xmp="http://ns.adobe.com/xap/1.0/" xmp:A=b"c>d" xmp:B="e" xmp:C="f"g="h" xmp:D = 'i' xmp:E= xmp:F="j"/>"#,
    #"<a xmlns:xmp="http://ns.adobe.com/xap/1.0/" xmp:A="1"xmp:B="2" =="3" xmp:C"4" xmp:D="5"/>"#,
    "< xmp:Rating=\"1\" xmlns:xmp=\"http://ns.adobe.com/xap/1.0/\"/><\txmp:Rating>2</xmp:Rating>",
    // Self-closing forms; an element with children keeps no text.
    described("<xmp:Rating/><xmp:Label />x<GCamera:MotionPhoto>1<x/></GCamera:MotionPhoto>"),
    described("<xmp:Label>a<xmp:Nickname>b</xmp:Nickname>c</xmp:Label>"),
    described("<xmp:Label>a<!-- comment -->b<?pi x?>c<![CDATA[d]]>e</xmp:Label>"),
    described("<xmp:Label><!-- a > b -->c</xmp:Label><xmp:Nickname><![CDATA[a>b]]></xmp:Nickname>"),
    described("<xmp:Label><!DOCTYPE x>y</xmp:Label><xmp:Rating><?x?></xmp:Rating>"),
    // rdf:li in Seq, Alt and Bag; owners.
    described("""
      <dc:subject><rdf:Bag><rdf:li>one</rdf:li><rdf:li> two </rdf:li><rdf:li/><rdf:li></rdf:li>\
      </rdf:Bag></dc:subject><dc:title><rdf:Alt><rdf:li xml:lang="x-default">T</rdf:li>\
      <rdf:li xml:lang="fr">Titre</rdf:li></rdf:Alt></dc:title><dc:creator><rdf:Seq>\
      <rdf:li>A</rdf:li><rdf:li rdf:parseType="Resource"><xmp:Label>in li</xmp:Label></rdf:li>\
      </rdf:Seq></dc:creator>
      """),
    described("""
      <Container:Directory><rdf:Seq><rdf:li rdf:parseType="Resource"><Container:Item \
      Item:Mime="image/jpeg" Item:Semantic="Primary"/></rdf:li><rdf:li rdf:parseType="Resource">\
      <Container:Item rdf:parseType="Resource"><Item:Semantic>MotionPhoto</Item:Semantic>\
      <Item:Length>123</Item:Length></Container:Item></rdf:li></rdf:Seq></Container:Directory>
      """),
    described("<rdf:li>orphan</rdf:li><rdf:Bag><rdf:li>no owner</rdf:li></rdf:Bag>"),
    described("<xmp:Label><rdf:li>direct</rdf:li><rdf:li><rdf:li>nested</rdf:li></rdf:li></xmp:Label>"),
    described("<dc:subject><foo:Bag xmlns:foo=\"http://example.com/\"><rdf:li>through unknown</rdf:li></foo:Bag></dc:subject>"),
    described("<dc:subject><unprefixed><rdf:li>through unresolved</rdf:li></unprefixed></dc:subject>"),
    described("<dc:subject><rdf:Bag><rdf:lix>not an item</rdf:lix><rdf:l>nor this</rdf:l></rdf:Bag></dc:subject>"),
    described("""
      <dc:subject xmlns:r\u{E9}="\(rdf)"><r\u{E9}:Bag><r\u{E9}:li>accented rdf prefix</r\u{E9}:li>\
      </r\u{E9}:Bag></dc:subject>
      """),
    // Unknown namespaces, rdf attributes, xmlns-like names.
    described(
      "<foo:A xmlns:foo=\"http://example.com/\">x</foo:A><bar:B>y</bar:B>",
      attributes: #"foo:C="1" rdf:about="z" rdf:parseType="Resource" xmlnsfoo:D="2" xmlns:xmlnsq="http://ns.adobe.com/xap/1.0/" xmlnsq:E="3" xmp:F="ok""#),
    described("", attributes: #"xmlns:p="http://ns.adobe.com/xap/1.0/&#x20;" p:A="entity URI" xmlns:q="HTTP://NS.ADOBE.COM/XAP/1.0/" q:B="case""#),
    described("", attributes: #"xmlns:a:b="http://ns.adobe.com/xap/1.0/" a:b:C="1" a:D="2" xmlns:m="http://ns.microsoft.com/photo/1.0" m:Rating="50""#),
    described("<xmp:A:B>colons</xmp:A:B><xmp:>empty local</xmp:><:>x</:><xmp:A.B>dot</xmp:A.B>"),
    described("", attributes: #"xmp:A.B="dot" xmp:A:B="colon""#),
    described("<rdf:Description xmp:Rating=\"1\"><xmp:Rating>2</xmp:Rating><xmp:Rating>3</xmp:Rating></rdf:Description><xmp:Rating><rdf:Seq><rdf:li>4</rdf:li></rdf:Seq></xmp:Rating>"),
    // Non-ASCII: combining marks and other grapheme extenders next to the markup, the Kelvin
    // sign (canonically "K") and Greek question mark (canonically ";"), Prepend characters.
    described("<xmp:Label>caf\u{E9} &amp; cafe\u{301}</xmp:Label><xmp:Nickname> \u{301}x \u{0600} </xmp:Nickname>"),
    described("<xmp:Label> \u{301}x</xmp:Label><xmp:Nickname>x\u{0600} </xmp:Nickname>"),
    described("<xmp:Label>&amp\u{37E}&#65\u{37E}&\u{301}amp;&amp\u{301};</xmp:Label>"),
    described("<xmp:Label>\u{5E9}\u{5C1}&#x5E9;&#x5C1;&#x301;e&#x301;</xmp:Label>"),
    described("<\u{301}x>combining name</x><xmp:Label>a</\u{301}xmp:Label>b</xmp:Label>"),
    described("<xmp:Label/\u{301}>text</xmp:Label><xmp:Nickname \u{600}/>after</xmp:Nickname>"),
    described("<xmp:\u{301}Label>a</xmp:\u{301}Label><xmp\u{301}:Label>b</xmp\u{301}:Label><xmp:L\u{301}>c</xmp:L\u{301}>"),
    described("<xmp:caf\u{E9}>precomposed</xmp:caf\u{E9}><xmp:cafe\u{301}>decomposed</xmp:cafe\u{301}>"),
    described("", attributes: "xmlns:\u{212A}=\"http://ns.adobe.com/xap/1.0/\" K:Kelvin=\"1\" \u{212A}:Sign=\"2\""),
    described("", attributes: "xmlns:\u{301}p=\"http://ns.adobe.com/xap/1.0/\" \u{301}p:A=\"1\" xmlns\u{301}:q=\"http://ns.adobe.com/xap/1.0/\" q:B=\"2\""),
    described("", attributes: "xmlns:xmlns\u{301}=\"http://ns.adobe.com/xap/1.0/\" xmlns\u{301}:C=\"not a declaration\""),
    described("", attributes: "xmlns:p=\"http://ns.adobe.com/xap/1.0/\u{301}\" p:A=\"1\" xmlns:r=\"http://ns.adobe.com/xap/1.0/\" r:B=\"\u{301}v\u{301}\""),
    described("", attributes: "xmlns:\u{E9}=\"http://ns.adobe.com/xap/1.0/\" e\u{301}:A=\"1\" \u{E9}:B=\"2\""),
    """
    <a xmlns:\u{E9}="http://ns.adobe.com/xap/1.0/"><b xmlns:\u{E9}="http://purl.org/dc/elements/1.1/">\
    <\u{E9}:title>inner</\u{E9}:title></b><\u{E9}:Label>outer</\u{E9}:Label></a>
    """,
    described("<xmp:Label>\u{1F1EB}\u{1F1F7}\u{200D}&amp;</xmp:Label><xmp:Nickname>\u{0D4E} </xmp:Nickname>"),
  ]

  /// Byte-level cases that are not valid UTF-8.
  static let invalidUTF8: [[UInt8]] = [
    Array(described("<xmp:Label>a</xmp:Label>").utf8) + [0xFF, 0xC0, 0x80],
    Array(described("<xmp:Label>").utf8) + [0xCC] + Array("<!-- split -->".utf8) + [0x81]
      + Array("x</xmp:Label>".utf8),
    Array("<a xmlns:xmp=\"http://ns.adobe.com/xap/1.0/\" xmp:".utf8) + [0xE2, 0x84]
      + Array("=\"v\" xmp:B=\"".utf8) + [0xF0, 0x9F, 0x98] + Array("\"/>".utf8),
    Array("<a xmlns:x".utf8) + [0xFE] + Array("=\"http://ns.adobe.com/xap/1.0/\" x".utf8) + [0xFE]
      + Array(":A=\"1\"/><x".utf8) + [0xFE] + Array(":B> ".utf8) + [0xED, 0xA0, 0x80]
      + Array(" </x:B>".utf8),
  ]

  static let all: [[UInt8]] = texts.map { Array($0.utf8) } + invalidUTF8
}

// MARK: - Mutants

/// Deterministic damage to a packet: truncations, byte overwrites and insertions (of markup
/// and of characters that change grapheme boundaries), deletions. Positions are drawn half at
/// random and half next to markup bytes.
enum XMPMutator {
  static let bytes: [UInt8] = Array("<>/\"'=:&;#x \r\n\t?!-[".utf8) + [0x00, 0x80, 0xCC, 0xFF]
  static let tokens: [[UInt8]] = [
    "\u{301}", "\u{212A}", "\u{37E}", "\u{600}", "\u{200D}", "\r\n", "&amp;", "&#x41;", "&#65;",
    "<!-- c -->", "<?pi?>", "<rdf:li>v</rdf:li>", "</x>", "<xmp:Label>t</xmp:Label>", "/>",
    " xmlns:xmp=\"http://ns.adobe.com/xap/1.0/\"", " xmlns:rdf=\"\(XMPEdgeCases.rdf)\"",
    " xmlns=\"http://ns.adobe.com/xap/1.0/\"", " xmp:Rating=\"1\"", "\"", "'",
  ].map { Array($0.utf8) }
  static let markup: Set<UInt8> = Set("<>\"'=:&/".utf8)

  static func mutants(of packet: [UInt8], seed: String, count: Int)
    -> [(kind: String, bytes: [UInt8])]
  {
    var random = SeededGenerator(seed: seed)
    let marks = packet.indices.filter { markup.contains(packet[$0]) }
    func position(_ extra: Int = 0) -> Int {
      if !marks.isEmpty, Bool.random(using: &random) {
        let p = marks.randomElement(using: &random)! + Int.random(in: -1...1, using: &random)
        return min(max(p, 0), packet.count + extra - 1)
      }
      return Int.random(in: 0..<(packet.count + extra), using: &random)
    }
    var result: [(String, [UInt8])] = []
    while result.count < count {
      var bytes = packet
      var kind: String
      switch packet.isEmpty ? 2 : Int.random(in: 0..<4, using: &random) {
      case 0:
        let cut = position()
        bytes.removeSubrange(cut...)
        kind = "truncate@\(cut)"
      case 1:
        kind = "set"
        for _ in 0..<Int.random(in: 1...3, using: &random) {
          let p = position()
          let value =
            Bool.random(using: &random)
            ? Self.bytes.randomElement(using: &random)! : UInt8.random(in: 0...255, using: &random)
          bytes[p] = value
          kind += "@\(p)=\(value)"
        }
      case 2:
        let p = position(1)
        let token = tokens.randomElement(using: &random)!
        bytes.insert(contentsOf: token, at: p)
        kind = "insert@\(p):\(String(decoding: token, as: UTF8.self).debugDescription)"
      default:
        let p = position()
        let length = min(Int.random(in: 1...16, using: &random), packet.count - p)
        bytes.removeSubrange(p..<(p + length))
        kind = "delete@\(p)+\(length)"
      }
      result.append((kind, bytes))
    }
    return result
  }
}

// MARK: - Reference

/// The String-based parser that ``XMPPacket`` replaced, unchanged but for its name: the
/// behaviour the byte-level parser must keep. Entity unescaping, which the rewrite kept as it
/// was, is ``XMPPacket/unescape(_:)`` itself rather than a second copy.
private struct ReferenceXMPPacket: Sendable {
  /// Values by `"Prefix:Name"` with the canonical prefix of ``XMPNamespace``, in document
  /// order (repeated properties, such as one `Item:Semantic` per container item, keep all).
  private(set) var properties: [String: [String]] = [:]

  init(_ bytes: some Collection<UInt8>) {
    parse(Array(bytes))
  }

  func values(_ name: String) -> [String] { properties[name] ?? [] }
  func value(_ name: String) -> String? { properties[name]?.first }

  /// Parses `bytes` and records every property of a known namespace as a fact
  /// `XMP.<Prefix>.<Name>` (several values become a list).
  static func decode(_ bytes: [UInt8], location: String, into facts: inout MediaFacts) {
    let packet = ReferenceXMPPacket(bytes)
    guard !packet.properties.isEmpty else { return }
    facts.record(.xmpPresent, .bool(true), at: location)
    for (name, values) in packet.properties.sorted(by: { $0.key < $1.key }) {
      let key = FactKey(rawValue: "XMP." + name.referenceReplacingColon())
      facts.record(key, values.count == 1 ? .string(values[0]) : .strings(values), at: location)
    }
  }

  // MARK: - Parsing

  private struct Element {
    var name: String  // resolved "Prefix:Local" or "{uri}local"
    var bindings: [String: String]
    var text: String = ""
    var hasChildren = false
  }

  private mutating func parse(_ bytes: [UInt8]) {
    var stack: [Element] = []
    var i = 0
    let n = bytes.count
    var scopes: [[String: String]] = [[:]]
    func resolve(_ qname: Substring, _ bindings: [String: String]) -> String? {
      guard let colon = qname.firstIndex(of: ":") else { return nil }
      let prefix = String(qname[..<colon])
      let local = String(qname[qname.index(after: colon)...])
      guard let uri = bindings[prefix] else { return nil }
      if uri == "http://www.w3.org/1999/02/22-rdf-syntax-ns#" { return "rdf:" + local }
      guard let canonical = XMPNamespace.prefixes[uri] else { return nil }
      return canonical + ":" + local
    }
    var steps = 0
    while i < n, steps < 200_000 {
      steps += 1
      guard bytes[i] == UInt8(ascii: "<") else {
        // Text content.
        let start = i
        while i < n && bytes[i] != UInt8(ascii: "<") { i += 1 }
        if !stack.isEmpty {
          stack[stack.count - 1].text += String(decoding: bytes[start..<i], as: UTF8.self)
        }
        continue
      }
      // Comments, processing instructions, CDATA and declarations are skipped.
      if i + 1 < n, bytes[i + 1] == UInt8(ascii: "?") || bytes[i + 1] == UInt8(ascii: "!") {
        while i < n && bytes[i] != UInt8(ascii: ">") { i += 1 }
        i += 1
        continue
      }
      var j = i + 1
      var quote: UInt8 = 0
      while j < n {
        let c = bytes[j]
        if quote != 0 {
          if c == quote { quote = 0 }
        } else if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
          quote = c
        } else if c == UInt8(ascii: ">") {
          break
        }
        j += 1
      }
      guard j < n else { break }
      let tag = String(decoding: bytes[(i + 1)..<j], as: UTF8.self)
      i = j + 1
      // Whether the elements `stack[..<end]` hold a property element: one below `rdf:RDF`
      // that is not `rdf:` syntax (XMPPacket.topLevelOnly names are kept only outside one).
      func holdsProperty(_ end: Int) -> Bool {
        guard let root = stack[..<end].firstIndex(where: { $0.name == "rdf:RDF" }) else { return false }
        return stack[(root + 1)..<end].contains { !$0.name.hasPrefix("rdf:") }
      }
      func add(_ value: String, to name: String, nested: Bool) {
        if nested && XMPPacket.topLevelOnly.contains(name) { return }
        properties[name, default: []].append(value)
      }
      if tag.hasPrefix("/") {
        // End tag.
        guard let element = stack.popLast() else { continue }
        scopes.removeLast()
        let text = XMPPacket.unescape(element.text.trimmingSpaces)
        if !element.hasChildren, !text.isEmpty {
          if element.name == "rdf:li" {
            if let owner = stack.lastIndex(where: { !$0.name.hasPrefix("rdf:") && !$0.name.hasPrefix("{") }) {
              add(text, to: stack[owner].name, nested: holdsProperty(owner))
            }
          } else if !element.name.hasPrefix("rdf:") && !element.name.hasPrefix("{") {
            add(text, to: element.name, nested: holdsProperty(stack.count))
          }
        }
        continue
      }
      let selfClosing = tag.hasSuffix("/")
      let body = selfClosing ? tag.dropLast() : Substring(tag)
      let (qname, attributes) = Self.splitTag(body)
      var bindings = scopes.last ?? [:]
      for (key, value) in attributes where key == "xmlns" || key.hasPrefix("xmlns:") {
        bindings[key == "xmlns" ? "" : String(key.dropFirst(6))] = value
      }
      let name = resolve(qname[...], bindings) ?? "{" + qname + "}"
      if !stack.isEmpty { stack[stack.count - 1].hasChildren = true }
      // The element's attributes are a structure's fields when it is a property element
      // itself or lies inside one.
      let underRDF = stack.contains { $0.name == "rdf:RDF" }
      let attributesNested = holdsProperty(stack.count) || (underRDF && !name.hasPrefix("rdf:"))
      for (key, value) in attributes where !key.hasPrefix("xmlns") {
        guard let attributeName = resolve(key[...], bindings), !attributeName.hasPrefix("rdf:")
        else { continue }
        add(XMPPacket.unescape(value), to: attributeName, nested: attributesNested)
      }
      if !selfClosing {
        stack.append(Element(name: name, bindings: bindings))
        scopes.append(bindings)
      }
    }
  }

  /// Splits `name a="1" b='2'` into the name and its attributes.
  private static func splitTag(_ body: Substring) -> (String, [(String, String)]) {
    let chars = Array(body.utf8)
    var i = 0
    while i < chars.count && !isSpace(chars[i]) { i += 1 }
    let name = String(decoding: chars[0..<i], as: UTF8.self)
    var attributes: [(String, String)] = []
    while i < chars.count {
      while i < chars.count && isSpace(chars[i]) { i += 1 }
      let keyStart = i
      while i < chars.count && chars[i] != UInt8(ascii: "=") && !isSpace(chars[i]) { i += 1 }
      let key = String(decoding: chars[keyStart..<i], as: UTF8.self)
      while i < chars.count && (isSpace(chars[i]) || chars[i] == UInt8(ascii: "=")) { i += 1 }
      guard i < chars.count, chars[i] == UInt8(ascii: "\"") || chars[i] == UInt8(ascii: "'")
      else { break }
      let quote = chars[i]
      i += 1
      let valueStart = i
      while i < chars.count && chars[i] != quote { i += 1 }
      let value = String(decoding: chars[valueStart..<min(i, chars.count)], as: UTF8.self)
      i += 1
      if !key.isEmpty { attributes.append((key, value)) }
    }
    return (name, attributes)
  }

  private static func isSpace(_ c: UInt8) -> Bool {
    c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D
  }
}

private extension String {
  /// `Prefix:Name` → `Prefix.Name` for fact keys.
  func referenceReplacingColon() -> String {
    String(map { $0 == ":" ? "." : $0 })
  }
}
