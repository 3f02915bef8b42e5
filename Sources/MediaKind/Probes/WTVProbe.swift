/// Windows Recorded TV (WTV): the duration from the metadata stream of the file's own file
/// system, where ExifTool reads it (`WTV.pm`, tag `Duration`).
///
/// ```
/// root directory entry "table.0.entries.legacy_attrib" (``WTVFileSystem``): a list of
///   GUID 5a fe d7 6d c8 1d 8f 4a 99 22 fa b1 1c 38 14 53, u32le format, u32le length,
///   NUL-terminated UTF-16LE name, value (length bytes)
///   formats: 0 int32, 1 UTF-16 string, 3 boolean32, 4 int64 (durations, dates), 6 GUID
/// "Duration" (format 4): the recording's length in 100-nanosecond units
/// ```
/// The directory and the stream lie at sector offsets past the head: the thorough path reads
/// them. Spec: ExifTool `WTV.pm` (`ProcessWTV`, `ProcessMetadata`, Duration `$val/1e7`);
/// wiki.multimedia.cx "WTV"; `Docs/DetectionRules.md` "Duration".
struct WTVProbe: Probe {
  let id = "wtv"

  static let metadataStream = "table.0.entries.legacy_attrib"
  static let attributeGUID: [UInt8] = [
    0x5A, 0xFE, 0xD7, 0x6D, 0xC8, 0x1D, 0x8F, 0x4A, 0x99, 0x22, 0xFA, 0xB1, 0x1C, 0x38, 0x14, 0x53,
  ]

  func accepts(_ format: FormatDescriptor) -> Bool { format.id == .wtv }

  func run(on input: ProbeInput, into facts: inout MediaFacts) {
    guard let fileSystem = WTVFileSystem(input.source) else { return }
    guard let metadata = fileSystem.streams(named: [Self.metadataStream])[Self.metadataStream] else {
      if !input.source.limitedToHead || input.source.headIsWholeFile {
        facts.diagnose(.missing, at: "WTV", "no \(Self.metadataStream) stream in the root directory")
      }
      return
    }
    guard let value = Self.attribute("Duration", format: 4, in: metadata),
      let ticks = value.integer(at: 0, as: UInt64.self, endianness: .little)
    else { return }
    facts.duration = Double(ticks) / 1e7
    facts.record(.wtvDuration, .int(Int(clamping: ticks)), at: "WTV legacy_attrib Duration")
  }

  /// The value bytes of attribute `name` stored with `format`, or nil.
  static func attribute(_ name: String, format: UInt32, in data: [UInt8]) -> [UInt8]? {
    let wanted = Array(name.utf16)
    var position = 0
    var entries = 0
    while position + 0x18 < data.count, entries < 4096, data.matches(attributeGUID, at: position) {
      entries += 1
      guard let kind = data.integer(at: position + 0x10, as: UInt32.self, endianness: .little),
        let length = data.integer(at: position + 0x14, as: UInt32.self, endianness: .little)
      else {
        return nil
      }
      position += 0x18
      var units: [UInt16] = []
      while let unit = data.integer(at: position, as: UInt16.self, endianness: .little) {
        position += 2
        if unit == 0 { break }
        if units.count < 256 { units.append(unit) }
      }
      guard Int(length) <= data.count - position else { return nil }
      if units == wanted, kind == format { return Array(data[position..<(position + Int(length))]) }
      position += Int(length)
    }
    return nil
  }
}
