/// A small, namespace-aware XMP reader: the properties of `rdf:Description` elements, given
/// as attributes or as child elements (simple values, and `rdf:Alt`/`rdf:Seq`/`rdf:Bag`
/// items), keyed by namespace URI and local name.
///
/// It reads what the rules need (GPano, GCamera, Container/Item, GDepth, hdrgm, HDRGainMap,
/// apdi, xmp:Rating, exif:UserComment, dates), not the full RDF model. Prefixes are resolved
/// through `xmlns` declarations, so `GCamera:MotionPhoto` is found whatever prefix a file
/// binds. Spec: Adobe XMP Specification Part 1 §7 (RDF serialisation).
///
/// The parser works on the bytes: tags, prefixes and namespace URIs are byte ranges compared
/// in place, and Strings are made only for the properties it keeps and their values. Its
/// results are those of the String-based reader it replaced, whose String operations follow
/// Unicode (grapheme clusters, canonical equivalence); where a non-ASCII byte could make
/// those differ from a byte comparison, the parser does the String operation instead
/// (`Tests/MediaKindTests/JPEG/XMPPacketEquivalenceTests.swift` compares the two).
struct XMPPacket: Sendable {
  /// Values by `"Prefix:Name"` with the canonical prefix of ``XMPNamespace``, in document
  /// order (repeated properties, such as one `Item:Semantic` per container item, keep all).
  private(set) var properties: [String: [String]] = [:]

  /// Reads every property of the known namespaces.
  init(_ bytes: some Collection<UInt8>) {
    self.init(bytes, reading: nil)
  }

  /// Reads the properties of the known namespaces, or with a selection only those it reads.
  init(_ bytes: some Collection<UInt8>, reading selection: XMPReadProperties?) {
    let parse = { (p: UnsafeBufferPointer<UInt8>) in
      var parser = Parser(p, reading: selection)
      parser.run()
      return parser.properties
    }
    properties =
      bytes.withContiguousStorageIfAvailable(parse) ?? Array(bytes).withUnsafeBufferPointer(parse)
  }

  func values(_ name: String) -> [String] { properties[name] ?? [] }
  func value(_ name: String) -> String? { properties[name]?.first }

  /// Parses `bytes` and records every property of a known namespace as a fact
  /// `XMP.<Prefix>.<Name>` (several values become a list), and `XMP.Present` when there is
  /// one. When `facts` has a selection (``MediaFacts/xmpSelection``, an ``XMPReadProperties``),
  /// only the properties something reads are recorded, and `XMP.Present` only with one of them.
  static func decode(
    _ bytes: some Collection<UInt8>, location: String, into facts: inout MediaFacts
  ) {
    let packet = XMPPacket(bytes, reading: facts.xmpSelection as? XMPReadProperties)
    guard !packet.properties.isEmpty else { return }
    facts.record(.xmpPresent, .bool(true), at: location)
    // Sorted, so that of two names that give one key (`A.B`, `A:B`) the first always wins.
    for (name, values) in packet.properties.sorted(by: { $0.key < $1.key }) {
      let key = FactKey(rawValue: factKeyName(name))
      facts.record(key, values.count == 1 ? .string(values[0]) : .strings(values), at: location)
    }
  }

  /// `"XMP." + name.replacingColon()`, made from the bytes when `name` is ASCII.
  private static func factKeyName(_ name: String) -> String {
    var name = name
    let key: String? = name.withUTF8 { utf8 in
      guard utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
      let head: StaticString = "XMP."
      let headCount = head.utf8CodeUnitCount
      return String(unsafeUninitializedCapacity: headCount + utf8.count) { buffer in
        for k in 0..<headCount { buffer[k] = head.utf8Start[k] }
        for (k, c) in utf8.enumerated() {
          buffer[headCount + k] = c == UInt8(ascii: ":") ? UInt8(ascii: ".") : c
        }
        return headCount + utf8.count
      }
    }
    return key ?? "XMP." + name.replacingColon()
  }

  // MARK: - Parsing

  /// At most this many tags, text runs and skipped constructs are read.
  private static let maxSteps = 200_000

  /// The namespaces of ``XMPNamespace`` as bytes: `xmlns` values are matched without Strings.
  static let knownNamespaces: [(uri: [UInt8], name: String, prefix: [UInt8])] =
    XMPNamespace.prefixes.map { (Array($0.key.utf8), $0.value, Array(($0.value + ":").utf8)) }
  private static let rdfNamespace = "http://www.w3.org/1999/02/22-rdf-syntax-ns#"
  private static let rdfNamespaceBytes = Array(rdfNamespace.utf8)

  /// What a namespace URI is to the reader.
  private enum Namespace {
    case rdf
    /// An index into ``knownNamespaces``.
    case known(Int)
    case unknown
  }

  /// An `xmlns` declaration in scope: `prefix` is a byte range (empty for the default
  /// namespace). Prefixes are equal as Strings are (canonical equivalence).
  private struct Binding {
    var prefix: Range<Int>
    var prefixIsASCII: Bool
    var namespace: Namespace
  }

  /// A resolved element or attribute name.
  private enum Name {
    /// `Prefix:Local`: an index into ``knownNamespaces`` and the local name's bytes.
    case known(Int, Range<Int>)
    /// A kept name spelled through String operations (a non-ASCII qualified name).
    case spelled(String)
    /// `rdf:li`: its value goes to the nearest kept ancestor.
    case listItem
    /// Other `rdf:` names, names in unknown namespaces and unresolved names: never kept.
    case ignored
  }

  /// An open element.
  private struct Element {
    var name: Name
    /// The stack index of the nearest element at or below this one whose name is kept (the
    /// owner of `rdf:li` values), or -1.
    var keptAncestor: Int
    /// Whether the element's text would be a value: a kept name, or `rdf:li` with an owner.
    var wantsText: Bool
    var hasChildren = false
    /// The first text run of the content, and all runs decoded and joined once a comment or
    /// processing instruction splits the text.
    var text: Range<Int>? = nil
    var joinedText: String? = nil
    /// The length of the scope's undo log before the element's own declarations.
    var undoCount: Int
    /// Whether the element is a property element (not `rdf:`): its children and attributes
    /// are fields of a structure.
    var isProperty = false
    /// Whether the element lies inside a property's value (a structure's field).
    var inProperty = false
    /// Whether the element is `rdf:RDF` or lies inside it (where properties are).
    var underRDF = false
  }

  /// Properties kept only where they are properties of the description itself, not fields of
  /// a structure: the IPTC Extension reuses the EXIF schema's GPS names inside
  /// `LocationCreated` and `LocationShown`, which are places the picture shows, not the
  /// camera's position (Docs/Library.md, "Where a location comes from").
  static let topLevelOnly: Set<String> = [
    "exif:GPSLatitude", "exif:GPSLongitude", "exif:GPSAltitude", "exif:GPSAltitudeRef",
  ]

  private struct Attribute {
    var key: Range<Int>
    var value: Range<Int>
  }

  /// The reader's state over one packet. Markup is found by ASCII bytes (`<`, `>`, quotes,
  /// spaces, `=`, `:`), which never occur inside a multi-byte UTF-8 sequence.
  private struct Parser {
    let p: UnsafeBufferPointer<UInt8>
    /// The properties to keep; nil keeps all.
    let selection: XMPReadProperties?
    /// The local names to keep by namespace; nil keeps all.
    let wanted: [[[UInt8]]]?
    /// Every local name ``wanted`` keeps in some namespace, by length: an attribute whose local
    /// name is none of them is skipped before its prefix is looked up.
    let anyWanted: [[[UInt8]]]?
    var properties: [String: [String]] = [:]
    var stack: [Element] = []
    /// The prefixes in scope, one entry per prefix (its innermost declaration): a prefix
    /// declared again and again, as in nested copies of one element, adds no entries.
    var scope: [Binding] = []
    /// `scope` indices by prefix, kept once `scope` outgrows a linear search (many distinct
    /// prefixes); String keys, as the bindings dictionaries of the String-based reader had.
    var scopeIndex: [String: Int]?
    /// How to restore `scope` as elements end: the entry each declaration replaced, or nil
    /// for one it added (the last entry then).
    var undo: [(index: Int, replaced: Binding?)] = []
    var attributes: [Attribute] = []
    /// Whether every byte of the packet is ASCII (most packets): then every range is, and the
    /// many per-name checks need not look.
    let allASCII: Bool

    init(_ bytes: UnsafeBufferPointer<UInt8>, reading selection: XMPReadProperties?) {
      p = bytes
      self.selection = selection
      wanted = selection?.localNames
      anyWanted = selection?.anyLocalName
      allASCII = Self.isASCII(bytes)
      // Room for a typical packet's nesting, declarations and attributes at once, rather than
      // each list growing step by step.
      stack.reserveCapacity(16)
      scope.reserveCapacity(16)
      undo.reserveCapacity(16)
      attributes.reserveCapacity(16)
    }

    /// Whether no byte has its high bit set, eight bytes at a time.
    private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
      guard let base = bytes.baseAddress else { return true }
      let raw = UnsafeRawPointer(base)
      var k = 0
      var high: UInt64 = 0
      while k + 8 <= bytes.count {
        high |= raw.loadUnaligned(fromByteOffset: k, as: UInt64.self)
        k += 8
      }
      while k < bytes.count {
        high |= UInt64(bytes[k])
        k += 1
      }
      return high & 0x8080_8080_8080_8080 == 0
    }

    mutating func run() {
      let n = p.count
      var i = 0
      var steps = 0
      while i < n, steps < maxSteps {
        steps += 1
        guard p[i] == UInt8(ascii: "<") else {
          // Text content.
          let start = i
          i = find(UInt8(ascii: "<"), in: i..<n)
          addText(start..<i)
          continue
        }
        // Comments, processing instructions, CDATA and declarations are skipped.
        if i + 1 < n, p[i + 1] == UInt8(ascii: "?") || p[i + 1] == UInt8(ascii: "!") {
          i = find(UInt8(ascii: ">"), in: i..<n) + 1
          continue
        }
        // The tag ends at the first `>` outside quotes.
        var j = i + 1
        while j < n {
          let c = p[j]
          if XMPPacket.tagStops[Int(c)] {
            if c == UInt8(ascii: ">") { break }
            j = find(c, in: (j + 1)..<n)  // a quote: skip to its end
            if j == n { break }
          }
          j += 1
        }
        guard j < n else { break }
        let tag = (i + 1)..<j
        i = j + 1
        if isEndTag(tag) {
          endElement()
        } else {
          startElement(tag)
        }
      }
    }

    // MARK: Elements

    /// A text run: kept only while it can still become a value.
    private mutating func addText(_ run: Range<Int>) {
      guard let top = stack.indices.last, stack[top].wantsText, !stack[top].hasChildren else {
        return
      }
      if let first = stack[top].text {
        stack[top].joinedText = (stack[top].joinedText ?? string(first)) + string(run)
      } else {
        stack[top].text = run
      }
    }

    /// `tag.hasPrefix("/")`: a `/` followed by a combining scalar is not a `/` Character.
    private func isEndTag(_ tag: Range<Int>) -> Bool {
      guard !tag.isEmpty, p[tag.lowerBound] == UInt8(ascii: "/") else { return false }
      guard tag.count > 1, p[tag.lowerBound + 1] >= 0x80 else { return true }
      return string(tag).hasPrefix("/")
    }

    /// `tag.hasSuffix("/")`: a `/` after a prepended scalar is not a `/` Character.
    private func isSelfClosing(_ tag: Range<Int>) -> Bool {
      guard !tag.isEmpty, p[tag.upperBound - 1] == UInt8(ascii: "/") else { return false }
      guard tag.count > 1, p[tag.upperBound - 2] >= 0x80 else { return true }
      return string(tag).hasSuffix("/")
    }

    private mutating func startElement(_ tag: Range<Int>) {
      let selfClosing = isSelfClosing(tag)
      let qname = splitTag(tag.lowerBound..<(selfClosing ? tag.upperBound - 1 : tag.upperBound))
      // The element's own declarations apply to its name and attributes.
      let undoCount = undo.count
      for attribute in attributes {
        if let prefix = declaredPrefix(attribute.key) {
          declare(
            Binding(
              prefix: prefix, prefixIsASCII: isASCII(prefix),
              namespace: namespace(attribute.value)))
        }
      }
      let name = elementName(qname)
      if let top = stack.indices.last { stack[top].hasChildren = true }
      let inProperty = stack.last.map { $0.inProperty || $0.isProperty } ?? false
      // Properties are the elements below `rdf:RDF` that are not `rdf:` syntax (`x:xmpmeta`
      // around it is not one).
      // Names of known namespaces are never `rdf:`, `rdf:li` always is: only an ignored name
      // needs its namespace looked up again.
      let parentUnderRDF = stack.last?.underRDF ?? false
      let role: RDFRole
      switch name {
      case .known, .spelled: role = .none
      case .listItem: role = .syntax
      case .ignored: role = rdfRole(qname)
      }
      let isProperty = parentUnderRDF && role == .none
      let underRDF = parentUnderRDF || role == .root
      for attribute in attributes where !startsWithXMLNS(attribute.key) {
        guard mayBeWanted(attribute.key), let attributeName = self.attributeName(attribute.key),
          wants(attributeName)
        else { continue }
        // Attributes of a property element are fields of its structure.
        append(unescaped(attribute.value), to: attributeName, nested: inProperty || isProperty)
      }
      if selfClosing {
        closeScope(undoCount)
        return
      }
      let below = stack.last?.keptAncestor ?? -1
      let keptAncestor: Int
      let wantsText: Bool
      switch name {
      // A property not kept still owns its `rdf:li` items (they are not another property's),
      // but its text is not collected.
      case .known, .spelled: (keptAncestor, wantsText) = (stack.count, wants(name))
      case .listItem: (keptAncestor, wantsText) = (below, below >= 0 && stack[below].wantsText)
      case .ignored: (keptAncestor, wantsText) = (below, false)
      }
      stack.append(
        Element(
          name: name, keptAncestor: keptAncestor, wantsText: wantsText, undoCount: undoCount,
          isProperty: isProperty, inProperty: inProperty, underRDF: underRDF))
    }

    /// What an element is to RDF: not in its namespace, `rdf:RDF` itself, or other syntax.
    private enum RDFRole { case none, root, syntax }

    /// The RDF role of `qname`, matched on its bytes (no String for ASCII names).
    private func rdfRole(_ qname: Range<Int>) -> RDFRole {
      guard isASCII(qname) else {
        guard let name = resolve(string(qname)), name.hasPrefix("rdf:") else { return .none }
        return name == "rdf:RDF" ? .root : .syntax
      }
      guard let colon = firstColon(qname), let namespace = lookUp(qname.lowerBound..<colon),
        case .rdf = namespace
      else { return .none }
      let local = (colon + 1)..<qname.upperBound
      return local.count == 3 && matches(local.lowerBound, "RDF") ? .root : .syntax
    }

    /// Closes the innermost element whatever the end tag names; a leaf's trimmed, non-empty
    /// text becomes a value of its name, or for `rdf:li` of the nearest kept ancestor.
    private mutating func endElement() {
      guard let element = stack.popLast() else { return }
      closeScope(element.undoCount)
      guard element.wantsText, !element.hasChildren else { return }
      let owner: Name
      if case .listItem = element.name {
        owner = stack[element.keptAncestor].name
      } else {
        owner = element.name
      }
      let text: String
      if let joined = element.joinedText {
        text = XMPPacket.unescape(joined.trimmingSpaces)
      } else if let run = element.text {
        text = trimmedText(run)
      } else {
        return
      }
      guard !text.isEmpty else { return }
      let nested: Bool
      if case .listItem = element.name {
        nested = stack[element.keptAncestor].inProperty
      } else {
        nested = element.inProperty
      }
      append(text, to: owner, nested: nested)
    }

    /// Adds a value to a kept name, after the name's earlier values; a `nested` value (a
    /// structure's field) of a ``XMPPacket/topLevelOnly`` name is left out.
    private mutating func append(_ value: String, to name: Name, nested: Bool) {
      guard wants(name) else { return }
      if nested {
        switch name {
        case .known(let namespace, let local):
          if XMPPacket.topLevelOnly.contains(spell(namespace, local)) { return }
        case .spelled(let spelled):
          if XMPPacket.topLevelOnly.contains(spelled) { return }
        case .listItem, .ignored:
          break
        }
      }
      // Room for a typical packet's properties at once, rather than growing step by step.
      if properties.isEmpty { properties.reserveCapacity(16) }
      switch name {
      case .known(let namespace, let local):
        properties[spell(namespace, local), default: []].append(value)
      case .spelled(let name):
        properties[name, default: []].append(value)
      case .listItem, .ignored:
        break
      }
    }

    /// Whether an attribute named `key` could be kept: always, unless ``wanted`` keeps no
    /// property with its local name (the bytes after the first `:`; names that are not ASCII
    /// are resolved in full).
    private func mayBeWanted(_ key: Range<Int>) -> Bool {
      guard let anyWanted, isASCII(key), let colon = firstColon(key) else { return true }
      let local = (colon + 1)..<key.upperBound
      guard local.count < anyWanted.count else { return false }
      return anyWanted[local.count].contains { equals(local, $0) }
    }

    /// Whether values of `name` are kept: every property, or those of ``wanted``.
    private func wants(_ name: Name) -> Bool {
      guard let wanted else { return true }
      switch name {
      case .known(let namespace, let local):
        return wanted[namespace].contains { equals(local, $0) }
      case .spelled(let name):
        return selection?.reads(qualifiedName: name) ?? true
      case .listItem, .ignored:
        return false
      }
    }

    /// `Prefix:Local` of a known namespace.
    private func spell(_ namespace: Int, _ local: Range<Int>) -> String {
      let prefix = knownNamespaces[namespace].prefix
      return String(unsafeUninitializedCapacity: prefix.count + local.count) { buffer in
        _ = buffer.initialize(from: prefix)
        _ = buffer[prefix.count...].initialize(from: p[local])
        return prefix.count + local.count
      }
    }

    // MARK: Scope

    /// Beyond this many prefixes in scope, they are found through ``scopeIndex``.
    private static let linearScopeLimit = 16

    /// Binds a prefix until the declaring element ends.
    private mutating func declare(_ binding: Binding) {
      if let k = scopeEntry(binding.prefix) {
        undo.append((k, scope[k]))
        scope[k] = binding
        return
      }
      scope.append(binding)
      undo.append((scope.count - 1, nil))
      if scopeIndex != nil {
        let key = string(binding.prefix)
        scopeIndex?[key] = scope.count - 1
      } else if scope.count > Self.linearScopeLimit {
        var index: [String: Int] = [:]
        for (k, entry) in scope.enumerated() { index[string(entry.prefix)] = k }
        scopeIndex = index
      }
    }

    /// Undoes the declarations made since the undo log had `undoCount` entries.
    private mutating func closeScope(_ undoCount: Int) {
      while undo.count > undoCount {
        let (k, replaced) = undo.removeLast()
        if let replaced {
          scope[k] = replaced
        } else {
          let removed = scope.removeLast()
          if scopeIndex != nil {
            let key = string(removed.prefix)
            scopeIndex?[key] = nil
          }
        }
      }
    }

    /// The `scope` index of the entry for `prefix`.
    private func scopeEntry(_ prefix: Range<Int>) -> Int? {
      if let scopeIndex { return scopeIndex[string(prefix)] }
      let prefixIsASCII = isASCII(prefix)
      return scope.indices.last { k in
        prefixIsASCII && scope[k].prefixIsASCII
          ? equals(prefix, scope[k].prefix) : string(prefix) == string(scope[k].prefix)
      }
    }

    /// The `scope` index of the entry for `prefix` (a String, for non-ASCII names).
    private func scopeEntry(_ prefix: String) -> Int? {
      if let scopeIndex { return scopeIndex[prefix] }
      return scope.indices.last { string(scope[$0].prefix) == prefix }
    }

    /// The namespace bound to `prefix`; nil when unbound.
    private func lookUp(_ prefix: Range<Int>) -> Namespace? {
      scopeEntry(prefix).map { scope[$0].namespace }
    }

    /// The namespace bound to `prefix`; nil when unbound.
    private func lookUp(_ prefix: String) -> Namespace? {
      scopeEntry(prefix).map { scope[$0].namespace }
    }

    // MARK: Tags

    /// Splits `name a="1" b='2'` into the name (returned) and its attributes (in
    /// ``attributes``). A key runs to `=` or a space; a value needs quotes.
    private mutating func splitTag(_ body: Range<Int>) -> Range<Int> {
      let end = body.upperBound
      var i = body.lowerBound
      while i < end && !isSpace(p[i]) { i += 1 }
      let name = body.lowerBound..<i
      if !attributes.isEmpty { attributes.removeAll(keepingCapacity: true) }
      while i < end {
        while i < end && isSpace(p[i]) { i += 1 }
        let keyStart = i
        while i < end && p[i] != UInt8(ascii: "=") && !isSpace(p[i]) { i += 1 }
        let key = keyStart..<i
        while i < end && (isSpace(p[i]) || p[i] == UInt8(ascii: "=")) { i += 1 }
        guard i < end, p[i] == UInt8(ascii: "\"") || p[i] == UInt8(ascii: "'") else { break }
        let quote = p[i]
        i += 1
        let valueStart = i
        i = find(quote, in: i..<end)
        let value = valueStart..<i
        i += 1
        if !key.isEmpty { attributes.append(Attribute(key: key, value: value)) }
      }
      return name
    }

    /// The prefix an `xmlns` or `xmlns:prefix` key declares (empty for the default
    /// namespace), or nil for another key.
    private func declaredPrefix(_ key: Range<Int>) -> Range<Int>? {
      if isASCII(key) {
        guard startsWithXMLNS(key) else { return nil }
        if key.count == 5 { return key.upperBound..<key.upperBound }
        guard p[key.lowerBound + 5] == UInt8(ascii: ":") else { return nil }
        return (key.lowerBound + 6)..<key.upperBound
      }
      // `xmlns:` followed by a combining scalar is not `xmlns:`; when it is, its six
      // Characters are six bytes.
      let text = string(key)
      return text.hasPrefix("xmlns:") ? (key.lowerBound + 6)..<key.upperBound : nil
    }

    /// `key.hasPrefix("xmlns")`: such attributes are declarations, never properties.
    private func startsWithXMLNS(_ key: Range<Int>) -> Bool {
      guard key.count >= 5, matches(key.lowerBound, "xmlns") else { return false }
      guard key.count > 5, p[key.lowerBound + 5] >= 0x80 else { return true }
      return string(key).hasPrefix("xmlns")
    }

    /// The namespace an `xmlns` value (not unescaped) names. A non-ASCII value is compared
    /// as a String (canonical equivalence), as the URIs always were.
    private func namespace(_ uri: Range<Int>) -> Namespace {
      guard isASCII(uri) else {
        let text = string(uri)
        if text == rdfNamespace { return .rdf }
        return knownNamespaces.firstIndex { String(decoding: $0.uri, as: UTF8.self) == text }
          .map(Namespace.known) ?? .unknown
      }
      if equals(uri, rdfNamespaceBytes) { return .rdf }
      return knownNamespaces.firstIndex { equals(uri, $0.uri) }.map(Namespace.known) ?? .unknown
    }

    // MARK: Names

    /// An element's name: `rdf:li`, a kept `Prefix:Local`, or ignored (other `rdf:` names,
    /// unknown namespaces, names without a bound prefix).
    private func elementName(_ qname: Range<Int>) -> Name {
      guard isASCII(qname) else {
        // `"{" + qname + "}"` is how an unresolved name was spelled: a leading combining
        // scalar makes it start with something other than a `{` Character.
        let text = string(qname)
        let name = resolve(text) ?? "{" + text + "}"
        if name == "rdf:li" { return .listItem }
        return name.hasPrefix("rdf:") || name.hasPrefix("{") ? .ignored : .spelled(name)
      }
      guard let colon = firstColon(qname), let namespace = lookUp(qname.lowerBound..<colon)
      else { return .ignored }
      let local = (colon + 1)..<qname.upperBound
      switch namespace {
      case .rdf: return local.count == 2 && matches(local.lowerBound, "li") ? .listItem : .ignored
      case .known(let index): return .known(index, local)
      case .unknown: return .ignored
      }
    }

    /// An attribute's property name, or nil (`rdf:` attributes, unknown namespaces, unbound
    /// prefixes).
    private func attributeName(_ key: Range<Int>) -> Name? {
      guard isASCII(key) else {
        guard let name = resolve(string(key)), !name.hasPrefix("rdf:") else { return nil }
        return .spelled(name)
      }
      guard let colon = firstColon(key), case .known(let index) = lookUp(key.lowerBound..<colon)
      else { return nil }
      return .known(index, (colon + 1)..<key.upperBound)
    }

    /// `Prefix:Local` (canonical prefix, or `rdf`) for a qualified name spelled as a String:
    /// the first `:` Character splits it.
    private func resolve(_ qname: String) -> String? {
      guard let colon = qname.firstIndex(of: ":") else { return nil }
      let local = String(qname[qname.index(after: colon)...])
      switch lookUp(String(qname[..<colon])) {
      case .rdf: return "rdf:" + local
      case .known(let index): return knownNamespaces[index].name + ":" + local
      case .unknown, nil: return nil
      }
    }

    private func firstColon(_ range: Range<Int>) -> Int? {
      range.first { p[$0] == UInt8(ascii: ":") }
    }

    // MARK: Values

    /// An attribute value, unescaped.
    private func unescaped(_ range: Range<Int>) -> String {
      guard find(UInt8(ascii: "&"), in: range) < range.upperBound else { return string(range) }
      return isASCII(range) ? unescapeASCII(range) : XMPPacket.unescape(string(range))
    }

    /// A text run, trimmed (`trimmingSpaces`) and unescaped.
    private func trimmedText(_ run: Range<Int>) -> String {
      guard let trimmed = trimmed(run) else {
        return XMPPacket.unescape(string(run).trimmingSpaces)
      }
      return unescaped(trimmed)
    }

    /// The bytes `trimmingSpaces` keeps of `run`, or nil when a non-ASCII neighbour of a
    /// space decides it. It removes whole Characters equal to a space, tab, LF or CR: CR LF
    /// is one Character (kept), and a space joins a following combining scalar or a
    /// preceding prepended one.
    private func trimmed(_ run: Range<Int>) -> Range<Int>? {
      var lower = run.lowerBound
      let upper = run.upperBound
      while lower < upper {
        let c = p[lower]
        if c == 0x09 || c == 0x0A {
          lower += 1
        } else if c == 0x0D {
          if lower + 1 < upper && p[lower + 1] == 0x0A { break }
          lower += 1
        } else if c == 0x20 {
          if lower + 1 < upper && p[lower + 1] >= 0x80 { return nil }
          lower += 1
        } else {
          break
        }
      }
      var end = upper
      while end > lower {
        let c = p[end - 1]
        if c == 0x09 || c == 0x0D {
          end -= 1
        } else if c == 0x0A {
          if end - 1 > lower && p[end - 2] == 0x0D { break }
          end -= 1
        } else if c == 0x20 {
          if end - 1 > lower && p[end - 2] >= 0x80 { return nil }
          end -= 1
        } else {
          break
        }
      }
      return lower..<end
    }

    /// ``XMPPacket/unescape(_:)`` of ASCII text, on the bytes. Its Characters are its bytes
    /// but for CR LF, one Character, which counts once in the 10-Character entity limit.
    private func unescapeASCII(_ range: Range<Int>) -> String {
      var result: [UInt8] = []
      result.reserveCapacity(range.count)
      var rest = range.lowerBound
      let end = range.upperBound
      while true {
        let amp = find(UInt8(ascii: "&"), in: rest..<end)
        guard amp < end else { break }
        result.append(contentsOf: p[rest..<amp])
        let semi = find(UInt8(ascii: ";"), in: amp..<end)
        guard semi < end, semi - amp - crlfCount(amp..<semi) <= 10
        else {
          result.append(UInt8(ascii: "&"))
          rest = amp + 1
          continue
        }
        let entity = (amp + 1)..<semi
        if let c = namedEntity(entity) {
          result.append(c)
        } else if let scalar = numericReference(entity) {
          result.append(contentsOf: scalar.utf8)
        } else {
          result.append(contentsOf: p[amp...semi])
        }
        rest = semi + 1
      }
      result.append(contentsOf: p[rest..<end])
      return String(decoding: result, as: UTF8.self)
    }

    private func namedEntity(_ entity: Range<Int>) -> UInt8? {
      switch entity.count {
      case 2:
        if matches(entity.lowerBound, "lt") { return UInt8(ascii: "<") }
        if matches(entity.lowerBound, "gt") { return UInt8(ascii: ">") }
      case 3:
        if matches(entity.lowerBound, "amp") { return UInt8(ascii: "&") }
      case 4:
        if matches(entity.lowerBound, "quot") { return UInt8(ascii: "\"") }
        if matches(entity.lowerBound, "apos") { return UInt8(ascii: "'") }
      default:
        break
      }
      return nil
    }

    /// `#x` hexadecimal or `#` decimal, parsed as `UInt32(_:radix:)` parses (a sign is
    /// accepted), naming a Unicode scalar.
    private func numericReference(_ entity: Range<Int>) -> Unicode.Scalar? {
      guard !entity.isEmpty, p[entity.lowerBound] == UInt8(ascii: "#") else { return nil }
      if entity.count >= 2, p[entity.lowerBound + 1] == UInt8(ascii: "x"),
        let v = UInt32(string((entity.lowerBound + 2)..<entity.upperBound), radix: 16),
        let scalar = Unicode.Scalar(v)
      {
        return scalar
      }
      let decimal = string((entity.lowerBound + 1)..<entity.upperBound)
      return UInt32(decimal).flatMap(Unicode.Scalar.init)
    }

    private func crlfCount(_ range: Range<Int>) -> Int {
      var count = 0
      for k in range where p[k] == 0x0D && k + 1 < range.upperBound && p[k + 1] == 0x0A {
        count += 1
      }
      return count
    }

    // MARK: Bytes

    /// The index of the first `byte` in `range`, or its upper bound.
    private func find(_ byte: UInt8, in range: Range<Int>) -> Int {
      guard !range.isEmpty, let base = p.baseAddress,
        let hit = system_memchr(base + range.lowerBound, byte, range.count)
      else { return range.upperBound }
      return UnsafeRawPointer(base).distance(to: hit)
    }

    private func string(_ range: Range<Int>) -> String {
      String(decoding: UnsafeBufferPointer(rebasing: p[range]), as: UTF8.self)
    }

    private func isASCII(_ range: Range<Int>) -> Bool {
      allASCII || p[range].allSatisfy { $0 < 0x80 }
    }

    private func equals(_ range: Range<Int>, _ other: Range<Int>) -> Bool {
      guard range.count == other.count else { return false }
      guard !range.isEmpty, let base = p.baseAddress else { return true }
      return system_memcmp(base + range.lowerBound, base + other.lowerBound, range.count) == 0
    }

    private func equals(_ range: Range<Int>, _ bytes: [UInt8]) -> Bool {
      guard range.count == bytes.count else { return false }
      guard !range.isEmpty, let base = p.baseAddress else { return true }
      return bytes.withUnsafeBytes {
        system_memcmp(base + range.lowerBound, $0.baseAddress!, range.count) == 0
      }
    }

    /// Whether the bytes at `offset` are `text` (the caller checks the length).
    private func matches(_ offset: Int, _ text: StaticString) -> Bool {
      let n = text.utf8CodeUnitCount
      guard offset + n <= p.count else { return false }
      for k in 0..<n where p[offset + k] != text.utf8Start[k] { return false }
      return true
    }
  }

  /// The bytes that stop the scan for a tag's end: `>`, and the quotes around attribute values.
  private static let tagStops: [Bool] = (0..<256).map {
    $0 == Int(UInt8(ascii: ">")) || $0 == Int(UInt8(ascii: "\"")) || $0 == Int(UInt8(ascii: "'"))
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
