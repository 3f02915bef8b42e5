/// Everything that reads facts back by key, with the keys each declares: the subtype rules
/// (``SubtypeRule/requires``, ExifTool's Composite `Require`) and the few readers outside
/// them. What the fast path keeps of an XMP packet is worked out from these declarations
/// (``xmpProperties``), so no list of XMP properties is kept by hand.
///
/// A reader reads only keys it declares: a rule that looks up another key fails an
/// assertion in debug builds (``RuleContext``), so does any lookup of an XMP key that no
/// reader declares (``MediaFacts/subscript(_:)``), and `FactReadersTests` checks the
/// sources, so an undeclared key cannot reach a release build.
enum FactReaders {
  /// Each reader and the keys it reads.
  static let all: [(reader: String, keys: [FactKey])] = [
    ("SubtypeRules.table", SubtypeRules.table.flatMap(\.requires)),
    ("Pipeline.captureDateKeys", Pipeline.captureDateKeys),
    ("Pipeline.xmpLocationKeys", Pipeline.xmpLocationKeys),
    ("Pipeline.xmpBurstKeys", Pipeline.xmpBurstKeys),
    ("StarRating", StarRating.keys),
    ("Pipeline.xmpProjectionKeys", Pipeline.xmpProjectionKeys),
    ("JPEGProbe", JPEGProbe.requires),
    ("GoogleMotionPhoto", GoogleMotionPhoto.requires),
    ("LibraryFileReader", LibraryFileReader.requires),
  ]

  /// The XMP properties some reader requires, by canonical prefix (`GCamera` →
  /// `MotionPhoto`, `BurstID`, ...): unless every fact is kept (`--explain`,
  /// ``MediaFacts/keepsEveryFact``), ``XMPPacket/decode(_:location:into:)`` records only
  /// these; a camera or editor packet holds dozens of others that nothing reads.
  static let xmpProperties: [String: Set<String>] = {
    var properties: [String: Set<String>] = [:]
    for (_, keys) in all {
      for key in keys {
        guard let (prefix, name) = xmpProperty(of: key) else { continue }
        properties[prefix, default: []].insert(name)
      }
    }
    return properties
  }()

  /// The canonical prefix and the name of an `XMP.<Prefix>.<Name>` key, or nil for another.
  static func xmpProperty(of key: FactKey) -> (prefix: String, name: String)? {
    let parts = key.rawValue.split(separator: ".", maxSplits: 2)
    guard parts.count == 3, parts[0] == "XMP" else { return nil }
    return (String(parts[1]), String(parts[2]))
  }
}
