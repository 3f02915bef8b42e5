// Fact keys recorded from XMP packets (`XMPPacket`).
extension FactKey {
  /// The key of the XMP property `prefix:name`, with the canonical prefix of
  /// `XMPNamespace` whatever prefix the file binds: `XMP.GCamera.MotionPhoto`.
  public static func xmp(_ prefix: String, _ name: String) -> FactKey {
    FactKey(rawValue: "XMP." + prefix + "." + name)
  }

  /// `XMP.Container.ItemCount`, read at `XMP Container:Directory`.
  public static let xmpContainerItemCount = FactKey(rawValue: "XMP.Container.ItemCount")
  /// `XMP.DepthMap.Format`.
  public static let xmpDepthMapFormat = xmp("DepthMap", "Format")
  /// `XMP.GCamera.BurstID`.
  public static let xmpGCameraBurstID = xmp("GCamera", "BurstID")
  /// `XMP.GCamera.BurstPrimary`.
  public static let xmpGCameraBurstPrimary = xmp("GCamera", "BurstPrimary")
  /// `XMP.GCamera.MicroVideo`.
  public static let xmpGCameraMicroVideo = xmp("GCamera", "MicroVideo")
  /// `XMP.GCamera.MicroVideoOffset`.
  public static let xmpGCameraMicroVideoOffset = xmp("GCamera", "MicroVideoOffset")
  /// `XMP.GCamera.MotionPhoto`.
  public static let xmpGCameraMotionPhoto = xmp("GCamera", "MotionPhoto")
  /// `XMP.GCamera.SpecialTypeID`.
  public static let xmpGCameraSpecialTypeID = xmp("GCamera", "SpecialTypeID")
  /// `XMP.GCreations.CameraBurstID`.
  public static let xmpGCreationsCameraBurstID = xmp("GCreations", "CameraBurstID")
  /// `XMP.GDepth.Data`.
  public static let xmpGDepthData = xmp("GDepth", "Data")
  /// `XMP.GDepth.Format`.
  public static let xmpGDepthFormat = xmp("GDepth", "Format")
  /// `XMP.GDepth.Mime`.
  public static let xmpGDepthMime = xmp("GDepth", "Mime")
  /// `XMP.GPano.ProjectionType`.
  public static let xmpGPanoProjectionType = xmp("GPano", "ProjectionType")
  /// `XMP.GPano.UsePanoramaViewer`.
  public static let xmpGPanoUsePanoramaViewer = xmp("GPano", "UsePanoramaViewer")
  /// `XMP.Item.Semantic`.
  public static let xmpItemSemantic = xmp("Item", "Semantic")
  /// `XMP.MicrosoftPhoto.Rating`.
  public static let xmpMicrosoftPhotoRating = xmp("MicrosoftPhoto", "Rating")
  /// `XMP.Present`.
  public static let xmpPresent = FactKey(rawValue: "XMP.Present")
  /// `XMP.SpatialMedia.version`.
  public static let xmpSpatialMediaVersion = xmp("SpatialMedia", "version")
  /// `XMP.exif.DateTimeOriginal`.
  public static let xmpExifDateTimeOriginal = xmp("exif", "DateTimeOriginal")
  /// `XMP.exif.GPSLatitude`.
  public static let xmpExifGPSLatitude = xmp("exif", "GPSLatitude")
  /// `XMP.exif.GPSLongitude`.
  public static let xmpExifGPSLongitude = xmp("exif", "GPSLongitude")
  /// `XMP.exif.GPSAltitude`.
  public static let xmpExifGPSAltitude = xmp("exif", "GPSAltitude")
  /// `XMP.exif.GPSAltitudeRef`.
  public static let xmpExifGPSAltitudeRef = xmp("exif", "GPSAltitudeRef")
  /// `XMP.exif.PixelXDimension`.
  public static let xmpExifPixelXDimension = xmp("exif", "PixelXDimension")
  /// `XMP.exif.PixelYDimension`.
  public static let xmpExifPixelYDimension = xmp("exif", "PixelYDimension")
  /// `XMP.exif.UserComment`.
  public static let xmpExifUserComment = xmp("exif", "UserComment")
  /// `XMP.hdrgm.Version`.
  public static let xmpHdrgmVersion = xmp("hdrgm", "Version")
  /// `XMP.photoshop.DateCreated`.
  public static let xmpPhotoshopDateCreated = xmp("photoshop", "DateCreated")
  /// `XMP.xmp.CreateDate`.
  public static let xmpCreateDate = xmp("xmp", "CreateDate")
  /// `XMP.xmp.Rating`.
  public static let xmpRating = xmp("xmp", "Rating")
  /// `XMP.mediakind.Hidden`: MediaKind's hidden flag in an XMP sidecar.
  public static let xmpMediaKindHidden = xmp("mediakind", "Hidden")
  /// `XMP.xmpNote.HasExtendedXMP`.
  public static let xmpNoteHasExtendedXMP = xmp("xmpNote", "HasExtendedXMP")
}
