import Foundation
import MediaKindTestSupport
import Testing

@testable import MediaKind

/// `MediaLibrary.duplicates`: what it reads and how a read failure is reported, watched with
/// ``SyscallFaults`` (a call that must not happen is set to fail, and the test checks it was
/// never taken).
@Suite("Duplicates: cost and failures")
struct DuplicateFinderTests {
  static func scan(_ dir: TemporaryDirectory) async -> MediaLibrary {
    await MediaLibrary.scan(roots: [dir.url.path])
  }

  @Test("files of a size no other file has are never opened or read")
  func uniqueSizesAreNotRead() async throws {
    let dir = try TemporaryDirectory("dup-unique")
    defer { dir.remove() }
    for i in 0..<6 {
      _ = try dir.write("f\(i).jpg", DuplicateFixtures.jpeg(width: UInt16(10 + i), scan: DuplicateFixtures.scan(seed: i, count: 100 + i)))
    }
    let library = await Self.scan(dir)
    #expect(library.assets.count == 6)
    let faults = SyscallFaults([.open: [_EIO], .openat: [_EIO], .pread: [_EIO]])
    let report = await SyscallFaults.$current.withValue(faults) { await library.duplicates() }
    #expect(report.groups.isEmpty && report.failures.isEmpty)
    #expect(faults.remaining == [.open: [_EIO], .openat: [_EIO], .pread: [_EIO]])
  }

  @Test("a file that fails to read is reported and left out; the others are grouped")
  func readFailure() async throws {
    let dir = try TemporaryDirectory("dup-fail")
    defer { dir.remove() }
    let photo = DuplicateFixtures.jpeg(scan: DuplicateFixtures.scan(seed: 9, count: 2000))
    for name in ["a.jpg", "b.jpg", "c.jpg"] { _ = try dir.write(name, photo) }
    let library = await Self.scan(dir)
    let faults = SyscallFaults([.pread: [_EIO]])
    let report = await SyscallFaults.$current.withValue(faults) { await library.duplicates(concurrency: 1) }
    #expect(faults.remaining.isEmpty)
    #expect(report.failures.map(\.path) == [dir.url.path + "/a.jpg"])
    #expect(report.failures.first?.failure.kind == .readFailed)
    #expect(report.groups.map { $0.members.map(\.path) } == [[dir.url.path + "/b.jpg", dir.url.path + "/c.jpg"]])
  }

  @Test("the partial digest covers both ends: a change at the start separates, one in the middle does not")
  func partialDigest() throws {
    let dir = try TemporaryDirectory("dup-partial")
    defer { dir.remove() }
    let bytes = DuplicateFixtures.scan(seed: 5, count: 400_000)
    var start = bytes
    start[3] ^= 1
    var end = bytes
    end[399_990] ^= 1
    var middle = bytes
    middle[200_000] ^= 1
    func digests(_ b: [UInt8], _ name: String) throws -> (UInt128?, UInt128?) {
      let file = try InputFile.open(path: try dir.write(name, b), headSize: 0)
      return (try DuplicateFinder.partialDigest(file), try DuplicateFinder.fullDigest(file))
    }
    let base = try digests(bytes, "base")
    #expect(try digests(start, "start").0 != base.0)
    #expect(try digests(end, "end").0 != base.0)
    let m = try digests(middle, "middle")
    #expect(m.0 == base.0 && m.1 != base.1)
  }

  @Test("JPEG image digest: metadata segments and what follows EOI are left out; a truncated file has none")
  func jpegDigest() throws {
    let dir = try TemporaryDirectory("dup-jpeg")
    defer { dir.remove() }
    let scan = DuplicateFixtures.scan(seed: 6, count: 3000)
    func digest(_ b: [UInt8], _ name: String, limit: Int = .max) throws -> (digest: UInt128, complete: Bool)? {
      try JPEGImageDigest.digest(of: try InputFile.open(path: try dir.write(name, b), headSize: 0), limit: limit)
    }
    let plain = try #require(try digest(DuplicateFixtures.jpeg(scan: scan), "plain"))
    #expect(plain.complete)
    let tagged = try digest(DuplicateFixtures.jpeg(make: "X", date: "2020:01:01 00:00:00", comment: "c", scan: scan) + [1, 2, 3], "tagged")
    #expect(tagged?.digest == plain.digest)
    var stuffed = scan
    stuffed.insert(contentsOf: [0xFF, 0x00], at: 100)
    #expect(try digest(DuplicateFixtures.jpeg(scan: stuffed), "stuffed")?.digest != plain.digest)
    #expect(try digest(Array(DuplicateFixtures.jpeg(scan: scan).dropLast(2)), "truncated") == nil)
    let partial = try #require(try digest(DuplicateFixtures.jpeg(scan: scan), "partial", limit: 1000))
    #expect(!partial.complete && partial.digest != plain.digest)
  }
}
