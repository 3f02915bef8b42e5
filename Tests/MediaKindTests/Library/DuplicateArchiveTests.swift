import Foundation
import MediaKindTestSupport
import Testing

@testable import MediaKind

/// `MediaLibrary.duplicates` with archive members (Docs/Library.md, "Archive members among
/// duplicates"): a member is identical bytes by the digest its thorough scan took, matched
/// against a file on disk by the file's own digest; a file on disk is kept over a member; a
/// member without a digest (fast mode) is never called identical.
@Suite("Duplicates: archive members")
struct DuplicateArchiveTests {
  static let year = "Takeout/Google Photos/Photos from 2020"

  /// The library of the folder `disk` (when given) and the archives, read in `mode`.
  static func scan(_ dir: TemporaryDirectory, disk: Bool = true, archives: [String], mode: ClassificationMode = .thorough)
    async throws -> MediaLibrary
  {
    var inputs = MediaInputs(paths: disk ? [dir.path("disk")] : [])
    inputs.archives = archives.map { .file($0) }
    inputs.mode = mode
    return try await MediaLibrary.scan(inputs: inputs)
  }

  static func tgz(_ members: [ArchiveBuilder.Member]) throws -> [UInt8] {
    try ArchiveBuilder.compress(ArchiveBuilder.tar(members), with: "gzip")
  }

  @Test("a photo on disk and the same bytes in a .tgz part: one identicalBytes group that keeps the file on disk")
  func diskAndMember() async throws {
    let dir = try TemporaryDirectory("dup-archive-disk")
    defer { dir.remove() }
    let photo = LibraryFixtures.appleJPEG(date: nil, width: 30)
    let onDisk = try dir.write("disk/IMG_0001.JPG", photo)
    let part = try dir.write("takeout-001.tgz", try Self.tgz([.init("\(Self.year)/IMG_0001.JPG", photo)]))
    let library = try await Self.scan(dir, archives: [part])
    #expect(library.assets.count == 2)
    let report = await library.duplicates()
    #expect(report.failures.isEmpty)
    #expect(report.groups.count == 1)
    let group = try #require(report.groups.first)
    #expect(group.members.map(\.path) == [onDisk, part + "//\(Self.year)/IMG_0001.JPG"])
    #expect(group.members.map(\.tier) == [nil, .identicalBytes])
    #expect(group.keepReason == .onDisk)
    #expect(group.members.allSatisfy { $0.fileSize == photo.count })
  }

  @Test("the same bytes in two parts are one group; a member joins the class of its copies on disk (files read whole)")
  func acrossParts() async throws {
    let dir = try TemporaryDirectory("dup-archive-parts")
    defer { dir.remove() }
    // Larger than twice 64 KiB: the disk copies' partial digests collide, then their whole
    // digests are taken, and the member is matched against that.
    let big = DuplicateFixtures.jpeg(make: "Canon", scan: DuplicateFixtures.scan(seed: 3, count: 300_000))
    let small = LibraryFixtures.appleJPEG(date: nil, width: 20)
    let a = try dir.write("disk/a/IMG_0100.JPG", big)
    let b = try dir.write("disk/b/IMG_0100.JPG", big)
    let one = try dir.write("takeout-001.tgz", try Self.tgz([.init("\(Self.year)/IMG_0200.JPG", small)]))
    let two = try dir.write("takeout-002.tar", ArchiveBuilder.tar([
      .init("Takeout/Google Photos/Trip/IMG_0200.JPG", small),
      .init("\(Self.year)/IMG_0100.JPG", big),
    ]))
    let library = try await Self.scan(dir, archives: [one, two])
    let report = await library.duplicates()
    #expect(report.failures.isEmpty)
    #expect(report.groups.count == 2, "\(report.groups.map { $0.members.map(\.path) })")
    let onDisk = try #require(report.groups.first { $0.members.contains { $0.path == a } })
    #expect(Set(onDisk.members.map(\.path)) == [a, b, two + "//\(Self.year)/IMG_0100.JPG"])
    #expect(onDisk.kept.path == a || onDisk.kept.path == b)
    #expect(onDisk.duplicates.allSatisfy { $0.tier == .identicalBytes })
    let members = try #require(report.groups.first { !$0.members.contains { $0.path == a } })
    #expect(members.members.map(\.path) == [one + "//\(Self.year)/IMG_0200.JPG", two + "//Takeout/Google Photos/Trip/IMG_0200.JPG"])
    #expect(members.members.map(\.tier) == [nil, .identicalBytes])
    // Two members: no file time, nothing else tells them apart.
    #expect(members.keepReason == .firstInWalk)
  }

  @Test("a look-alike member (the same name and size, other bytes) joins nothing, on disk or in another part")
  func lookAlike() async throws {
    let dir = try TemporaryDirectory("dup-archive-lookalike")
    defer { dir.remove() }
    let photo = LibraryFixtures.appleJPEG(date: nil, width: 30)
    let other = LibraryFixtures.appleJPEG(date: nil, width: 31)
    #expect(photo.count == other.count && photo != other)
    _ = try dir.write("disk/IMG_0001.JPG", photo)
    let one = try dir.write("takeout-001.tgz", try Self.tgz([.init("\(Self.year)/IMG_0001.JPG", other)]))
    let two = try dir.write("takeout-002.tgz", try Self.tgz([.init("\(Self.year)/IMG_0002.JPG", photo + [0])]))
    let three = try dir.write("takeout-003.tgz", try Self.tgz([.init("\(Self.year)/IMG_0002.JPG", other + [0])]))
    let library = try await Self.scan(dir, archives: [one, two, three])
    #expect(library.assets.count == 4)
    let report = await library.duplicates()
    #expect(report.groups.isEmpty, "\(report.groups.map { $0.members.map(\.path) })")
    #expect(report.failures.isEmpty)
  }

  @Test("fast mode takes no digest: a member is never identical, it joins only by what names its shot", arguments: [ClassificationMode.fast, .thorough])
  func fastMode(mode: ClassificationMode) async throws {
    let dir = try TemporaryDirectory("dup-archive-fast")
    defer { dir.remove() }
    let id = "8F1D2C3B-0000-4000-8000-00000000F001"
    let shot = LibraryFixtures.appleJPEG(contentIdentifier: id, width: 30)
    let plain = LibraryFixtures.appleJPEG(date: nil, width: 40)
    let onDisk = try dir.write("disk/IMG_0001.JPG", shot)
    _ = try dir.write("disk/IMG_0002.JPG", plain)
    let part = try dir.write("takeout-001.tgz", try Self.tgz([
      .init("\(Self.year)/IMG_0001.JPG", shot), .init("\(Self.year)/IMG_0002.JPG", plain),
    ]))
    let library = try await Self.scan(dir, archives: [part], mode: mode)
    let report = await library.duplicates()
    #expect(report.failures.isEmpty)
    let member = part + "//\(Self.year)/IMG_0001.JPG"
    if mode == .fast {
      // The shot's member joins by its content identifier, as sameShot with that evidence;
      // the other has no key and no digest: no group.
      #expect(report.groups.count == 1, "\(report.groups.map { $0.members.map(\.path) })")
      let group = try #require(report.groups.first)
      #expect(group.members.map(\.path) == [onDisk, member])
      #expect(group.members.map(\.tier) == [nil, .sameShot])
      #expect(group.members[1].evidence?.contains(id) == true, "\(group.members[1].evidence ?? "")")
      #expect(group.keepReason == .onDisk)
    } else {
      #expect(report.groups.count == 2)
      #expect(report.groups.allSatisfy { $0.tier == .identicalBytes && $0.keepReason == .onDisk && !$0.kept.path.contains("//") })
    }
  }

  @Test("a file on disk is kept over a member of the same shot with more pixels")
  func diskBeforePixels() async throws {
    let dir = try TemporaryDirectory("dup-archive-keep")
    defer { dir.remove() }
    let uid = "4F2A00000000000000000000000000A1"
    let onDisk = try dir.write("disk/IMG_0003.JPG", LibraryFixtures.appleJPEG(imageUniqueID: uid, width: 16))
    let part = try dir.write("takeout-001.tgz", try Self.tgz([
      .init("\(Self.year)/IMG_0003.JPG", LibraryFixtures.appleJPEG(imageUniqueID: uid, width: 64))
    ]))
    let report = await (try await Self.scan(dir, archives: [part])).duplicates()
    let group = try #require(report.groups.first)
    #expect(report.groups.count == 1)
    #expect(group.members.map(\.path) == [onDisk, part + "//\(Self.year)/IMG_0003.JPG"])
    #expect(group.members.map(\.tier) == [nil, .sameShot])
    #expect(group.keepReason == .onDisk)
  }
}
