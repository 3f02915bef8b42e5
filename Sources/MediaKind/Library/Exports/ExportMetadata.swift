/// What an export states about one media file beside it: a Google Takeout JSON sidecar or a
/// row of iCloud's `Photo Details.csv` (Docs/Library.md, "Exports: Google Takeout and iCloud").
public struct ExportMetadata: Sendable, Hashable, Codable {
  /// Which export said it (`takeout` or `icloud-export`).
  public var source: MetadataSource
  /// The file name the export gives the media (Takeout `title`, iCloud `imgName`): the
  /// original name, before Takeout truncated or numbered it.
  public var title: String?
  /// The capture time (ISO 8601, UTC: both exports state instants, not wall clocks).
  public var creationDate: String?
  /// The position (Takeout `geoData`, `0,0` meaning none; iCloud states none).
  public var location: Location?
  /// Takeout: `geoData` differs from `geoDataExif`, the position the file had: the place was
  /// edited in Google Photos, so the export's position wins over the file's.
  public var locationEdited = false
  /// Takeout `favorited`, iCloud `favorite`.
  public var isFavorite: Bool?
  /// Takeout `archived` (Google's archive: out of the main view, as PhotoKit's hidden),
  /// iCloud `hidden`.
  public var isHidden: Bool?
  /// Takeout `trashed`, iCloud `deleted`: the item was in the service's bin.
  public var isTrashed: Bool?
  /// Takeout `description` (the caption), when not empty.
  public var caption: String?
  /// Takeout `people[].name`: the people tagged, in the export's order.
  public var people: [String]?
  /// Takeout `url`: the photo's address in Google Photos, the same in every copy Takeout
  /// writes of one photo (one per album folder and one in `Photos from YYYY`).
  public var url: String?

  /// Metadata from `source` with nothing stated yet.
  public init(source: MetadataSource) {
    self.source = source
  }
}
