/// One PhotoKit-style asset (`PHAsset`): a photo, a video, a Live Photo, a RAW+JPEG pair or
/// an audio file, made of one or more resources.
///
/// The primary resource (a `photo`, `video` or `audio`) gives the pixel size, capture date,
/// location, camera and burst; a Live Photo's ``duration`` is its paired video's, and
/// ``fileSize`` is the sum over all resources. JSON follows the asset schema of
/// `Docs/CLI.md` (`schemaVersion` 1).
public struct Asset: Sendable, Hashable {
  /// The schema version this type encodes (`1`).
  public static let schemaVersion = 1

  /// A stable identifier (`UUID/L0/001`, as PhotoKit spells them), derived from the normalized
  /// absolute path of the primary resource: the same files give the same identifier in every
  /// run, whatever the working directory or the spelling of the root.
  public var localIdentifier: String
  /// PhotoKit's media type of the asset as a whole (a Live Photo is an image).
  public var mediaType: MediaType
  /// Subtypes of the asset as a whole: the primary's, plus `photoLive` for a paired Live
  /// Photo and `raw` when a RAW alternate is attached.
  public var subtypes: MediaSubtypes
  /// The resources, primary first.
  public var resources: [AssetResource]
  /// The sum of the resources' sizes.
  public var fileSize: Int
  /// From the primary resource (display orientation).
  public var pixelWidth: Int?
  /// From the primary resource (display orientation).
  public var pixelHeight: Int?
  /// Seconds: the primary's; a Live Photo's is its video's.
  public var duration: Double?
  /// The primary's capture time (ISO 8601, as in the records).
  public var creationDate: String?
  /// The primary's position.
  public var location: Location?
  /// Burst membership, with `representsBurst` decided by the library (``BurstGrouping``).
  public var burst: BurstInfo?
  /// The primary's camera make.
  public var make: String?
  /// The primary's camera model.
  public var model: String?
  /// The primary resource's UTI.
  public var uti: UniformTypeIdentifier?
  /// The star rating (−1…5) from an XMP sidecar, else from the primary file.
  public var rating: Int?
  /// The Live Photo link: the still's content identifier and, when paired, the video's path.
  public var livePhoto: LivePhotoInfo?
  /// How the Live Photo's still and video were paired; stated only when the library was
  /// built with ``LivePairingMode/probable`` (`nil` otherwise, and for an asset without a pair).
  public var livePairing: LivePairing?
  /// Which test joined the RAW (the `alternatePhoto` resource) to the primary, with its
  /// values (`RAWPairing.Match`), for ``explained()``; not part of the asset's JSON (the
  /// explanation prints it).
  var rawPairing: String?
  /// Whether the asset's files hold all of their media (``Integrity/worst(of:)`` of the
  /// primary, its paired video and its alternate), which `--where integrity` compares. Not
  /// part of the asset's JSON (the file records print it).
  public var integrity: Integrity?
  /// Apple's playback variation of a rendered export (3 = long exposure), when stated.
  public var playbackVariation: Int?
  /// Plain-language remarks, such as why a Live Photo candidate has no video.
  public var notes: [String]?
  /// The primary resource's technical facts (codecs, bit rate, colour, exposure), which
  /// `--where` compares (Docs/CLI.md, "Technical facts"); they stay in the file records and
  /// are not part of the asset's JSON.
  public var technical = TechnicalMetadata()
  /// PhotoKit's `isHidden`: the asset's XMP sidecar says `mediakind:Hidden` is true
  /// (Docs/Changes.md, "Favorite and hidden"). Hidden assets leave every fetch unless
  /// ``FetchOptions/includeHiddenAssets``; the smart album ``SmartAlbum/allHidden`` shows them.
  public var isHidden = false
  /// When the asset was moved to Recently Deleted (ISO 8601, UTC), `nil` for an asset in the
  /// library: a deleted asset is listed only by ``SmartAlbum/recentlyDeleted``.
  public var deletionDate: String?
  /// The primary file's modification time (seconds since 1970): the sort fallback for a
  /// missing capture date; encoded as ``modificationDate``.
  public var modificationTime: Double?
  /// Where ``creationDate`` came from: the file's own metadata (`exif`, `xmp`, `quicktime`,
  /// `container`) or an export's sidecar (`takeout`, `icloud-export`) (Docs/Library.md,
  /// "Exports: Google Takeout and iCloud").
  public var creationDateSource: MetadataSource?
  /// Where ``location`` came from (as ``creationDateSource``).
  public var locationSource: MetadataSource?
  /// An explicit favourite flag (an export's `favorited` / `favorite`), which ``isFavorite``
  /// reads before the rating; `nil` when nothing states one or an XMP sidecar's rating (the
  /// user's own later word) overrides it.
  public var statedFavorite: Bool?
  /// Where ``isFavorite`` came from when the asset is a favourite: `rating` (the file's),
  /// `xmp-sidecar`, `takeout` or `icloud-export`.
  public var favoriteSource: MetadataSource?
  /// Where ``isHidden`` came from when the asset is hidden: `xmp-sidecar` (`mediakind:Hidden`),
  /// `takeout` (`archived`) or `icloud-export` (`hidden`).
  public var hiddenSource: MetadataSource?
  /// Whether an export says the item was in the service's bin (Takeout `trashed`, iCloud
  /// `deleted`): such an asset is listed only by ``SmartAlbum/recentlyDeleted``, with no
  /// ``deletionDate`` (the exports state none).
  public var isTrashedInExport = false
  /// The caption an export states (Takeout `description`).
  public var caption: String?
  /// The people an export tags (Takeout `people[].name`), in its order.
  public var people: [String]?
  /// Other files that hold the primary's bytes and are the same photo: the copies Google
  /// Takeout writes of one photo, one per album folder and one in `Photos from YYYY`
  /// (Docs/Library.md, "Exports: Google Takeout and iCloud", "One photo in several folders").
  /// Each makes the asset a member of its folder's album; none is a resource (the bytes are
  /// the primary's), and ``fileSize`` counts the primary once.
  public var copies: [String]?
  /// With `--explain` (``explained()``): where each library-state value came from and why
  /// the files were grouped, one ``FieldEvidence`` each (Docs/CLI.md, "`classify assets
  /// --explain`"); `nil` otherwise.
  public var fieldEvidence: [FieldEvidence]?

  /// An asset from its parts; ``fileSize`` is computed from `resources`.
  public init(
    localIdentifier: String, mediaType: MediaType, subtypes: MediaSubtypes = [],
    resources: [AssetResource]
  ) {
    self.localIdentifier = localIdentifier
    self.mediaType = mediaType
    self.subtypes = subtypes
    self.resources = resources
    self.fileSize = resources.reduce(0) { $0 + $1.fileSize }
  }

  /// PhotoKit's raw `mediaSubtypes` value (the PhotoKit bits of ``subtypes``).
  public var mediaSubtypes: UInt { subtypes.photoKitRawValue }

  /// The primary resource.
  public var primaryResource: AssetResource? { resources.first }

  /// The primary resource's path.
  public var path: String { resources.first?.path ?? "" }

  /// PhotoKit's `isFavorite`: an export's favourite flag (``statedFavorite``), else a rating of
  /// 5 stars (`Docs/DetectionRules.md` "Favorites and rating").
  public var isFavorite: Bool { statedFavorite ?? ((rating ?? 0) >= 5) }

  /// Whether the asset is in Recently Deleted (it has a ``deletionDate``, or an export says it
  /// was in the service's bin).
  public var isTrashed: Bool { deletionDate != nil || isTrashedInExport }

  /// Whether a fetch without options lists the asset: neither deleted nor hidden (what
  /// collections count and moments hold).
  var isListed: Bool { !isTrashed && !isHidden }

  /// PhotoKit's `representsBurst`: false only for a burst frame that is not its burst's
  /// representative.
  public var representsBurst: Bool { burst?.representsBurst ?? true }

  /// Whether the asset is a Live Photo with its video (a `pairedVideo` resource).
  public var isPairedLivePhoto: Bool { resources.contains { $0.type == .pairedVideo } }

  /// PhotoKit's `burstSelectionTypes` bit mask: `autoPick` (1) when a vendor marked this frame
  /// as the burst's best shot, `userPick` (2) never from a camera file; 0 otherwise.
  public var burstSelectionTypes: Int {
    (burst?.selectionTypes ?? []).reduce(0) { mask, name in
      mask | (BurstInfo.selectionTypeNames.firstIndex(of: name).map { 1 << $0 } ?? 0)
    }
  }

  /// PhotoKit's `modificationDate`: the primary file's modification time as
  /// `YYYY-MM-DDTHH:MM:SSZ` (whole seconds, UTC), `nil` when unknown.
  public var modificationDate: String? {
    modificationTime.map { CaptureDate.utc(unixSeconds: Int64($0.rounded(.down))) }
  }

  /// The capture time, else the modification time, as seconds since 1970: the sort order of
  /// ``AssetSortDescriptor/Key/creationDate`` (undated assets among dated ones by their file
  /// time). Date predicates do not use it: an undated asset matches no capture-date range.
  public var sortDate: Double? {
    creationDate.flatMap(ISO8601Instant.init)?.secondsSince1970 ?? modificationTime
  }

  /// The same asset without its modification time: what "changed" compares.
  var contentForComparison: Asset {
    var copy = self
    copy.modificationTime = nil
    return copy
  }
}
