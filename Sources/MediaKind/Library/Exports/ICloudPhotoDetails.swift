/// One of the tables of Apple's iCloud Photos export (privacy.apple.com, "iCloud Photos Part
/// N of M"): `Photo Details.csv` (`Photo Details-1.csv`, ...), one row per file, with the
/// columns `imgName, fileChecksum, favorite, hidden, deleted, originalCreationDate, viewCount,
/// importDate` (Docs/Library.md, "Exports: Google Takeout and iCloud").
///
/// Told apart by its header, whatever the file is called: `imgName` and at least one of
/// `originalCreationDate`, `favorite`, `hidden`. Columns are found by name, so their order
/// and added columns do not matter.
public struct ICloudPhotoDetails: Sendable, Hashable, Codable {
  /// One entry per row, `title` holding the row's `imgName`.
  public var rows: [ExportMetadata]

  /// Tables larger than this are not read (a row is about 100 bytes: 640,000 files).
  static let maxBytes = 64 << 20

  /// The table in `bytes`, `nil` when they are no `Photo Details` table.
  public static func parse(_ bytes: [UInt8]) -> ICloudPhotoDetails? {
    guard bytes.count <= maxBytes else { return nil }
    let table = CSVRows.parse(bytes)
    guard let header = table.first?.map(\.trimmingSpaces),
      let name = header.firstIndex(of: "imgName")
    else { return nil }
    let date = header.firstIndex(of: "originalCreationDate")
    let favorite = header.firstIndex(of: "favorite")
    let hidden = header.firstIndex(of: "hidden")
    let deleted = header.firstIndex(of: "deleted")
    guard date != nil || favorite != nil || hidden != nil else { return nil }
    func field(_ row: [String], _ column: Int?) -> String? {
      guard let column, column < row.count else { return nil }
      let text = row[column].trimmingSpaces
      return text.isEmpty ? nil : text
    }
    var rows: [ExportMetadata] = []
    for row in table.dropFirst() {
      guard let imgName = field(row, name) else { continue }
      var metadata = ExportMetadata(source: .icloudExport)
      metadata.title = imgName
      metadata.creationDate = field(row, date).flatMap(Self.date)
      metadata.isFavorite = field(row, favorite).flatMap(Self.flag)
      metadata.isHidden = field(row, hidden).flatMap(Self.flag)
      metadata.isTrashed = field(row, deleted).flatMap(Self.flag)
      rows.append(metadata)
    }
    return ICloudPhotoDetails(rows: rows)
  }

  /// `yes`/`no` (and `true`/`false`, `1`/`0`).
  static func flag(_ text: String) -> Bool? {
    switch text.lowercased() {
    case "yes", "true", "1": true
    case "no", "false", "0": false
    default: nil
    }
  }

  static let months = [
    "january", "february", "march", "april", "may", "june", "july", "august", "september",
    "october", "november", "december",
  ]

  /// `Saturday June 4,2022 12:11 PM GMT` (the weekday optional, a 12- or 24-hour clock, GMT
  /// or UTC) as `2022-06-04T12:11:00Z`; an ISO 8601 text as it is; anything else `nil`.
  static func date(_ text: String) -> String? {
    if let iso = CaptureDate.iso(text), ISO8601Instant(iso) != nil { return iso }
    let words = text.replacing(",", with: " ").split(separator: " ").map { $0.lowercased() }
    guard let monthAt = words.firstIndex(where: { months.contains($0) }),
      words.count >= monthAt + 4,
      let month = months.firstIndex(of: words[monthAt]).map({ $0 + 1 }),
      let day = Int(words[monthAt + 1]), let year = Int(words[monthAt + 2])
    else { return nil }
    let clock = words[monthAt + 3].split(separator: ":")
    guard clock.count >= 2, var hour = Int(clock[0]), let minute = Int(clock[1]) else { return nil }
    let second = clock.count > 2 ? Int(clock[2]) ?? 0 : 0
    let rest = words.dropFirst(monthAt + 4)
    if rest.first == "pm", hour < 12 { hour += 12 }
    if rest.first == "am", hour == 12 { hour = 0 }
    let zone = rest.first { $0 != "am" && $0 != "pm" }
    guard zone == nil || zone == "gmt" || zone == "utc", (1...12).contains(month), (1...31).contains(day),
      (1800...9999).contains(year), (0...23).contains(hour), (0...59).contains(minute), (0...60).contains(second)
    else { return nil }
    func two(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
    let iso = "\(year)-\(two(month))-\(two(day))T\(two(hour)):\(two(minute)):\(two(second))Z"
    return ISO8601Instant(iso) == nil ? nil : iso
  }
}
