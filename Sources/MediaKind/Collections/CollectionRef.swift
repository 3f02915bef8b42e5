/// Where a collection sits in ``LibraryCollections``: its kind and position.
enum CollectionRef: Sendable, Hashable {
  case album(Int)
  case smartAlbum(Int)
  case moment(Int)
  case folder(Int)
  case cluster(Int)
  case year(Int)
}
