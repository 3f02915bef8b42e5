/// The sector file system inside a Windows Recorded TV (WTV) file: the root directory and the
/// streams it names, read as ExifTool reads them (`WTV.pm` `ProcessWTV`, `ReadSectors`).
///
/// ```
/// 0x00  GUID b7 d8 00 20 37 49 da 11 a6 4e 00 07 e9 5e ad 8d (file signature)
/// 0x28  u32le sector size (0x1000, or 0x100; anything else is taken as 0x1000)
/// 0x38  u32le sector numbers of the root directory, up to 0x60, ended by 0
/// a sector n lies at n × sector size
/// directory entry: GUID 92 b7 74 91 59 70 70 44 88 df 06 3b 82 cc 21 3d  0x10 u32 entry length
///                  0x20 u32 name length (UTF-16 units, NUL padding included)  0x28 name
///                  then u32 sector, u32 depth: 0 = the stream is that one sector,
///                  1 = that sector lists the stream's sectors (ended by 0)
/// ```
/// Reads go through the ``ByteSource`` (bounded by the read budget); a stream is at most
/// ``maxSectors`` sectors. Spec: ExifTool `WTV.pm`; wiki.multimedia.cx "WTV".
struct WTVFileSystem {
  static let signature: [UInt8] = [
    0xB7, 0xD8, 0x00, 0x20, 0x37, 0x49, 0xDA, 0x11, 0xA6, 0x4E, 0x00, 0x07, 0xE9, 0x5E, 0xAD, 0x8D,
  ]
  static let entryGUID: [UInt8] = [
    0x92, 0xB7, 0x74, 0x91, 0x59, 0x70, 0x70, 0x44, 0x88, 0xDF, 0x06, 0x3B, 0x82, 0xCC, 0x21, 0x3D,
  ]
  /// The most sectors read for one stream (1 MiB at 4 KiB a sector).
  static let maxSectors = 256

  let source: ByteSource
  let sectorSize: Int

  init?(_ source: ByteSource) {
    guard source.head.matches(Self.signature, at: 0),
      let size = source.head.integer(at: 0x28, as: UInt32.self, endianness: .little)
    else {
      return nil
    }
    self.source = source
    sectorSize = size == 0x100 ? 0x100 : 0x1000
  }

  /// The sectors listed in `table` from `offset` (u32le numbers, ended by 0), concatenated.
  func readSectors(_ table: [UInt8], from offset: Int = 0) -> [UInt8]? {
    var data: [UInt8] = []
    var position = offset
    var count = 0
    while position + 4 <= table.count, count < Self.maxSectors,
      let sector = table.integer(at: position, as: UInt32.self, endianness: .little)
    {
      if sector == 0 { break }
      guard sector != 0xFFFF else { return nil }
      let (start, overflow) = Int(sector).multipliedReportingOverflow(by: sectorSize)
      guard !overflow else { return nil }
      let bytes = source.read(at: start, count: sectorSize)
      guard bytes.count == sectorSize else { return nil }
      data += bytes
      position += 4
      count += 1
    }
    return count > 0 ? data : nil
  }

  /// The root directory's entries that name a stream: name → its bytes, for the names wanted.
  func streams(named wanted: Set<String>) -> [String: [UInt8]] {
    guard let directory = readSectors(source.head.count >= 0x60 ? Array(source.head[0x38..<0x60]) : [])
    else { return [:] }
    var found: [String: [UInt8]] = [:]
    var position = 0
    while position + 0x28 < directory.count, found.count < wanted.count {
      guard directory.matches(Self.entryGUID, at: position),
        let length = directory.integer(at: position + 0x10, as: UInt32.self, endianness: .little),
        let units = directory.integer(at: position + 0x20, as: UInt32.self, endianness: .little),
        length > 0, position + Int(length) <= directory.count,
        0x28 + Int(units) * 2 + 8 <= Int(length)
      else { break }
      // The name length counts NUL padding after the name (two units in real files).
      var name: [UInt16] = []
      for i in 0..<Int(units) {
        let unit =
          directory.integer(at: position + 0x28 + 2 * i, as: UInt16.self, endianness: .little) ?? 0
        if unit == 0 { break }
        name.append(unit)
      }
      let key = String(decoding: name, as: UTF16.self)
      let pointer = position + 0x28 + Int(units) * 2
      if wanted.contains(key),
        let depth = directory.integer(at: pointer + 4, as: UInt32.self, endianness: .little),
        depth <= 1
      {
        let first = Array(directory[pointer..<(pointer + 4)])
        if var data = readSectors(first) {
          if depth == 1 { data = readSectors(data) ?? [] }
          if !data.isEmpty { found[key] = data }
        }
      }
      position += Int(length)
    }
    return found
  }
}
