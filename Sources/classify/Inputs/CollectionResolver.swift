import ArgumentParser
import MediaKind

/// Finds the collection `classify assets --in-album TITLE|ID` names: a collection identifier
/// (album, smart album or moment), a smart album's name, title or number, an album's folder
/// path, or an album's or moment's title (case-insensitive). A title that names several
/// collections is refused with their identifiers.
enum CollectionResolver {
  struct Ambiguous: Error, CustomStringConvertible {
    var text: String
    var candidates: [AssetCollection]
    var description: String {
      "--in-album '\(text)' names \(candidates.count) collections; give an identifier:\n"
        + candidates.prefix(20).map {
          "  \($0.localIdentifier)  \($0.assetCollectionType.name)  \($0.localizedTitle ?? "")\($0.path.map { "  " + $0 } ?? "")\($0.startDate.map { "  " + $0 } ?? "")"
        }.joined(separator: "\n")
        + (candidates.count > 20 ? "\n  … and \(candidates.count - 20) more" : "")
    }
  }

  struct NotFound: Error, CustomStringConvertible {
    var text: String
    var description: String {
      "--in-album '\(text)' names no album, smart album or moment (list them with `classify albums --type all`)"
    }
  }

  static func resolve(_ text: String, in collections: LibraryCollections) throws -> AssetCollection {
    if let found = collections.collection(withLocalIdentifier: text)?.assetCollection { return found }
    if let album = SmartAlbum(name: text),
      let found = collections.smartAlbums.first(where: { $0.smartAlbum == album })
    {
      return found
    }
    let byPath = collections.albums.filter { $0.path == text || $0.path == trimmedSlash(text) }
    if byPath.count == 1 { return byPath[0] }
    let lower = text.lowercased()
    let byTitle = (collections.albums + collections.moments).filter { $0.localizedTitle?.lowercased() == lower }
    if byTitle.count == 1 { return byTitle[0] }
    if byTitle.count > 1 { throw Ambiguous(text: text, candidates: byTitle) }
    throw NotFound(text: text)
  }

  private static func trimmedSlash(_ text: String) -> String {
    var t = Substring(text)
    while t.count > 1, t.hasSuffix("/") { t = t.dropLast() }
    return String(t)
  }
}
