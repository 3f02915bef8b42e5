/// A small, namespace-aware XMP reader: the properties of `rdf:Description` elements, given
/// as attributes or as child elements (simple values, and `rdf:Alt`/`rdf:Seq`/`rdf:Bag`
/// items), keyed by namespace URI and local name.
///
/// It reads what the rules need (GPano, GCamera, Container/Item, GDepth, hdrgm, HDRGainMap,
/// apdi, xmp:Rating, exif:UserComment, dates), not the full RDF model. Prefixes are resolved
/// through `xmlns` declarations, so `GCamera:MotionPhoto` is found whatever prefix a file
/// binds. Spec: Adobe XMP Specification Part 1 §7 (RDF serialisation).
struct XMPPacket: Sendable {
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
    let packet = XMPPacket(bytes)
    guard !packet.properties.isEmpty else { return }
    facts.record("XMP.Present", .bool(true), at: location)
    for (name, values) in packet.properties.sorted(by: { $0.key < $1.key }) {
      let key = FactKey(rawValue: "XMP." + name.replacingColon())
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
      if tag.hasPrefix("/") {
        // End tag.
        guard let element = stack.popLast() else { continue }
        scopes.removeLast()
        let text = Self.unescape(element.text.trimmingSpaces)
        if !element.hasChildren, !text.isEmpty {
          if element.name == "rdf:li" {
            if let owner = stack.last(where: { !$0.name.hasPrefix("rdf:") && !$0.name.hasPrefix("{") }) {
              properties[owner.name, default: []].append(text)
            }
          } else if !element.name.hasPrefix("rdf:") && !element.name.hasPrefix("{") {
            properties[element.name, default: []].append(text)
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
      for (key, value) in attributes where !key.hasPrefix("xmlns") {
        guard let attributeName = resolve(key[...], bindings), !attributeName.hasPrefix("rdf:")
        else { continue }
        properties[attributeName, default: []].append(Self.unescape(value))
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

  /// Replaces the five predefined XML entities and numeric character references.
  static func unescape(_ text: String) -> String {
    guard text.utf8.contains(UInt8(ascii: "&")) else { return text }
    var result = ""
    var rest = Substring(text)
    while let amp = rest.firstIndex(of: "&") {
      result += rest[..<amp]
      guard let semi = rest[amp...].firstIndex(of: ";"),
        rest.distance(from: amp, to: semi) <= 10
      else {
        result += "&"
        rest = rest[rest.index(after: amp)...]
        continue
      }
      let entity = rest[rest.index(after: amp)..<semi]
      switch entity {
      case "amp": result += "&"
      case "lt": result += "<"
      case "gt": result += ">"
      case "quot": result += "\""
      case "apos": result += "'"
      default:
        if entity.hasPrefix("#x"), let v = UInt32(entity.dropFirst(2), radix: 16),
          let s = Unicode.Scalar(v)
        {
          result.unicodeScalars.append(s)
        } else if entity.hasPrefix("#"), let v = UInt32(entity.dropFirst()),
          let s = Unicode.Scalar(v)
        {
          result.unicodeScalars.append(s)
        } else {
          result += "&" + entity + ";"
        }
      }
      rest = rest[rest.index(after: semi)...]
    }
    return result + rest
  }
}

extension String {
  /// `Prefix:Name` → `Prefix.Name` for fact keys.
  func replacingColon() -> String {
    String(map { $0 == ":" ? "." : $0 })
  }
}
