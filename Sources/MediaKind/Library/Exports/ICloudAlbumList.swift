/// An album of Apple's iCloud Photos export (privacy.apple.com): `Albums/NAME.csv` in an export
/// part, one column headed `Images` (also read: `imageName`, `imgName`) listing the file names
/// of the album's photos, the album's title being the CSV's name (Docs/Library.md, "Exports:
/// Google Takeout and iCloud").
///
/// Only a CSV in a folder named `Albums` is read as one: the export's `Memories/NAME.csv` have
/// the same shape and are no albums.
public struct ICloudAlbumList: Sendable, Hashable, Codable {
  /// The file names the album lists, in its order, each once.
  public var names: [String]

  /// The headers an album's one column may have (compared without case).
  static let headers: Set<String> = ["images", "imagename", "imgname"]

  /// The list in `bytes`, `nil` when they are no album list (another header, more than one
  /// column, or larger than `ICloudPhotoDetails.maxBytes`).
  public static func parse(_ bytes: [UInt8]) -> ICloudAlbumList? {
    guard bytes.count <= ICloudPhotoDetails.maxBytes else { return nil }
    let table = CSVRows.parse(bytes)
    guard let header = table.first, header.count == 1, headers.contains(header[0].trimmingSpaces.lowercased())
    else { return nil }
    var names: [String] = []
    var seen: Set<String> = []
    for row in table.dropFirst() {
      guard row.count == 1 else { return nil }
      let name = row[0].trimmingSpaces
      if !name.isEmpty, seen.insert(name).inserted { names.append(name) }
    }
    return ICloudAlbumList(names: names)
  }
}
