/// AVCHD "Modified DV Pack Metadata" (MDPM): the recording date and time that AVCHD camcorders
/// (Sony, Panasonic, Canon) put in an H.264 SEI user-data message, as DV puts them in its VAUX
/// packs. ExifTool reads the capture date from it (`H264.pm`, tag `DateTimeOriginal`).
///
/// ```
/// user_data_unregistered UUID 17 ee 8c 60 f8 4d 11 d9 8c d6 08 00 20 0c 9a 66, then
/// "MDPM", u8 entry count, entries of 5 bytes (u8 tag, 4 data bytes) in ascending tag order
/// 0x18: time zone, year (BCD, two bytes: "20" "19"), month (BCD)
///       time zone byte: 0x40 DST, 0x20 sign (set: west, -), 0x1E hours (value >> 1), 0x01 +30 min
/// 0x19: day, hour, minute, second (BCD); must follow 0x18
/// 0x13: time code (frames, seconds, minutes, hours: BCD)
/// ```
/// The offset is printed as ExifTool prints it (the zone byte's hours and half-hour, with
/// the DST flag not added again); a zone byte with the unused bit 0x80 set is read as no zone.
/// Spec: ExifTool `H264.pm` (MDPM table, `ProcessSEI`: "tags from IEC 61834-4"); IEC 61834-4
/// (pack headers 0x62/0x63 rec date/time, reused here as 0x18/0x19).
enum ModifiedDVPackMetadata {
  static let uuid: [UInt8] = [
    0x17, 0xEE, 0x8C, 0x60, 0xF8, 0x4D, 0x11, 0xD9, 0x8C, 0xD6, 0x08, 0x00, 0x20, 0x0C, 0x9A, 0x66,
  ]

  /// The recording date of the first MDPM message among `messages`, as
  /// `YYYY-MM-DDTHH:MM:SS±HH:MM`.
  static func recordingDate(_ messages: [H264SEIUserData]) -> String? {
    for message in messages where message.uuid == uuid && message.data.matches(ascii: "MDPM", at: 0) {
      if let date = recordingDate(mdpm: message.data) { return date }
    }
    return nil
  }

  /// The date in one MDPM payload ("MDPM" + count + entries).
  static func recordingDate(mdpm data: [UInt8]) -> String? {
    guard let count = data.integer(at: 4, as: UInt8.self) else { return nil }
    var entries: [UInt8: [UInt8]] = [:]
    var last = -1
    for index in 0..<Int(count) {
      let position = 5 + index * 5
      guard position + 5 <= data.count else { break }
      let tag = data[position]
      guard Int(tag) > last else { break }  // ExifTool: entries out of sequence end the walk
      last = Int(tag)
      entries[tag] = Array(data[(position + 1)..<(position + 5)])
    }
    guard let first = entries[0x18], let second = entries[0x19] else { return nil }
    func bcd(_ byte: UInt8) -> Int? {
      guard byte >> 4 <= 9, byte & 0x0F <= 9 else { return nil }
      return Int(byte >> 4) * 10 + Int(byte & 0x0F)
    }
    guard let century = bcd(first[1]), let yy = bcd(first[2]), let month = bcd(first[3]),
      let day = bcd(second[0]), let hour = bcd(second[1]), let minute = bcd(second[2]),
      let secondValue = bcd(second[3]), (1...12).contains(month), (1...31).contains(day), hour < 24,
      minute < 60, secondValue < 60
    else { return nil }
    var text = CaptureDate.timestamp(century * 100 + yy, month, day, hour, minute, secondValue)
    let zone = first[0]
    let hours = Int(zone >> 1) & 0x0F
    if zone & 0x80 == 0, hours <= 14 {
      text += (zone & 0x20 != 0 ? "-" : "+") + CaptureDate.pad(hours, 2) + (zone & 0x01 != 0 ? ":30" : ":00")
    }
    return text
  }
}
