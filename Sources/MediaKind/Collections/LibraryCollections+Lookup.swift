extension LibraryCollections {
  /// The one collection `name` names, as `classify assets --in-album` finds it: a
  /// collection's local identifier (album, smart album or moment), a smart album's name,
  /// title or number (``SmartAlbum/init(name:)``), an album's folder path (a trailing `/`
  /// ignored), or an album's or moment's title (case-insensitive). A title that names
  /// several collections is ``CollectionLookupError/ambiguous(name:candidates:)``.
  public func collection(named name: String) throws(CollectionLookupError) -> AssetCollection {
    if let found = collection(withLocalIdentifier: name)?.assetCollection { return found }
    if let album = SmartAlbum(name: name), let found = smartAlbums.first(where: { $0.smartAlbum == album }) {
      return found
    }
    var folder = Substring(name)
    while folder.count > 1, folder.hasSuffix("/") { folder = folder.dropLast() }
    let byPath = albums.filter { $0.path == name || $0.path.map { $0[...] } == folder }
    if byPath.count == 1 { return byPath[0] }
    let lower = name.lowercased()
    let byTitle = (albums + moments).filter { $0.localizedTitle?.lowercased() == lower }
    if byTitle.count == 1 { return byTitle[0] }
    if byTitle.count > 1 { throw .ambiguous(name: name, candidates: byTitle) }
    throw .notFound(name: name)
  }
}
