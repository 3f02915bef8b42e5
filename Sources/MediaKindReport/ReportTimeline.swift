/// The capture-date chart of the report's summary: assets per month, or per year when the
/// dated assets span more than ``maxMonths`` months, every bucket between the first and the
/// last (empty ones with 0, so the axis is even), and the undated assets as a count apart (a
/// bar of them would set the scale and flatten every month).
struct ReportTimeline: Encodable {
  /// The most month buckets drawn; a longer span is drawn by year.
  static let maxMonths = 36

  /// `month` (labels `YYYY-MM`) or `year` (labels `YYYY`).
  let unit: String
  /// The dated buckets, oldest first, gaps filled with 0.
  let buckets: [ReportData.Count]
  /// Assets without a capture date (or with one that is not a date).
  let undated: Int

  /// The timeline of assets' creation dates (ISO 8601 strings, nil when undated).
  init(_ dates: [String?]) {
    var months: [Int: Int] = [:]  // year * 12 + month - 1
    var undated = 0
    for date in dates {
      if let date, let key = Self.monthKey(date) { months[key, default: 0] += 1 } else { undated += 1 }
    }
    self.undated = undated
    guard let first = months.keys.min(), let last = months.keys.max() else {
      unit = "month"
      buckets = []
      return
    }
    if last - first + 1 <= Self.maxMonths {
      unit = "month"
      buckets = (first...last).map { key in
        ReportData.Count(label: Self.four(key / 12) + "-" + Self.two(key % 12 + 1), count: months[key] ?? 0)
      }
    } else {
      unit = "year"
      var years: [Int: Int] = [:]
      for (key, count) in months { years[key / 12, default: 0] += count }
      buckets = (first / 12...last / 12).map { ReportData.Count(label: Self.four($0), count: years[$0] ?? 0) }
    }
  }

  /// `YYYY-MM…` as year * 12 + month - 1; nil when the string does not start with a date.
  static func monthKey(_ date: String) -> Int? {
    let chars = Array(date.utf8.prefix(7))
    guard chars.count == 7, chars[4] == UInt8(ascii: "-"),
      let year = Int(String(decoding: chars[0..<4], as: UTF8.self)),
      let month = Int(String(decoding: chars[5..<7], as: UTF8.self)),
      chars[0..<4].allSatisfy({ (0x30...0x39).contains($0) }), (1...12).contains(month)
    else { return nil }
    return year * 12 + month - 1
  }

  private static func four(_ n: Int) -> String { String(repeating: "0", count: max(0, 4 - String(n).count)) + String(n) }
  private static func two(_ n: Int) -> String { n < 10 ? "0\(n)" : String(n) }
}
