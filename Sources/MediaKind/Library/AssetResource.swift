/// One file behind an asset (PhotoKit's `PHAssetResource`): its role, path, UTI and size.
public struct AssetResource: Sendable, Hashable {
  /// The role of a resource in its asset (PhotoKit's `PHAssetResourceType`, plus `sidecar`;
  /// Docs/Library.md, "Assets").
  public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
    /// The still of a photo asset (`PHAssetResourceType.photo`, 1).
    case photo
    /// The movie of a video asset (`.video`, 2).
    case video
    /// The sound of an audio asset (`.audio`, 3).
    case audio
    /// The video half of a Live Photo (`.pairedVideo`, 9).
    case pairedVideo
    /// The RAW of a RAW+JPEG pair (`.alternatePhoto`, 4).
    case alternatePhoto
    /// An edited copy of the photo (`.fullSizePhoto`, 5): a Google Takeout `-edited` file
    /// joined to its original.
    case fullSizePhoto
    /// An edited copy of the video (`.fullSizeVideo`, 6), as ``fullSizePhoto``.
    case fullSizeVideo
    /// The video of an edited Live Photo (`.fullSizePairedVideo`, 10): the paired video of a
    /// Google Takeout `-edited` Live Photo joined to its original.
    case fullSizePairedVideo
    /// The edit's recipe (`.adjustmentData`, 7): an `.AAE` adjustment envelope of Apple's
    /// Photos.
    case adjustmentData
    /// A sidecar with no PhotoKit type: an `.xmp` sidecar (its develop settings are not told
    /// apart from its rating), a Google Takeout JSON, a dataset's caption.
    case sidecar

    /// PhotoKit's `PHAssetResourceType` raw value, where there is one.
    public var photoKitType: Int? {
      switch self {
      case .photo: 1
      case .video: 2
      case .audio: 3
      case .alternatePhoto: 4
      case .fullSizePhoto: 5
      case .fullSizeVideo: 6
      case .adjustmentData: 7
      case .pairedVideo: 9
      case .fullSizePairedVideo: 10
      case .sidecar: nil
      }
    }

    /// Primary resources first, then paired video, alternate photo, edited copies, adjustment
    /// data and sidecars.
    var order: Int {
      switch self {
      case .photo, .video, .audio: 0
      case .pairedVideo: 1
      case .alternatePhoto: 2
      case .fullSizePhoto, .fullSizeVideo, .fullSizePairedVideo: 3
      case .adjustmentData: 4
      case .sidecar: 5
      }
    }

    /// Whether the resource is a file beside the media (``adjustmentData`` or ``sidecar``),
    /// not one that holds pixels or sound.
    public var isSidecarFile: Bool { self == .sidecar || self == .adjustmentData }
  }

  /// The resource's role.
  public var type: Kind
  /// The file's path, as the scan found it.
  public var path: String
  /// The content's UTI.
  public var uti: UniformTypeIdentifier?
  /// The file's size in bytes.
  public var fileSize: Int

  /// A resource from its parts.
  public init(type: Kind, path: String, uti: UniformTypeIdentifier?, fileSize: Int) {
    self.type = type
    self.path = path
    self.uti = uti
    self.fileSize = fileSize
  }
}
