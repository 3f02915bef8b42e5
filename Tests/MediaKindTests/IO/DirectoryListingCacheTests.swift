import Foundation
import MediaKindTestSupport
import Testing

@testable import MediaKind

#if canImport(Glibc)
  import Glibc
#endif

/// Path lists: regular files found from their folders' listings and opened by name in the open
/// folder, with the usual way (``FileEnumerator``) for everything a listing cannot vouch for.
@Suite("Path lists: folder listings instead of one lstat per line")
struct DirectoryListingCacheTests {
  static let tinyGIF = SpecialFilesTests.tinyGIF

  /// The cache's answer for each line, in order: whether it gave a step.
  func answers(_ lines: [String], _ cache: inout DirectoryListingCache) -> [Bool] {
    lines.map { cache.step(rawPath: Array($0.utf8), display: $0) != nil }
  }

  @Test("the first line in a folder is looked up in the open folder, later ones in its listing")
  func listsFromTheSecondLine() throws {
    let dir = try TemporaryDirectory("listing")
    defer { dir.remove() }
    for name in ["a.gif", "b.gif", "c.gif"] { try dir.write(name, Self.tinyGIF) }
    var cache = DirectoryListingCache()
    let lines = ["a.gif", "b.gif", "c.gif"].map(dir.path)
    #expect(answers(lines, &cache) == [true, true, true])
    // Created after the listing was read: not in it, so the usual way.
    try dir.write("d.gif", Self.tinyGIF)
    #expect(answers([dir.path("d.gif")], &cache) == [false])
    let again = cache.step(rawPath: Array(lines[0].utf8), display: lines[0])
    let step = try #require(again)
    #expect(step.isRegularFile)
    #expect(step.entry == .file(lines[0]))
    #expect(step.parent != nil)
    #expect(Array(step.rawPath[step.nameOffset...]) == Array("a.gif".utf8))
  }

  @Test("directories, links, FIFOs, unknown names and odd last components go the usual way")
  func onlyRegularFiles() throws {
    let dir = try TemporaryDirectory("listing")
    defer { dir.remove() }
    try dir.write("a.gif", Self.tinyGIF)
    try dir.write("sub/inner.gif", Self.tinyGIF)
    #expect(symlink(dir.path("a.gif"), dir.path("link.gif")) == 0)
    #expect(mkfifo(dir.path("pipe"), 0o644) == 0)
    var cache = DirectoryListingCache()
    let base = dir.url.path
    let lines = [
      "\(base)/a.gif", "\(base)/a.gif", "\(base)/sub", "\(base)/link.gif", "\(base)/pipe",
      "\(base)/missing.gif", "\(base)/.", "\(base)/..", "\(base)/a.gif/", "\(base)/",
      "\(base)/a.gif",
    ]
    #expect(
      answers(lines, &cache) == [true, true, false, false, false, false, false, false, false,
        false, true])
    // The first line of a folder, looked up with fstatat: only a regular file gives a step.
    for (name, expected) in [("link.gif", false), ("pipe", false), ("sub", false), ("missing.gif", false), ("a.gif", true)] {
      var fresh = DirectoryListingCache()
      #expect(answers(["\(base)/\(name)"], &fresh) == [expected], "\(name)")
    }
  }

  @Test("a line in another folder starts over; the current folder is used for bare names")
  func folderChanges() throws {
    let dir = try TemporaryDirectory("listing")
    defer { dir.remove() }
    try dir.write("one/a.gif", Self.tinyGIF)
    try dir.write("two/a.gif", Self.tinyGIF)
    var cache = DirectoryListingCache()
    let one = dir.path("one/a.gif")
    let two = dir.path("two/a.gif")
    #expect(answers([one, one, two, two, one], &cache) == [true, true, true, true, true])
    // A folder that cannot be opened gives no step.
    #expect(answers([dir.path("none/a.gif"), dir.path("none/a.gif")], &cache) == [false, false])
    // Names without a folder are looked up in the current directory.
    let saved = FileManager.default.currentDirectoryPath
    defer { _ = FileManager.default.changeCurrentDirectoryPath(saved) }
    #expect(FileManager.default.changeCurrentDirectoryPath(dir.path("one")))
    var bare = DirectoryListingCache()
    #expect(answers(["a.gif", "a.gif", "b.gif"], &bare) == [true, true, false])
  }

  @Test("a folder larger than the budget allows is not read; its lines are looked up one by one")
  func budgetBoundsTheCost() throws {
    let dir = try TemporaryDirectory("listing")
    defer { dir.remove() }
    let count = DirectoryListingCache.initialBudget + 100
    for k in 0..<count {
      let fd = open(dir.path("f\(k).gif"), O_WRONLY | O_CREAT, 0o644)
      #expect(fd >= 0)
      close(fd)
    }
    var cache = DirectoryListingCache()
    let lines = ["f1.gif", "f2.gif", "f3.gif", "f4.gif"].map(dir.path)
    // Empty files: regular, so each is found by fstatat, but the folder is not listed (a name
    // made after the first line is found too, which a listing would not show).
    #expect(answers(Array(lines.prefix(2)), &cache) == [true, true])
    let late = open(dir.path("late.gif"), O_WRONLY | O_CREAT, 0o644)
    close(late)
    #expect(answers([dir.path("late.gif")], &cache) == [true])
    // Once enough lines have paid for it, a folder of that size is read.
    var paid = DirectoryListingCache()
    let many = (0..<(count / DirectoryListingCache.entriesPerLine + 8)).map { _ in "/nonexistent/x" }
    _ = answers(many, &paid)
    #expect(answers(lines, &paid) == [true, true, true, true])
    let later = open(dir.path("later.gif"), O_WRONLY | O_CREAT, 0o644)
    close(later)
    // Listed now: a name made after the listing is not in it.
    #expect(answers([dir.path("later.gif")], &paid) == [false])
  }

  @Test("records from a list are those of the usual way, also for files that vanish")
  func sameRecords() async throws {
    let dir = try TemporaryDirectory("listing")
    defer { dir.remove() }
    for name in ["a.gif", "b.gif", "c.gif", "d.gif"] { try dir.write(name, Self.tinyGIF) }
    #expect(mkfifo(dir.path("e-pipe"), 0o644) == 0)
    let lines = ["a.gif", "b.gif", "c.gif", "d.gif", "e-pipe", "f-missing.gif"].map(dir.path)
    let classifier = MediaClassifier(options: ClassifyOptions(mode: .fast))
    let expected = lines.map { classifier.classify(path: $0) }
    var cache = DirectoryListingCache()
    let steps = lines.map { cache.step(rawPath: Array($0.utf8), display: $0) }
    #expect(steps.map { $0 != nil } == [true, true, true, true, false, false])
    // d.gif vanishes after the listing was read: the open by name fails as the path would.
    #expect(unlink(dir.path("d.gif")) == 0)
    struct Replay: FileWalk {
      var steps: [FileEnumerator.Step]
      mutating func nextStep() -> FileEnumerator.Step? { steps.isEmpty ? nil : steps.removeFirst() }
    }
    var walked: [FileEnumerator.Step] = []
    for (line, step) in zip(lines, steps) {
      if let step {
        walked.append(step)
      } else {
        var usual = FileEnumerator(roots: [line]).makeIterator()
        while let next = usual.nextStep() { walked.append(next) }
      }
    }
    var records: [Classification] = []
    await classifier.classify(walk: Replay(steps: walked), concurrency: 2) { records.append($0) }
    let vanished = classifier.classify(path: dir.path("d.gif"))
    #expect(records.count == expected.count)
    #expect(records[0] == expected[0] && records[1] == expected[1] && records[2] == expected[2])
    #expect(records[3] == vanished)
    #expect(records[3].error?.kind == .notFound)
    #expect(records[4] == expected[4] && records[5] == expected[5])
  }

  @Test("a file is opened by name in its open folder, even after the folder was renamed")
  func opensByNameInTheFolder() async throws {
    let dir = try TemporaryDirectory("listing")
    defer { dir.remove() }
    try dir.write("old/a.gif", Self.tinyGIF)
    try dir.write("old/b.gif", Self.tinyGIF)
    var walk = FileEnumerator(roots: [dir.path("old")]).makeIterator()
    let next = walk.nextStep()
    let first = try #require(next)
    #expect(first.parent != nil)
    #expect(rename(dir.path("old"), dir.path("new")) == 0)
    let classifier = MediaClassifier(options: ClassifyOptions(mode: .fast))
    var records: [Classification] = []
    await classifier.classify(walk: walk, concurrency: 1) { records.append($0) }
    // b.gif's step holds the folder open: it is read although its path no longer exists.
    #expect(records.count == 1)
    #expect(records.first?.status == .ok)
    #expect(records.first?.path == dir.path("old") + "/b.gif")
    #expect(records.first?.uti == "com.compuserve.gif")
  }
}
