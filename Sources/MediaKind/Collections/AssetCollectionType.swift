/// PhotoKit's `PHAssetCollectionType`: the major kind of an ``AssetCollection``.
///
/// Raw values are PhotoKit's (`Photos/PhotosTypes.h`): `album = 1`, `smartAlbum = 2`,
/// `moment = 3`. JSON carries the number under `assetCollectionType` and the name under
/// `type`.
public enum AssetCollectionType: Int, Sendable, Hashable, CaseIterable, Codable {
  /// A user album: here, a folder that holds assets.
  case album = 1
  /// A smart album (``SmartAlbum``): a predicate over every asset.
  case smartAlbum = 2
  /// A moment: assets taken close together in time and place.
  case moment = 3

  /// PhotoKit's Swift case name (`album`, `smartAlbum`, `moment`).
  public var name: String {
    switch self {
    case .album: "album"
    case .smartAlbum: "smartAlbum"
    case .moment: "moment"
    }
  }

  /// The type called `name` (a case name or its number), if any.
  public init?(name: String) {
    if let number = Int(name), let value = Self(rawValue: number) {
      self = value
      return
    }
    guard let match = Self.allCases.first(where: { $0.name.lowercased() == name.lowercased() }) else {
      return nil
    }
    self = match
  }
}
