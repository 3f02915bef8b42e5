/// Sigma/Foveon X3F: pixel size and rotation from the file header, the capture date from the
/// `TIME` property of the PROP section, and the EXIF of the embedded JpgFromRaw (Merrill and
/// later cameras), where ExifTool reads them (`SigmaRaw.pm`).
///
/// ```
/// header (all little-endian u32):
///   0 "FOVb"  4 version (major << 16 | minor)  8 unique id (16)  24 mark bits
///   version < 4:  28 image width  32 image height  36 rotation (degrees clockwise)
///   version >= 4: 40 image width  44 image height  48 rotation
/// last 4 bytes of the file: u32 offset of the directory
/// directory: "SECd" u32 version u32 entry count; entries of 12 bytes:
///   u32 offset, u32 length, 4-byte type ("PROP", "IMAG", "IMA2", "CAMF", "JPEG")
/// PROP: "SECp" u32 version u32 entry count u32 character format (0 = UTF-16LE)
///   u32 reserved u32 total characters; entries of 2 u32 (name, value: character indices),
///   then the characters; names and values are NUL-terminated
///   TIME = decimal seconds since 1970 of the camera's clock (no zone)
/// IMA2/JPEG: "SECi" u32 version, u32 type 2, u32 format 18 (JPEG) ... at +28 a JPEG with EXIF
/// ```
/// The rotation is the display turn, as EXIF orientation is: PhotoKit reports the oriented
/// size (`Docs/DetectionRules.md` "Pixel size"), so 90 and 270 swap width and height. `TIME` is printed as
/// ExifTool prints it (`ConvertUnixTime`, no zone): the camera clock's wall time.
/// The directory sits at the end of the file, so the date is read in the thorough path only.
/// Spec: Foveon "X3F File Format" 2.0 (header, directory, PROP section); ExifTool
/// `SigmaRaw.pm` (`ProcessX3F`, Header/Header4 tables, `ProcessX3FProperties`, TIME →
/// DateTimeOriginal); `Docs/DetectionRules.md` "Pixel size", "Capture date" and "RAW".
struct X3FProbe: Probe {
  let id = "x3f"

  /// Most directory entries and properties read (ExifTool writes files with 3-19 entries).
  static let maxEntries = 64
  static let maxProperties = 1024

  func accepts(_ format: FormatDescriptor) -> Bool { format.id == .x3f }

  func run(on input: ProbeInput, into facts: inout MediaFacts) {
    let source = input.source
    let head = source.head
    guard head.matches(ascii: "FOVb", at: 0),
      let version = head.integer(at: 4, as: UInt32.self, endianness: .little)
    else { return }
    let base = version >> 16 < 4 ? 28 : 40
    if let width = head.integer(at: base, as: UInt32.self, endianness: .little),
      let height = head.integer(at: base + 4, as: UInt32.self, endianness: .little),
      let rotation = head.integer(at: base + 8, as: UInt32.self, endianness: .little), width > 0,
      height > 0
    {
      facts.pixelWidth = Int(width)
      facts.pixelHeight = Int(height)
      switch rotation {
      case 90: facts.containerQuarterTurns = 3
      case 180: facts.containerQuarterTurns = 2
      case 270: facts.containerQuarterTurns = 1
      default: break
      }
      facts.record(.x3fRotation, .int(Int(rotation)), at: "X3F header \(base + 8)")
    }
    guard !source.limitedToHead || source.headIsWholeFile else { return }
    readDirectory(input, into: &facts)
  }

  private func readDirectory(_ input: ProbeInput, into facts: inout MediaFacts) {
    let source = input.source
    guard let pointer = source.tail(4).integer(at: 0, as: UInt32.self, endianness: .little) else {
      return
    }
    let directory = source.read(at: Int(pointer), count: 12)
    guard directory.matches(ascii: "SECd", at: 0),
      let count = directory.integer(at: 8, as: UInt32.self, endianness: .little)
    else {
      facts.diagnose(.missing, at: "X3F", "no SECd directory at \(pointer)")
      return
    }
    let entries = source.read(at: Int(pointer) + 12, count: 12 * min(Int(count), Self.maxEntries))
    var index = 0
    while index + 12 <= entries.count {
      defer { index += 12 }
      guard let offset = entries.integer(at: index, as: UInt32.self, endianness: .little),
        let length = entries.integer(at: index + 4, as: UInt32.self, endianness: .little),
        Int(length) <= input.budget.maxPayload
      else { continue }
      if entries.matches(ascii: "PROP", at: index + 8) {
        let section = source.read(at: Int(offset), count: Int(length))
        if let time = Self.property("TIME", in: section) {
          if let seconds = Int64(time), seconds > 0 {
            let utc = CaptureDate.utc(unixSeconds: seconds)
            facts.creationDate = String(utc.dropLast())  // the camera clock: no zone
            facts.record(.x3fPropTime, .string(time), at: "X3F PROP TIME")
          } else {
            facts.diagnose(.implausible, at: "X3F", "PROP TIME \(time.prefix(32)) is not a Unix time")
          }
        }
      } else if entries.matches(ascii: "IMA2", at: index + 8) || entries.matches(ascii: "JPEG", at: index + 8) {
        // A JPEG-compressed image section (version 2.0, type 2, format 18) may carry EXIF.
        let header = source.read(at: Int(offset), count: 16)
        guard header.matches(ascii: "SECi", at: 0),
          header.integer(at: 8, as: UInt32.self, endianness: .little) == 2,
          header.integer(at: 12, as: UInt32.self, endianness: .little) == 18
        else { continue }
        EmbeddedJPEGMetadata.decode(source, at: Int(offset) + 28, location: "X3F JpgFromRaw", budget: input.budget, mode: input.mode, into: &facts)
      }
    }
  }

  /// The value of property `name` in a PROP section (UTF-16LE characters), or nil.
  static func property(_ name: String, in section: [UInt8]) -> String? {
    guard section.matches(ascii: "SECp", at: 0),
      let count = section.integer(at: 8, as: UInt32.self, endianness: .little),
      section.integer(at: 12, as: UInt32.self, endianness: .little) == 0,
      let total = section.integer(at: 20, as: UInt32.self, endianness: .little)
    else { return nil }
    let entries = min(Int(count), maxProperties)
    let charactersStart = 24 + 8 * Int(count)
    guard Int(count) <= (section.count - 24) / 8,
      Int(total) <= (section.count - charactersStart) / 2
    else { return nil }
    func string(at index: Int) -> String? {
      guard index < Int(total) else { return nil }
      var units: [UInt16] = []
      var position = charactersStart + 2 * index
      let limit = charactersStart + 2 * Int(total)
      while position + 2 <= limit, units.count < 256,
        let unit = section.integer(at: position, as: UInt16.self, endianness: .little), unit != 0
      {
        units.append(unit)
        position += 2
      }
      return String(decoding: units, as: UTF16.self)
    }
    for entry in 0..<entries {
      guard
        let namePosition = section.integer(
          at: 24 + 8 * entry, as: UInt32.self, endianness: .little),
        let valuePosition = section.integer(
          at: 28 + 8 * entry, as: UInt32.self, endianness: .little),
        string(at: Int(namePosition)) == name
      else { continue }
      return string(at: Int(valuePosition))
    }
    return nil
  }
}
