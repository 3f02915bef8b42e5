/// A folder of albums made by a change request (PhotoKit's `PHCollectionList` of type
/// `folder`, subtype `regularFolder`), kept as data in the library:
/// `.mediakind/folders/<UUID>.json`, one file per folder (Docs/Changes.md, "Folders").
///
/// It lists its children by identifier, in order: stored albums (``StoredAlbum``) and other
/// stored folders. A collection is in one folder at most; one in none is at the top level.
///
/// ```json
/// {"children":["0E3A…/L0/040","7B21…/L0/020"],"creationDate":"2026-11-27T20:15:00Z",
///  "localIdentifier":"4F9C…/L0/020","schemaVersion":1,"title":"Trips"}
/// ```
public struct StoredFolder: Sendable, Hashable, Codable, StoredRecord {
  /// The version of this file format (`1`).
  public static let currentSchemaVersion = 1
  static let identifierSuffix = "/L0/020"
  static let noun = "stored folder"

  /// The file format's version.
  public var schemaVersion: Int
  /// The folder's identifier (`UUID/L0/020`, a random UUID given when it is created).
  public var localIdentifier: String
  /// The folder's title (PhotoKit's `localizedTitle`).
  public var title: String
  /// The identifiers of the albums and folders inside, in order.
  public var children: [String]
  /// When the folder was created (ISO 8601, UTC).
  public var creationDate: String

  /// A folder from its parts.
  public init(localIdentifier: String, title: String, children: [String] = [], creationDate: String) {
    schemaVersion = Self.currentSchemaVersion
    self.localIdentifier = localIdentifier
    self.title = title
    self.children = children
    self.creationDate = creationDate
  }

  /// The file name the folder is stored under: its identifier's UUID and `.json`.
  public var fileName: String { Self.fileName(forIdentifier: localIdentifier) }

  /// Whether `identifier` is a well-formed stored folder identifier (`UUID/L0/020`).
  public static func isFolderIdentifier(_ identifier: String) -> Bool { isIdentifier(identifier) }
}
