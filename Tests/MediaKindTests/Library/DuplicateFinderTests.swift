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

  @Test("a .livp, its copy and the same Live Photo unpacked are one group: the copy by its bytes, the unpacked still by its content identifier")
  func livePhotoArchives() async throws {
    let dir = try TemporaryDirectory("dup-livp")
    defer { dir.remove() }
    let id = "8F1D2C3B-0000-4000-8000-00000000D001"
    let still = LibraryFixtures.appleJPEG(contentIdentifier: id)
    let video = LibraryFixtures.quickTimeMovie(contentIdentifier: id)
    let livp = try ArchiveBuilder.zip([.init("IMG_0002.JPG", still), .init("IMG_0002.MOV", video)])
    _ = try dir.write("a/IMG_0002.livp", livp)
    _ = try dir.write("b/IMG_0002.livp", livp)
    _ = try dir.write("c/IMG_0002.JPG", still)
    _ = try dir.write("c/IMG_0002.MOV", video)
    // Another Live Photo in a .livp: no key in common, never joined.
    let otherID = "8F1D2C3B-0000-4000-8000-00000000D002"
    _ = try dir.write("d/IMG_0003.livp", try ArchiveBuilder.zip([
      .init("IMG_0003.JPG", LibraryFixtures.appleJPEG(contentIdentifier: otherID)),
      .init("IMG_0003.MOV", LibraryFixtures.quickTimeMovie(contentIdentifier: otherID)),
    ]))
    let library = await Self.scan(dir)
    #expect(library.assets.count == 4)
    let report = await library.duplicates()
    #expect(report.failures.isEmpty)
    let root = dir.url.path
    let group = try #require(report.groups.first)
    #expect(report.groups.count == 1)
    #expect(Set(group.members.map(\.path)) == [root + "/a/IMG_0002.livp", root + "/b/IMG_0002.livp", root + "/c/IMG_0002.JPG"])
    let tiers = Dictionary(uniqueKeysWithValues: group.members.map { ($0.path, $0.tier) })
    let kept = try #require(group.members.first { $0.isKept })
    if kept.path.hasSuffix(".livp") {
      let copy = kept.path == root + "/a/IMG_0002.livp" ? root + "/b/IMG_0002.livp" : root + "/a/IMG_0002.livp"
      #expect(tiers[copy] == .identicalBytes)
      #expect(tiers[root + "/c/IMG_0002.JPG"] == .sameShot)
    } else {
      #expect(tiers[root + "/a/IMG_0002.livp"] == .sameShot && tiers[root + "/b/IMG_0002.livp"] == .sameShot)
    }
    #expect(group.members.first { $0.tier == .sameShot }?.evidence?.contains(id) == true)
  }

  @Test("sameShot alone reads no file: it joins by what the scan read")
  func sameShotReadsNothing() async throws {
    let dir = try TemporaryDirectory("dup-shot")
    defer { dir.remove() }
    _ = try dir.write("a.jpg", LibraryFixtures.appleJPEG(imageUniqueID: "ABCDEF0123456789", width: 40, height: 30))
    _ = try dir.write("b.jpg", LibraryFixtures.appleJPEG(imageUniqueID: "ABCDEF0123456789", width: 20, height: 15))
    let library = await Self.scan(dir)
    let faults = SyscallFaults([.open: [_EIO], .openat: [_EIO], .pread: [_EIO]])
    let report = await SyscallFaults.$current.withValue(faults) { await library.duplicates(tiers: [.sameShot]) }
    #expect(faults.remaining == [.open: [_EIO], .openat: [_EIO], .pread: [_EIO]])
    #expect(report.groups.map { $0.members.map(\.path) } == [[dir.url.path + "/a.jpg", dir.url.path + "/b.jpg"]])
    #expect(report.groups.first?.members.last?.tier == .sameShot)
    #expect(report.groups.first?.members.last?.evidence == "ImageUniqueID ABCDEF0123456789")
  }

  @Test("ShotEvidence: a RAW and a JPEG, a video and a still, two frames are apart; a key too many share is no key")
  func shotEvidenceRules() {
    var jpeg = ShotEvidence()
    (jpeg.imageUniqueID, jpeg.stem, jpeg.captureTime) = ("UID-1", "img_1", "2024-05-01T10:00:00")
    var raw = jpeg
    raw.isRAW = true
    var small = jpeg
    small.stem = "img_1 small"
    #expect(raw.isApart(from: jpeg) && !small.isApart(from: jpeg))
    #expect(ShotEvidence.join([[0], [1]], shots: [jpeg, raw]).isEmpty)
    #expect(ShotEvidence.join([[0], [1], [2]], shots: [raw, jpeg, small]) == [[1, 2]])
    var video = jpeg
    video.isVideo = true
    #expect(video.isApart(from: jpeg))
    // Two frames of a burst: the same burst, another millisecond.
    var frame = ShotEvidence()
    (frame.burst, frame.captureTime, frame.stem) = ("B", "2016-10-09T14:44:17.120", "img_40")
    var next = frame
    (next.captureTime, next.stem) = ("2016-10-09T14:44:17.370", "img_41")
    var copy = frame
    copy.stem = "img_40 small"
    #expect(next.isApart(from: frame) && !copy.isApart(from: frame))
    #expect(ShotEvidence.join([[0], [1], [2]], shots: [frame, next, copy]) == [[0, 2]])
    #expect(copy.shared(with: frame) == "burst B, captured 2016-10-09T14:44:17.120")
    // An edit by name, and a time without milliseconds names no frame.
    var edit = jpeg
    (edit.stem, edit.originalStem) = ("img_e1", "img_1")
    #expect(edit.isApart(from: jpeg))
    var whole = frame
    whole.captureTime = "2016-10-09T14:44:17"
    #expect(whole.keys.isEmpty)
    #expect(ShotEvidence.meaningful("0000000000") == nil && ShotEvidence.meaningful(" ") == nil)
    // One key on more units than `maxSharing`: not used.
    let many = (0...ShotEvidence.maxSharing).map { i -> ShotEvidence in
      var shot = jpeg
      shot.stem = "copy \(i)"
      return shot
    }
    #expect(ShotEvidence.join(many.indices.map { [$0] }, shots: many).isEmpty)
    #expect(ShotEvidence.join(Array(many.indices.prefix(ShotEvidence.maxSharing)).map { [$0] }, shots: many).count == 1)
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
