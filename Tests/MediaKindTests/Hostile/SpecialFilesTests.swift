import Foundation
import MediaKindTestSupport
import Testing

@testable import MediaKind

#if canImport(Glibc)
  import Glibc
#endif

/// Special files and situations (issue 7): FIFOs, sockets, devices, directories given as
/// files, symbolic-link loops and links out of the root, files that vanish or shrink between
/// listing and reading, unreadable folders, paths longer than the system allows, names that
/// are not UTF-8, and 100,000 files in one folder.
@Suite("Hostile input: special files", .tags(.hostile))
struct SpecialFilesTests {
  let fast = MediaClassifier(options: ClassifyOptions(mode: .fast))
  let thorough = MediaClassifier(options: ClassifyOptions(mode: .thorough))

  /// A 1x1 GIF (26 bytes).
  static let tinyGIF: [UInt8] =
    Array("GIF89a".utf8) + [1, 0, 1, 0, 0, 0, 0]
    + [0x2C, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0x02, 0x01, 0x44, 0x00, 0x3B]

  /// Records of a whole walk, through the batch API (raw paths, as `classify` uses it).
  func walk(_ roots: [String], _ classifier: MediaClassifier? = nil) async -> [Classification] {
    var records: [Classification] = []
    await (classifier ?? fast).classify(entries: FileEnumerator(roots: roots), concurrency: 4) {
      records.append($0)
    }
    return records
  }

  // MARK: - Not regular files

  @Test("FIFOs, sockets and devices in a walk are notRegularFile and never read")
  func fifoSocketDevice() async throws {
    let dir = try TemporaryDirectory("special")
    defer { dir.remove() }
    #expect(mkfifo(dir.path("a-pipe"), 0o644) == 0)
    #expect(try Self.bindSocket(dir.path("b-socket")))
    // /dev/zero would never end if it were read; /dev/null is empty.
    #expect(symlink("/dev/zero", dir.path("c-zero")) == 0)
    #expect(symlink("/dev/null", dir.path("d-null")) == 0)
    try dir.write("e.gif", Self.tinyGIF)
    for classifier in [fast, thorough] {
      let records = await walk([dir.url.path], classifier)
      #expect(
        records.map { String($0.path.split(separator: "/").last ?? "") } == [
          "a-pipe", "b-socket", "c-zero", "d-null", "e.gif",
        ])
      #expect(records.prefix(4).allSatisfy { $0.error?.kind == .notRegularFile })
      #expect(records[0].error?.message == "is a FIFO (named pipe)")
      #expect(records[1].error?.message == "is a socket")
      #expect(records[2].error?.message == "is a character device")
      #expect(records[4].status == .ok && records[4].format == .gif)
    }
  }

  @Test("a directory given as a file is notRegularFile")
  func directoryAsFile() throws {
    let dir = try TemporaryDirectory("special")
    defer { dir.remove() }
    for classifier in [fast, thorough] {
      let record = classifier.classify(path: dir.url.path)
      #expect(record.error?.kind == .notRegularFile)
      #expect(record.error?.message == "is a directory")
    }
  }

  // MARK: - Symbolic links

  @Test("symbolic-link loops give a readFailed record naming the loop, in a walk and directly")
  func symlinkLoops() async throws {
    let dir = try TemporaryDirectory("special")
    defer { dir.remove() }
    #expect(symlink("b.jpg", dir.path("a.jpg")) == 0)
    #expect(symlink("a.jpg", dir.path("b.jpg")) == 0)
    #expect(symlink("self.jpg", dir.path("self.jpg")) == 0)
    let records = await walk([dir.url.path])
    #expect(records.count == 3)
    for record in records {
      #expect(record.error?.kind == .readFailed)
      #expect(record.error?.message.contains("symbolic link loop") == true)
    }
    #expect(fast.classify(path: dir.path("a.jpg")).error?.message.contains("loop") == true)
    #expect(symlink("missing.jpg", dir.path("dangling.jpg")) == 0)
    #expect(fast.classify(path: dir.path("dangling.jpg")).error?.kind == .notFound)
  }

  @Test("links out of the root: file links are followed (documented), directory links are skipped")
  func symlinksOutOfRoot() async throws {
    let outside = try TemporaryDirectory("outside")
    let root = try TemporaryDirectory("root")
    defer {
      outside.remove()
      root.remove()
    }
    try outside.write("secret.gif", Self.tinyGIF)
    try outside.write("folder/deep.gif", Self.tinyGIF)
    #expect(symlink(outside.path("secret.gif"), root.path("file-link.gif")) == 0)
    #expect(symlink(outside.path("folder"), root.path("dir-link")) == 0)
    #expect(symlink(root.url.path, root.path("loop-to-root")) == 0)
    let records = await walk([root.url.path])
    #expect(records.map { String($0.path.dropFirst(root.url.path.count + 1)) } == ["file-link.gif"])
    // FileEnumerator's documented behaviour: a link to a file is followed, even out of the
    // root; the record keeps the link's path. Links to folders are skipped with a note.
    #expect(records.first?.status == .ok && records.first?.format == .gif)
    let skips = SkipLog()
    _ = Array(FileEnumerator(roots: [root.url.path], options: WalkOptions(), onSkip: skips.add))
    #expect(skips.paths == [root.path("dir-link"), root.path("loop-to-root")])
    // A root that is itself a link to a directory is followed once.
    let viaLink = await walk([root.path("dir-link")])
    #expect(viaLink.map(\.path) == [root.path("dir-link") + "/deep.gif"])
  }

  // MARK: - Files that change under the reader

  @Test("a file that vanishes between listing and reading is notFound")
  func vanishingFile() async throws {
    let dir = try TemporaryDirectory("special")
    defer { dir.remove() }
    try dir.write("a.gif", Self.tinyGIF)
    try dir.write("b.gif", Self.tinyGIF)
    try dir.write("c.gif", Self.tinyGIF)
    // The walk lists a directory when it enters it; b.gif disappears after that.
    var iterator = FileEnumerator(roots: [dir.url.path]).makeIterator()
    #expect(iterator.next() == .file(dir.path("a.gif")))
    #expect(unlink(dir.path("b.gif")) == 0)
    // The walk may trust `readdir`'s file type (no `lstat`) and list b.gif as a file, or
    // `lstat` it and give a failure entry; either way its record says notFound.
    let next = iterator.next()
    let vanished = try #require(next)
    #expect(vanished.path == dir.path("b.gif"))
    var vanishedRecords: [Classification] = []
    await fast.classify(entries: [vanished]) { vanishedRecords.append($0) }
    #expect(vanishedRecords.map(\.path) == [dir.path("b.gif")])
    #expect(vanishedRecords.map { $0.error?.kind } == [.notFound])
    // Listed, then gone before classification: the record says notFound.
    let entries = Array(FileEnumerator(roots: [dir.url.path]))
    #expect(unlink(dir.path("c.gif")) == 0)
    var records: [Classification] = []
    await fast.classify(entries: entries) { records.append($0) }
    #expect(records.map { $0.error?.kind } == [nil, .notFound])
  }

  @Test("a file that shrinks after fstat: a short head, then nothing; no crash in either mode")
  func shrinkingFile() throws {
    let dir = try TemporaryDirectory("special")
    defer { dir.remove() }
    // A JPEG with a large APP1 segment and a trailer past the 64 KiB head.
    let jpeg = try Data(
      contentsOf: SampleCorpus.samplesDirectory.appendingPathComponent(
        "image/jpeg/apple-live-photo-still.jpg"))
    let big = [UInt8](jpeg) + [UInt8](repeating: 0x5A, count: 200_000)
    let path = try dir.write("shrinks.jpg", big)
    for mode in [ClassificationMode.fast, .thorough] {
      for cut in [0, 3, 100, 70_000] {
        try Data(big).write(to: URL(fileURLWithPath: path))
        let pipeline = Pipeline(registry: .standard, options: ClassifyOptions(mode: mode))
        // Shrinks between fstat and the head read.
        let file = try InputFile.open(rawPath: Array(path.utf8)) { _ = truncate(path, off_t(cut)) }
        #expect(file.size == big.count)
        #expect(file.head.count == min(cut, InputFile.headSize))
        let record = pipeline.inspect(file: file, displayPath: path, fileName: "shrinks.jpg").record
        #expect(record.status == .ok)
        #expect(record.fileSize == big.count)
        // Shrinks after the head read: later reads return nothing.
        try Data(big).write(to: URL(fileURLWithPath: path))
        let opened = try InputFile.open(rawPath: Array(path.utf8))
        #expect(truncate(path, off_t(cut)) == 0)
        #expect(try opened.read(at: 100_000, count: 10) == [])
        let late = pipeline.inspect(file: opened, displayPath: path, fileName: "shrinks.jpg").record
        #expect(late.status == .ok)
        #expect(late.format == .jpeg)
      }
    }
  }

  @Test(
    "a sysfs file whose size says more than it holds",
    .enabled(
      if: FileManager.default.fileExists(atPath: "/sys/kernel/mm/transparent_hugepage/enabled")))
  func sysfsFile() {
    for classifier in [fast, thorough] {
      let record = classifier.classify(path: "/sys/kernel/mm/transparent_hugepage/enabled")
      #expect(record.status == .ok)
      #expect(record.mediaType == .unknown)
    }
  }

  // MARK: - Permissions and errno

  @Test(
    "an unreadable folder yields one failure entry and the walk goes on",
    .enabled(if: geteuid() != 0, "root reads every folder"))
  func unreadableFolder() async throws {
    let dir = try TemporaryDirectory("special")
    defer {
      chmod(dir.path("locked"), 0o755)
      dir.remove()
    }
    try dir.write("locked/inside.gif", Self.tinyGIF)
    try dir.write("z.gif", Self.tinyGIF)
    #expect(chmod(dir.path("locked"), 0) == 0)
    let records = await walk([dir.url.path])
    #expect(records.map(\.path) == [dir.path("locked"), dir.path("z.gif")])
    #expect(records[0].error?.kind == .permissionDenied)
    #expect(records[1].status == .ok)
  }

  @Test("errno values map to clear failures")
  func errnoMapping() {
    #expect(InputFailure(errno: EACCES, pathLength: 1).kind == .permissionDenied)
    #expect(InputFailure(errno: ENOTDIR, pathLength: 1).kind == .notFound)
    let loop = InputFailure(errno: ELOOP, pathLength: 1)
    #expect(loop.kind == .readFailed && loop.message.contains("symbolic link loop"))
    let long = InputFailure(errno: ENAMETOOLONG, pathLength: 5000)
    #expect(long.kind == .readFailed)
    #expect(long.message.contains("5000 bytes") && long.message.contains("4095"))
  }

  // MARK: - Long paths

  @Test("paths longer than PATH_MAX and names longer than NAME_MAX give ENAMETOOLONG failures")
  func longPaths() async throws {
    let dir = try TemporaryDirectory("special")
    defer { TreeRemover.removeTree(dir.url.path) }
    // One name over NAME_MAX.
    let longName = dir.path(String(repeating: "n", count: 300) + ".gif")
    let record = fast.classify(path: longName)
    #expect(record.error?.kind == .readFailed)
    #expect(record.error?.message.contains("too long") == true)
    // A tree deeper than PATH_MAX, made with *at() calls (the full path cannot be used).
    let component = String(repeating: "d", count: 200)
    var fd = open(dir.url.path, O_RDONLY | O_DIRECTORY)
    #expect(fd >= 0)
    for _ in 0..<25 {
      #expect(mkdirat(fd, component, 0o755) == 0)
      let next = openat(fd, component, O_RDONLY | O_DIRECTORY)
      close(fd)
      fd = next
    }
    let file = openat(fd, "deep.gif", O_WRONLY | O_CREAT, 0o644)
    #expect(file >= 0)
    _ = Self.tinyGIF.withUnsafeBytes { write(file, $0.baseAddress, $0.count) }
    close(file)
    close(fd)
    let deepPath = dir.url.path + String(repeating: "/" + component, count: 25) + "/deep.gif"
    #expect(deepPath.utf8.count > 4096)
    let deep = fast.classify(path: deepPath)
    #expect(deep.error?.kind == .readFailed)
    #expect(deep.error?.message.contains("File name too long") == true)
    #expect(deep.error?.message.contains("\(deepPath.utf8.count) bytes") == true)
    // The walk stops at the first directory whose path is too long, with one failure entry.
    let records = await walk([dir.url.path])
    #expect(records.count == 1)
    #expect(records.first?.error?.kind == .readFailed)
    #expect(records.first?.error?.message.contains("too long") == true)
  }

  // MARK: - Names that are not UTF-8

  @Test("names that are not UTF-8 are walked, classified from their bytes and shown escaped")
  func nonUTF8Names() async throws {
    let dir = try TemporaryDirectory("special")
    defer { TreeRemover.removeTree(dir.url.path) }
    // "caf\xE9.gif" (Latin-1 é), "\xFF\xFE.gif", "a\\b\xC3(.gif" (backslash + broken UTF-8).
    let names: [[UInt8]] = [
      Array("caf".utf8) + [0xE9] + Array(".gif".utf8),
      [0xFF, 0xFE] + Array(".gif".utf8),
      Array("a\\b".utf8) + [0xC3, 0x28] + Array(".gif".utf8),
      Array("ok-é.gif".utf8),
    ]
    for name in names {
      let path = Array(dir.url.path.utf8) + [UInt8(ascii: "/")] + name
      let fd = open(path.map { CChar(bitPattern: $0) } + [0], O_WRONLY | O_CREAT, 0o644)
      #expect(fd >= 0)
      _ = Self.tinyGIF.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
      close(fd)
    }
    for classifier in [fast, thorough] {
      let records = await walk([dir.url.path], classifier)
      let shown = records.map { String($0.path.dropFirst(dir.url.path.count + 1)) }
      #expect(Set(shown) == ["caf\\xE9.gif", "\\xFF\\xFE.gif", "a\\x5Cb\\xC3(.gif", "ok-é.gif"])
      for record in records {
        #expect(record.status == .ok, "\(record.path): \(record.error?.message ?? "")")
        #expect(record.format == .gif)
        #expect(record.extensionMatchesContent == true)
      }
      // A path copied from a record opens the same file.
      for record in records {
        #expect(classifier.classify(path: record.path).status == .ok, "\(record.path)")
      }
    }
  }

  @Test("PathEscaping: valid UTF-8 unchanged, other bytes round-trip exactly")
  func pathEscaping() {
    #expect(PathEscaping.display(Array("café/x.jpg".utf8)) == "café/x.jpg")
    #expect(PathEscaping.display([0x66, 0x6F, 0x6F, 0xFF]) == "foo\\xFF")
    #expect(PathEscaping.display(Array("a\\".utf8) + [0x80]) == "a\\x5C\\x80")
    #expect(PathEscaping.rawBytes("plain\\name") == nil)
    // Overlong forms, surrogates and truncated sequences are escaped byte by byte.
    #expect(PathEscaping.display([0xC0, 0xAF]) == "\\xC0\\xAF")
    #expect(PathEscaping.display([0xED, 0xA0, 0x80]) == "\\xED\\xA0\\x80")
    #expect(PathEscaping.display([0xE2, 0x82]) == "\\xE2\\x82")
    var random = SeededGenerator(seed: "path-escaping")
    for _ in 0..<2_000 {
      let count = Int.random(in: 1...12, using: &random)
      let bytes = (0..<count).map { _ in UInt8.random(in: 1...255, using: &random) }
      let shown = PathEscaping.display(bytes)
      // Valid UTF-8 without a control or bidirectional character is shown as it is; any
      // other name is escaped so that it is one line and maps back to exactly its bytes.
      if let text = String(validating: bytes, as: UTF8.self),
        !text.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || PathEscaping.isForging($0) })
      {
        #expect(shown == text)
      } else {
        #expect(PathEscaping.rawBytes(shown) == bytes, "\(bytes) → \(shown)")
        #expect(!shown.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }, "\(shown)")
      }
    }
  }

  // MARK: - Many files

  @Test("100,000 files in one folder: every one classified, memory bounded", .tags(.slow))
  func hundredThousandFiles() async throws {
    let dir = try TemporaryDirectory("many")
    defer { TreeRemover.removeTree(dir.url.path) }
    let count = 100_000
    let fd = open(dir.url.path, O_RDONLY | O_DIRECTORY)
    #expect(fd >= 0)
    for i in 0..<count {
      let file = openat(fd, "f\(i).gif", O_WRONLY | O_CREAT, 0o644)
      guard file >= 0 else {
        Issue.record("cannot create file \(i): \(String(cString: strerror(errno)))")
        break
      }
      _ = Self.tinyGIF.withUnsafeBytes { write(file, $0.baseAddress, $0.count) }
      close(file)
    }
    close(fd)
    // `classify` in its own process, so its peak memory is its own (this process runs other
    // suites at the same time); fast mode, one JSON line per file.
    let output = dir.url.deletingLastPathComponent().appendingPathComponent("many-\(getpid()).jsonl").path
    defer { unlink(output) }
    let run = try MeasuredRun.run(
      CommandRunner.classifyURL.path, ["--mode", "fast", "--no-config", "--format", "jsonl", dir.url.path],
      outputPath: output)
    #expect(run.status == 0)
    let lines = try String(contentsOfFile: output, encoding: .utf8).split(separator: "\n")
    #expect(lines.count == count)
    var ok = 0
    var ordered = true
    var lastPath: [UInt8] = []
    // The names are plain (`f123.gif`), so the members are found as text: decoding 100,000
    // records would take longer than classifying them in a debug build.
    for line in lines {
      if line.contains("\"status\":\"ok\"") && line.contains("\"format\":\"gif\"") { ok += 1 }
      guard let start = line.range(of: "\"path\":\"")?.upperBound,
        let end = line[start...].firstIndex(of: "\"")
      else {
        ordered = false
        continue
      }
      let path = Array(line[start..<end].utf8)
      if !lastPath.isEmpty, !lastPath.lexicographicallyPrecedes(path) { ordered = false }
      lastPath = path
    }
    #expect(ok == count)
    #expect(ordered)
    // A reading of nothing is no pass: the peak was read while classify ran (tens of MiB).
    #expect(run.peakResidentBytes > 4 << 20, "classify's peak RSS was not read")
    #expect(run.peakResidentBytes < 256 << 20, "classify's peak RSS: \(run.peakResidentBytes >> 20) MiB")
  }

  // MARK: - Helpers

  /// Binds a Unix-domain socket at `path` (leaves a socket file behind).
  static func bindSocket(_ path: String) throws -> Bool {
    let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { return false }
    defer { close(fd) }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let bytes = Array(path.utf8)
    guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else { return false }
    withUnsafeMutableBytes(of: &address.sun_path) { raw in
      for (i, b) in bytes.enumerated() { raw[i] = b }
    }
    let result = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    return result == 0
  }
}
