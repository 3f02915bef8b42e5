/// An album made or edited by a change request, kept as data in the library:
/// `.mediakind/albums/<UUID>.json`, one file per album (Docs/Changes.md, "Albums").
///
/// It lists its assets by identifier, in the album's order, so one asset can be in several
/// albums without a second copy of its bytes. Like a folder album it is PhotoKit's
/// `PHAssetCollectionTypeAlbum` (`albumRegular`); ``LibraryCollections`` lists both.
///
/// ```json
/// {"assets":["5C1F…/L0/001"],"creationDate":"2026-11-27T20:15:00Z","keyAsset":null,
///  "localIdentifier":"0E3A…/L0/040","schemaVersion":1,"title":"My App"}
/// ```
public struct StoredAlbum: Sendable, Hashable, Codable, StoredRecord {
  /// The version of this file format (`1`).
  public static let currentSchemaVersion = 1
  static let identifierSuffix = "/L0/040"
  static let noun = "stored album"

  /// The file format's version.
  public var schemaVersion: Int
  /// The album's identifier (`UUID/L0/040`, a random UUID given when it is created).
  public var localIdentifier: String
  /// The album's title (PhotoKit's `localizedTitle`).
  public var title: String
  /// The asset identifiers, in the album's order (the first is its cover unless ``keyAsset``).
  public var assets: [String]
  /// The asset chosen as the album's key asset (cover), `nil` for the first asset.
  public var keyAsset: String?
  /// When the album was created (ISO 8601, UTC).
  public var creationDate: String

  /// An album from its parts.
  public init(localIdentifier: String, title: String, assets: [String] = [], keyAsset: String? = nil, creationDate: String) {
    schemaVersion = Self.currentSchemaVersion
    self.localIdentifier = localIdentifier
    self.title = title
    self.assets = assets
    self.keyAsset = keyAsset
    self.creationDate = creationDate
  }

  /// The file name the album is stored under: its identifier's UUID and `.json`.
  public var fileName: String { Self.fileName(forIdentifier: localIdentifier) }

  /// Whether `identifier` is a well-formed album identifier (`UUID/L0/040`, hex digits and
  /// dashes in the UUID), the only kind a stored album may have.
  static func isAlbumIdentifier(_ identifier: String) -> Bool { isIdentifier(identifier) }
}
