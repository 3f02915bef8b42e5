import Foundation
import MediaKind
import MediaKindTestSupport
import Synchronization
import Testing

/// `MediaLibrary.changes(in:)` with real file operations in a temporary folder (issue 18).
/// Nothing here measures time: each test waits (up to a generous deadline) for the state it
/// expects, then checks what was reported.
@Suite("change observation", .serialized)
struct LibraryWatcherTests {
  /// Collects the change sets of one observed folder on a task of its own.
  final class Observer: Sendable {
    final class State: Sendable {
      let changes = Mutex<[LibraryChange]>([])
      let ready = Mutex(false)
    }
    let state = State()
    let task: Task<Void, Never>

    init(_ root: String, options: WatchOptions = WatchOptions(debounce: 0.2, pollInterval: 0.02)) {
      let state = self.state
      // On an executor of its own: tests running beside this one that wait for a child
      // process hold the cooperative pool's threads, which would stall the observer.
      task = Task(executorPreference: DedicatedExecutor.shared) {
        var iterator = MediaLibrary.changes(
          in: root, classifier: MediaClassifier(options: ClassifyOptions(mode: .fast)),
          options: options, concurrency: 2
        ).makeAsyncIterator()
        await iterator.start()
        state.ready.withLock { $0 = true }
        while let change = await iterator.next() {
          state.changes.withLock { $0.append(change) }
        }
      }
    }

    var all: [LibraryChange] { state.changes.withLock { $0 } }
    var inserted: [String] { all.flatMap { $0.changeSet.inserted.map(\.path) } }
    var removed: [String] { all.flatMap { $0.changeSet.removed.map(\.path) } }
    var changed: [String] { all.flatMap { $0.changeSet.changed.map(\.path) } }
    var warnings: [String] { all.flatMap(\.warnings) }

    /// Waits until `condition` holds (up to 120 s on a loaded machine).
    func wait(_ what: String, until condition: () -> Bool) async {
      let deadline = Date().addingTimeInterval(120)
      while !condition(), Date() < deadline { try? await Task.sleep(nanoseconds: 20_000_000) }
      #expect(condition(), "timed out waiting for: \(what)")
    }

    func waitReady() async { await wait("the first scan") { state.ready.withLock { $0 } } }

    func stop() { task.cancel() }
  }

  static func jpeg(_ date: String = "2020:01:01 00:00:00") -> [UInt8] { LibraryFixtures.appleJPEG(date: date) }

  @Test("new, changed and deleted files each give one change set entry; a touch gives none")
  func basicChanges() async throws {
    let dir = try TemporaryDirectory("watch-basic")
    defer { dir.remove() }
    let a = try dir.write("a.jpg", Self.jpeg())
    let observer = Observer(dir.url.path)
    defer { observer.stop() }
    await observer.waitReady()
    let b = try dir.write("b.jpg", Self.jpeg())
    await observer.wait("b inserted") { observer.inserted == [b] }
    _ = try dir.write("a.jpg", Self.jpeg("2021:02:02 00:00:00"))
    await observer.wait("a changed") { observer.changed == [a] }
    // A touch is read again but changes nothing: it settles no later than the removal after it.
    try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1)], ofItemAtPath: a)
    try FileManager.default.removeItem(atPath: b)
    await observer.wait("b removed") { observer.removed == [b] }
    #expect(observer.inserted == [b] && observer.changed == [a])
    #expect(observer.all.allSatisfy { !$0.isEmpty })
  }

  @Test("with probable Live pairing, a video arriving beside its still joins the still's asset (Docs/Library.md, \"Probable Live Photo pairing\")")
  func probablePairing() async throws {
    let dir = try TemporaryDirectory("watch-probable")
    defer { dir.remove() }
    let still = try dir.write("IMG_0001.JPG", LibraryFixtures.appleJPEG(date: "2024:05:01 10:00:00", subSecond: "3"))
    var options = WatchOptions(debounce: 0.2, pollInterval: 0.02)
    options.livePairing = .probable
    let observer = Observer(dir.url.path, options: options)
    defer { observer.stop() }
    await observer.waitReady()
    _ = try dir.write(
      "IMG_0001_HEVC.MOV",
      LibraryFixtures.quickTimeMovie(contentIdentifier: nil, seconds: 2, creationDate: "2024-05-01T10:00:00+02:00"))
    await observer.wait("the still's asset changed") { observer.changed == [still] }
    let assets = try #require(observer.all.last?.library.assets)
    #expect(assets.count == 1)
    #expect(assets.first?.livePairing?.method == .probable)
    #expect(observer.inserted.isEmpty)
  }

  @Test("a file written in pieces is classified once, complete")
  func writtenInPieces() async throws {
    let dir = try TemporaryDirectory("watch-pieces")
    defer { dir.remove() }
    // Only the close settles the file here: a writer starved for longer than the stall timeout
    // (10 s by default; the cooperative pool of a loaded test run can stall a task that long)
    // would rightly get its partial file reported (``stalledWriter()`` tests that).
    let observer = Observer(dir.url.path, options: WatchOptions(debounce: 0.2, stallTimeout: 3_600, pollInterval: 0.02))
    defer { observer.stop() }
    await observer.waitReady()
    let bytes = Self.jpeg()
    let path = dir.path("slow.jpg")
    // Created and opened in one call, as a download is: an empty file created and closed
    // first would be a complete (empty) file the watcher may rightly report when the writer
    // is late by more than the debounce on a loaded machine.
    let fd = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
    try #require(fd >= 0)
    let handle = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
    for start in stride(from: 0, to: bytes.count, by: 64) {
      try handle.write(contentsOf: Data(bytes[start..<min(bytes.count, start + 64)]))
      try await Task.sleep(nanoseconds: 10_000_000)
    }
    try handle.close()
    await observer.wait("slow.jpg inserted") { observer.inserted == [path] }
    try await Task.sleep(nanoseconds: 600_000_000)
    #expect(observer.inserted == [path] && observer.changed.isEmpty)
    let asset = try #require(observer.all.first?.insertedAssets.first)
    #expect(asset.fileSize == bytes.count && asset.mediaType == .image)
  }

  @Test("a writer that keeps a file open and goes quiet: reported after the stall timeout, then changed on close")
  func stalledWriter() async throws {
    let dir = try TemporaryDirectory("watch-stalled")
    defer { dir.remove() }
    let observer = Observer(dir.url.path, options: WatchOptions(debounce: 0.2, stallTimeout: 0.5, pollInterval: 0.02))
    defer { observer.stop() }
    await observer.waitReady()
    let bytes = Self.jpeg()
    let path = dir.path("held.jpg")
    let fd = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
    try #require(fd >= 0)
    let handle = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
    let half = bytes.count / 2
    try handle.write(contentsOf: Data(bytes[..<half]))
    // Still open: only the stall timeout can settle it, with the bytes written so far.
    await observer.wait("held.jpg inserted while open") { observer.inserted == [path] }
    // Partial (half, or empty if the writer itself stalled before its first write).
    let partial = try #require(observer.all.first?.insertedAssets.first)
    #expect(partial.fileSize < bytes.count)
    try handle.write(contentsOf: Data(bytes[half...]))
    try handle.close()
    let completeSize = { observer.all.last?.changedAssets.first?.fileSize == bytes.count }
    await observer.wait("held.jpg changed on close, complete") { completeSize() }
    #expect(observer.all.last?.changedAssets.first?.mediaType == .image)
    #expect(observer.inserted == [path] && observer.changed.allSatisfy { $0 == path })
  }

  @Test("folders renamed, deleted and replaced; smart-album moves are reported")
  func folders() async throws {
    let dir = try TemporaryDirectory("watch-folders")
    defer { dir.remove() }
    let root = dir.url.path
    let observer = Observer(root)
    defer { observer.stop() }
    await observer.waitReady()
    try FileManager.default.createDirectory(atPath: dir.path("x/y"), withIntermediateDirectories: true)
    let one = try dir.write("x/y/1.jpg", Self.jpeg())
    await observer.wait("x/y/1.jpg inserted") { observer.inserted.contains(one) }
    try FileManager.default.moveItem(atPath: dir.path("x"), toPath: dir.path("z"))
    let moved = dir.path("z/y/1.jpg")
    await observer.wait("rename seen") { observer.removed.contains(one) && observer.inserted.contains(moved) }
    #expect(observer.all.flatMap(\.changeSet.moved).contains(ChangeSet.Move(from: one, to: moved)))
    // A file inside the renamed folder is still seen under its new name.
    let two = try dir.write("z/y/2.jpg", Self.jpeg())
    await observer.wait("z/y/2.jpg inserted") { observer.inserted.contains(two) }
    // Replace: delete the folder, make a new one of the same name with other files.
    try FileManager.default.removeItem(atPath: dir.path("z"))
    try FileManager.default.createDirectory(atPath: dir.path("z"), withIntermediateDirectories: true)
    let three = try dir.write("z/3.jpg", Self.jpeg())
    await observer.wait("replaced") {
      observer.removed.contains(moved) && observer.removed.contains(two) && observer.inserted.contains(three)
    }
    // Assets enter and leave the Library smart album.
    let albums = observer.all.flatMap(\.albumChanges)
    #expect(albums.contains { $0.album == .userLibrary && !$0.inserted.isEmpty })
    #expect(albums.contains { $0.album == .userLibrary && !$0.removed.isEmpty })
    #expect(Set(observer.inserted).count == observer.inserted.count)
  }

  @Test("the root itself deleted and made again")
  func rootReplaced() async throws {
    let parent = try TemporaryDirectory("watch-root")
    defer { parent.remove() }
    let root = parent.path("lib")
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    let a = try parent.write("lib/a.jpg", Self.jpeg())
    let observer = Observer(root, options: WatchOptions(debounce: 0.2, pollInterval: 0.02, rescanInterval: 0.2))
    defer { observer.stop() }
    await observer.waitReady()
    try FileManager.default.removeItem(atPath: root)
    await observer.wait("a removed") { observer.removed == [a] }
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    let b = try parent.write("lib/b.jpg", Self.jpeg())
    await observer.wait("b inserted in the new root") { observer.inserted == [b] }
    let c = try parent.write("lib/c.jpg", Self.jpeg())
    await observer.wait("c inserted (the new root is watched)") { observer.inserted == [b, c] }
  }

  @Test("the root renamed away: its files are removed, and nothing is reported under the old name")
  func rootRenamed() async throws {
    let parent = try TemporaryDirectory("watch-root-mv")
    defer { parent.remove() }
    let root = parent.path("lib")
    try FileManager.default.createDirectory(atPath: root + "/sub", withIntermediateDirectories: true)
    let a = try parent.write("lib/sub/a.jpg", Self.jpeg())
    let observer = Observer(root, options: WatchOptions(debounce: 0.2, pollInterval: 0.02, rescanInterval: 0.2))
    defer { observer.stop() }
    await observer.waitReady()
    try FileManager.default.moveItem(atPath: root, toPath: parent.path("elsewhere"))
    await observer.wait("a removed") { observer.removed == [a] }
    _ = try parent.write("elsewhere/sub/b.jpg", Self.jpeg())
    try await Task.sleep(nanoseconds: 800_000_000)
    #expect(observer.inserted.isEmpty)
  }

  @Test("a burst of 10,000 new files: each reported exactly once")
  func burst() async throws {
    let dir = try TemporaryDirectory("watch-burst")
    defer { dir.remove() }
    let observer = Observer(dir.url.path)
    defer { observer.stop() }
    await observer.waitReady()
    let bytes = Data(Self.jpeg())
    for folder in 0..<10 {
      let sub = dir.path("f\(folder)")
      try FileManager.default.createDirectory(atPath: sub, withIntermediateDirectories: true)
      for i in 0..<1000 {
        try bytes.write(to: URL(fileURLWithPath: sub + "/img\(i).jpg"))
      }
    }
    await observer.wait("10,000 inserted") { observer.inserted.count >= 10_000 }
    try await Task.sleep(nanoseconds: 800_000_000)
    let inserted = observer.inserted
    #expect(inserted.count == 10_000)
    #expect(Set(inserted).count == 10_000)
    #expect(observer.changed.isEmpty)
  }

  @Test("past the watch limit it falls back to rescans, with a warning, and still sees changes")
  func watchLimitFallback() async throws {
    let dir = try TemporaryDirectory("watch-limit")
    defer { dir.remove() }
    for name in ["a", "b", "c"] {
      try FileManager.default.createDirectory(atPath: dir.path(name), withIntermediateDirectories: true)
    }
    let observer = Observer(
      dir.url.path,
      options: WatchOptions(debounce: 0.1, pollInterval: 0.02, rescanInterval: 0.2, maxWatchedFolders: 2))
    defer { observer.stop() }
    await observer.waitReady()
    let new = try dir.write("c/new.jpg", Self.jpeg())
    await observer.wait("c/new.jpg inserted") { observer.inserted == [new] }
    #expect(observer.warnings.contains { $0.contains("watch limit") && $0.contains("falling back") })
  }
}
