/// Everything that reads facts back by key, with the keys each declares: the subtype rules
/// (``SubtypeRule/requires``, ExifTool's Composite `Require`) and the few readers outside
/// them. What the fast path keeps of an XMP packet is worked out from these declarations
/// (``xmpSelection``), so no list of XMP properties is kept by hand.
///
/// A reader reads only keys it declares: a rule that looks up another key fails an
/// assertion in debug builds (``RuleContext``), so does any lookup of an XMP key that no
/// reader declares (``MediaFacts/subscript(_:)``), and `FactReadersTests` checks the
/// sources, so an undeclared key cannot reach a release build.
enum FactReaders {
  /// Each reader of the pipeline's facts and the keys it reads. (The library's reader adds
  /// its own: ``LibraryFileReader/xmpSelection``.)
  static let all: [(reader: String, keys: [FactKey])] = [
    ("SubtypeRules.table", SubtypeRules.table.flatMap(\.requires)),
    ("Pipeline.captureDateKeys", Pipeline.captureDateKeys),
    ("Pipeline.xmpLocationKeys", Pipeline.xmpLocationKeys),
    ("Pipeline.xmpBurstKeys", Pipeline.xmpBurstKeys),
    ("StarRating", StarRating.keys),
    ("Pipeline.xmpProjectionKeys", Pipeline.xmpProjectionKeys),
    ("JPEGProbe", JPEGProbe.requires),
    ("GoogleMotionPhoto", GoogleMotionPhoto.requires),
  ]

  /// The XMP properties the pipeline's readers read: unless every fact is kept (`--explain`,
  /// ``MediaFacts/keepsEveryFact``), ``XMPPacket/decode(_:location:into:)`` records only
  /// these; a camera or editor packet holds dozens of others that nothing reads.
  static let xmpSelection = XMPReadProperties(keys: all.flatMap(\.keys))

  /// The selection of the pipeline's readers and of `readers` besides them.
  static func xmpSelection(adding readers: [FactKey]) -> XMPReadProperties {
    XMPReadProperties(keys: all.flatMap(\.keys) + readers)
  }
}
