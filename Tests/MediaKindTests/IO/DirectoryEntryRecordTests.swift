import Foundation
import MediaKindTestSupport
import Testing

@testable import MediaKind

#if canImport(Glibc)
  import Glibc
#endif

/// `readdir` records are read in place and never beyond their `d_reclen` bytes: a walk read
/// the declared 256-byte `d_name` of each record, past the last record of `readdir`'s buffer,
/// and crashed (SIGSEGV, about one run in three of `classify TREE --shard 0/1000` over 100,000
/// files) when that buffer ended at an unmapped page.
@Suite("Directory entries: read in place, within the record")
struct DirectoryEntryRecordTests {
  #if os(Linux)
    /// A short record written as the kernel writes it (header, name, NUL, padding to 8 bytes)
    /// so that it ends exactly where a page without access begins: reading one byte past the
    /// record faults.
    @Test("a short record at the end of a page, before an unmapped page, is read in place")
    func recordBeforeAGuardPage() throws {
      let page = Int(sysconf(Int32(_SC_PAGESIZE)))
      let region = try #require(
        mmap(nil, 2 * page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0))
      #expect(region != MAP_FAILED)
      defer { munmap(region, 2 * page) }
      #expect(mprotect(region + page, page, PROT_NONE) == 0)

      let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
      let name = Array("IMG_0001.HEIC".utf8)
      let length = (nameOffset + name.count + 1 + 7) / 8 * 8
      let record = region + page - length
      memset(record, 0, length)
      record.storeBytes(
        of: UInt16(length), toByteOffset: MemoryLayout<dirent>.offset(of: \dirent.d_reclen)!,
        as: UInt16.self)
      record.storeBytes(
        of: UInt8(DT_REG), toByteOffset: MemoryLayout<dirent>.offset(of: \dirent.d_type)!,
        as: UInt8.self)
      name.withUnsafeBytes { (record + nameOffset).copyMemory(from: $0.baseAddress!, byteCount: name.count) }

      let read = system_direntNameAndType(UnsafeRawPointer(record))
      #expect(read.name == name)
      #expect(read.type == UInt8(DT_REG))
    }
  #endif

  /// A name that fills its record to the last byte (no NUL before the end) stops at the
  /// record's end rather than running on.
  @Test("a name without a NUL inside its record stops at the record's end")
  func nameFillsTheRecord() {
    let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
    let length = (nameOffset + 8 + 7) / 8 * 8
    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length + 16)
    bytes.withUnsafeMutableBytes { raw in
      raw.storeBytes(
        of: UInt16(length), toByteOffset: MemoryLayout<dirent>.offset(of: \dirent.d_reclen)!,
        as: UInt16.self)
      raw[MemoryLayout<dirent>.offset(of: \dirent.d_type)!] = UInt8(DT_DIR)
    }
    let read = bytes.withUnsafeBytes { system_direntNameAndType($0.baseAddress!) }
    #expect(read.name == [UInt8](repeating: UInt8(ascii: "a"), count: length - nameOffset))
    #expect(read.type == UInt8(DT_DIR))
  }

  /// The walk over a real folder still sees every name, long and short, with its type.
  @Test("a real folder's names and types come back whole")
  func realFolder() throws {
    let dir = try TemporaryDirectory("dirent")
    defer { dir.remove() }
    let long = String(repeating: "n", count: 255)
    let names = ["a", "bc.jpg", long, "é.png"]
    for name in names { try dir.write(name, [0x00]) }
    try FileManager.default.createDirectory(
      atPath: dir.path("sub"), withIntermediateDirectories: false)
    let handle = try #require(DirectoryHandle.open(rawPath: Array(dir.url.path.utf8)))
    let entries = try #require(handle.entries(limit: 100))
    let byName = Dictionary(
      uniqueKeysWithValues: entries.map { (String(decoding: $0.name, as: UTF8.self), $0.type) })
    #expect(Set(byName.keys) == Set(names + ["sub"]))
    #expect(byName["sub"] == UInt8(DT_DIR))
    #expect(byName[long] == UInt8(DT_REG))
  }
}
