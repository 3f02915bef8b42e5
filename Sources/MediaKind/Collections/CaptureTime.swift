/// When an asset was taken, as moments need it: an instant to order by, the wall-clock day in
/// the asset's own offset (for years and titles), the text to print, and whether it is only the
/// file's modification time.
struct CaptureTime: Sendable, Hashable {
  /// Seconds since 1970 (UTC; a floating capture time is read as UTC, as everywhere).
  var seconds: Double
  /// The calendar day on the asset's own clock: the date as written in `creationDate`
  /// (whatever its offset), or the UTC day of a file time.
  var day: CalendarDay
  /// The ISO 8601 text: the record's `creationDate`, or the file time in UTC.
  var text: String
  /// Whether the time is the file's modification time (no capture date in the file).
  var isFileTime: Bool

  /// The capture time of `asset`: its `creationDate`, else its file's modification time,
  /// else `nil`.
  init?(_ asset: Asset) {
    if let text = asset.creationDate, let instant = ISO8601Instant(text),
      let day = CalendarDay(isoText: text)
    {
      seconds = instant.secondsSince1970
      self.day = day
      self.text = text
      isFileTime = false
      return
    }
    guard let modified = asset.modificationTime, modified.isFinite else { return nil }
    seconds = modified
    day = CalendarDay(secondsSince1970: modified)
    text = Self.utcText(modified)
    isFileTime = true
  }

  /// `2024-05-01T10:00:00Z` (whole seconds, UTC).
  static func utcText(_ seconds: Double) -> String {
    let whole = Int(seconds.rounded(.down))
    let (days, rest) = whole.quotientAndRemainder(dividingBy: 86_400)
    let adjustedDays = rest < 0 ? days - 1 : days
    let secondOfDay = rest < 0 ? rest + 86_400 : rest
    let day = CalendarDay(daysSince1970: adjustedDays)
    func two(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
    return day.isoText + "T" + two(secondOfDay / 3600) + ":" + two(secondOfDay / 60 % 60) + ":"
      + two(secondOfDay % 60) + "Z"
  }
}
