/// One asset in Recently Deleted: the folder `.mediakind/Recently Deleted/<id>/` holding the
/// asset's files (its whole group: Live Photo video, RAW, sidecars) under their own names,
/// and this manifest, `manifest.json`, saying where each came from and when
/// (Docs/Changes.md, "Recently Deleted").
public struct RecentlyDeletedEntry: Sendable, Hashable, Codable {
  /// The version of this file format (`1`).
  public static let currentSchemaVersion = 1
  /// The folder inside `.mediakind/` that holds the entries.
  public static let folderName = "Recently Deleted"
  /// The manifest's file name in an entry's folder.
  public static let manifestName = "manifest.json"
  /// How long an entry is kept before `expunge --expired` removes it (30 days, as Photos).
  public static let retentionSeconds: Double = 30 * 86_400

  /// One file of the entry.
  public struct File: Sendable, Hashable, Codable {
    /// Its name inside the entry's folder.
    public var name: String
    /// Its path in the library before the delete, relative to the library's root.
    public var originalPath: String

    /// A file from its parts.
    public init(name: String, originalPath: String) {
      self.name = name
      self.originalPath = originalPath
    }
  }

  /// The file format's version.
  public var schemaVersion: Int
  /// The asset's identifier when it was deleted (it keeps it: the identifier is made from
  /// the primary file's original path).
  public var localIdentifier: String
  /// When it was deleted (ISO 8601, UTC).
  public var deletionDate: String
  /// The files, the primary resource first.
  public var files: [File]

  /// An entry from its parts.
  public init(localIdentifier: String, deletionDate: String, files: [File]) {
    schemaVersion = Self.currentSchemaVersion
    self.localIdentifier = localIdentifier
    self.deletionDate = deletionDate
    self.files = files
  }

  /// Whether `path` (library-relative, as a manifest keeps it) is one a restore may write:
  /// relative, no empty, `.` or `..` component, no NUL, and not inside `.mediakind`.
  public static func isSafeRelativePath(_ path: String) -> Bool {
    guard !path.isEmpty, !path.hasPrefix("/"), !path.utf8.contains(0) else { return false }
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    guard let first = parts.first, first != ".mediakind" else { return false }
    return parts.allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." }
  }
}
