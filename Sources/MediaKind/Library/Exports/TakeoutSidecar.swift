import Foundation

/// A Google Takeout JSON file: the metadata of one media file (`IMG_1234.JPG.json`,
/// `IMG_1234.JPG.supplemental-metadata.json` and their truncations) or of the album whose
/// folder holds it (`metadata.json`, `métadonnées.json`, `Metadaten.json`, ...)
/// (Docs/Library.md, "Exports: Google Takeout and iCloud").
///
/// Told apart by content, whatever the file's name or language: a media sidecar states
/// `photoTakenTime`, `creationTime` or a photo `url`; an album's states a `title` and none of
/// them (older exports wrap it in `albumData`).
public enum TakeoutSidecar: Sendable, Hashable, Codable {
  /// The metadata of one media file.
  case media(ExportMetadata)
  /// The metadata of the album the folder is: its title.
  case album(title: String)

  /// JSON files larger than this are no Takeout sidecar (real ones are a few KiB).
  static let maxBytes = 1 << 20

  /// The sidecar in `bytes`, `nil` when they are no Takeout JSON (any other JSON, or none).
  public static func parse(_ bytes: [UInt8]) -> TakeoutSidecar? {
    // Nesting is checked before Foundation reads it (Docs/Reliability.md, "Untrusted text").
    guard bytes.count <= maxBytes,
      bytes.first(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }) == UInt8(ascii: "{"),
      (try? JSONObjectShape.check(bytes)) != nil,
      let object = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any]
    else { return nil }
    let taken = timestamp(object["photoTakenTime"])
    let created = timestamp(object["creationTime"])
    let isMedia = taken != nil || created != nil || object["geoData"] != nil || object["url"] is String
    if !isMedia {
      let album = (object["albumData"] as? [String: Any]) ?? object
      guard let title = (album["title"] as? String)?.trimmingSpaces, !title.isEmpty,
        album["date"] != nil || album["access"] != nil || object["albumData"] != nil
          || album.keys.allSatisfy(albumKeys.contains)
      else { return nil }
      return .album(title: title)
    }
    var metadata = ExportMetadata(source: .takeout)
    metadata.title = (object["title"] as? String).flatMap { $0.isEmpty ? nil : $0 }
    // `photoTakenTime` is the capture time; `creationTime` is the upload, no capture date.
    metadata.creationDate = taken.map(CaptureDate.utc(unixSeconds:))
    let geo = position(object["geoData"])
    let exif = position(object["geoDataExif"])
    metadata.location = geo ?? exif
    metadata.locationEdited = geo != nil && geo != exif
    metadata.isFavorite = object["favorited"] as? Bool
    metadata.isHidden = object["archived"] as? Bool
    metadata.isTrashed = object["trashed"] as? Bool
    if let text = (object["description"] as? String)?.trimmingSpaces, !text.isEmpty { metadata.caption = text }
    let people = (object["people"] as? [[String: Any]] ?? []).compactMap {
      ($0["name"] as? String)?.trimmingSpaces
    }.filter { !$0.isEmpty }
    if !people.isEmpty { metadata.people = people }
    if let url = (object["url"] as? String)?.trimmingSpaces, !url.isEmpty { metadata.url = url }
    return .media(metadata)
  }

  /// The keys an album's metadata file may hold.
  static let albumKeys: Set<String> = ["title", "description", "access", "date", "location", "geoData", "sharedAlbumComments", "enrichments"]

  /// `{"timestamp": "1577880000", "formatted": "…"}` as Unix seconds (a number or digits);
  /// 0 and negative times are Google's "no date".
  static func timestamp(_ value: Any?) -> Int64? {
    guard let object = value as? [String: Any] else { return nil }
    let seconds: Int64? =
      if let text = object["timestamp"] as? String { Int64(text.trimmingSpaces) } else if let number = object["timestamp"] as? NSNumber {
        Int64(exactly: number.doubleValue.rounded(.down))
      } else { nil }
    guard let seconds, seconds > 0, seconds < 253_402_300_800 else { return nil }
    return seconds
  }

  /// `{"latitude": 48.85, "longitude": 2.29, "altitude": 35.0, ...}`; `0, 0` is Google's "no
  /// position", and a position out of range is none.
  static func position(_ value: Any?) -> Location? {
    guard let object = value as? [String: Any],
      let latitude = (object["latitude"] as? NSNumber)?.doubleValue,
      let longitude = (object["longitude"] as? NSNumber)?.doubleValue
    else { return nil }
    let altitude = (object["altitude"] as? NSNumber)?.doubleValue
    let location = Location(
      latitude: latitude, longitude: longitude, altitude: altitude == 0 ? nil : altitude)
    return location.isPlausible ? location.rounded : nil
  }
}
