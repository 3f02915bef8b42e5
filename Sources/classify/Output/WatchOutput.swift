import Foundation
import MediaKind

/// How `classify watch` prints a change set.
///
/// jsonl: one object per change set, keys sorted: `inserted` and `changed` (asset records),
/// `removed` (`{localIdentifier, path, mediaType}`), `moved` (`{from, to}`), `albums`
/// (`{album, title, subtype, count, inserted, removed}` per smart album whose members
/// changed). table: one line per asset, as `classify changes` prints them, then the album moves.
enum WatchOutput {
  struct Record: Encodable {
    var inserted: [Asset]
    var changed: [Asset]
    var removed: [ChangeLine]
    var moved: [ChangeSet.Move]
    var albums: [Album]
  }

  struct Album: Encodable {
    var album: String
    var title: String
    var subtype: Int
    var count: Int
    var inserted: [String]
    var removed: [String]
  }

  static func render(_ change: LibraryChange, format: OutputFormat) -> String {
    let albums = change.albumChanges.map {
      Album(
        album: $0.album.name, title: $0.album.title, subtype: $0.album.rawValue, count: $0.count,
        inserted: $0.inserted, removed: $0.removed)
    }
    if format == .jsonl {
      let record = Record(
        inserted: change.insertedAssets, changed: change.changedAssets,
        removed: change.changeSet.removed.map {
          ChangeLine(change: "removed", localIdentifier: $0.localIdentifier, path: $0.path, mediaType: $0.mediaType.name)
        },
        moved: change.changeSet.moved, albums: albums)
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
      return ((try? encoder.encode(record)).map { String(decoding: $0, as: UTF8.self) } ?? "{}") + "\n"
    }
    var text = ChangeLine.lines(of: change.changeSet).map { $0.tableText(explain: false) }.joined()
    for album in albums {
      text += "album     \(album.title): \(album.count) (+\(album.inserted.count) -\(album.removed.count))\n"
    }
    return text
  }
}
