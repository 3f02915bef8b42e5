/// The English date-range titles of moments and clusters: `12 May 2024`, `12–14 May 2024`,
/// `30 April – 2 May 2024`, `30 December 2023 – 2 January 2024` (an en dash, spaced when the
/// range crosses a month). Not localized: the titles are the same on every machine.
enum DateRangeText {
  static let months = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
  ]

  static func monthName(_ month: Int) -> String {
    (1...12).contains(month) ? months[month - 1] : "Month \(month)"
  }

  /// The range from `first` to `last` (swapped when `last` is earlier).
  static func text(from first: CalendarDay, to last: CalendarDay) -> String {
    let (a, b) = first <= last ? (first, last) : (last, first)
    if a == b { return "\(a.day) \(monthName(a.month)) \(a.year)" }
    if a.year == b.year, a.month == b.month {
      return "\(a.day)–\(b.day) \(monthName(a.month)) \(a.year)"
    }
    if a.year == b.year {
      return "\(a.day) \(monthName(a.month)) – \(b.day) \(monthName(b.month)) \(a.year)"
    }
    return "\(a.day) \(monthName(a.month)) \(a.year) – \(b.day) \(monthName(b.month)) \(b.year)"
  }

  /// Place names as one title: `Paris`, `Paris & Lyon`, `Paris, Lyon & Nice`,
  /// `Paris, Lyon & 2 more`.
  static func places(_ names: [String]) -> String? {
    switch names.count {
    case 0: return nil
    case 1: return names[0]
    case 2: return names[0] + " & " + names[1]
    case 3: return names[0] + ", " + names[1] + " & " + names[2]
    default: return names[0] + ", " + names[1] + " & \(names.count - 2) more"
    }
  }
}
