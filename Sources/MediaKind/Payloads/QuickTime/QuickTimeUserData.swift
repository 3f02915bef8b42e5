/// Reads the classic user-data atoms of a QuickTime `udta` box.
///
/// ```
/// udta
/// ├─ ©xyz   location (ISO 6709 text)     QuickTime international text:
/// ├─ ©mak   make                           u16 text size, u16 language code, text
/// ├─ ©mod   model                          (repeated per language; the first is used)
/// ├─ ©day   date                         some MP4 writers use a 'data' atom instead
/// ├─ loci   3GPP location (binary, see location3GPP)
/// └─ XMP_   an XMP packet (raw)
/// ```
/// The © byte is 0xA9. Spec: Apple QTFF "User Data Atoms" (User data text strings);
/// ExifTool `QuickTime.pm` `%QuickTime::UserData`; `Docs/DetectionRules.md` "QuickTime and MP4 metadata" and "Location".
enum QuickTimeUserData {
  static let location = FourCC(0xA978_797A)  // ©xyz
  static let make = FourCC(0xA96D_616B)  // ©mak
  static let model = FourCC(0xA96D_6F64)  // ©mod
  static let date = FourCC(0xA964_6179)  // ©day

  /// The first text of a user-data text atom, or nil when it holds none.
  static func text(of item: Box, walker: inout BoxWalker) -> String? {
    var r = item.reader()
    if let size = try? r.readInteger(as: UInt16.self), (try? r.skip(2)) != nil, size > 0,
      Int(size) <= r.remaining,
      let bytes = try? r.read(Int(size))
    {
      let text = clean(Array(bytes))
      return text.isEmpty ? nil : text
    }
    if let data = walker.child("data", of: item), let value = QuickTimeDataAtom.value(of: data),
      case .string(let text) = value
    {
      let cleaned = clean(Array(text.utf8))
      return cleaned.isEmpty ? nil : cleaned
    }
    return nil
  }

  /// The point of a 3GPP `loci` box (LocationInformationBox).
  ///
  /// ```
  /// FullBox, u16 pad(1) + language(15), string name (UTF-8, or UTF-16 after a FE FF mark),
  /// u8 role, i32 longitude, i32 latitude, i32 altitude (16.16 fixed point),
  /// string astronomical_body, string additional_notes
  /// ```
  /// Spec: 3GPP TS 26.244 §8.3.3; ExifTool `QuickTime.pm` `%QuickTime::UserData` `loci`.
  static func location3GPP(_ item: Box) -> Location? {
    var r = item.reader(skipping: 4 + 2)
    if item.bytes.integer(at: r.offset, as: UInt16.self) == 0xFEFF {
      // UTF-16 name: ends at a 16-bit NUL.
      while let unit = try? r.readInteger(as: UInt16.self), unit != 0 {}
    } else {
      _ = r.cString()
    }
    guard (try? r.skip(1)) != nil, let lon = try? r.readInteger(as: UInt32.self),
      let lat = try? r.readInteger(as: UInt32.self)
    else {
      return nil
    }
    let altitude = (try? r.readInteger(as: UInt32.self)).map {
      Double(Int32(bitPattern: $0)) / 65536
    }
    let location = Location(
      latitude: Double(Int32(bitPattern: lat)) / 65536,
      longitude: Double(Int32(bitPattern: lon)) / 65536, altitude: altitude)
    return location.isPlausible ? location : nil
  }

  /// UTF-8 text without trailing NULs and spaces.
  private static func clean(_ bytes: [UInt8]) -> String {
    var end = bytes.count
    while end > 0 && (bytes[end - 1] == 0 || bytes[end - 1] == 0x20) { end -= 1 }
    return String(decoding: bytes[0..<end], as: UTF8.self)
  }
}
