/// The XMP properties some reader of the facts reads, by canonical prefix (`GCamera` →
/// `MotionPhoto`, `BurstID`, ...), with the byte tables `XMPPacket` matches names against
/// without making Strings. Made once by the composition root (`FactReaders`) and handed to
/// ``MediaFacts``: unless every fact is kept (`--explain`), `XMPPacket.decode(_:location:into:)`
/// records only these; a camera or editor packet holds dozens of others that nothing reads.
public final class XMPReadProperties: XMPPropertySelection {
  /// The property names read, by canonical prefix.
  let properties: [String: Set<String>]
  /// The local names read as bytes, by the index of their namespace in ``XMPPacket``'s table.
  let localNames: [[[UInt8]]]
  /// Every local name read, whatever its namespace, by length (most names are ruled out by
  /// their length alone, without touching a byte).
  let anyLocalName: [[[UInt8]]]

  /// The properties of the `XMP.<Prefix>.<Name>` keys among `keys` (other keys are ignored).
  public init(keys: some Sequence<FactKey>) {
    var properties: [String: Set<String>] = [:]
    for key in keys {
      guard let (prefix, name) = Self.property(of: key) else { continue }
      properties[prefix, default: []].insert(name)
    }
    self.properties = properties
    let localNames = XMPPacket.knownNamespaces.map { namespace in
      (properties[namespace.name] ?? []).map { Array($0.utf8) }
    }
    self.localNames = localNames
    let names = Set(localNames.joined())
    var byLength = [[[UInt8]]](repeating: [], count: (names.map(\.count).max() ?? 0) + 1)
    for name in names.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
      byLength[name.count].append(name)
    }
    anyLocalName = byLength
  }

  /// The canonical prefix and the name of an `XMP.<Prefix>.<Name>` key, or nil for another.
  static func property(of key: FactKey) -> (prefix: String, name: String)? {
    let parts = key.rawValue.split(separator: ".", maxSplits: 2)
    guard parts.count == 3, parts[0] == "XMP" else { return nil }
    return (String(parts[1]), String(parts[2]))
  }

  public func reads(_ key: FactKey) -> Bool {
    guard let (prefix, name) = Self.property(of: key) else { return false }
    return properties[prefix]?.contains(name) == true
  }

  /// Whether the property `Prefix:Name` (spelled with its first `:`) is read.
  func reads(qualifiedName: String) -> Bool {
    guard let colon = qualifiedName.firstIndex(of: ":") else { return false }
    let prefix = String(qualifiedName[..<colon])
    return properties[prefix]?.contains(String(qualifiedName[qualifiedName.index(after: colon)...])) == true
  }
}
