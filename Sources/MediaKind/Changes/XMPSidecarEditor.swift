/// Changes one simple property of an XMP sidecar and keeps every other byte of it
/// (Docs/Changes.md, "Favorite and hidden"): the packet is parsed as XML (elements, attributes,
/// `xmlns` scopes, comments, processing instructions, CDATA), the property is found by its
/// namespace URI and local name whatever prefix the file binds, and only its value (or the
/// attribute or element that holds it) is replaced, added or removed.
///
/// A sidecar that is not well-formed XML, has no `rdf:RDF`, or holds the property as
/// something other than a simple value (an `rdf:Alt`, say) is refused with the reason:
/// nothing is rewritten from a guess.
///
/// ```swift
/// var editor = try XMPSidecarEditor(bytes: sidecar)
/// editor.set(.rating, to: "5")
/// let changed = editor.bytes
/// ```
struct XMPSidecarEditor {
  /// A property by namespace URI, local name and the prefix used when it is added.
  struct Property: Hashable {
    var namespace: String
    var name: String
    var preferredPrefix: String

    /// `xmp:Rating` (Adobe's basic namespace): the star rating; 5 is PhotoKit's favorite.
    static let rating = Property(namespace: XMPNamespace.basic, name: "Rating", preferredPrefix: "xmp")
    /// `mediakind:Hidden`: MediaKind's hidden flag (`True`), absent when not hidden.
    static let hidden = Property(namespace: XMPNamespace.mediaKind, name: "Hidden", preferredPrefix: "mediakind")
    /// `mediakind:RatingBeforeFavorite`: the rating a favorite replaced (`none` when there was
    /// none), so that un-favoriting restores it.
    static let ratingBeforeFavorite = Property(
      namespace: XMPNamespace.mediaKind, name: "RatingBeforeFavorite", preferredPrefix: "mediakind")
  }

  /// Why a sidecar is not edited.
  struct Failure: Error, Equatable, CustomStringConvertible {
    var reason: String
    var description: String { reason }
  }

  /// The sidecar's bytes, with the edits made so far.
  private(set) var bytes: [UInt8]

  /// A new sidecar: an empty `rdf:Description` in an `x:xmpmeta` packet.
  static let emptySidecar = Array(
    """
    <?xpacket begin="\u{FEFF}" id="W5M0MpCehiHzreSzNTczkc9d"?>
    <x:xmpmeta xmlns:x="adobe:ns:meta/" x:xmptk="MediaKind">
     <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
      <rdf:Description rdf:about=""/>
     </rdf:RDF>
    </x:xmpmeta>
    <?xpacket end="w"?>

    """.utf8)

  /// The largest sidecar edited.
  static let maxBytes = 4 << 20

  /// An editor of `bytes`; refused when they are not a sidecar this editor can change safely.
  init(bytes: [UInt8]) throws(Failure) {
    guard bytes.count <= Self.maxBytes else { throw Failure(reason: "it is larger than \(Self.maxBytes) bytes") }
    guard String(validating: bytes, as: UTF8.self) != nil else {
      throw Failure(reason: "it is not UTF-8 text (only UTF-8 sidecars are edited)")
    }
    self.bytes = bytes
    _ = try parse()
  }

  /// The property's value (its first occurrence, entities decoded), `nil` when absent.
  func value(of property: Property) throws(Failure) -> String? {
    let document = try parse()
    guard let first = try document.occurrences(of: property).first else { return nil }
    return XMPPacket.unescape(String(decoding: bytes[first.value], as: UTF8.self))
  }

  /// Sets `property` to `value` (every occurrence), or adds it to the first `rdf:Description`
  /// (declaring its namespace there when it is not in scope); `nil` removes every occurrence.
  mutating func set(_ property: Property, to value: String?) throws(Failure) {
    let document = try parse()
    let occurrences = try document.occurrences(of: property)
    var edits: [(range: Range<Int>, replacement: [UInt8])] = []
    if let value {
      let escaped = Array(Self.escape(value).utf8)
      edits = occurrences.map { occurrence in
        guard let empty = occurrence.emptyElement else { return (occurrence.value, escaped) }
        return (empty.tag, [UInt8(ascii: "<")] + empty.name + [UInt8(ascii: ">")] + escaped + Array("</".utf8) + empty.name + [UInt8(ascii: ">")])
      }
      if occurrences.isEmpty { edits = [try document.addition(of: property, value: escaped)] }
    } else {
      edits = occurrences.map { ($0.whole, []) }
    }
    for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
      bytes.replaceSubrange(edit.range, with: edit.replacement)
    }
    _ = try parse()
  }

  /// `&`, `<`, `>` and quotes as entities (a value is written inside `"…"` or element text).
  static func escape(_ text: String) -> String {
    var out = ""
    for character in text {
      switch character {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      default: out.append(character)
      }
    }
    return out
  }

  private func parse() throws(Failure) -> Document {
    var parser = Parser(bytes: bytes)
    return try parser.run()
  }

  // MARK: - The parsed document

  /// Where a property's value is: `value` is the attribute value or element text to replace;
  /// `whole` is what removing it deletes (the attribute with its leading space, or the element
  /// with the whitespace before it).
  struct Occurrence {
    var value: Range<Int>
    var whole: Range<Int>
    /// An empty property element (`<xmp:Rating/>`): its tag's range and name, replaced by
    /// `<name>value</name>` to set a value.
    var emptyElement: (tag: Range<Int>, name: [UInt8])?
    /// Whether the value is text (not elements: an `rdf:Alt`, a nested description).
    var isSimple = true

    init(value: Range<Int>, whole: Range<Int>, emptyElement: (tag: Range<Int>, name: [UInt8])? = nil, isSimple: Bool = true) {
      self.value = value
      self.whole = whole
      self.emptyElement = emptyElement
      self.isSimple = isSimple
    }
  }

  /// An `rdf:Description` start tag: where a new attribute goes and the namespaces in scope.
  struct DescriptionTag {
    var insertAt: Int
    var scope: [String: String]
  }

  struct Document {
    var properties: [(namespace: String, name: String, occurrence: Occurrence)] = []
    var descriptions: [DescriptionTag] = []
    /// Just after the `rdf:RDF` start tag, and its scope.
    var rdfContentStart: (offset: Int, scope: [String: String])?

    /// Where `property` is; refused when one of its occurrences is not a simple value.
    func occurrences(of property: Property) throws(Failure) -> [Occurrence] {
      let found = properties.filter { $0.namespace == property.namespace && $0.name == property.name }.map(\.occurrence)
      if found.contains(where: { !$0.isSimple }) {
        throw Failure(reason: "its \(property.preferredPrefix):\(property.name) is not a simple value (it holds elements)")
      }
      return found
    }

    /// The edit that adds `property` = `value` to the first `rdf:Description`, or a new
    /// `rdf:Description` inside `rdf:RDF`.
    func addition(of property: Property, value: [UInt8]) throws(Failure) -> (range: Range<Int>, replacement: [UInt8]) {
      if let tag = descriptions.first {
        let (prefix, declaration) = Self.prefix(for: property, in: tag.scope)
        let text = declaration + " " + prefix + ":" + property.name + "=\""
        return (tag.insertAt..<tag.insertAt, Array(text.utf8) + value + [UInt8(ascii: "\"")])
      }
      guard let rdf = rdfContentStart, let rdfPrefix = rdf.scope.first(where: { $0.value == Parser.rdfNamespace })?.key
      else { throw Failure(reason: "it has no rdf:RDF element to hold the property") }
      let (prefix, declaration) = Self.prefix(for: property, in: rdf.scope)
      let text = "<\(rdfPrefix):Description \(rdfPrefix):about=\"\"\(declaration) \(prefix):\(property.name)=\""
      return (rdf.offset..<rdf.offset, Array(text.utf8) + value + Array("\"/>".utf8))
    }

    /// The prefix bound to the property's namespace in `scope`, or a free prefix and the
    /// ` xmlns:p="…"` declaration that binds it.
    static func prefix(for property: Property, in scope: [String: String]) -> (String, String) {
      if let bound = scope.first(where: { $0.value == property.namespace && !$0.key.isEmpty })?.key {
        return (bound, "")
      }
      var prefix = property.preferredPrefix
      var number = 1
      while scope[prefix] != nil {
        prefix = property.preferredPrefix + String(number)
        number += 1
      }
      return (prefix, " xmlns:\(prefix)=\"\(escape(property.namespace))\"")
    }
  }

  // MARK: - Parser

  /// A small XML parser over the bytes: enough to check the packet is well-formed and to find
  /// the `rdf:Description` elements and their simple properties with byte ranges.
  struct Parser {
    static let rdfNamespace = "http://www.w3.org/1999/02/22-rdf-syntax-ns#"
    /// The deepest nesting accepted.
    static let maxDepth = 256

    let bytes: [UInt8]
    var i = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    struct Open {
      var name: [UInt8]
      var scope: [String: String]
      var isDescription: Bool
      /// A property element of a Description: its namespace and local name, where its text
      /// starts, and where the element starts (after the whitespace before it).
      var property: (namespace: String, name: String, contentStart: Int, start: Int, wholeStart: Int)?
      var hasChildElement = false
    }

    mutating func run() throws(Failure) -> Document {
      var document = Document()
      var stack: [Open] = []
      var sawRoot = false
      var lastTextStart = 0
      while i < bytes.count {
        guard bytes[i] == UInt8(ascii: "<") else {
          i += 1
          continue
        }
        let tagStart = i
        if starts(with: "<!--") {
          try skip(past: "-->", what: "comment")
        } else if starts(with: "<![CDATA[") {
          try skip(past: "]]>", what: "CDATA section")
        } else if starts(with: "<?") {
          try skip(past: "?>", what: "processing instruction")
        } else if starts(with: "<!") {
          throw Failure(reason: "it has a document type declaration (not edited)")
        } else if starts(with: "</") {
          i += 2
          let name = readName()
          skipSpace()
          guard i < bytes.count, bytes[i] == UInt8(ascii: ">") else { throw fail("a malformed end tag") }
          i += 1
          guard let open = stack.popLast(), open.name == name else {
            throw fail("the end tag </\(String(decoding: name, as: UTF8.self))> does not close the open element")
          }
          if let property = open.property {
            document.properties.append(
              (property.namespace, property.name,
               Occurrence(
                 value: property.contentStart..<tagStart, whole: property.wholeStart..<i, isSimple: !open.hasChildElement)))
          }
          lastTextStart = i
        } else {
          i += 1
          let name = readName()
          guard !name.isEmpty else { throw fail("a malformed start tag") }
          if stack.isEmpty {
            guard !sawRoot else { throw fail("more than one root element") }
            sawRoot = true
          }
          guard stack.count < Self.maxDepth else { throw fail("elements nested more than \(Self.maxDepth) deep") }
          var attributes: [(name: [UInt8], value: Range<Int>, whole: Range<Int>)] = []
          var selfClosing = false
          while true {
            let spaceStart = i
            skipSpace()
            guard i < bytes.count else { throw fail("an unterminated start tag") }
            if bytes[i] == UInt8(ascii: ">") {
              i += 1
              break
            }
            if starts(with: "/>") {
              i += 2
              selfClosing = true
              break
            }
            guard i > spaceStart else { throw fail("attributes not separated by space") }
            let attributeName = readName()
            guard !attributeName.isEmpty else { throw fail("a malformed attribute") }
            skipSpace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: "=") else { throw fail("an attribute without a value") }
            i += 1
            skipSpace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") || bytes[i] == UInt8(ascii: "'") else {
              throw fail("an unquoted attribute value")
            }
            let quote = bytes[i]
            let valueStart = i + 1
            guard let end = bytes[valueStart...].firstIndex(of: quote) else { throw fail("an unterminated attribute value") }
            guard !bytes[valueStart..<end].contains(UInt8(ascii: "<")) else { throw fail("'<' in an attribute value") }
            attributes.append((attributeName, valueStart..<end, spaceStart..<(end + 1)))
            i = end + 1
          }
          let tagEnd = i
          // Namespaces declared on this element.
          var scope = stack.last?.scope ?? [:]
          for attribute in attributes {
            let text = String(decoding: attribute.name, as: UTF8.self)
            let value = XMPPacket.unescape(String(decoding: bytes[attribute.value], as: UTF8.self))
            if text == "xmlns" { scope[""] = value } else if text.hasPrefix("xmlns:") { scope[String(text.dropFirst(6))] = value }
          }
          let (namespace, local) = try resolve(name, scope: scope)
          let parentIsDescription = stack.last?.isDescription ?? false
          if !stack.isEmpty { stack[stack.count - 1].hasChildElement = true }
          let isDescription = namespace == Self.rdfNamespace && local == "Description"
          if namespace == Self.rdfNamespace && local == "RDF" && document.rdfContentStart == nil && !selfClosing {
            document.rdfContentStart = (tagEnd, scope)
          }
          if isDescription {
            let insertAt = selfClosing ? tagEnd - 2 : tagEnd - 1
            document.descriptions.append(DescriptionTag(insertAt: insertAt, scope: scope))
            for attribute in attributes {
              let text = String(decoding: attribute.name, as: UTF8.self)
              guard text != "xmlns", !text.hasPrefix("xmlns:") else { continue }
              guard let (attrNamespace, attrLocal) = try? resolve(attribute.name, scope: scope, attribute: true),
                attrNamespace != Self.rdfNamespace
              else { continue }
              document.properties.append(
                (attrNamespace, attrLocal, Occurrence(value: attribute.value, whole: attribute.whole)))
            }
          }
          var wholeStart = tagStart
          while wholeStart > lastTextStart, Self.isSpace(bytes[wholeStart - 1]) { wholeStart -= 1 }
          if selfClosing {
            if parentIsDescription {
              // An empty property element: its value is empty, inserted before `/>`.
              document.properties.append(
                (namespace, local,
                 Occurrence(value: tagEnd..<tagEnd, whole: wholeStart..<tagEnd, emptyElement: (tagStart..<tagEnd, name))))
            }
          } else {
            stack.append(
              Open(
                name: name, scope: scope, isDescription: isDescription,
                property: parentIsDescription ? (namespace, local, tagEnd, tagStart, wholeStart) : nil))
          }
          lastTextStart = i
        }
      }
      guard stack.isEmpty else {
        throw fail("the element <\(String(decoding: stack.last?.name ?? [], as: UTF8.self))> is never closed")
      }
      guard sawRoot else { throw fail("no element") }
      guard document.rdfContentStart != nil || !document.descriptions.isEmpty else {
        throw Failure(reason: "it has no rdf:RDF element (not an XMP packet)")
      }
      return document
    }

    /// The namespace URI and local name of `name` in `scope` (an unprefixed attribute has no
    /// namespace).
    func resolve(_ name: [UInt8], scope: [String: String], attribute: Bool = false) throws(Failure) -> (String, String) {
      let text = String(decoding: name, as: UTF8.self)
      guard let colon = text.firstIndex(of: ":") else {
        return (attribute ? "" : scope[""] ?? "", text)
      }
      let prefix = String(text[..<colon])
      guard let namespace = scope[prefix] else { throw fail("the prefix '\(prefix)' is not declared") }
      return (namespace, String(text[text.index(after: colon)...]))
    }

    func fail(_ what: String) -> Failure {
      var line = 1
      for byte in bytes[..<min(i, bytes.count)] where byte == 0x0A { line += 1 }
      return Failure(reason: "it is not well-formed XML (\(what), line \(line))")
    }

    func starts(with text: StaticString) -> Bool {
      let count = text.utf8CodeUnitCount
      guard i + count <= bytes.count else { return false }
      return text.withUTF8Buffer { prefix in
        (0..<count).allSatisfy { bytes[i + $0] == prefix[$0] }
      }
    }

    mutating func skip(past end: StaticString, what: String) throws(Failure) {
      let count = end.utf8CodeUnitCount
      while i + count <= bytes.count {
        if starts(with: end) {
          i += count
          return
        }
        i += 1
      }
      throw fail("an unterminated \(what)")
    }

    mutating func readName() -> [UInt8] {
      let start = i
      while i < bytes.count {
        let byte = bytes[i]
        if Self.isSpace(byte) || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "=")
          || byte == UInt8(ascii: "<") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
        {
          break
        }
        i += 1
      }
      return Array(bytes[start..<i])
    }

    mutating func skipSpace() {
      while i < bytes.count, Self.isSpace(bytes[i]) { i += 1 }
    }

    static func isSpace(_ byte: UInt8) -> Bool {
      byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
  }
}
