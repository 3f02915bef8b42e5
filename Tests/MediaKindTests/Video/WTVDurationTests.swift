import MediaKindTestSupport
import Testing

@testable import MediaKind

/// Issue 14: Windows Recorded TV duration from the `table.0.entries.legacy_attrib` stream, as
/// ExifTool `WTV.pm` reads it (layout in ``WTVFileSystem`` and ``WTVProbe``).
@Suite("WTV duration")
struct WTVDurationTests {
  static let sectorSize = 0x100

  /// One legacy_attrib entry.
  static func attribute(_ name: String, format: UInt32, _ value: [UInt8]) -> [UInt8] {
    var b = ByteBuilder(WTVProbe.attributeGUID)
    b.u32le(format); b.u32le(UInt32(value.count))
    for unit in name.utf16 { b.u16le(unit) }
    b.u16le(0)
    b.append(value)
    return b.bytes
  }

  static func directoryEntry(_ name: String, sector: UInt32, depth: UInt32) -> [UInt8] {
    let units = Array(name.utf16) + [0, 0]
    var b = ByteBuilder(WTVFileSystem.entryGUID)
    let length = 0x28 + units.count * 2 + 8
    b.u32le(UInt32(length)); b.zeros(12); b.u32le(UInt32(units.count)); b.zeros(4)
    for unit in units { b.u16le(unit) }
    b.u32le(sector); b.u32le(depth)
    return b.bytes
  }

  static func sector(_ bytes: [UInt8]) -> [UInt8] {
    bytes + [UInt8](repeating: 0, count: (sectorSize - bytes.count % sectorSize) % sectorSize)
  }

  /// Sector 0: header; 1: root directory; 2...: the metadata (depth 0: sector 2; depth 1:
  /// sector 2 lists sectors 3 and 4).
  static func wtv(_ metadata: [UInt8], depth: UInt32 = 0) -> [UInt8] {
    var header = ByteBuilder(WTVFileSystem.signature)
    header.zeros(0x28 - header.count); header.u32le(UInt32(sectorSize))
    header.zeros(0x38 - header.count); header.u32le(1)
    var directory = directoryEntry("table.0.header.legacy_attrib", sector: 0xFFFF_FFFF, depth: 0)
    directory += directoryEntry("table.0.entries.legacy_attrib", sector: 2, depth: depth)
    var file = sector(header.bytes) + sector(directory)
    if depth == 0 {
      file += sector(metadata)
    } else {
      var table = ByteBuilder(); table.u32le(3); table.u32le(4); table.u32le(0)
      file += sector(table.bytes) + sector(Array(metadata.prefix(sectorSize))) + sector(Array(metadata.dropFirst(sectorSize)))
    }
    return file + [UInt8](repeating: 0x47, count: 512)
  }

  static func duration(_ ticks: UInt64) -> [UInt8] {
    var b = ByteBuilder(); b.u64le(ticks)
    return b.bytes
  }

  @Test func durationFromTheMetadataStream() {
    let metadata = Self.attribute("Title", format: 1, Array("News\0".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
      + Self.attribute("Duration", format: 4, Self.duration(18_000_000_000))
    let record = MediaClassifier(options: ClassifyOptions(mode: .thorough)).classify(bytes: Self.wtv(metadata), name: "News.wtv")
    #expect(record.format == .wtv)
    #expect(record.mediaType == .video)
    #expect(record.duration == 1800)
    // A stream listed through a sector table (depth 1), spanning two sectors.
    let long = Self.attribute("WM/SubTitleDescription", format: 1, [UInt8](repeating: 0x41, count: 300))
      + Self.attribute("Duration", format: 4, Self.duration(25_000_000))
    let spread = MediaClassifier(options: ClassifyOptions(mode: .thorough)).classify(bytes: Self.wtv(long, depth: 1), name: "b.wtv")
    #expect(spread.duration == 2.5)
  }

  @Test func damagedStructuresGiveNoDuration() {
    // Duration stored with another format, a value past the stream, a directory pointing nowhere.
    let wrongFormat = Self.wtv(Self.attribute("Duration", format: 0, [1, 0, 0, 0]))
    #expect(MediaClassifier(options: ClassifyOptions(mode: .thorough)).classify(bytes: wrongFormat, name: "c.wtv").duration == nil)
    var overrun = Self.attribute("Duration", format: 4, Self.duration(10_000_000))
    overrun[0x14] = 0xF0
    #expect(WTVProbe.attribute("Duration", format: 4, in: overrun) == nil)
    var lost = Self.wtv(Self.attribute("Duration", format: 4, Self.duration(10_000_000)))
    lost[0x38] = 0x7F
    let record = MediaClassifier(options: ClassifyOptions(mode: .thorough)).classify(bytes: lost, name: "d.wtv")
    #expect(record.status == .ok)
    #expect(record.duration == nil)
    #expect(record.diagnostics?.contains { $0.contains("legacy_attrib") } == true)
  }
}
