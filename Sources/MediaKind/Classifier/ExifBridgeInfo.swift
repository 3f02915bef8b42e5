import ExifBridge

/// The libexif bridge's facts that the library reports (`--version`).
enum ExifBridgeInfo {
  static var version: String { ExifDocument.libraryVersion }
}
