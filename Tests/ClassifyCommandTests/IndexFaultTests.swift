import Foundation
import MediaKind
import MediaKindIndex
import MediaKindTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `classify index` under faults and attack (issue 13; Docs/Reliability.md, "The index under faults and attack"): it
/// never corrupts or loses its index, never writes outside it, and says clearly why it stops.
@Suite("classify index under faults and attack", .serialized)
struct IndexFaultTests {
  /// Media from Samples/ (not the broken ones), linked into trees.
  static let sources: [String] = {
    let root = SampleCorpus.samplesDirectory.path
    return FileEnumerator(roots: [root]).map(\.path).filter {
      !$0.contains("/broken/") && !$0.hasSuffix(".py") && !$0.hasSuffix(".md") && !$0.hasSuffix(".jsonl")
        && !$0.hasSuffix(".gitignore") && !$0.contains("__pycache__")
    }.sorted()
  }()

  /// `count` hard links of the samples, 500 to a folder.
  static func tree(_ count: Int, in dir: TemporaryDirectory, from start: Int = 0) {
    for i in start..<(start + count) {
      let source = sources[i % sources.count]
      let folder = dir.path("d\(i / 500)")
      mkdir(folder, 0o755)
      link(source, folder + "/f\(i)." + (source.split(separator: ".").last.map(String.init) ?? "bin"))
    }
  }

  static func run(_ arguments: [String], _ dir: TemporaryDirectory, launcher: [String] = []) throws
    -> CommandRunner.Output
  {
    try CommandRunner.classify(arguments, in: dir.url, launcher: launcher)
  }

  /// Every stored file of an index, by path.
  static func stored(root: String, location: String? = nil) throws -> [String: LibraryFile] {
    let index = try #require(try LibraryIndex.existing(root: root, location: location))
    var byPath: [String: LibraryFile] = [:]
    for file in try index.files() { byPath[file.path] = file }
    return byPath
  }

  @Test(
    "kill -9 at 50 random moments of index runs on a 10,000-file tree that keeps changing: the index opens every time and converges to a clean run's records",
    .timeLimit(.minutes(8)))
  func killNine() throws {
    let dir = try TemporaryDirectory("index-kill")
    defer { dir.remove() }
    Self.tree(10_000, in: dir)
    var random = SeededGenerator(seed: 50)
    var next = 10_000
    for round in 0..<50 {
      if round > 0 {
        // Change the tree a little: new files, deleted files, replaced contents, touches.
        Self.tree(40, in: dir, from: next)
        next += 40
        for _ in 0..<40 {
          let i = Int.random(in: 0..<next, using: &random)
          let folder = dir.path("d\(i / 500)")
          guard let name = (try? FileManager.default.contentsOfDirectory(atPath: folder))?.randomElement(using: &random)
          else { continue }
          let path = folder + "/" + name
          switch Int.random(in: 0..<3, using: &random) {
          case 0: unlink(path)
          case 1:
            unlink(path)
            link(Self.sources.randomElement(using: &random)!, path)
          default:
            // A touch of a private copy: the tree's files are hard links to Samples/, whose
            // modification times a touch through the link would change.
            if let bytes = FileManager.default.contents(atPath: path) {
              unlink(path)
              #expect(FileManager.default.createFile(atPath: path, contents: bytes), "a private copy of \(path)")
            }
            utimes(path, nil)
          }
        }
      }
      let process = try CommandRunner.start(["index", "."], in: dir.url)
      usleep(UInt32.random(in: 0..<(round == 0 ? 3_000_000 : 900_000), using: &random))
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      // The index (if the run got as far as creating it) opens, and SQLite finds it sound.
      if let index = try LibraryIndex.existing(root: dir.url.path) {
        #expect(try index.integrityProblems().isEmpty, "round \(round)")
        _ = try index.fileCount()
      }
    }
    let finished = try Self.run(["index", "--format", "jsonl", "."], dir)
    #expect(finished.status == 0, "\(finished.stderr)")
    let clean = TemporaryDirectory.uniquePath("clean-index") + ".sqlite"
    defer { unlink(clean) }
    #expect(try Self.run(["index", "--index", clean, "."], dir).status == 0)
    let survived = try Self.stored(root: dir.url.path)
    let reference = try Self.stored(root: dir.url.path, location: clean)
    #expect(survived.count == reference.count && survived.count > 9_000)
    #expect(survived == reference)
  }

  @Test("two index runs on one root: the second fails at once with a clear message; the index stays whole", .timeLimit(.minutes(3)))
  func twoAtOnce() throws {
    let dir = try TemporaryDirectory("index-two")
    defer { dir.remove() }
    Self.tree(10_000, in: dir)
    let first = try CommandRunner.start(["index", "."], in: dir.url)
    // Wait until the first run holds its lock (the lock file exists once it is taken).
    var waited = 0
    while !FileManager.default.fileExists(atPath: dir.path(".mediakind/index.lock")), waited < 200 {
      usleep(10_000)
      waited += 1
    }
    usleep(200_000)
    let second = try Self.run(["index", "."], dir)
    first.waitUntilExit()
    #expect(first.terminationStatus == 0)
    #expect(second.status == 73)
    #expect(second.stderr.contains("another classify index is refreshing"), "\(second.stderr)")
    let index = try #require(try LibraryIndex.existing(root: dir.url.path))
    #expect(try index.fileCount() == 10_000)
    #expect(try index.integrityProblems().isEmpty)
    #expect(try Self.run(["index", "--format", "table", "."], dir).stdout.contains("0 classified, 10000 unchanged"))
  }

  /// A small file system for the index (tmpfs, as root), or nil where mounting is not allowed.
  static func smallFileSystem(kilobytes: Int) -> String? {
    guard geteuid() == 0 else { return nil }
    let path = TemporaryDirectory.uniquePath("tmpfs")
    mkdir(path, 0o755)
    let out = try? CommandRunner.run("/bin/mount", ["-t", "tmpfs", "-o", "size=\(kilobytes)k", "tmpfs", path])
    guard out?.status == 0 else {
      rmdir(path)
      return nil
    }
    return path
  }

  static func unmount(_ path: String) {
    _ = try? CommandRunner.run("/bin/umount", [path])
    rmdir(path)
  }

  @Test("a full disk while writing: a clear error, and the index as last committed", .timeLimit(.minutes(3)))
  func fullDisk() throws {
    let dir = try TemporaryDirectory("index-full")
    defer { dir.remove() }
    Self.tree(100, in: dir)
    let mounted = Self.smallFileSystem(kilobytes: 640)
    defer { mounted.map(Self.unmount) }
    let location = (mounted ?? dir.path("elsewhere")) + "/index.sqlite"
    #expect(try Self.run(["index", "--index", location, "."], dir).status == 0)
    let before = try Self.stored(root: dir.url.path, location: location)
    #expect(before.count == 100)
    Self.tree(5000, in: dir, from: 100)
    // Without a small file system to hand (not root), a file-size limit makes the same failure.
    let limit = mounted == nil ? ["prlimit", "--fsize=\(640 * 1024)"] : []
    let out = try Self.run(["index", "--index", location, "."], dir, launcher: limit)
    #expect(out.status == 73)
    #expect(out.stderr.contains("cannot write the index"), "\(out.stderr)")
    #expect(out.stderr.contains("full") || out.stderr.contains("too large") || out.stderr.contains("I/O"), "\(out.stderr)")
    #expect(out.stderr.split(separator: "\n").count == 1)
    let index = try #require(try LibraryIndex.existing(root: dir.url.path, location: location))
    #expect(try index.integrityProblems().isEmpty)
    // Committed batches stay; each one is whole: every stored row is a complete record.
    let after = try Self.stored(root: dir.url.path, location: location)
    #expect(after.count >= before.count && after.count < 5100)
    for (path, file) in before { #expect(after[path] == file) }
  }

  @Test("a read-only index: a clear error, nothing changed", .timeLimit(.minutes(2)))
  func readOnly() throws {
    let dir = try TemporaryDirectory("index-ro")
    defer { dir.remove() }
    Self.tree(60, in: dir)
    let mounted = Self.smallFileSystem(kilobytes: 4096)
    defer { mounted.map(Self.unmount) }
    let folder = mounted ?? dir.path("ro")
    mkdir(folder, 0o755)
    let location = folder + "/index.sqlite"
    #expect(try Self.run(["index", "--index", location, "."], dir).status == 0)
    let before = try #require(FileManager.default.contents(atPath: location))
    if let mounted {
      #expect(try CommandRunner.run("/bin/mount", ["-o", "remount,ro", mounted]).status == 0)
    } else {
      chmod(location, 0o444)
      chmod(folder, 0o555)
    }
    defer { if mounted == nil { chmod(folder, 0o755) } }
    Self.tree(20, in: dir, from: 60)
    let out = try Self.run(["index", "--index", location, "."], dir)
    #expect(out.status == 73)
    #expect(out.stderr.contains("read-only") || out.stderr.contains("Read-only") || out.stderr.contains("ermission"), "\(out.stderr)")
    #expect(out.stderr.split(separator: "\n").count == 1)
    #expect(FileManager.default.contents(atPath: location) == before)
  }

  @Test("an untrusted tree: a symbolic link at .mediakind or in it is refused, nothing is written through it")
  func symlinkedIndexLocations() throws {
    let dir = try TemporaryDirectory("index-attack")
    let elsewhere = try TemporaryDirectory("index-target")
    defer {
      dir.remove()
      elsewhere.remove()
    }
    Self.tree(5, in: dir)
    // .mediakind → another folder.
    #expect(symlink(elsewhere.url.path, dir.path(".mediakind")) == 0)
    var out = try Self.run(["index", "."], dir)
    #expect(out.status == 73)
    #expect(out.stderr.contains("refusing to write the index") && out.stderr.contains("symbolic link"), "\(out.stderr)")
    #expect((try FileManager.default.contentsOfDirectory(atPath: elsewhere.url.path)).isEmpty)
    #expect(try Self.run(["changes", "."], dir).status == 65)
    // `assets` reads no such index and says so; it scans the files itself.
    let assets = try Self.run(["assets", "."], dir)
    #expect(assets.status == 0 && assets.stderr.contains("ignoring the index"))
    unlink(dir.path(".mediakind"))

    // .mediakind/index.sqlite (and each file SQLite or the lock puts beside it) → a path
    // that does not exist: not created.
    mkdir(dir.path(".mediakind"), 0o755)
    for name in ["index.sqlite", "index.sqlite-wal", "index.sqlite-shm", "index.sqlite-journal", "index.lock"] {
      let target = elsewhere.path("planted-\(name)")
      #expect(symlink(target, dir.path(".mediakind/\(name)")) == 0)
      out = try Self.run(["index", "."], dir)
      #expect(out.status == 73, "\(name)")
      #expect(out.stderr.contains("symbolic link"), "\(name): \(out.stderr)")
      #expect(!FileManager.default.fileExists(atPath: target), "\(name)")
      unlink(dir.path(".mediakind/\(name)"))
    }
    // A hard link to a file elsewhere.
    try elsewhere.write("victim", Array("keep me".utf8))
    #expect(link(elsewhere.path("victim"), dir.path(".mediakind/index.sqlite")) == 0)
    out = try Self.run(["index", "."], dir)
    #expect(out.status == 73 && out.stderr.contains("hard links"), "\(out.stderr)")
    #expect(FileManager.default.contents(atPath: elsewhere.path("victim")) == Data("keep me".utf8))
    unlink(dir.path(".mediakind/index.sqlite"))
    // .mediakind as a plain file.
    rmdir(dir.path(".mediakind"))
    try dir.write(".mediakind", [1])
    out = try Self.run(["index", "."], dir)
    #expect(out.status == 73 && out.stderr.contains("not a folder"), "\(out.stderr)")
    unlink(dir.path(".mediakind"))
    // The same tree, clean: indexed, and only inside .mediakind.
    #expect(try Self.run(["index", "."], dir).status == 0)
    #expect(Set(try FileManager.default.contentsOfDirectory(atPath: dir.path(".mediakind"))).isSubset(of: [
      "index.sqlite", "index.sqlite-wal", "index.sqlite-shm", "index.lock",
    ]))
    // An explicit --index is the user's own choice: followed.
    #expect(symlink(elsewhere.path("mine.sqlite"), dir.path("link.sqlite")) == 0)
    #expect(try Self.run(["index", "--index", dir.path("link.sqlite"), "."], dir).status == 0)
    #expect(FileManager.default.fileExists(atPath: elsewhere.path("mine.sqlite")))
  }

  @Test("no raw error dumps: an unwritable folder gives one line with the path and the reason")
  func unwritableFolder() throws {
    let dir = try TemporaryDirectory("index-unwritable")
    defer {
      chmod(dir.path("ro"), 0o755)
      dir.remove()
    }
    try dir.write("ro/a.gif", Array(Data(base64Encoded: "R0lGODlhAQABAAAAACw=")!))
    chmod(dir.path("ro"), 0o555)
    chmod(dir.url.path, 0o777)
    // As root permissions do not stop writes: run as nobody where root.
    let launcher = geteuid() == 0 ? ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] : []
    let out = try Self.run(["index", "ro"], dir, launcher: launcher)
    #expect(out.status == 73)
    #expect(out.stderr == "classify: ro/.mediakind: cannot create the index: Permission denied\n")
    let explicit = try Self.run(["index", "--index", "ro/sub/i.sqlite", "ro"], dir, launcher: launcher)
    #expect(explicit.stderr == "classify: ro/sub/i.sqlite: cannot create the index: cannot create its folder ro/sub: Permission denied\n")
  }
}
