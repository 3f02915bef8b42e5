import GRDB
import MediaKind

/// The index's rows matched with a walk of the folder, neither held in memory (Docs/Library.md,
/// "A refresh's memory"): the rows are read in walk order through the `file_walkOrder` SQL
/// index while the walk goes on, and each walked path takes the row the cursor stands on.
///
/// The SQL order is `path` with `/` replaced by U+0001 (``orderExpression``), the walk's order
/// (``FileEnumerator``: names in byte order, depth first, `/` below every byte) for every path
/// without a U+0001 byte. Nothing relies on the two orders agreeing, only the memory does: a
/// walked path the cursor does not stand on is looked up by its key, a row the cursor passed
/// without a match is kept in ``unmatched`` until the walk ends (a walked path may still take
/// it), and a row a walked path took before the cursor reached it is skipped when it does.
/// For a tree whose names the two orders sort alike, ``unmatched`` ends holding exactly the
/// rows of files that are gone (or unreadable) and nothing else is kept.
struct StoredRowMerge {
  /// The SQL expression the rows are read in the order of (the `file_walkOrder` index's).
  static let orderExpression = "replace(path, '/', char(1))"
  private static let columns = IndexedFile.columns(withJSON: false)

  private let cursor: RowCursor
  private let lookup: Statement
  /// The row the cursor stands on, with its row id (equal SQL keys are read in row-id order).
  private var head: (row: IndexedFile, rowID: Int64)?
  /// Rows the cursor passed that no walked path has taken, by their path's bytes (paths are
  /// compared as bytes throughout: two names equal as Unicode text are two files).
  private(set) var unmatched: [[UInt8]: IndexedFile] = [:]
  /// Rows a walked path took before the cursor reached them (their path's bytes).
  private var takenAhead: Set<[UInt8]> = []

  /// Starts reading the rows of `db` (in a read transaction that lasts as long as the merge).
  init(db: Database) throws {
    cursor = try Row.fetchCursor(
      db, sql: "SELECT \(Self.columns), rowid FROM file ORDER BY \(Self.orderExpression)")
    lookup = try db.makeStatement(sql: "SELECT \(Self.columns), rowid FROM file WHERE path = ?")
    try advance()
  }

  /// The stored row of the walked path `relative`, or nil when there is none (or a walked path
  /// took it already).
  mutating func row(for relative: String) throws -> IndexedFile? {
    while let row = head?.row, Self.keyPrecedes(row.relativePath, relative) {
      try pass(row)
    }
    let bytes = Array(relative.utf8)
    if let row = head?.row, row.relativePath.utf8.elementsEqual(bytes) {
      try advance()
      return takenAhead.remove(bytes) == nil ? row : nil
    }
    // Not where the cursor stands: a new file, or the orders disagree here.
    if let row = unmatched.removeValue(forKey: bytes) { return row }
    guard let found = try Row.fetchOne(lookup, arguments: [relative]) else { return nil }
    let row = IndexedFile(row: found, withJSON: false)
    let rowID: Int64 = found[7]
    guard let head, !Self.precedes((row.relativePath, rowID), (head.row.relativePath, head.rowID)) else {
      return nil
    }  // behind the cursor and not unmatched: taken already
    return takenAhead.insert(bytes).inserted ? row : nil
  }

  /// Reads the rest of the rows: what is unmatched then is what no walked path took.
  mutating func finish() throws -> [IndexedFile] {
    while let row = head?.row { try pass(row) }
    return Array(unmatched.values)
  }

  /// Moves the cursor past `row` (the one it stands on), keeping it unless a walked path took it.
  private mutating func pass(_ row: IndexedFile) throws {
    let bytes = Array(row.relativePath.utf8)
    if takenAhead.remove(bytes) == nil { unmatched[bytes] = row }
    try advance()
  }

  private mutating func advance() throws {
    head = try cursor.next().map { (IndexedFile(row: $0, withJSON: false), $0[7]) }
  }

  /// Whether `a`'s SQL key sorts before `b`'s (``orderExpression``, compared as bytes).
  static func keyPrecedes(_ a: String, _ b: String) -> Bool {
    func key(_ byte: UInt8) -> UInt8 { byte == UInt8(ascii: "/") ? 1 : byte }
    return a.utf8.lazy.map(key).lexicographicallyPrecedes(b.utf8.lazy.map(key))
  }

  /// The cursor's order: the SQL key, then the row id.
  private static func precedes(_ a: (String, Int64), _ b: (String, Int64)) -> Bool {
    if keyPrecedes(a.0, b.0) { return true }
    if keyPrecedes(b.0, a.0) { return false }
    return a.1 < b.1
  }
}
