import Foundation
import MediaKindTestSupport
import Testing

@testable import MediaKind

/// `LibraryFileReader` takes a walk's entries the way the file path does (issue 25): a file
/// the walk saw as regular is opened by name in its folder with no `stat` first, its identity
/// comes from the open's `fstat`, and a file the cache knows is not read. The system calls are
/// watched with ``SyscallFaults``: a call the reader must not make is set to fail, and the
/// test checks the failure was never taken.
@Suite("LibraryFileReader: a walk's files, batched, one open each")
struct LibraryFileReaderInputTests {
  static let gif: [UInt8] = Array("GIF89a".utf8) + [1, 0, 1, 0, 0, 0, 0, 0x3B]

  /// A cache that knows every file, and counts the lookups.
  final class EveryFileCache: LibraryFileCache, @unchecked Sendable {
    let lock = NSLock()
    var identities: [String: FileIdentity] = [:]
    func cachedFile(path: String, identity: FileIdentity, mode: ClassificationMode) -> LibraryFile? {
      lock.withLock { identities[path] = identity }
      var file = LibraryFile(record: Classification(path: path, mode: mode))
      file.identity = identity
      return file
    }
  }

  static func folder(_ count: Int) throws -> TemporaryDirectory {
    let dir = try TemporaryDirectory("reader-road")
    for i in 0..<count { _ = try dir.write("f\(i).gif", gif) }
    return dir
  }

  @Test("a walked regular file is not stat'ed before it is opened, and gets its identity")
  func noStatBeforeOpen() async throws {
    let dir = try Self.folder(40)
    defer { dir.remove() }
    let reader = LibraryFileReader(classifier: MediaClassifier())
    // A stat of a file before its open (fstatat) would take this and fail its record; the
    // walk's own calls (lstat of the root, open of each folder) are not watched.
    let faults = SyscallFaults([.fstatat: [_EIO]])
    var files: [LibraryFile] = []
    await SyscallFaults.$current.withValue(faults) {
      await reader.read(entries: FileEnumerator(roots: [dir.url.path])) { files.append($0) }
    }
    #expect(files.count == 40)
    #expect(files.allSatisfy { $0.record.status == .ok && $0.record.format == .gif }, "\(files.map(\.record.error))")
    #expect(files.allSatisfy { $0.identity?.size == Self.gif.count })
    #expect(files.map(\.path) == (0..<40).map { dir.url.path + "/f\($0).gif" }.sorted())
    #expect(faults.remaining == [.fstatat: [_EIO]])
  }

  @Test("a file the cache knows is opened for its identity and not read")
  func cacheHitReadsNothing() async throws {
    let dir = try Self.folder(5)
    defer { dir.remove() }
    let reader = LibraryFileReader(classifier: MediaClassifier())
    let cache = EveryFileCache()
    let faults = SyscallFaults([.pread: [_EIO]])
    var files: [LibraryFile] = []
    await SyscallFaults.$current.withValue(faults) {
      await reader.read(entries: FileEnumerator(roots: [dir.url.path]), cache: cache) { files.append($0) }
    }
    #expect(files.count == 5)
    #expect(faults.remaining == [.pread: [_EIO]])
    for file in files {
      #expect(file.identity != nil)
      #expect(cache.identities[file.path] == file.identity)
      #expect(file.identity == FileIdentity(path: file.path))
    }
  }

  @Test("a read that fails is that file's error record; the others are read")
  func failureStaysWithItsFile() async throws {
    let dir = try Self.folder(3)
    defer { dir.remove() }
    let reader = LibraryFileReader(classifier: MediaClassifier())
    var files: [LibraryFile] = []
    await SyscallFaults.$current.withValue(SyscallFaults([.openat: [_EACCES]])) {
      await reader.read(entries: FileEnumerator(roots: [dir.url.path]), concurrency: 1) { files.append($0) }
    }
    #expect(files.map(\.record.status) == [.error, .ok, .ok])
    #expect(files.first?.record.error?.kind == .permissionDenied)
  }
}
