// Fact keys recorded from QuickTime and MP4 movies (`ISOBMFFProbe+Movie`).
extension FactKey {
  /// The key of a movie-level QuickTime metadata item (`moov/meta` `keys` + `ilst`):
  /// `QuickTime.Keys.` followed by the item's key, such as `com.apple.quicktime.make`.
  public static func quickTimeKey(_ key: String) -> FactKey {
    FactKey(rawValue: "QuickTime.Keys." + key)
  }

  /// The key of a video track's QuickTime metadata item (`trak/meta` `keys` + `ilst`):
  /// `QuickTime.TrackKeys.` followed by the item's key.
  public static func quickTimeTrackKey(_ key: String) -> FactKey {
    FactKey(rawValue: "QuickTime.TrackKeys." + key)
  }

  /// `QuickTime.CreateDate`, read at `moov/mvhd`.
  public static let quickTimeCreateDate = FactKey(rawValue: "QuickTime.CreateDate")
  /// `QuickTime.HandlerTypes`, read at `moov/trak/mdia/hdlr`.
  public static let quickTimeHandlerTypes = FactKey(rawValue: "QuickTime.HandlerTypes")
  /// `QuickTime.Keys.com.android.capture.fps`.
  public static let quickTimeAndroidCaptureFPS = quickTimeKey("com.android.capture.fps")
  /// `QuickTime.Keys.com.apple.photos.captureMode`.
  public static let quickTimeCaptureMode = quickTimeKey("com.apple.photos.captureMode")
  /// `QuickTime.Keys.com.apple.photos.variation-identifier`.
  public static let quickTimeVariationIdentifier = quickTimeKey("com.apple.photos.variation-identifier")
  /// `QuickTime.Keys.com.apple.quicktime.camera.lens_model`.
  public static let quickTimeLensModel = quickTimeKey("com.apple.quicktime.camera.lens_model")
  /// `QuickTime.Keys.com.apple.quicktime.cinematic-video-intent`.
  public static let quickTimeCinematicVideoIntent = quickTimeKey("com.apple.quicktime.cinematic-video-intent")
  /// `QuickTime.Keys.com.apple.quicktime.content.identifier`.
  public static let quickTimeContentIdentifier = quickTimeKey("com.apple.quicktime.content.identifier")
  /// `QuickTime.Keys.com.apple.quicktime.full-frame-rate-playback-intent`.
  public static let quickTimeFullFrameRatePlaybackIntent = quickTimeKey("com.apple.quicktime.full-frame-rate-playback-intent")
  /// `QuickTime.MetadataKeys`, read at `moov/trak(meta)/stsd/mebx/keys`.
  public static let quickTimeMetadataKeys = FactKey(rawValue: "QuickTime.MetadataKeys")
  /// `QuickTime.Rotation`, read at `moov/trak/tkhd matrix`.
  public static let quickTimeRotation = FactKey(rawValue: "QuickTime.Rotation")
  /// `QuickTime.SpatialVideo`, read at `moov/trak`.
  public static let quickTimeSpatialVideo = FactKey(rawValue: "QuickTime.SpatialVideo")
  /// `QuickTime.Spherical`, read at `moov/trak(vide)/stsd sv3d/st3d`.
  public static let quickTimeSpherical = FactKey(rawValue: "QuickTime.Spherical")
  /// `QuickTime.TrackKeys.com.apple.photos.captureMode`.
  public static let quickTimeTrackCaptureMode = quickTimeTrackKey("com.apple.photos.captureMode")
  /// `QuickTime.TrackKeys.com.apple.quicktime.camera.lens_model`.
  public static let quickTimeTrackLensModel = quickTimeTrackKey("com.apple.quicktime.camera.lens_model")
  /// `QuickTime.TypeFromName`, read at `file name (moov past the head)`.
  public static let quickTimeTypeFromName = FactKey(rawValue: "QuickTime.TypeFromName")
  /// `QuickTime.UserData.Date`, read at `moov/udta/©day`.
  public static let quickTimeUserDataDate = FactKey(rawValue: "QuickTime.UserData.Date")
  /// `QuickTime.UserData.GPSCoordinates`, read at `moov/udta/©xyz`.
  public static let quickTimeUserDataGPSCoordinates = FactKey(rawValue: "QuickTime.UserData.GPSCoordinates")
  /// `QuickTime.UserData.LocationInformation`, read at `moov/udta/loci`.
  public static let quickTimeUserDataLocationInformation = FactKey(rawValue: "QuickTime.UserData.LocationInformation")
  /// `QuickTime.UserData.Make`, read at `moov/udta/©mak`.
  public static let quickTimeUserDataMake = FactKey(rawValue: "QuickTime.UserData.Make")
  /// `QuickTime.UserData.Model`, read at `moov/udta/©mod`.
  public static let quickTimeUserDataModel = FactKey(rawValue: "QuickTime.UserData.Model")
  /// `QuickTime.Video.DolbyVisionProfile`, read at `moov/trak(vide) stsd dvcC/dvvC/dvwC`.
  public static let quickTimeDolbyVisionProfile = FactKey(rawValue: "QuickTime.Video.DolbyVisionProfile")
  /// `QuickTime.Video.TransferCharacteristics`, read at `moov/trak(vide) stsd colr`.
  public static let quickTimeVideoTransferCharacteristics = FactKey(rawValue: "QuickTime.Video.TransferCharacteristics")
  /// `QuickTime.VideoCodec`, read at `moov/trak/mdia/minf/stbl/stsd`.
  public static let quickTimeVideoCodec = FactKey(rawValue: "QuickTime.VideoCodec")
  /// `QuickTime.VideoFrameRate`, read at `moov/trak(vide) stsz/mdhd`.
  public static let quickTimeVideoFrameRate = FactKey(rawValue: "QuickTime.VideoFrameRate")
}
