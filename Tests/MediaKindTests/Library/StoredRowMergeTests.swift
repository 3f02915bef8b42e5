import Foundation
import GRDB
import MediaKind
@testable import MediaKindIndex
import MediaKindTestSupport
import Testing

/// A refresh matches the index's rows with the walk as both go (`StoredRowMerge`,
/// Docs/Library.md, "A refresh's memory"). Every walked path must get its row exactly once
/// whatever the order of the walk, and in the walk's own order the merge must hold nothing but
/// the rows of files that are gone.
@Suite("Index rows merged with the walk")
struct StoredRowMergeTests {
  /// Names whose byte order and walk order disagree (`/` against `-`, `.`, space, U+0001), a
  /// folder and a file of the same stem, deep and shallow paths.
  static let paths = [
    "IMG", "IMG 2.jpg", "IMG-2.jpg", "IMG.jpg", "IMG/a.jpg", "IMG/b/c.jpg", "IMG/b-c.jpg", "IMG/b.c",
    "a\u{1}b.jpg", "a/x.jpg", "a\u{1}/y.jpg", "a/\u{1}.jpg", "b/" + String(repeating: "n", count: 200) + ".jpg",
    "c.jpg", "c/d/e/f/g.jpg", "c/d.jpg", "z.jpg", "é.jpg", "e\u{301}.jpg",
  ]

  /// A queue with the index's schema and a row for each of `paths` (identity from its position).
  static func database(_ paths: [String]) throws -> DatabaseQueue {
    let queue = try DatabaseQueue()
    try IndexSchema.migrator.migrate(queue)
    try queue.write { db in
      for (number, path) in paths.enumerated() {
        try db.execute(
          sql: """
            INSERT INTO file (path, device, inode, size, mtimeNs, mode, classifierVersion, mediaType, file)
            VALUES (?, 1, ?, 10, 0, 'thorough', 'test', 'image', x'7B7D')
            """, arguments: [path, number + 1])
      }
    }
    return queue
  }

  /// Walks `walk` through a merge over rows of `stored`; returns the path each walked path got a
  /// row for (nil for none), the rows left unmatched, and the largest `unmatched` seen.
  static func merge(stored: [String], walk: [String]) throws -> (got: [String?], left: Set<[UInt8]>, most: Int) {
    try database(stored).read { db in
      var merge = try StoredRowMerge(db: db)
      var got: [String?] = []
      var most = 0
      for path in walk {
        got.append(try merge.row(for: path)?.relativePath)
        most = max(most, merge.unmatched.count)
      }
      return (got, Set(try merge.finish().map { Array($0.relativePath.utf8) }), most)
    }
  }

  @Test("the rows are read in walk order through their own SQL index")
  func readsThroughTheIndex() throws {
    let detail = try Self.database([]).read { db in
      try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN SELECT path FROM file ORDER BY \(StoredRowMerge.orderExpression)")
        .map { $0["detail"] as String? ?? "" }
    }
    #expect(detail.contains { $0.contains("USING INDEX file_walkOrder") }, "\(detail)")
  }

  @Test("in walk order, each file gets its row and only gone files are held")
  func walkOrder() throws {
    let walk = Self.paths.sorted(by: LibraryIndex.walkPrecedes)
    let gone: Set<String> = ["IMG-2.jpg", "IMG/b/c.jpg", "c/d.jpg"]
    let added = ["IMG/0.jpg", "c/d/e/new.jpg"]
    let walked = (walk.filter { !gone.contains($0) } + added).sorted(by: LibraryIndex.walkPrecedes)
    let result = try Self.merge(stored: walk, walk: walked)
    #expect(result.got.map(Self.bytes) == walked.map { added.contains($0) ? nil : Array($0.utf8) })
    #expect(result.left == Set(gone.map { Array($0.utf8) }))
    // U+0001 names are where the two orders may disagree; without them, nothing else is held.
    let plain = walk.filter { !$0.contains("\u{1}") }
    let plainWalk = plain.filter { !gone.contains($0) }
    let plainResult = try Self.merge(stored: plain, walk: plainWalk)
    #expect(plainResult.got.map(Self.bytes) == plainWalk.map { Array($0.utf8) })
    #expect(plainResult.left == Set(gone.map { Array($0.utf8) }))
    #expect(plainResult.most <= gone.count)
  }

  @Test("in any order, with repeats and unknown paths, each row is taken once", arguments: [1, 2, 3, 4, 5])
  func anyOrder(seed: UInt64) throws {
    var random = SeededRandom(seed: seed)
    let stored = Self.paths
    var walk = stored.filter { _ in Int.random(in: 0..<4, using: &random) != 0 }
    walk += ["new/1.jpg", "IMG/zz.jpg"] + walk.prefix(3)  // unknown paths, and repeats
    walk.shuffle(using: &random)
    let result = try Self.merge(stored: stored, walk: walk)
    // Paths as bytes: `é` written two ways is two files.
    let storedBytes = Set(stored.map { Array($0.utf8) })
    var taken: Set<[UInt8]> = []
    for (path, got) in zip(walk.map { Array($0.utf8) }, result.got.map(Self.bytes)) {
      if let got {
        #expect(got == path)
        #expect(taken.insert(got).inserted, "\(got) taken twice")
      } else {
        #expect(!storedBytes.contains(path) || taken.contains(path), "\(path) got no row")
      }
    }
    #expect(result.left == storedBytes.subtracting(taken))
  }

  static func bytes(_ path: String?) -> [UInt8]? { path.map { Array($0.utf8) } }
}
