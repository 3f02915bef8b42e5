/// Builds ISO 8601 capture times from the forms files use (EXIF `YYYY:MM:DD HH:MM:SS`,
/// QuickTime ISO 8601 with `+HHMM` offsets, `mvhd` seconds since 1904).
/// Source: EXIF 2.32 §4.6.5 (DateTimeOriginal, SubSecTimeOriginal, OffsetTimeOriginal);
/// `Docs/DetectionRules.md` "Capture date".
public enum CaptureDate {
  /// An EXIF date with optional sub-seconds and offset, as `2025-08-17T19:33:48.600-04:00`;
  /// nil for blank or all-zero dates, and for text after the 19 date characters other than
  /// a fraction and a zone.
  public static func exif(_ text: String, subseconds: String? = nil, offset: String? = nil)
    -> String?
  {
    let digits = text.trimmingSpaces
    let chars = Array(digits.utf8)
    guard chars.count >= 19 else { return nil }
    func number(_ range: Range<Int>) -> Int? {
      var value = 0
      for i in range {
        let c = chars[i]
        guard c >= 0x30 && c <= 0x39 else { return nil }
        value = value * 10 + Int(c - 0x30)
      }
      return value
    }
    guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
      let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
      year > 0, (1...12).contains(month), (1...31).contains(day), hour < 25, minute < 60,
      second < 61
    else { return nil }
    // After the 19 characters only a fraction and a zone may follow (some writers append
    // them, ExifTool reads them); other text makes the value invalid rather than a prefix.
    var position = 19
    var inlineFraction: String?
    if position < chars.count, chars[position] == UInt8(ascii: ".") {
      var end = position + 1
      while end < chars.count, chars[end] >= 0x30 && chars[end] <= 0x39 { end += 1 }
      inlineFraction = String(decoding: chars[(position + 1)..<end], as: UTF8.self)
      position = end
    }
    var inlineOffset: String?
    if position < chars.count {
      guard let zone = normalisedOffset(String(decoding: chars[position...], as: UTF8.self))
      else { return nil }
      inlineOffset = zone
    }
    var result = timestamp(year, month, day, hour, minute, second)
    if let sub = subseconds?.trimmingSpaces ?? inlineFraction, !sub.isEmpty,
      sub.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 })
    {
      result += milliseconds(sub.utf8)
    }
    if let zone = offset.flatMap(normalisedOffset) ?? inlineOffset { result += zone }
    return result
  }

  /// A fraction of a second as `.mmm`: the first three digits written, padded with zeros
  /// (`"6"` → `.600`, `"00"` → `.000`, `"023460"` → `.023`: truncated, never rounded, so a
  /// time never moves into the next second). The one formatter of every source's fraction
  /// (EXIF `SubSecTime*`, XMP, QuickTime), so one instant prints one way whichever source
  /// a mode reached (`Docs/DetectionRules.md`, "Capture date").
  static func milliseconds<Digits: Collection<UInt8>>(_ digits: Digits) -> String {
    var out: [UInt8] = [UInt8(ascii: "."), 0x30, 0x30, 0x30]
    for (i, digit) in digits.prefix(3).enumerated() { out[i + 1] = digit }
    return String(decoding: out, as: UTF8.self)
  }

  /// `+HH:MM` from `+HH:MM`, `+HHMM`, `+HH` or `Z`; nil otherwise.
  public static func normalisedOffset(_ text: String) -> String? {
    var bytes = Array(text.utf8)[...]
    while let first = bytes.first, isSpace(first) { bytes = bytes.dropFirst() }
    while let last = bytes.last, isSpace(last) { bytes = bytes.dropLast() }
    if bytes.elementsEqual([UInt8(ascii: "Z")]) { return "Z" }
    guard let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") else {
      return nil
    }
    // The digits after the sign; a separator such as `:` between them is skipped.
    let digits = bytes.dropFirst().filter { $0 >= 0x30 && $0 <= 0x39 }
    guard digits.count == 4 || digits.count == 2 else { return nil }
    let zone = [sign] + digits.prefix(2) + [UInt8(ascii: ":")]
      + (digits.count == 4 ? Array(digits.suffix(2)) : [0x30, 0x30])
    return String(decoding: zone, as: UTF8.self)
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  /// A QuickTime/ISO/XMP date (`2023-05-01T10:11:12+0200`) normalised to `...+02:00`.
  ///
  /// ```
  /// YYYY-MM-DD ("T" | " ") hh:mm [":" ss ["." fraction]] [Z | ±hh:mm | ±hhmm | ±hh]
  /// ```
  /// Seconds are optional, as XMP allows (XMP Part 1 §10.5.4, after W3C date-time:
  /// `2019-04-30T12:06+02:00`); missing seconds read as `:00`. Date-only values, all-zero
  /// years and trailing text that is not a zone give nil.
  public static func iso(_ text: String) -> String? {
    let chars = Array(text.trimmingSpaces.utf8)
    func digits(_ at: Int, _ count: Int) -> Int? {
      guard at >= 0, at + count <= chars.count else { return nil }
      var value = 0
      for c in chars[at..<(at + count)] {
        guard c >= 0x30 && c <= 0x39 else { return nil }
        value = value * 10 + Int(c - 0x30)
      }
      return value
    }
    func char(_ at: Int) -> UInt8? { at < chars.count ? chars[at] : nil }
    guard let year = digits(0, 4), char(4) == UInt8(ascii: "-"), let month = digits(5, 2),
      char(7) == UInt8(ascii: "-"), let day = digits(8, 2),
      char(10) == UInt8(ascii: "T") || char(10) == UInt8(ascii: " "),
      let hour = digits(11, 2), char(13) == UInt8(ascii: ":"), let minute = digits(14, 2),
      year > 0, (1...12).contains(month), (1...31).contains(day), hour < 25, minute < 60
    else { return nil }
    var position = 16
    var second = 0
    if char(position) == UInt8(ascii: ":") {
      guard let s = digits(position + 1, 2), s < 61 else { return nil }
      second = s
      position += 3
    }
    var body = timestamp(year, month, day, hour, minute, second)
    if char(position) == UInt8(ascii: ".") {
      var end = position + 1
      while let c = char(end), c >= 0x30 && c <= 0x39 { end += 1 }
      if end > position + 1 { body += milliseconds(chars[(position + 1)..<end]) }
      position = end
    }
    if position < chars.count {
      // Anything after the time must be a zone designator; other text (such as Exiv2's
      // "2009-09-09T17:00:00, 2009-09-09") makes the value invalid, not a prefix to keep.
      guard let offset = normalisedOffset(String(decoding: chars[position...], as: UTF8.self))
      else { return nil }
      body += offset
    }
    return body
  }

  /// Seconds since 1904-01-01T00:00:00 UTC (QuickTime `mvhd`), as `...Z`; nil for 0.
  public static func quickTime(secondsSince1904 seconds: UInt64) -> String? {
    guard seconds > 0 else { return nil }
    let unix = Int64(clamping: seconds) - 2_082_844_800
    guard unix > 0 else { return nil }
    return utc(unixSeconds: unix)
  }

  /// A Unix time as `YYYY-MM-DDTHH:MM:SSZ` (proleptic Gregorian, no Foundation).
  public static func utc(unixSeconds: Int64) -> String {
    let days = unixSeconds >= 0 ? unixSeconds / 86400 : (unixSeconds - 86399) / 86400
    let secondsOfDay = Int(unixSeconds - days * 86400)
    // Civil-from-days (H. Hinnant, "chrono-Compatible Low-Level Date Algorithms").
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let doe = z - era * 146_097
    let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
    let mp = (5 * doy + 2) / 153
    let d = doy - (153 * mp + 2) / 5 + 1
    let m = mp < 10 ? mp + 3 : mp - 9
    let y = yoe + era * 400 + (m <= 2 ? 1 : 0)
    return timestamp(
      Int(y), Int(m), Int(d), secondsOfDay / 3600, secondsOfDay % 3600 / 60, secondsOfDay % 60)
      + "Z"
  }

  /// `YYYY-MM-DDTHH:MM:SS`, written digit by digit (this runs for every dated file; string
  /// interpolation of padded numbers cost more than the parsing). Years outside 0...9999
  /// keep all their digits, as `pad` does.
  static func timestamp(
    _ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int, _ second: Int
  ) -> String {
    func twoDigits(_ v: Int) -> Bool { v >= 0 && v <= 99 }
    guard year >= 0, year <= 9999, twoDigits(month), twoDigits(day), twoDigits(hour),
      twoDigits(minute), twoDigits(second)
    else {
      return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))T\(pad(hour, 2)):\(pad(minute, 2)):\(pad(second, 2))"
    }
    return String(unsafeUninitializedCapacity: 19) { out in
      func put(_ value: Int, _ width: Int, at position: Int) {
        var v = value
        for i in stride(from: position + width - 1, through: position, by: -1) {
          out[i] = UInt8(0x30 + v % 10)
          v /= 10
        }
      }
      put(year, 4, at: 0)
      out[4] = UInt8(ascii: "-")
      put(month, 2, at: 5)
      out[7] = UInt8(ascii: "-")
      put(day, 2, at: 8)
      out[10] = UInt8(ascii: "T")
      put(hour, 2, at: 11)
      out[13] = UInt8(ascii: ":")
      put(minute, 2, at: 14)
      out[16] = UInt8(ascii: ":")
      put(second, 2, at: 17)
      return 19
    }
  }

  static func pad(_ n: Int, _ width: Int) -> String {
    let s = String(n)
    return s.count >= width ? s : String(repeating: "0", count: width - s.count) + s
  }
}
