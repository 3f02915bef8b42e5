/// The collection record (schema version 1; `Docs/CLI.md`): PhotoKit's properties under
/// PhotoKit's names, absent facts omitted.
///
/// ```json
/// {"assetCollectionSubtype":2,"assetCollectionType":1,"endDate":"2024-05-14T18:00:00+02:00",
///  "estimatedAssetCount":40,"kind":"assetCollection","localIdentifier":"…/L0/040",
///  "localizedTitle":"Paris","path":"Photos/2024/Paris","schemaVersion":1,
///  "startDate":"2024-05-12T09:00:00+02:00","subtype":"albumRegular","type":"album"}
/// ```
extension MediaCollection: Encodable {
  enum CodingKeys: String, CodingKey {
    case approximateLocation, assetCollectionSubtype, assetCollectionType, collectionListSubtype
    case collectionListType, endDate, estimatedAssetCount, fileDateCount, kind, localIdentifier
    case localizedLocationNames, localizedSubtitle, localizedTitle, parentIdentifier, path
    case schemaVersion, startDate, subtype, type
  }

  /// `assetCollection` or `collectionList`.
  public var kindName: String { canContainAssets ? "assetCollection" : "collectionList" }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(Self.schemaVersion, forKey: .schemaVersion)
    try c.encode(kindName, forKey: .kind)
    try c.encode(localIdentifier, forKey: .localIdentifier)
    try c.encode(typeName, forKey: .type)
    try c.encodeIfPresent(subtypeName, forKey: .subtype)
    try c.encode(estimatedAssetCount, forKey: .estimatedAssetCount)
    try c.encodeIfPresent(parentIdentifier, forKey: .parentIdentifier)
    switch self {
    case .assetCollection(let a):
      try c.encode(a.assetCollectionType.rawValue, forKey: .assetCollectionType)
      try c.encode(a.assetCollectionSubtype.rawValue, forKey: .assetCollectionSubtype)
      try c.encodeIfPresent(a.localizedTitle, forKey: .localizedTitle)
      try c.encodeIfPresent(a.localizedSubtitle, forKey: .localizedSubtitle)
      try c.encodeIfPresent(a.startDate, forKey: .startDate)
      try c.encodeIfPresent(a.endDate, forKey: .endDate)
      try c.encodeIfPresent(a.approximateLocation, forKey: .approximateLocation)
      if !a.localizedLocationNames.isEmpty {
        try c.encode(a.localizedLocationNames, forKey: .localizedLocationNames)
      }
      try c.encodeIfPresent(a.path, forKey: .path)
      if a.fileDateCount > 0 { try c.encode(a.fileDateCount, forKey: .fileDateCount) }
    case .collectionList(let l):
      try c.encode(l.collectionListType.rawValue, forKey: .collectionListType)
      try c.encode(l.collectionListSubtype.rawValue, forKey: .collectionListSubtype)
      try c.encodeIfPresent(l.localizedTitle, forKey: .localizedTitle)
      try c.encodeIfPresent(l.localizedSubtitle, forKey: .localizedSubtitle)
      try c.encodeIfPresent(l.startDate, forKey: .startDate)
      try c.encodeIfPresent(l.endDate, forKey: .endDate)
      if !l.localizedLocationNames.isEmpty {
        try c.encode(l.localizedLocationNames, forKey: .localizedLocationNames)
      }
      try c.encodeIfPresent(l.path, forKey: .path)
    }
  }
}
