/// A day of the proleptic Gregorian calendar (no time, no zone): what a moment's title and
/// year are made of.
struct CalendarDay: Sendable, Hashable, Comparable {
  var year: Int
  var month: Int
  var day: Int

  init(year: Int, month: Int, day: Int) {
    self.year = year
    self.month = month
    self.day = day
  }

  /// The date at the start of an ISO 8601 text (`2024-05-01…`), as written: the wall clock of
  /// the text's own offset.
  init?(isoText text: String) {
    let b = Array(text.utf8.prefix(10))
    guard b.count == 10, b[4] == UInt8(ascii: "-"), b[7] == UInt8(ascii: "-") else { return nil }
    func number(_ range: Range<Int>) -> Int? {
      var v = 0
      for i in range {
        guard b[i] >= 48, b[i] <= 57 else { return nil }
        v = v * 10 + Int(b[i] - 48)
      }
      return v
    }
    guard let y = number(0..<4), let m = number(5..<7), let d = number(8..<10),
      (1...12).contains(m), (1...31).contains(d)
    else { return nil }
    year = y
    month = m
    day = d
  }

  /// The UTC day of an instant.
  init(secondsSince1970 seconds: Double) {
    self.init(daysSince1970: Int((seconds / 86_400).rounded(.down)))
  }

  /// The day `days` after 1970-01-01 (Howard Hinnant's `civil_from_days`).
  init(daysSince1970 days: Int) {
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let doe = z - era * 146_097
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
    let mp = (5 * doy + 2) / 153
    day = doy - (153 * mp + 2) / 5 + 1
    month = mp < 10 ? mp + 3 : mp - 9
    year = yoe + era * 400 + (month <= 2 ? 1 : 0)
  }

  /// `2024-05-01`.
  var isoText: String {
    func pad(_ v: Int, _ width: Int) -> String {
      let text = String(abs(v))
      return (v < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - text.count)) + text
    }
    return pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2)
  }

  static func < (a: Self, b: Self) -> Bool {
    (a.year, a.month, a.day) < (b.year, b.month, b.day)
  }
}
