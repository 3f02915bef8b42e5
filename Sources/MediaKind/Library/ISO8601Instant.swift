/// A point in time parsed from the ISO 8601 text the records use (`creationDate`), comparable
/// across time zones.
///
/// Accepted forms: `YYYY-MM-DD`, then optionally `T` (or a space) and `HH:MM`, `:SS`,
/// a fraction `.fff…`, and a zone `Z`, `±HH:MM`, `±HHMM` or `±HH`. A time without a zone
/// (a "floating" camera time, as EXIF without OffsetTime gives) is read as UTC, so floating
/// times compare with each other exactly and with zoned times to within the unknown offset.
/// Foundation is not needed (the library does not import it).
public struct ISO8601Instant: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// Seconds since 1970-01-01T00:00:00Z.
  public var secondsSince1970: Double
  /// Whether the text named a zone (`Z` or an offset).
  public var hasZone: Bool

  /// An instant from seconds since 1970 (UTC).
  public init(secondsSince1970: Double, hasZone: Bool = true) {
    self.secondsSince1970 = secondsSince1970
    self.hasZone = hasZone
  }

  /// Parses `text`; `nil` when it is not one of the accepted forms or a field is out of range.
  public init?(_ text: String) {
    let b = Array(text.utf8)
    var i = 0
    func number(_ digits: Int) -> Int? {
      guard i + digits <= b.count else { return nil }
      var v = 0
      for k in 0..<digits {
        let c = b[i + k]
        guard c >= 48, c <= 57 else { return nil }
        v = v * 10 + Int(c - 48)
      }
      i += digits
      return v
    }
    func take(_ c: UInt8) -> Bool {
      guard i < b.count, b[i] == c else { return false }
      i += 1
      return true
    }
    guard let year = number(4), take(UInt8(ascii: "-")), let month = number(2),
      take(UInt8(ascii: "-")), let day = number(2), (1...12).contains(month), (1...31).contains(day)
    else { return nil }
    var hour = 0
    var minute = 0
    var second = 0.0
    var offset = 0
    var zoned = false
    if i < b.count, b[i] == UInt8(ascii: "T") || b[i] == UInt8(ascii: " ") {
      i += 1
      guard let h = number(2), take(UInt8(ascii: ":")), let m = number(2), h < 24, m < 60 else {
        return nil
      }
      hour = h
      minute = m
      if take(UInt8(ascii: ":")) {
        guard let s = number(2), s < 61 else { return nil }
        second = Double(s)
        if take(UInt8(ascii: ".")) || take(UInt8(ascii: ",")) {
          var scale = 0.1
          var digits = 0
          while i < b.count, b[i] >= 48, b[i] <= 57 {
            second += Double(b[i] - 48) * scale
            scale /= 10
            digits += 1
            i += 1
          }
          guard digits > 0 else { return nil }
        }
      }
      if take(UInt8(ascii: "Z")) {
        zoned = true
      } else if i < b.count, b[i] == UInt8(ascii: "+") || b[i] == UInt8(ascii: "-") {
        let sign = b[i] == UInt8(ascii: "-") ? -1 : 1
        i += 1
        guard let oh = number(2), oh <= 23 else { return nil }
        var om = 0
        if take(UInt8(ascii: ":")) {
          guard let m = number(2) else { return nil }
          om = m
        } else if i < b.count {
          guard let m = number(2) else { return nil }
          om = m
        }
        offset = sign * (oh * 3600 + om * 60)
        zoned = true
      }
    }
    guard i == b.count else { return nil }
    let days = Self.daysFromCivil(year: year, month: month, day: day)
    let local = Double(days) * 86_400 + Double(hour * 3600 + minute * 60) + second
    secondsSince1970 = local - Double(offset)
    hasZone = zoned
  }

  /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's `days_from_civil`).
  static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yoe = y - era * 400
    let mp = (month + 9) % 12
    let doy = (153 * mp + 2) / 5 + day - 1
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
    return era * 146_097 + doe - 719_468
  }

  /// Earlier instants order first.
  public static func < (a: Self, b: Self) -> Bool { a.secondsSince1970 < b.secondsSince1970 }

  /// Seconds since 1970, as text.
  public var description: String { "\(secondsSince1970)" }
}
