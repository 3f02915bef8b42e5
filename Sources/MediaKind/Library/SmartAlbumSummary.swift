/// One smart album with its asset count: the record `classify albums` prints
/// (`{"subtype": 213, "name": "livePhotos", "title": "Live Photos", "count": 3}`).
public struct SmartAlbumSummary: Sendable, Hashable {
  /// PhotoKit's subtype number.
  public var subtype: Int
  /// The album's name (`livePhotos`).
  public var name: String
  /// The title Photos shows (`Live Photos`).
  public var title: String
  /// Assets in the album (burst representatives only, unless all burst assets were asked for).
  public var count: Int

  /// A summary of `album` holding `count` assets.
  public init(album: SmartAlbum, count: Int) {
    subtype = album.subtype
    name = album.name
    title = album.title
    self.count = count
  }

  /// The album this summary describes.
  public var album: SmartAlbum? { SmartAlbum(rawValue: subtype) }
}
