/// Stable collection identifiers: an FNV-1a 128-bit hash of what defines the collection, as
/// a UUID, with PhotoKit's suffix for the kind (`/L0/040` albums and smart albums, `/L0/060`
/// moments, `/L0/020` collection lists).
enum CollectionIdentifier {
  static func make(_ kind: String, _ key: String, suffix: String) -> String {
    var hash = StableHash<UInt128>()
    hash.combine(kind)
    hash.combine(key)
    return hash.uuidString + suffix
  }

  /// A user album: its folder's normalized absolute path.
  static func album(folder: String) -> String { make("album", folder, suffix: "/L0/040") }
  /// A folder list: its folder's normalized absolute path.
  static func folder(_ folder: String) -> String { make("folder", folder, suffix: "/L0/020") }
  /// A smart album: its subtype number.
  static func smartAlbum(_ album: SmartAlbum) -> String {
    make("smartAlbum", String(album.rawValue), suffix: "/L0/040")
  }
  /// A moment: the identifier of its first asset.
  static func moment(firstAsset: String) -> String { make("moment", firstAsset, suffix: "/L0/060") }
  /// A cluster: the identifier of its first moment.
  static func cluster(firstMoment: String) -> String {
    make("momentListCluster", firstMoment, suffix: "/L0/020")
  }
  /// A year: the year's number.
  static func year(_ year: Int) -> String { make("momentListYear", String(year), suffix: "/L0/020") }
}
