import Foundation
import MediaKind
import MediaKindTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `classify import` on file systems that fail under it or fold names (issue 27;
/// Docs/Reliability.md, "Imports under faults"): a full disk, a file system turned read-only in
/// the middle of an import, a case-insensitive FAT library. Each runs in a private mount
/// namespace (`unshare --mount`; without root, `unshare --user --map-root-user --mount`) where
/// a script mounts the library, runs `classify` and copies what it left for the checks. Where
/// no namespace can be made or nothing can be mounted, the test fails: it never passes unrun.
@Suite("classify import under faults: full disk, read-only mid-import, a case-insensitive library", .serialized)
struct ImportFaultTests {
  typealias Round = (source: String, groups: [ImportCommandTests.GeneratedGroup], move: Bool)

  /// `count` generated groups whose primary file is padded to at least `padding` bytes (a
  /// JPEG's bytes after its end marker are kept as they are).
  static func paddedGroups(_ count: Int, tag: Int, padding: Int) -> [ImportCommandTests.GeneratedGroup] {
    ImportCommandTests.groups(count, tag: tag).map { group in
      var group = group
      group.files[0].bytes += [UInt8](repeating: UInt8(truncatingIfNeeded: tag), count: padding)
      return group
    }
  }

  /// Runs `script` with `/bin/sh -eu` in a private mount namespace, the variables `CLASSIFY`
  /// (the built binary) and `W` (a work folder) set; fails the test with the reason when no
  /// namespace can be made or the script fails.
  static func inMountNamespace(_ script: String, work: String) throws -> Bool {
    let prelude = "CLASSIFY='\(CommandRunner.classifyURL.path)'; W='\(work)'\n"
    let attempts = [
      ["/usr/bin/unshare", "--mount", "--propagation", "private"],
      ["/usr/bin/unshare", "--user", "--map-root-user", "--mount", "--propagation", "private"],
    ]
    var reasons: [String] = []
    for launcher in attempts {
      // A namespace the kernel refuses fails before the script runs: try the next.
      let probe = try CommandRunner.run(launcher[0], Array(launcher.dropFirst()) + ["/bin/true"])
      guard probe.status == 0 else {
        reasons.append("\(launcher.joined(separator: " ")): \(probe.stderr)")
        continue
      }
      let out = try CommandRunner.run(launcher[0], Array(launcher.dropFirst()) + ["/bin/sh", "-eu", "-c", prelude + script])
      if out.status != 0 {
        Issue.record(
          "the mount script failed (status \(out.status)); this test needs root (or user namespaces) and loop devices: \(out.stderr)")
        return false
      }
      return true
    }
    Issue.record("no private mount namespace can be made, so this test cannot run: \(reasons.joined(separator: "; "))")
    return false
  }

  static func text(_ path: String) -> String {
    (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
  }

  static func status(_ path: String) -> Int32? {
    Int32(text(path).trimmingCharacters(in: .whitespacesAndNewlines))
  }

  /// The names under `folder` (recursively) that are not folders, relative.
  static func files(_ folder: String) -> [String] {
    var found: [String] = []
    guard let walk = FileManager.default.enumerator(atPath: folder) else { return found }
    while let path = walk.nextObject() as? String {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isDirectory), !isDirectory.boolValue {
        found.append(path)
      }
    }
    return found.sorted()
  }

  @Test("a full disk: each group whole or not at all, the failing ones say the disk is full, no temporary file left, sources kept", .timeLimit(.minutes(5)))
  func fullDisk() throws {
    let dir = try TemporaryDirectory("import-full")
    defer { dir.remove() }
    let groups = Self.paddedGroups(40, tag: 40, padding: 64 * 1024)
    let source = dir.path("src")
    try ImportCommandTests.write(groups, into: source)
    try FileManager.default.createDirectory(atPath: dir.path("empty"), withIntermediateDirectories: true)
    // The library is a 1 MiB tmpfs holding one older file; the sources need 2.6 MB.
    let script = """
      mkdir -p "$W/lib" "$W/full" "$W/after"
      mount -t tmpfs -o size=1m tmpfs "$W/lib"
      mkdir -p "$W/lib/old"; printf 'old bytes' > "$W/lib/old/kept.txt"
      set +e
      "$CLASSIFY" import "$W/src" --into "$W/lib" --move > "$W/out" 2> "$W/err"; echo $? > "$W/status"
      set -e
      cp -a "$W/lib/." "$W/full/"
      "$CLASSIFY" import "$W/empty" --into "$W/lib" > "$W/out2" 2> "$W/err2"; echo $? > "$W/status2"
      cp -a "$W/lib/." "$W/after/"
      umount "$W/lib"
      """
    guard try Self.inMountNamespace(script, work: dir.url.path) else { return }
    let err = Self.text(dir.path("err"))
    #expect(Self.status(dir.path("status")) == 1, "\(err)")
    let outcomes = try JSONLines.objects(Self.text(dir.path("out")))
    #expect(outcomes.count == groups.count)
    let failed = outcomes.filter { $0["action"] as? String == "failed" }
    let created = outcomes.filter { $0["action"] as? String == "created" }
    #expect(!failed.isEmpty && !created.isEmpty, "\(outcomes.count) outcomes: \(created.count) created, \(failed.count) failed")
    #expect(failed.allSatisfy { ($0["reason"] as? String ?? "").contains("No space left on device") }, "\(failed)")
    #expect(err.contains("No space left on device"))
    // Right after the failing run (no recovery yet): no temporary file, no journal, and the
    // older file as it was.
    let full = dir.path("full")
    #expect(try FileManager.default.contentsOfDirectory(atPath: full + "/.mediakind/tmp").isEmpty)
    #expect(try FileManager.default.contentsOfDirectory(atPath: full + "/.mediakind/journal").isEmpty)
    #expect(Self.text(full + "/old/kept.txt") == "old bytes")
    try FileManager.default.removeItem(atPath: full + "/old")
    try ImportCommandTests.checkNothingLost(library: full, rounds: [(source, groups, true)])
    #expect(ImportCommandTests.placedGroups(library: full, groups: groups) == created.count)
    // The next command finds nothing to recover.
    #expect(Self.status(dir.path("status2")) == 0, "\(Self.text(dir.path("err2")))")
    #expect(!Self.text(dir.path("err2")).contains("recovered"))
  }

  @Test(
    "the library's file system turns read-only in the middle of a batch: a clear error for each group; nothing half placed after the next command; sources kept",
    .timeLimit(.minutes(5)))
  func readOnlyMidImport() throws {
    let dir = try TemporaryDirectory("import-ro")
    defer { dir.remove() }
    let groups = ImportCommandTests.groups(12, tag: 41)
    let source = dir.path("src")
    try ImportCommandTests.write(groups, into: source)
    try FileManager.default.createDirectory(atPath: dir.path("empty"), withIntermediateDirectories: true)
    // An ext4 image mounted with errors=remount-ro; the import stops itself after its third
    // link (a Live pair and half of a RAW+JPEG pair placed, nothing committed), the kernel is told the file
    // system has an error (it turns read-only at once, open files or not), and the import goes
    // on. Then the file system is checked, mounted again, and the next command recovers.
    let script = """
      mkdir -p "$W/lib" "$W/readonly" "$W/after"
      truncate -s 64M "$W/ext4.img"
      mkfs.ext4 -q -F "$W/ext4.img"
      mount -o loop,errors=remount-ro "$W/ext4.img" "$W/lib"
      device=$(basename "$(findmnt -n -o SOURCE "$W/lib")")
      MEDIAKIND_PAUSE_AT=link:3 "$CLASSIFY" import "$W/src" --into "$W/lib" --move > "$W/out" 2> "$W/err" &
      pid=$!
      while [ "$(cut -d ' ' -f 3 /proc/$pid/stat)" != T ]; do sleep 0.05; done
      ls -R "$W/lib" > "$W/paused"
      echo 1 > "/sys/fs/ext4/$device/trigger_fs_error"
      findmnt -n -o OPTIONS "$W/lib" > "$W/options"
      kill -CONT $pid
      set +e
      wait $pid; echo $? > "$W/status"
      set -e
      cp -a "$W/lib/." "$W/readonly/"
      umount "$W/lib"
      set +e
      e2fsck -f -y "$W/ext4.img" > /dev/null 2>&1
      set -e
      mount -o loop "$W/ext4.img" "$W/lib"
      "$CLASSIFY" import "$W/empty" --into "$W/lib" > "$W/out2" 2> "$W/err2"; echo $? > "$W/status2"
      cp -a "$W/lib/." "$W/after/"
      umount "$W/lib"
      """
    guard try Self.inMountNamespace(script, work: dir.url.path) else { return }
    #expect(Self.text(dir.path("options")).contains("ro"), "\(Self.text(dir.path("options")))")
    // The paused import had placed the first group and half of the second.
    let paused = Self.text(dir.path("paused"))
    #expect(paused.contains(groups[0].files[1].name) && paused.contains("IMG_0001."), "\(paused)")
    let err = Self.text(dir.path("err"))
    #expect(Self.status(dir.path("status")) == 1, "\(err)")
    #expect(err.contains("Read-only file system"), "\(err)")
    // The twelve groups are one batch, none committed when the file system turned read-only:
    // every one fails with the reason.
    let outcomes = try JSONLines.objects(Self.text(dir.path("out")))
    #expect(outcomes.count == groups.count)
    #expect(
      outcomes.allSatisfy { $0["action"] as? String == "failed" && ($0["reason"] as? String ?? "").contains("Read-only file system") },
      "\(outcomes)")
    // No temporary file is visible as an asset, even on the read-only file system.
    #expect(!Self.files(dir.path("readonly")).contains { !$0.hasPrefix(".mediakind/") && $0.contains(".import-") })
    // After the next command: no name of the uncommitted batch is left (rolled back by the
    // journal, or never on disk: the kernel dropped what ext4 had not committed), and every
    // source is where it was.
    let after = dir.path("after")
    let err2 = Self.text(dir.path("err2"))
    #expect(Self.status(dir.path("status2")) == 0, "\(err2)")
    for folder in ["lost+found"] { try? FileManager.default.removeItem(atPath: after + "/" + folder) }
    try ImportCommandTests.checkNothingLost(library: after, rounds: [(source, groups, true)])
    #expect(ImportCommandTests.placedGroups(library: after, groups: groups) == 0)
  }

  /// Whether this kernel can mount FAT: `vfat` is built in (`/proc/filesystems`) or a module
  /// for it is installed. Where it cannot (this machine's kernel has neither), the FAT test is
  /// reported as skipped with that reason, never as passed; `crashPointsByRenaming` still
  /// covers placement by renaming on any file system.
  static let kernelMountsVFAT: Bool = {
    if text("/proc/filesystems").split(separator: "\n").contains(where: { $0.hasSuffix("\tvfat") }) { return true }
    var name = utsname()
    uname(&name)
    let release = withUnsafeBytes(of: &name.release) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    let modules = "/lib/modules/\(release)/kernel/fs/fat"
    return FileManager.default.fileExists(atPath: modules)
  }()

  @Test(
    "a FAT library (no hard links, case-insensitive): names equal but for case take the collision name; a pair placed by renaming rolls back whole after kill -9",
    .enabled(if: kernelMountsVFAT, "this kernel cannot mount vfat (not in /proc/filesystems, no fs/fat module)"),
    .timeLimit(.minutes(5)))
  func caseInsensitiveLibrary() throws {
    let dir = try TemporaryDirectory("import-vfat")
    defer { dir.remove() }
    let date = "2024:05:17 09:00:00"
    let first = LibraryFixtures.appleJPEG(imageUniqueID: "CASE-1", date: date)
    let second = LibraryFixtures.appleJPEG(imageUniqueID: "CASE-2", date: date)
    let third = LibraryFixtures.appleJPEG(imageUniqueID: "CASE-3", date: date)
    try dir.write("a/Photo.JPG", first)
    // One import with two sources whose names differ only by case.
    try dir.write("b/x/photo.jpg", second)
    try dir.write("b/y/PHOTO.jpg", third)
    let live = ImportCommandTests.groups(4, tag: 42)
    try ImportCommandTests.write(live, into: dir.path("live"))
    try FileManager.default.createDirectory(atPath: dir.path("empty"), withIntermediateDirectories: true)
    let script = """
      mkdir -p "$W/lib" "$W/after"
      truncate -s 32M "$W/fat.img"
      mkfs.vfat "$W/fat.img" > /dev/null
      mount -o loop "$W/fat.img" "$W/lib"
      "$CLASSIFY" import "$W/a" --into "$W/lib" > "$W/out1" 2> "$W/err1"; echo $? > "$W/status1"
      "$CLASSIFY" import "$W/b" --into "$W/lib" > "$W/out2" 2> "$W/err2"; echo $? > "$W/status2"
      "$CLASSIFY" import "$W/b" "$W/a" --into "$W/lib" > "$W/out3" 2> "$W/err3"; echo $? > "$W/status3"
      set +e
      MEDIAKIND_CRASH_AT=link:1 "$CLASSIFY" import "$W/live" --into "$W/lib" --move > /dev/null 2>&1; echo $? > "$W/status4"
      set -e
      ls -R "$W/lib" > "$W/crashed"
      "$CLASSIFY" import "$W/empty" --into "$W/lib" > "$W/out5" 2> "$W/err5"; echo $? > "$W/status5"
      cp -r "$W/lib/." "$W/after/"
      umount "$W/lib"
      """
    guard try Self.inMountNamespace(script, work: dir.url.path) else { return }
    let folder = dir.path("after") + "/2024/2024-05-17/"
    #expect(Self.status(dir.path("status1")) == 0, "\(Self.text(dir.path("err1")))")
    #expect(Self.status(dir.path("status2")) == 0, "\(Self.text(dir.path("err2")))")
    // The file system says `photo.jpg` exists (it is `Photo.JPG`): the collision names.
    let placed = try JSONLines.objects(Self.text(dir.path("out2"))).compactMap { $0["path"] as? String }
      .map { ($0 as NSString).lastPathComponent }
    #expect(Set(placed) == ["photo (1).jpg", "PHOTO (2).jpg"] || Set(placed) == ["PHOTO (1).jpg", "photo (2).jpg"], "\(placed)")
    let names = Set(Self.files(dir.path("after") + "/2024/2024-05-17"))
    #expect(names.contains("Photo.JPG"))
    #expect(ImportCommandTests.bytes(folder + "Photo.JPG") == first)
    let bytes = Set(placed.compactMap { ImportCommandTests.bytes(folder + $0) })
    #expect(bytes == [second, third])
    // Everything again: three duplicates, nothing new.
    let again = try JSONLines.objects(Self.text(dir.path("out3")))
    #expect(again.count == 3 && again.allSatisfy { $0["action"] as? String == "duplicate" }, "\(again)")
    // kill -9 after the first rename of a Live pair: rolled back by the next command.
    #expect(Self.status(dir.path("status4")) == 128 + SIGKILL || Self.status(dir.path("status4")) == SIGKILL)
    #expect(Self.status(dir.path("status5")) == 0, "\(Self.text(dir.path("err5")))")
    #expect(Self.text(dir.path("err5")).contains("an interrupted change was recovered"), "\(Self.text(dir.path("err5")))")
    let after = dir.path("after")
    for name in ["2024"] { try FileManager.default.removeItem(atPath: after + "/" + name) }
    try ImportCommandTests.checkNothingLost(library: after, rounds: [(dir.path("live"), live, true)])
    #expect(ImportCommandTests.placedGroups(library: after, groups: live) == 0)
  }
}
