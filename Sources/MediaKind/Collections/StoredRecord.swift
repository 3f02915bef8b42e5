import Foundation

/// What ``StoredAlbum`` and ``StoredFolder`` share as files of `.mediakind/`: one JSON file
/// per collection, named after its identifier's UUID (Docs/Changes.md, "Albums", "Folders").
protocol StoredRecord: Codable, Sendable {
  /// The file format's newest version this MediaKind reads.
  static var currentSchemaVersion: Int { get }
  /// The identifier's suffix (`/L0/040` albums, `/L0/020` folders).
  static var identifierSuffix: String { get }
  /// What a diagnostic calls one (`stored album`).
  static var noun: String { get }
  /// The file's version.
  var schemaVersion: Int { get }
  /// The collection's identifier (`UUID` and the suffix).
  var localIdentifier: String { get }
  /// When it was created (ISO 8601, UTC): the order readers list them in.
  var creationDate: String { get }
  /// Its title.
  var title: String { get }
}

extension StoredRecord {
  /// The file name it is stored under: its identifier's UUID and `.json`.
  var fileName: String { Self.fileName(forIdentifier: localIdentifier) }

  /// `UUID.json` for the identifier `UUID/L0/0x0` (names are made only from identifiers,
  /// never from a title).
  static func fileName(forIdentifier identifier: String) -> String {
    let uuid = identifier.split(separator: "/", maxSplits: 1).first.map(String.init) ?? ""
    return uuid + ".json"
  }

  /// Whether `identifier` is a well-formed identifier of this kind (`UUID` + the suffix, hex
  /// digits and dashes in the UUID).
  static func isIdentifier(_ identifier: String) -> Bool {
    guard identifier.hasSuffix(identifierSuffix) else { return false }
    let uuid = identifier.utf8.dropLast(identifierSuffix.utf8.count)
    return uuid.count == 36
      && uuid.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x41 && $0 <= 0x46) || $0 == 0x2D }
  }

  /// A new random identifier of this kind.
  static func newIdentifier() -> String { UUID().uuidString.uppercased() + identifierSuffix }

  /// Creation order, then title (by bytes), then identifier: the order readers list them in.
  static func precedes(_ a: Self, _ b: Self) -> Bool {
    if a.creationDate != b.creationDate { return a.creationDate < b.creationDate }
    if a.title != b.title { return a.title.utf8.lexicographicallyPrecedes(b.title.utf8) }
    return a.localIdentifier < b.localIdentifier
  }
}
