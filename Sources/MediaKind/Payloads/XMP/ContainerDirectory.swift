/// The Google Container directory of an XMP packet: the ordered media items appended to the
/// primary image (Motion Photo, Ultra HDR gain map, Dynamic Depth).
///
/// ```
/// <Container:Directory><rdf:Seq>
///   <rdf:li rdf:parseType="Resource">
///     <Container:Item Item:Mime="image/jpeg" Item:Semantic="Primary" Item:Length="0"
///                     Item:Padding="0"/>          (attribute form)
///   </rdf:li>
///   <rdf:li rdf:parseType="Resource"><Container:Item rdf:parseType="Resource">
///     <Item:Semantic>MotionPhoto</Item:Semantic><Item:Length>123</Item:Length>
///   </Container:Item></rdf:li>                     (element form)
/// </rdf:Seq></Container:Directory>
/// Container = http://ns.google.com/photos/1.0/container/
/// Item      = http://ns.google.com/photos/1.0/container/item/
/// ```
/// Spec: Android Motion Photo format 1.0 (developer.android.com/media/platform/motion-photo-format,
/// "Container element"); Ultra HDR image format v1.0 §"XMP"; `Docs/DetectionRules.md` "Motion photos".
///
/// ``XMPPacket`` flattens repeated properties into lists, which misaligns items that omit an
/// optional field (the primary usually has no `Item:Length`), so this reader keeps each item
/// whole. Prefixes are resolved through the packet's `xmlns` declarations. At most
/// ``maxItems`` items are read.
struct ContainerDirectory: Sendable, Hashable {
  static let containerNamespace = "http://ns.google.com/photos/1.0/container/"
  static let itemNamespace = "http://ns.google.com/photos/1.0/container/item/"
  private static let containerNamespaceBytes = Array(containerNamespace.utf8)
  private static let itemNamespaceBytes = Array(itemNamespace.utf8)
  /// At most this many `xmlns:` declarations are read.
  static let maxDeclarations = 256
  static let maxItems = 64

  /// One media item.
  struct Item: Sendable, Hashable {
    var mime: String?
    var semantic: String?
    /// Bytes of the item (for the primary: 0 or absent).
    var length: Int?
    /// Bytes of padding after the item, before the next one.
    var padding: Int?
  }

  let items: [Item]

  init(items: [Item]) { self.items = items }

  /// The directory of a packet held in a larger buffer (a JPEG APP1 payload): the packet is
  /// copied only when it has an item.
  init?(xmp: ArraySlice<UInt8>) {
    guard xmp.withUnsafeBytes(Self.containsItemTag) else { return nil }
    self.init(xmp: Array(xmp))
  }

  /// The directory of `xmp`, or nil when it has no `Container:Item`.
  init?(xmp: [UInt8]) {
    // Every item is a `<prefix:Item` tag: a packet without `:Item` (most) has none, and its
    // declarations need not be read.
    guard Self.containsItemTag(xmp) else { return nil }
    let (containerPrefixes, itemPrefixes) = Self.namespacePrefixes(xmp)
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

  /// The index of the first item whose semantic is `semantic` (case-insensitive).
  func index(ofSemantic semantic: String) -> Int? {
    items.firstIndex { $0.semantic?.lowercased() == semantic.lowercased() }
  }

  // MARK: - Scanning

  /// The prefixes that the packet's first ``maxDeclarations`` `xmlns:` declarations bind to
  /// the Container and Item namespaces, in document order. Values are compared as bytes
  /// (not unescaped); only the matching prefixes become Strings.
  static func namespacePrefixes(_ xmp: [UInt8]) -> (container: [String], item: [String])
  {
    var container: [String] = []
    var item: [String] = []
    var declarations = 0
    let needle = Array("xmlns:".utf8)
    var i = 0
    while declarations < maxDeclarations,
      let found = xmp.firstIndex(of: needle, in: i..<xmp.count)
    {
      var j = found + needle.count
      let prefixStart = j
      while j < xmp.count, isNameByte(xmp[j]) { j += 1 }
      let prefix = prefixStart..<j
      while j < xmp.count, isSpace(xmp[j]) || xmp[j] == UInt8(ascii: "=") { j += 1 }
      guard j < xmp.count, xmp[j] == UInt8(ascii: "\"") || xmp[j] == UInt8(ascii: "'") else {
        i = j
        continue
      }
      let quote = xmp[j]
      let valueStart = j + 1
      var k = valueStart
      while k < xmp.count, xmp[k] != quote { k += 1 }
      declarations += 1
      let uri = xmp[valueStart..<k]
      if uri.elementsEqual(containerNamespaceBytes) {
        container.append(String(decoding: xmp[prefix], as: UTF8.self))
      } else if uri.elementsEqual(itemNamespaceBytes) {
        item.append(String(decoding: xmp[prefix], as: UTF8.self))
      }
      // An unterminated value ends at the end of the data: never step past it (a range
      // `count + 1 ..< count` traps; Samples/broken/jpeg/xmp-unterminated-xmlns-value.jpg).
      i = min(k + 1, xmp.count)
    }
    return (container, item)
  }

  private static let itemName = Array("Item".utf8)

  /// Whether `:Item` occurs in `xmp`, found by its `I` (rarer than `:` in XMP).
  private static func containsItemTag(_ xmp: [UInt8]) -> Bool {
    xmp.withUnsafeBytes(containsItemTag)
  }

  private static func containsItemTag(_ xmp: UnsafeRawBufferPointer) -> Bool {
    var from = 1
    while from < xmp.count, let k = xmp.firstIndex(of: itemName, in: from..<xmp.count) {
      if xmp[k - 1] == UInt8(ascii: ":") { return true }
      from = k + 1
    }
    return false
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
