/// Where an asset's value came from (`creationDateSource`, `locationSource`, `favoriteSource`,
/// `hiddenSource` in the asset record; Docs/Library.md, "Exports: Google Takeout and iCloud").
///
/// The file's own metadata (`exif`, `xmp`, `quicktime`, `container`) comes first; an export's
/// sidecar fills what the file does not state, and wins where it records an edit the user
/// made in the service (a date or a place changed in Google Photos).
public enum MetadataSource: String, Sendable, Hashable, Codable, CaseIterable {
  /// EXIF in the file (DateTimeOriginal and its chain, the GPS block).
  case exif
  /// XMP in the file (`exif:DateTimeOriginal`, `xmp:CreateDate`, `exif:GPSLatitude`, ...).
  case xmp
  /// QuickTime or ISO BMFF movie metadata (`mvhd`, `com.apple.quicktime.*`, `©xyz`).
  case quicktime
  /// Another container's own metadata (Matroska, ASF, RIFF, MPEG-TS, DV).
  case container
  /// The file's star rating (`xmp:Rating`, EXIF Rating) rated 5 (favourite).
  case rating
  /// An `.xmp` sidecar beside the file (its `xmp:Rating` or `mediakind:Hidden`).
  case xmpSidecar = "xmp-sidecar"
  /// A Google Takeout JSON sidecar (`photoTakenTime`, `geoData`, `favorited`, `archived`).
  case takeout
  /// Apple's iCloud Photos export (`Photo Details.csv`: `originalCreationDate`, `favorite`,
  /// `hidden`).
  case icloudExport = "icloud-export"
  /// The file's modification time: no capture date anywhere (moments and date filters say
  /// so; the asset's `creationDate` is never a file time).
  case fileTime = "file-time"
}
