import Foundation

/// Builds archives in tests: ustar and cpio (newc) written here byte by byte, zip through
/// Python's `zipfile`, compression through the `gzip`, `bzip2`, `xz` and `zstd` programs.
public enum ArchiveBuilder {
  /// One member: its name, bytes, and for tar a type flag (`0` file, `2` symbolic link, `1`
  /// hard link, `5` folder, `3` character device), a link target and a size to claim instead
  /// of the real one.
  public struct Member: Sendable {
    public var name: String
    public var bytes: [UInt8]
    public var type: UInt8
    public var link: String
    public var claimedSize: UInt64?

    public init(
      _ name: String, _ bytes: [UInt8] = [], type: UInt8 = UInt8(ascii: "0"), link: String = "",
      claimedSize: UInt64? = nil
    ) {
      self.name = name
      self.bytes = bytes
      self.type = type
      self.link = link
      self.claimedSize = claimedSize
    }
  }

  /// A ustar archive (names up to 100 bytes), with the two zero blocks at its end unless
  /// `terminated` is false.
  public static func tar(_ members: [Member], terminated: Bool = true) -> [UInt8] {
    var out: [UInt8] = []
    for member in members {
      var header = [UInt8](repeating: 0, count: 512)
      func put(_ text: String, at offset: Int, width: Int) {
        for (i, byte) in text.utf8.prefix(width).enumerated() { header[offset + i] = byte }
      }
      func octal(_ value: UInt64, at offset: Int, width: Int) {
        put(String(String(value, radix: 8).suffix(width - 1)).leftPadded(to: width - 1), at: offset, width: width - 1)
      }
      put(member.name, at: 0, width: 100)
      octal(0o644, at: 100, width: 8)
      octal(0, at: 108, width: 8)
      octal(0, at: 116, width: 8)
      let size = member.claimedSize ?? UInt64(member.bytes.count)
      if size >= 1 << 33 {
        // GNU base-256: a 0x80 marker, then the size big-endian in the remaining 11 bytes.
        header[124] = 0x80
        for i in 0..<8 { header[135 - i] = UInt8(truncatingIfNeeded: size >> (8 * UInt64(i))) }
      } else {
        octal(size, at: 124, width: 12)
      }
      octal(1_600_000_000, at: 136, width: 12)
      header[156] = member.type
      put(member.link, at: 157, width: 100)
      put("ustar", at: 257, width: 6)
      put("00", at: 263, width: 2)
      for i in 148..<156 { header[i] = 0x20 }
      let sum = header.reduce(0) { $0 + Int($1) }
      put(String(String(sum, radix: 8)).leftPadded(to: 6), at: 148, width: 6)
      header[154] = 0
      header[155] = 0x20
      out += header
      out += member.bytes
      out += [UInt8](repeating: 0, count: (512 - member.bytes.count % 512) % 512)
    }
    if terminated { out += [UInt8](repeating: 0, count: 1024) }
    return out
  }

  /// A cpio archive in the `newc` format.
  public static func cpio(_ members: [Member]) -> [UInt8] {
    var out: [UInt8] = []
    func hex(_ value: Int) -> String { String(String(value, radix: 16)).leftPadded(to: 8) }
    func pad() { out += [UInt8](repeating: 0, count: (4 - out.count % 4) % 4) }
    for (index, member) in (members + [Member("TRAILER!!!")]).enumerated() {
      let mode = member.name == "TRAILER!!!" ? 0 : 0o100644
      let fields = [index + 1, mode, 0, 0, 1, 1_600_000_000, member.bytes.count, 0, 0, 0, 0, member.name.utf8.count + 1, 0]
      out += Array("070701".utf8) + fields.flatMap { Array(hex($0).utf8) }
      out += Array(member.name.utf8) + [0]
      pad()
      out += member.bytes
      pad()
    }
    return out
  }

  /// A zip archive of `members` (deflated), written by Python's `zipfile`.
  public static func zip(_ members: [Member]) throws -> [UInt8] {
    let dir = try TemporaryDirectory("zip")
    defer { dir.remove() }
    var script = "import zipfile,sys\nz=zipfile.ZipFile(sys.argv[1],'w',zipfile.ZIP_DEFLATED)\n"
    for (index, member) in members.enumerated() {
      _ = try dir.write("m\(index)", member.bytes)
      script += "z.writestr(\(pythonString(member.name)), open(\(pythonString(dir.path("m\(index)"))),'rb').read())\n"
    }
    script += "z.close()\n"
    let output = dir.path("out.zip")
    let result = try CommandRunner.run("/usr/bin/env", ["python3", "-c", script, output])
    guard result.status == 0 else { throw BuildError(message: "python3 zipfile: \(result.stderr)") }
    return Array(try Data(contentsOf: URL(fileURLWithPath: output)))
  }

  /// `bytes` compressed by `program` (`gzip`, `bzip2`, `xz`, `zstd`).
  public static func compress(_ bytes: [UInt8], with program: String) throws -> [UInt8] {
    let dir = try TemporaryDirectory("compress")
    defer { dir.remove() }
    let input = try dir.write("in", bytes)
    let result = try CommandRunner.run("/usr/bin/env", ["sh", "-c", "\(program) -c < '\(input)' > '\(input).out'"])
    guard result.status == 0 else { throw BuildError(message: "\(program): \(result.stderr)") }
    return Array(try Data(contentsOf: URL(fileURLWithPath: input + ".out")))
  }

  public struct BuildError: Error, CustomStringConvertible {
    public var message: String
    public var description: String { message }
  }

  private static func pythonString(_ text: String) -> String {
    "bytes([" + text.utf8.map(String.init).joined(separator: ",") + "]).decode('utf-8','surrogateescape')"
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}
