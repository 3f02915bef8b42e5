import Foundation

/// The identifiers a library keeps for assets whose identifier is not their primary file's
/// path hash (`LIBRARY/.mediakind/identities.json`; Docs/Changes.md, "Identity";
/// Decision 0010): an asset restored under a collision name, an import that landed on a path
/// whose path hash an earlier asset still holds. Every other asset's identifier is the path
/// hash, so the file is empty for a library MediaKind never had to re-key, and every
/// identifier printed before it existed stays valid.
struct StoredIdentities: Codable, Hashable, Sendable {
  /// One kept identifier: the primary file it belongs to (path relative to the library root,
  /// with what recognises the file after a move made outside MediaKind).
  struct Entry: Codable, Hashable, Sendable {
    /// The primary file's path, relative to the library root.
    var path: String
    /// The asset's identifier (`UUID/L0/001`).
    var localIdentifier: String
    /// The primary file's size in bytes.
    var size: Int
    /// Its device and inode (an edit in place or a rename on one file system keeps them).
    var device: UInt64?
    var inode: UInt64?
    /// A 128-bit hash of its bytes (32 hex digits), for a file copied elsewhere and removed.
    var contentHash: String?
    /// The same hash of its first ``StoredIdentities/headBytes`` bytes: a file of the same
    /// size is read whole only when its head agrees.
    var headHash: String?
  }

  /// The bytes ``Entry/headHash`` covers.
  static let headBytes = 1 << 16

  /// The file's name in `.mediakind`.
  static let fileName = "identities.json"
  /// The largest file read (about 250 bytes an entry: some 4 million entries).
  static let maxBytes = 1 << 30

  /// 1.
  var schemaVersion = 1
  /// The entries, sorted by path.
  var assets: [Entry] = []

  /// A fresh identifier in the path hash's form (`UUID/L0/001`, a random UUID).
  static func freshIdentifier() -> String {
    UUID().uuidString + "/L0/001"
  }

  /// The content hash's text form.
  static func hashText(_ hash: UInt128) -> String {
    hash.paddedHex(digits: 32)
  }

  /// The table of the library at `root`: empty when it has none; a diagnostic when one is
  /// there but cannot be read (a link, not a plain file, not decodable). Never through a link.
  static func read(root: String) -> (table: StoredIdentities, diagnostic: String?) {
    do {
      guard let library = try? OutputDirectory(creating: root, create: false),
        let state = try library.existingSubdirectory(".mediakind"), state.entryType(fileName) != nil
      else { return (StoredIdentities(), nil) }
      let bytes = try state.read(fileName, maxBytes: maxBytes)
      guard let table = try? JSONDecoder().decode(StoredIdentities.self, from: Data(bytes)), table.schemaVersion == 1
      else {
        return (StoredIdentities(), "\(state.path(of: fileName)) not read: it is not a version 1 identity table (identifiers are path hashes)")
      }
      return (table, nil)
    } catch {
      return (StoredIdentities(), "the identity table of \(root) not read: \(error) (identifiers are path hashes)")
    }
  }

  /// The file's bytes (JSON, keys sorted, one entry a line would be nicer but sorted keys keep
  /// diffs small).
  func encoded() -> [UInt8]? {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(self) else { return nil }
    return Array(data) + [0x0A]
  }
}
