/// One classified file as the library keeps it: the per-file record plus the few facts the
/// library layer needs that the record schema does not carry.
///
/// The extra facts come from the same single classification pass (the probes' facts), so a
/// library scan reads each file once. The index stores this value as JSON, one row per file.
public struct LibraryFile: Sendable, Hashable, Codable {
  /// The classification, as `classify` prints it (without `livePhoto.pairedPath`, which
  /// depends on the other files of a scan).
  public var record: Classification
  /// Device, inode, size and modification time when the file was read.
  public var identity: FileIdentity?
  /// The star rating stated in the file (the record's `rating`: XMP `xmp:Rating`, else EXIF
  /// Rating 0x4746, else `MicrosoftPhoto:Rating` mapped to stars, clamped to −1…5); for an
  /// XMP sidecar, the sidecar's own `xmp:Rating` (`Docs/DetectionRules.md` "Favorites and rating").
  public var rating: Int?
  /// EXIF ImageUniqueID (0xA420) or Apple MakerNote ImageUniqueID (0x0015): one of the two
  /// ways RAW+JPEG siblings are matched (`Docs/DetectionRules.md` "RAW").
  public var imageUniqueID: String?
  /// Whether a vendor marked this frame as the best shot of its burst (XMP
  /// `GCamera:BurstPrimary` = 1, Samsung SEF 0x09e1) (`Docs/DetectionRules.md` "Burst").
  public var isBurstBestShot: Bool?
  /// Apple's playback variation of a rendered export (`com.apple.photos.variation-identifier`:
  /// 1 loop, 2 bounce, 3 long exposure) (`Docs/DetectionRules.md` "Loop, Bounce and Long Exposure").
  public var playbackVariation: Int?
  /// For an XMP sidecar, whether it says the asset is hidden (`mediakind:Hidden`,
  /// Docs/Changes.md "Favorite and hidden"); `nil` when it does not say.
  public var isHidden: Bool?
  /// For a file in Recently Deleted: the path it had in the library (the root joined with the
  /// library-relative path its entry's manifest keeps), which the asset's identifier is
  /// made from, so that it keeps its identifier there and after a restore.
  public var originalPath: String?
  /// For a file in Recently Deleted: when it was deleted (ISO 8601, UTC, from the manifest).
  public var deletionDate: String?
  /// The identifier the library keeps for the asset this file is the primary of, when it is
  /// not the path hash (`.mediakind/identities.json`, a Recently Deleted manifest;
  /// Docs/Changes.md, "Identity"). Set when a library is built, never stored in an index.
  package var keptIdentifier: String?
  /// For an archive member read whole by a thorough scan: the 128-bit XXH3 digest of its
  /// bytes, taken as the stream passed them. A member has no file identity and cannot be read
  /// again, so this is what shows two copies of a Takeout photo hold the same bytes
  /// (Docs/Library.md, "Exports: Google Takeout and iCloud"). Never stored in an index.
  package var contentDigest: UInt128?

  /// The file's size: its identity's, else its record's.
  var size: Int? { identity?.size ?? record.fileSize }

  /// Where the record's `creationDate` was read (`exif`, `xmp`, `quicktime`, `container`);
  /// `nil` for a record read back without its facts.
  public var creationDateSource: MetadataSource?
  /// Where the record's `location` was read (as ``creationDateSource``).
  public var locationSource: MetadataSource?
  /// For a Google Takeout JSON file: what it says (a media file's metadata, or its folder's
  /// album title) (Docs/Library.md, "Exports: Google Takeout and iCloud").
  public var takeoutSidecar: TakeoutSidecar?
  /// For an iCloud Photos export's `Photo Details.csv`: its rows.
  public var icloudPhotoDetails: ICloudPhotoDetails?
  /// For an iCloud Photos export's `Albums/NAME.csv`: the file names of the album's photos.
  public var icloudAlbum: ICloudAlbumList?
  /// For a `.livp` (iCloud's zip of a Live Photo) read in a folder walk: its still and its
  /// video, each named `FILE.livp//MEMBER`, which the library pairs as one Live Photo
  /// (Docs/Library.md, "A `.livp` in a folder walk").
  public var livePhotoMembers: [LibraryFile]?

  /// A library file from its parts; without `rating`, the record's.
  public init(
    record: Classification, identity: FileIdentity? = nil, rating: Int? = nil,
    imageUniqueID: String? = nil, isBurstBestShot: Bool? = nil, playbackVariation: Int? = nil
  ) {
    self.record = record
    self.identity = identity
    self.rating = rating ?? record.rating
    self.imageUniqueID = imageUniqueID
    self.isBurstBestShot = isBurstBestShot
    self.playbackVariation = playbackVariation
  }

  /// The file's path (the record's).
  public var path: String {
    get { record.path }
    set { record.path = newValue }
  }

  /// Whether the file is a sidecar the library attaches to an asset: an Apple adjustment
  /// envelope (`.AAE`) or an XMP sidecar (`.xmp`), by content or by extension.
  public var isSidecar: Bool {
    if record.format == .aae || record.format == .xmp { return true }
    guard record.mediaType == .unknown else { return false }
    let ext = PathParts(record.path).fileExtension
    return ext == "aae" || ext == "xmp"
  }

  /// The role of this sidecar in its asset: `adjustmentData` for an `.AAE` adjustment envelope
  /// (by content or, as ``isSidecar`` reads it, by extension), `sidecar` for the rest
  /// (Docs/Library.md, "Assets").
  var sidecarKind: AssetResource.Kind {
    if record.format == .aae { return .adjustmentData }
    if record.format != .xmp, record.mediaType == .unknown, PathParts(record.path).fileExtension == "aae" {
      return .adjustmentData
    }
    return .sidecar
  }
}
