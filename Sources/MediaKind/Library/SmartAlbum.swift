/// PhotoKit's smart albums (`PHAssetCollectionSubtype`, `smartAlbum…` values 201…220), each
/// a predicate over assets (`Docs/DetectionRules.md` "Smart albums"), and MediaKind's own
/// (HDR videos 1,000,001, Recently Deleted 1,000,002; Docs/Library.md "Smart albums").
///
/// Left out because files do not carry them: recently added (206), unable to upload (216). Long exposures (215) only find rendered exports that state Apple's
/// playback variation 3.
public enum SmartAlbum: Int, Sendable, Hashable, CaseIterable, Codable {
  /// Photos with `photoPanorama`.
  case panoramas = 201
  /// Every video asset.
  case videos = 202
  /// Assets rated 5 (file or XMP sidecar).
  case favorites = 203
  /// Videos with `videoTimelapse`.
  case timelapses = 204
  /// Hidden assets (`mediakind:Hidden` in an XMP sidecar): the one album that shows them.
  case allHidden = 205
  /// Burst frames (representatives unless all burst assets are asked for).
  case bursts = 207
  /// Videos with `videoHighFrameRate`.
  case slomoVideos = 208
  /// Every asset.
  case userLibrary = 209
  /// Front-camera captures (`selfie`).
  case selfPortraits = 210
  /// Photos with `photoScreenshot`.
  case screenshots = 211
  /// Portrait photos (`photoDepthEffect`).
  case depthEffect = 212
  /// Live Photos with their video.
  case livePhotos = 213
  /// Animated images (`photoAnimation`).
  case animated = 214
  /// Rendered long exposures (Apple playback variation 3).
  case longExposures = 215
  /// RAW photos and RAW+JPEG pairs.
  case raw = 217
  /// Cinematic videos (`videoCinematic`).
  case cinematic = 218
  /// Spatial photos and videos (`spatialMedia`).
  case spatial = 219
  /// Screen recordings (`videoScreenRecording`).
  case screenRecordings = 220
  /// HDR videos (`hdrVideo`: PQ, HLG or Dolby Vision). MediaKind's own album: PhotoKit has
  /// none, so its number is in the toolkit range from 1,000,000 up, which PhotoKit's numbers
  /// (2…, 100…, 200…, `Int.max`) never reach (Docs/Library.md, "Smart albums").
  case hdrVideos = 1_000_001
  /// Assets moved to Recently Deleted (`.mediakind/Recently Deleted/`), the one album that
  /// lists them. PhotoKit has no public subtype for it, so its number is MediaKind's, in the
  /// same toolkit range (Docs/Changes.md, "Recently Deleted").
  case recentlyDeleted = 1_000_002

  /// PhotoKit's subtype number (`PHAssetCollectionSubtype` raw value).
  public var subtype: Int { rawValue }

  /// The name: PhotoKit's case without `smartAlbum`, lower camel case (`livePhotos`).
  public var name: String {
    switch self {
    case .panoramas: "panoramas"
    case .videos: "videos"
    case .favorites: "favorites"
    case .timelapses: "timelapses"
    case .allHidden: "allHidden"
    case .bursts: "bursts"
    case .slomoVideos: "slomoVideos"
    case .userLibrary: "userLibrary"
    case .selfPortraits: "selfPortraits"
    case .screenshots: "screenshots"
    case .depthEffect: "depthEffect"
    case .livePhotos: "livePhotos"
    case .animated: "animated"
    case .longExposures: "longExposures"
    case .raw: "raw"
    case .cinematic: "cinematic"
    case .spatial: "spatial"
    case .screenRecordings: "screenRecordings"
    case .hdrVideos: "hdrVideos"
    case .recentlyDeleted: "recentlyDeleted"
    }
  }

  /// The title Photos shows.
  public var title: String {
    switch self {
    case .panoramas: "Panoramas"
    case .videos: "Videos"
    case .favorites: "Favorites"
    case .timelapses: "Time-lapse"
    case .allHidden: "Hidden"
    case .bursts: "Bursts"
    case .slomoVideos: "Slo-mo"
    case .userLibrary: "Library"
    case .selfPortraits: "Selfies"
    case .screenshots: "Screenshots"
    case .depthEffect: "Portrait"
    case .livePhotos: "Live Photos"
    case .animated: "Animated"
    case .longExposures: "Long Exposure"
    case .raw: "RAW"
    case .cinematic: "Cinematic"
    case .spatial: "Spatial"
    case .screenRecordings: "Screen Recordings"
    case .hdrVideos: "HDR Videos"
    case .recentlyDeleted: "Recently Deleted"
    }
  }

  /// The album called `name` (or with subtype number `name`), if any.
  public init?(name: String) {
    if let number = Int(name), let album = SmartAlbum(rawValue: number) {
      self = album
      return
    }
    let lower = name.lowercased()
    guard let album = Self.allCases.first(where: {
      $0.name.lowercased() == lower || $0.title.lowercased() == lower
    }) else { return nil }
    self = album
  }

  /// Whether a fetch of this album returns hidden assets whatever its options say.
  var showsHiddenAssets: Bool { self == .allHidden || self == .recentlyDeleted }

  /// The album's membership test.
  public var predicate: AssetPredicate {
    switch self {
    case .panoramas: .containsSubtypes(.photoPanorama)
    case .videos: .mediaType(.video)
    case .favorites: .isFavorite(true)
    case .timelapses: .containsSubtypes(.videoTimelapse)
    case .allHidden: .isHidden(true)
    case .bursts: .containsAnySubtype(.burst)
    case .slomoVideos: .containsSubtypes(.videoHighFrameRate)
    case .userLibrary: .all
    case .selfPortraits: .containsSubtypes(.selfie)
    case .screenshots: .containsSubtypes(.photoScreenshot)
    case .depthEffect: .containsSubtypes(.photoDepthEffect)
    // A Live Photo is a still *with* its video; an unpaired candidate is not in the album.
    case .livePhotos: .and([.containsSubtypes(.photoLive), .hasResource(.pairedVideo)])
    case .animated: .containsSubtypes(.photoAnimation)
    case .longExposures: .playbackVariation(3)
    case .raw: .or([.containsSubtypes(.raw), .hasResource(.alternatePhoto)])
    case .cinematic: .containsSubtypes(.videoCinematic)
    case .spatial: .containsSubtypes(.spatialMedia)
    case .screenRecordings: .containsSubtypes(.videoScreenRecording)
    case .hdrVideos: .and([.mediaType(.video), .containsSubtypes(.hdrVideo)])
    case .recentlyDeleted: .isTrashed(true)
    }
  }
}
