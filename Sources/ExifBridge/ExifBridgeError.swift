/// Why libexif could not load a payload.
public enum ExifBridgeError: Error, Sendable, Equatable {
  /// `exif_data_new` returned nothing.
  case outOfMemory
  /// The payload is too short to hold a TIFF header.
  case tooShort
}
