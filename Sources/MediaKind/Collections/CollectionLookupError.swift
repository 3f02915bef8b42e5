/// Why ``LibraryCollections/collection(named:)`` found no one collection for a name.
public enum CollectionLookupError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The name is the title of several collections (listed), so an identifier is needed.
  case ambiguous(name: String, candidates: [AssetCollection])
  /// No collection has that identifier, name, title or path.
  case notFound(name: String)

  /// `'Trip' names 3 collections; give an identifier:` and one line per candidate (the
  /// first 20: identifier, type, title, path, start date), or `'X' names no album, smart
  /// album or moment`.
  public var description: String {
    switch self {
    case .ambiguous(let name, let candidates):
      let lines = candidates.prefix(20).map { collection in
        var line = "  \(collection.localIdentifier)  \(collection.assetCollectionType.name)  \(collection.localizedTitle ?? "")"
        if let path = collection.path { line += "  " + path }
        if let start = collection.startDate { line += "  " + start }
        return line
      }
      return "'\(name)' names \(candidates.count) collections; give an identifier:\n" + lines.joined(separator: "\n")
        + (candidates.count > 20 ? "\n  … and \(candidates.count - 20) more" : "")
    case .notFound(let name):
      return "'\(name)' names no album, smart album or moment"
    }
  }
}
