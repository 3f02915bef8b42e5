import GRDB
import MediaKind

/// The folders of an index joined by the identifiers their rows share (a Live Photo's content
/// identifier, a burst identifier, normalised as the pairing compares them): each group is the
/// scope `ChangeScope` closes one of its folders over (Docs/Library.md, "The change set's
/// scope"), so the assets of a group's files are those the whole library makes of them. A
/// first index builds its change set group by group from these (Docs/Library.md, "A refresh's
/// memory"). Holds one entry per folder with an identified row and one per distinct
/// identifier, never a row.
struct FolderGroups {
  /// Folder numbers by folder (relative, `""` for the root).
  private var numbers: [PathKey: Int] = [:]
  /// The folders, by number.
  private var folders: [PathKey] = []
  /// Union–find parents, by number.
  private var parents: [Int] = []
  /// The folder numbers of each group, by the number of its first folder.
  private var members: [Int: [Int]] = [:]

  /// The groups of the rows of `db` (one pass over the rows holding an identifier).
  init(db: Database) throws {
    var owners: [String: Int] = [:]
    let cursor = try Row.fetchCursor(
      db,
      sql: "SELECT path, contentIdentifier, burstIdentifier FROM file WHERE contentIdentifier IS NOT NULL OR burstIdentifier IS NOT NULL"
    )
    while let row = try cursor.next() {
      let path: String = row[0]
      let folder = number(of: PathKey(ChangeScope.folder(of: path)))
      for column in 1...2 {
        guard let value: String = row[column] else { continue }
        let id = LivePhotoPairing.normalized(value)
        guard !id.isEmpty else { continue }
        if let owner = owners[id] { join(folder, owner) } else { owners[id] = folder }
      }
    }
    for number in folders.indices { members[find(number), default: []].append(number) }
  }

  /// The folders grouped with `folder`, itself included (only itself when none of its rows
  /// shares an identifier with another folder's).
  func group(of folder: PathKey) -> [PathKey] {
    guard let number = numbers[folder] else { return [folder] }
    return (members[find(number)] ?? [number]).map { folders[$0] }
  }

  private mutating func number(of folder: PathKey) -> Int {
    if let number = numbers[folder] { return number }
    numbers[folder] = folders.count
    folders.append(folder)
    parents.append(folders.count - 1)
    return folders.count - 1
  }

  private func find(_ number: Int) -> Int {
    var current = number
    while parents[current] != current { current = parents[current] }
    return current
  }

  private mutating func join(_ a: Int, _ b: Int) {
    var (rootA, rootB) = (find(a), find(b))
    if rootA == rootB { return }
    if rootA > rootB { swap(&rootA, &rootB) }
    parents[rootB] = rootA
    // Path halving on the way: later finds stay short.
    var current = a
    while parents[current] != current {
      let next = parents[current]
      parents[current] = rootA
      current = next
    }
  }
}
