// Fact keys recorded from the EXIF payload (`ExifPayload`).
extension FactKey {
  /// `EXIF.CreateDate`.
  public static let exifCreateDate = FactKey(rawValue: "EXIF.CreateDate")
  /// `EXIF.CustomRendered`, read at ``.
  public static let exifCustomRendered = FactKey(rawValue: "EXIF.CustomRendered")
  /// `EXIF.DNGVersion`, read at ``.
  public static let exifDNGVersion = FactKey(rawValue: "EXIF.DNGVersion")
  /// `EXIF.DateTimeOriginal`.
  public static let exifDateTimeOriginal = FactKey(rawValue: "EXIF.DateTimeOriginal")
  /// `EXIF.ExposureTime`, read at ``.
  public static let exifExposureTime = FactKey(rawValue: "EXIF.ExposureTime")
  /// `EXIF.GPS`, read at ``.
  public static let exifGPS = FactKey(rawValue: "EXIF.GPS")
  /// `EXIF.GPSDateTime`, read at ``.
  public static let exifGPSDateTime = FactKey(rawValue: "EXIF.GPSDateTime")
  /// `EXIF.ImageUniqueID`, read at ``.
  public static let exifImageUniqueID = FactKey(rawValue: "EXIF.ImageUniqueID")
  /// `EXIF.LensMake`, read at ``.
  public static let exifLensMake = FactKey(rawValue: "EXIF.LensMake")
  /// `EXIF.LensModel`, read at ``.
  public static let exifLensModel = FactKey(rawValue: "EXIF.LensModel")
  /// `EXIF.Make`, read at ``.
  public static let exifMake = FactKey(rawValue: "EXIF.Make")
  /// `EXIF.Model`, read at ``.
  public static let exifModel = FactKey(rawValue: "EXIF.Model")
  /// `EXIF.ModifyDate`, read at ``.
  public static let exifModifyDate = FactKey(rawValue: "EXIF.ModifyDate")
  /// `EXIF.Orientation`, read at ``.
  public static let exifOrientation = FactKey(rawValue: "EXIF.Orientation")
  /// `EXIF.PixelXDimension`, read at ``.
  public static let exifPixelXDimension = FactKey(rawValue: "EXIF.PixelXDimension")
  /// `EXIF.PixelYDimension`, read at ``.
  public static let exifPixelYDimension = FactKey(rawValue: "EXIF.PixelYDimension")
  /// `EXIF.Rating`, read at ``.
  public static let exifRating = FactKey(rawValue: "EXIF.Rating")
  /// `EXIF.Software`, read at ``.
  public static let exifSoftware = FactKey(rawValue: "EXIF.Software")
  /// `EXIF.UserComment`, read at ``.
  public static let exifUserComment = FactKey(rawValue: "EXIF.UserComment")
}
