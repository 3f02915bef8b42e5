/// An embedded ICC colour profile: its description (`desc` tag), the name the record's
/// `colorProfile` gives through ``ColorProfileName`` (Docs/CLI.md, "Technical facts").
///
/// ```
/// header (128 bytes)   0 u32 profile size ... 36 "acsp"
/// tag table            128 u32 count, then count × { u32 signature, u32 offset, u32 size }
/// 'desc' (ICC v2)      "desc", u32 0, u32 ASCII length (with NUL), ASCII
/// 'mluc' (ICC v4)      "mluc", u32 0, u32 records, u32 record size (12), then records
///                      { u16 language, u16 country, u32 length, u32 offset } → UTF-16BE
/// ```
/// Spec: ICC.1:2022 (v4.4) §7.2 (header), §7.3 (tag table), §10.15 (multiLocalizedUnicode);
/// ICC.1:2001-04 §6.5.17 (textDescriptionType); ExifTool `ICC_Profile.pm` (ProfileDescription).
/// Offsets are from the profile's start; a tag outside the bytes given is not read (a JPEG
/// splits a large profile over APP2 segments: the description is nearly always in the first).
enum ICCProfile {
  /// The most tags looked at.
  static let maxTags = 256

  /// The profile description, trimmed, or nil.
  static func description(_ profile: ArraySlice<UInt8>) -> String? {
    let bytes = Array(profile)
    guard bytes.count >= 132, bytes.matches(ascii: "acsp", at: 36),
      let count = bytes.integer(at: 128, as: UInt32.self)
    else { return nil }
    for index in 0..<min(Int(count), maxTags) {
      let entry = 132 + index * 12
      guard let signature = bytes.integer(at: entry, as: UInt32.self),
        let offset = bytes.integer(at: entry + 4, as: UInt32.self),
        let size = bytes.integer(at: entry + 8, as: UInt32.self)
      else { return nil }
      guard signature == ("desc" as FourCC).rawValue else { continue }
      let start = Int(offset)
      let end = start + Int(size)
      guard size >= 12, end <= bytes.count else { return nil }
      return text(Array(bytes[start..<end]))
    }
    return nil
  }

  /// The text of a `desc` or `mluc` tag: ASCII, or the en-US record (else the first).
  static func text(_ tag: [UInt8]) -> String? {
    if tag.matches(ascii: "desc", at: 0), let length = tag.integer(at: 8, as: UInt32.self) {
      let end = min(tag.count, 12 + Int(length))
      guard end > 12 else { return nil }
      let ascii = tag[12..<end].prefix { $0 != 0 }
      return clean(String(decoding: ascii, as: UTF8.self))
    }
    guard tag.matches(ascii: "mluc", at: 0), let records = tag.integer(at: 8, as: UInt32.self),
      let recordSize = tag.integer(at: 12, as: UInt32.self), recordSize >= 12
    else { return nil }
    var chosen: (length: Int, offset: Int)?
    for index in 0..<min(Int(records), 64) {
      let record = 16 + index * Int(recordSize)
      guard let language = tag.integer(at: record, as: UInt16.self),
        let country = tag.integer(at: record + 2, as: UInt16.self),
        let length = tag.integer(at: record + 4, as: UInt32.self),
        let offset = tag.integer(at: record + 8, as: UInt32.self)
      else { break }
      if chosen == nil || (language == 0x656E && country == 0x5553) {
        chosen = (Int(length), Int(offset))
      }
    }
    guard let chosen, chosen.offset + chosen.length <= tag.count, chosen.length >= 2 else { return nil }
    var units: [UInt16] = []
    var i = chosen.offset
    while i + 1 < chosen.offset + chosen.length, let unit = tag.integer(at: i, as: UInt16.self) {
      if unit == 0 { break }
      units.append(unit)
      i += 2
    }
    return clean(String(decoding: units, as: UTF16.self))
  }

  private static func clean(_ text: String) -> String? {
    let trimmed = text.trimmingSpaces
    return trimmed.isEmpty ? nil : trimmed
  }
}
