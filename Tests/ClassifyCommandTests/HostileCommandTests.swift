import Foundation
import MediaKind
import MediaKindTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// End-to-end hostile input (issue 7): the built `classify` binary over special files, names
/// that are not UTF-8, and the read-only guarantee on a copy of `Samples/`.
@Suite("classify command: hostile input")
struct HostileCommandTests {
  /// A 1x1 GIF.
  static let tinyGIF: [UInt8] =
    Array("GIF89a".utf8) + [1, 0, 1, 0, 0, 0, 0]
    + [0x2C, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0x02, 0x01, 0x44, 0x00, 0x3B]

  /// Creates `name` (raw bytes) in `directory` with `bytes` as content.
  static func create(_ directory: String, name: [UInt8], _ bytes: [UInt8]) -> Bool {
    let path = Array(directory.utf8) + [UInt8(ascii: "/")] + name
    let fd = open(path.map { CChar(bitPattern: $0) } + [0], O_WRONLY | O_CREAT, 0o644)
    guard fd >= 0 else { return false }
    defer { close(fd) }
    return bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) } == bytes.count
  }

  @Test("names that are not UTF-8 print losslessly with \\xNN escapes and are classified")
  func nonUTF8Names() throws {
    let dir = try TemporaryDirectory("classify-cli")
    defer { TreeRemover.removeTree(dir.url.path) }
    #expect(
      Self.create(dir.url.path, name: Array("caf".utf8) + [0xE9] + Array(".gif".utf8), Self.tinyGIF)
    )
    #expect(Self.create(dir.url.path, name: [0xFF] + Array("\\x.gif".utf8), Self.tinyGIF))
    let out = try CommandRunner.classify(["--format", "jsonl", "."], in: dir.url)
    #expect(out.status == 0, "\(out.stderr)")
    let records = try out.stdout.split(separator: "\n").map {
      try JSONDecoder().decode(Classification.self, from: Data($0.utf8))
    }
    #expect(records.map(\.path) == ["./caf\\xE9.gif", "./\\xFF\\x5Cx.gif"])
    #expect(records.allSatisfy { $0.status == .ok && $0.format == .gif })
    // The escaped form stays one readable line in every format, and names the same file again.
    let table = try CommandRunner.classify(["--format", "table", "."], in: dir.url)
    #expect(table.stdout.hasPrefix("./caf\\xE9.gif: image, gif"))
    let csv = try CommandRunner.classify(["--format", "csv", "."], in: dir.url)
    #expect(csv.stdout.contains("\n./caf\\xE9.gif,ok,"))
    let again = try CommandRunner.classify(["--format", "jsonl", "./caf\\xE9.gif"], in: dir.url)
    #expect(again.status == 0)
  }

  @Test("every output format prints a record whose duration no Int can hold (a CAF fuzz find)")
  func hugeDurationInEveryFormat() throws {
    let sample = SampleCorpus.samplesDirectory.appendingPathComponent(
      "broken/caf/sample-rate-7e-304-huge-duration.caf")
    for format in ["table", "csv", "json", "jsonl"] {
      let out = try CommandRunner.classify(["--format", format, sample.path])
      #expect(out.status == 0, "\(format): \(out.stderr)")
      #expect(out.stdout.contains("huge-duration.caf"), "\(format)")
    }
  }

  @Test("special files in a walk: one error record each, the rest classified; a link to a folder is skipped with a note")
  func specialFilesInAWalk() throws {
    let dir = try TemporaryDirectory("classify-cli")
    defer { dir.remove() }
    #expect(mkfifo(dir.path("a-pipe"), 0o644) == 0)
    #expect(symlink("b-loop", dir.path("b-loop")) == 0)
    #expect(symlink("/dev/zero", dir.path("c-zero")) == 0)
    try dir.write("d.gif", Self.tinyGIF)
    try dir.write("e-dir/f.gif", Self.tinyGIF)
    #expect(symlink(dir.path("e-dir"), dir.path("g-dirlink")) == 0)
    let long = String(repeating: "x", count: 300) + ".gif"
    let out = try CommandRunner.classify(["--format", "jsonl", ".", long], in: dir.url)
    // The special files are error records (1); the name too long, given on the command line,
    // is an input that cannot be reached (66), which wins.
    #expect(out.status == 66)
    #expect(try CommandRunner.classify(["--format", "jsonl", "."], in: dir.url).status == 1)
    let records = try out.stdout.split(separator: "\n").map {
      try JSONDecoder().decode(Classification.self, from: Data($0.utf8))
    }
    #expect(
      records.map(\.path) == ["./a-pipe", "./b-loop", "./c-zero", "./d.gif", "./e-dir/f.gif", long])
    #expect(
      records.map { $0.error?.kind } == [.notRegularFile, .readFailed, .notRegularFile, nil, nil, .readFailed])
    #expect(records.count == 6 && records[1].error?.message.contains("symbolic link loop") == true)
    #expect(records.count == 6 && records[5].error?.message.contains("File name too long") == true)
    let messages = out.stderr.split(separator: "\n")
    #expect(messages.count == 5)
    #expect(messages.contains { $0.hasPrefix("classify: ./g-dirlink: skipped: symbolic link to a folder") })
  }

  @Test(
    "read-only: a thorough run leaves every byte, mtime, ctime (and atime) of the tree as it was")
  func readOnlyGuarantee() throws {
    let dir = try TemporaryDirectory("classify-readonly")
    defer { dir.remove() }
    let copy = dir.url.appendingPathComponent("Samples")
    try FileManager.default.copyItem(at: SampleCorpus.samplesDirectory, to: copy)
    let files = FileEnumerator(roots: [copy.path]).compactMap { entry -> String? in
      if case .file(let path) = entry { return path }
      return nil
    }
    #expect(files.count >= 90)
    // atime older than mtime, so that a plain read would update it even under `relatime`.
    for path in files { #expect(Self.setOldAccessTime(path)) }
    // A control file, read without O_NOATIME: does this mount record access times at all?
    let control = dir.path("control.bin")
    try Data([1, 2, 3]).write(to: URL(fileURLWithPath: control))
    #expect(Self.setOldAccessTime(control))
    _ = try Data(contentsOf: URL(fileURLWithPath: control))
    let mountUpdatesAtime = Metadata(control)?.atime != [Self.oldAccessTime, 0]

    // Metadata only (reading the bytes now could itself touch atime).
    let before = Dictionary(uniqueKeysWithValues: files.map { ($0, Metadata($0)) })
    let directoriesBefore = Self.directoryTimes(under: copy.path)

    let out = try CommandRunner.classify(
      ["--mode", "thorough", "--explain", "--format", "jsonl", copy.path])
    // Samples/.mediakind.yml (read too, without touching its access time) leaves out the
    // files that are not samples.
    let samples = files.filter {
      let name = ($0 as NSString).lastPathComponent
      return !["README.md", ".gitignore", ".mediakind.yml"].contains(name) && !name.hasSuffix(".py")
        && !name.hasSuffix(".jsonl") && !$0.contains("__pycache__")
    }
    #expect(samples.count < files.count)
    #expect(out.stdout.split(separator: "\n").count == samples.count)

    for path in files {
      let a = try #require(before[path] ?? nil)
      let b = try #require(Metadata(path))
      #expect(a.mtime == b.mtime, "\(path) mtime changed")
      #expect(a.ctime == b.ctime, "\(path) ctime changed")
      #expect(a.size == b.size, "\(path) size changed")
      // The test user owns the copies, so O_NOATIME is allowed: atime must stay.
      if mountUpdatesAtime { #expect(a.atime == b.atime, "\(path) atime changed") }
    }
    #expect(
      Self.directoryTimes(under: copy.path) == directoriesBefore,
      "the tree's listing or folder times changed")
    // Byte for byte the same as the originals.
    for path in files {
      let relative = String(path.dropFirst(copy.path.count))
      let original = try Data(
        contentsOf: SampleCorpus.samplesDirectory.appendingPathComponent(relative))
      #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == original, "\(relative) changed")
    }
  }

  static let oldAccessTime = 1_000_000_000
  /// `UTIME_OMIT` (`<sys/stat.h>`: `(1l << 30) - 2l`), a macro Swift does not import.
  static let utimeOmit = (1 << 30) - 2

  /// Sets `path`'s atime to 2001-09-09 (before any mtime here), leaving mtime alone.
  static func setOldAccessTime(_ path: String) -> Bool {
    var times = [
      timespec(tv_sec: oldAccessTime, tv_nsec: 0), timespec(tv_sec: 0, tv_nsec: utimeOmit),
    ]
    return utimensat(AT_FDCWD, path, &times, 0) == 0
  }

  /// Every entry under `root` (relative path) with its mtime and ctime.
  static func directoryTimes(under root: String) -> [String: [Int]] {
    var result: [String: [Int]] = [:]
    let enumerator = FileManager.default.enumerator(atPath: root)
    while let relative = enumerator?.nextObject() as? String {
      var s = stat()
      let full = root + "/" + relative
      guard lstat(full, &s) == 0 else { continue }
      result[relative] =
        (s.st_mode & S_IFMT) == S_IFDIR
        ? [s.st_mtim.tv_sec, s.st_mtim.tv_nsec, s.st_ctim.tv_sec, s.st_ctim.tv_nsec] : []
    }
    return result
  }

  /// A file's size and times (`lstat`).
  struct Metadata: Equatable {
    var size: Int
    var mtime: [Int]
    var ctime: [Int]
    var atime: [Int]

    init?(_ path: String) {
      var s = stat()
      guard lstat(path, &s) == 0 else { return nil }
      size = Int(s.st_size)
      mtime = [s.st_mtim.tv_sec, s.st_mtim.tv_nsec]
      ctime = [s.st_ctim.tv_sec, s.st_ctim.tv_nsec]
      atime = [s.st_atim.tv_sec, s.st_atim.tv_nsec]
    }
  }
}
