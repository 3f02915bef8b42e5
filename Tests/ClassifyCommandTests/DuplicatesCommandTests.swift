import Foundation
import MediaKind
import MediaKindTestSupport
import Testing

/// End to end: `classify duplicates` (Docs/CLI.md, "Library commands: `assets`, `albums`, `moments`, `index`, `changes`, `duplicates`"; Docs/Library.md,
/// "Duplicates").
@Suite("classify duplicates")
struct DuplicatesCommandTests {
  static func run(_ arguments: [String], in dir: TemporaryDirectory) throws -> CommandRunner.Output {
    try CommandRunner.classify(arguments, in: dir.url)
  }

  static func setTime(_ dir: TemporaryDirectory, _ name: String, _ seconds: Double) throws {
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSince1970: seconds)], ofItemAtPath: dir.path(name))
  }

  static func members(_ group: [String: Any]) -> [[String: Any]] { group["members"] as? [[String: Any]] ?? [] }

  @Test("exact copies in three folders are one identicalBytes group; equal sizes with other bytes are not")
  func identicalBytes() throws {
    let dir = try TemporaryDirectory("duplicates-bytes")
    defer { dir.remove() }
    // Larger than twice 64 KiB, so the partial digest, the full digest and the byte check all run.
    let scan = DuplicateFixtures.scan(seed: 1, count: 300_000)
    let photo = DuplicateFixtures.jpeg(make: "Canon", date: "2020:01:01 10:00:00", scan: scan)
    try dir.write("a/IMG_1.JPG", photo)
    try dir.write("b/IMG_1.JPG", photo)
    try dir.write("c/IMG_1 copy.JPG", photo)
    // Same size: one differs in its first scan bytes (the partial digest tells it apart), one
    // only in the middle (the partial digests collide, the full digest tells it apart).
    var early = scan
    early[0] ^= 1
    var middle = scan
    middle[150_000] ^= 1
    try dir.write("d/early.JPG", DuplicateFixtures.jpeg(make: "Canon", date: "2020:01:01 10:00:00", scan: early))
    try dir.write("d/middle.JPG", DuplicateFixtures.jpeg(make: "Canon", date: "2020:01:01 10:00:00", scan: middle))
    try Self.setTime(dir, "a/IMG_1.JPG", 2_000_000)
    try Self.setTime(dir, "b/IMG_1.JPG", 1_000_000)
    try Self.setTime(dir, "c/IMG_1 copy.JPG", 500_000)

    let out = try Self.run(["duplicates", "--format", "jsonl", "."], in: dir)
    #expect(out.status == 0, "\(out.stderr)")
    let groups = try JSONLines.objects(out.stdout)
    #expect(groups.count == 1, "\(out.stdout)")
    let group = try #require(groups.first)
    // The copy's name loses to the originals; of those, b's file is the older.
    #expect(group["keep"] as? String == "./b/IMG_1.JPG")
    #expect(group["keepReason"] as? String == "oldestFile")
    #expect(group["tier"] as? String == "identicalBytes")
    #expect(group["count"] as? Int == 3)
    let members = Self.members(group)
    #expect(members.map { $0["path"] as? String } == ["./b/IMG_1.JPG", "./a/IMG_1.JPG", "./c/IMG_1 copy.JPG"])
    #expect(members.map { $0["tier"] as? String } == [nil, "identicalBytes", "identicalBytes"])
    #expect(members[0]["kept"] as? Bool == true && members[1]["kept"] == nil)
    #expect(members.allSatisfy { $0["fileSize"] as? Int == photo.count && $0["pixelWidth"] as? Int == 40 })

    let table = try Self.run(["duplicates", "--format", "table", "."], in: dir)
    #expect(table.stdout == "keep ./b/IMG_1.JPG (oldestFile): ./a/IMG_1.JPG identicalBytes, ./c/IMG_1 copy.JPG identicalBytes\n")
    let csv = try Self.run(["duplicates", "--format", "csv", "."], in: dir)
    #expect(csv.stdout.hasPrefix("keep,keepReason,tier,count,duplicates,duplicateTiers,duplicateEvidence\n./b/IMG_1.JPG,oldestFile,identicalBytes,3,"))
    // Found duplicates are no failure unless asked, as `changes --exit-code`.
    #expect(try Self.run(["duplicates", "--exit-code", "."], in: dir).status == 1)
    try FileManager.default.removeItem(atPath: dir.path("a"))
    try FileManager.default.removeItem(atPath: dir.path("c"))
    let none = try Self.run(["duplicates", "--exit-code", "."], in: dir)
    #expect(none.status == 0 && none.stdout.isEmpty, "\(none.stdout)")
  }

  @Test("a JPEG with other EXIF, with a comment or stripped, and a PNG with a text chunk: identicalImageData")
  func identicalImageData() throws {
    let dir = try TemporaryDirectory("duplicates-image")
    defer { dir.remove() }
    let scan = DuplicateFixtures.scan(seed: 2, count: 5000)
    try dir.write("x/photo.jpg", DuplicateFixtures.jpeg(make: "Canon", model: "EOS R5", date: "2021:06:01 08:00:00", scan: scan))
    try dir.write("y/photo.jpg", DuplicateFixtures.jpeg(date: "2022:07:02 09:30:00", comment: "edited", scan: scan))
    try dir.write("z/stripped.jpg", DuplicateFixtures.jpeg(scan: scan))
    try dir.write("w/other.jpg", DuplicateFixtures.jpeg(make: "Canon", model: "EOS R5", date: "2021:06:01 08:00:00", scan: DuplicateFixtures.scan(seed: 3, count: 5000)))
    let idat = (0..<500).map { UInt8($0 % 251) }
    try dir.write("p/plain.png", DuplicateFixtures.png(idat: idat))
    try dir.write("p/tagged.png", DuplicateFixtures.png(idat: idat, text: "exported"))
    try dir.write("p/other.png", DuplicateFixtures.png(idat: idat.reversed()))

    let out = try Self.run(["duplicates", "--format", "jsonl", "."], in: dir)
    #expect(out.status == 0, "\(out.stderr)")
    let groups = try JSONLines.objects(out.stdout)
    #expect(groups.count == 2, "\(out.stdout)")
    let png = try #require(groups.first)
    #expect(Self.members(png).map { $0["path"] as? String } == ["./p/plain.png", "./p/tagged.png"])
    #expect(png["tier"] as? String == "identicalImageData")
    let jpeg = try #require(groups.last)
    #expect(jpeg["keep"] as? String == "./x/photo.jpg")
    #expect(jpeg["keepReason"] as? String == "mostMetadata")
    #expect(Self.members(jpeg).map { $0["path"] as? String } == ["./x/photo.jpg", "./y/photo.jpg", "./z/stripped.jpg"])
    #expect(Self.members(jpeg).map { $0["tier"] as? String } == [nil, "identicalImageData", "identicalImageData"])

    let bytesOnly = try Self.run(["duplicates", "--tier", "identicalBytes", "."], in: dir)
    #expect(bytesOnly.status == 0 && bytesOnly.stdout.isEmpty, "\(bytesOnly.stdout)")
    #expect(try Self.run(["duplicates", "--tier", "nearlyTheSame", "."], in: dir).status == 64)
    // These files state no ImageUniqueID, Live Photo or burst identifier: no shot to share.
    let shotsOnly = try Self.run(["duplicates", "--tier", "sameShot", "."], in: dir)
    #expect(shotsOnly.status == 0 && shotsOnly.stdout.isEmpty, "\(shotsOnly.stdout)")
  }

  @Test("a Live pair, a RAW+JPEG pair and a burst's frames are never duplicates of each other")
  func assetsNotFiles() throws {
    let dir = try TemporaryDirectory("duplicates-assets")
    defer { dir.remove() }
    let liveID = "6F1D2A3B-4C5D-4E6F-8A9B-0C1D2E3F4A5B"
    let burstID = "1A2B3C4D-5E6F-4A8B-9C0D-1E2F3A4B5C6D"
    try dir.write("live/IMG_1.JPG", LibraryFixtures.appleJPEG(contentIdentifier: liveID, width: 20, height: 20))
    try dir.write("live/IMG_1.MOV", LibraryFixtures.quickTimeMovie(contentIdentifier: liveID, seconds: 2))
    let raw = try Data(contentsOf: SampleCorpus.samplesDirectory.appendingPathComponent("image/cr2/canon-header-jpeg-preview.cr2"))
    try dir.write("raw/IMG_7.CR2", [UInt8](raw))
    try dir.write("raw/IMG_7.JPG", LibraryFixtures.appleJPEG(date: "2023:05:01 09:41:00", make: "Canon", model: "Canon EOS 5D Mark III", width: 64, height: 48))
    // Two frames of one burst whose image data is the same (the fixture has no scan data).
    try dir.write("burst/IMG_10.JPG", LibraryFixtures.appleJPEG(burstUUID: burstID, date: "2016:10:09 14:44:17", width: 30, height: 30))
    try dir.write("burst/IMG_11.JPG", LibraryFixtures.appleJPEG(burstUUID: burstID, date: "2016:10:09 14:44:18", width: 30, height: 30))

    let assets = try JSONLines.objects(try Self.run(["assets", "--all-bursts", "--format", "jsonl", "."], in: dir).stdout)
    let resourceTypes = assets.map { ($0["resources"] as? [[String: Any]] ?? []).map { $0["type"] as? String ?? "" } }
    #expect(resourceTypes.contains(["photo", "pairedVideo"]) && resourceTypes.contains(["photo", "alternatePhoto"]), "\(resourceTypes)")
    #expect(assets.count == 4)

    let none = try Self.run(["duplicates", "--format", "jsonl", "."], in: dir)
    #expect(none.status == 0, "\(none.stderr)")
    #expect(none.stdout.isEmpty, "\(none.stdout)")

    // A copy of the Live still elsewhere duplicates the Live asset, which is named by its still.
    try dir.write("other/IMG_1.JPG", LibraryFixtures.appleJPEG(contentIdentifier: liveID, width: 20, height: 20))
    let one = try JSONLines.objects(try Self.run(["duplicates", "--format", "jsonl", "."], in: dir).stdout)
    #expect(one.count == 1)
    let paths = one.flatMap { Self.members($0).compactMap { $0["path"] as? String } }
    #expect(Set(paths) == ["./live/IMG_1.JPG", "./other/IMG_1.JPG"])
    let live = try #require(assets.first { ($0["resources"] as? [[String: Any]])?.count == 2 && $0["livePhoto"] != nil })
    #expect(one.first.map { Self.members($0).contains { $0["localIdentifier"] as? String == live["localIdentifier"] as? String } } == true)
  }

  @Test("sameShot: one ImageUniqueID, a content identifier on two stills, a burst frame's millisecond; never a RAW+JPEG, frames, an edit or a reused ID")
  func sameShot() throws {
    let dir = try TemporaryDirectory("duplicates-shot")
    defer { dir.remove() }
    let uid = "4F2A9C1E7B3D5A6C8E0F1A2B3C4D5E6F"
    let liveID = "6F1D2A3B-4C5D-4E6F-8A9B-0C1D2E3F4A5B"
    let burstID = "1A2B3C4D-5E6F-4A8B-9C0D-1E2F3A4B5C6D"
    // A camera original and its smaller export, the same ImageUniqueID.
    try dir.write("a/IMG_20.JPG", LibraryFixtures.appleJPEG(imageUniqueID: uid, date: "2023:01:02 10:00:00", width: 40, height: 30))
    try dir.write("b/IMG_20 small.JPG", LibraryFixtures.appleJPEG(imageUniqueID: uid, date: "2023:01:02 10:00:00", width: 20, height: 15))
    // A Live Photo (still and video) and a smaller still of it elsewhere.
    try dir.write("c/IMG_30.JPG", LibraryFixtures.appleJPEG(contentIdentifier: liveID, date: "2023:02:03 11:00:00", width: 32, height: 24))
    try dir.write("c/IMG_30.MOV", LibraryFixtures.quickTimeMovie(contentIdentifier: liveID, seconds: 2))
    try dir.write("d/shared.jpg", LibraryFixtures.appleJPEG(contentIdentifier: liveID, date: "2023:02:03 11:00:00", width: 16, height: 12))
    // A burst frame and its smaller copy (the same millisecond), and another frame.
    try dir.write("e/IMG_40.JPG", LibraryFixtures.appleJPEG(burstUUID: burstID, date: "2016:10:09 14:44:17", subSecond: "120", width: 30, height: 30))
    try dir.write("f/IMG_40_small.JPG", LibraryFixtures.appleJPEG(burstUUID: burstID, date: "2016:10:09 14:44:17", subSecond: "120", width: 15, height: 15))
    try dir.write("e/IMG_41.JPG", LibraryFixtures.appleJPEG(burstUUID: burstID, date: "2016:10:09 14:44:17", subSecond: "370", width: 30, height: 30))
    // An original and its edit (IMG_E), the same ImageUniqueID: never duplicates.
    try dir.write("h/IMG_60.JPG", LibraryFixtures.appleJPEG(imageUniqueID: "0A1B2C3D4E5F60718293A4B5C6D7E8F9", date: "2023:03:04 12:00:00", width: 44, height: 33))
    try dir.write("h/IMG_E60.JPG", LibraryFixtures.appleJPEG(imageUniqueID: "0A1B2C3D4E5F60718293A4B5C6D7E8F9", date: "2023:03:04 12:00:00", width: 38, height: 30))
    // One ID on two different shots (a camera that reuses it), and an ID of zeros.
    try dir.write("i/IMG_70.JPG", LibraryFixtures.appleJPEG(imageUniqueID: "REUSED-ID-1", date: "2020:01:01 09:00:00", width: 24, height: 24))
    try dir.write("j/IMG_71.JPG", LibraryFixtures.appleJPEG(imageUniqueID: "REUSED-ID-1", date: "2021:05:05 18:00:00", width: 25, height: 25))
    try dir.write("k/IMG_80.JPG", LibraryFixtures.appleJPEG(imageUniqueID: "00000000000000000000000000000000", date: "2022:02:02 02:02:02", width: 26, height: 26))
    try dir.write("k/IMG_81.JPG", LibraryFixtures.appleJPEG(imageUniqueID: "00000000000000000000000000000000", date: "2022:02:02 02:02:02", width: 27, height: 27))

    let out = try Self.run(["duplicates", "--format", "jsonl", "."], in: dir)
    #expect(out.status == 0, "\(out.stderr)")
    let groups = try JSONLines.objects(out.stdout)
    let paths = groups.map { Self.members($0).compactMap { $0["path"] as? String } }
    #expect(paths == [
      ["./a/IMG_20.JPG", "./b/IMG_20 small.JPG"], ["./c/IMG_30.JPG", "./d/shared.jpg"],
      ["./e/IMG_40.JPG", "./f/IMG_40_small.JPG"],
    ], "\(out.stdout)")
    #expect(groups.allSatisfy { $0["tier"] as? String == "sameShot" && $0["keepReason"] as? String == "largestPixelCount" })
    let evidence = groups.map { Self.members($0).last?["evidence"] as? String }
    #expect(evidence == [
      "ImageUniqueID \(uid)", "Live Photo content identifier \(liveID)", "burst \(burstID), captured 2016-10-09T14:44:17.120",
    ])
    #expect(groups.allSatisfy { Self.members($0).first?["evidence"] == nil })
    let table = try Self.run(["duplicates", "--format", "table", "--tier", "sameShot", "."], in: dir)
    #expect(table.stdout.hasPrefix("keep ./a/IMG_20.JPG (largestPixelCount): ./b/IMG_20 small.JPG sameShot (ImageUniqueID \(uid))\n"), "\(table.stdout)")
    // The first two tiers alone find none of these.
    let exact = try Self.run(["duplicates", "--tier", "identicalBytes", "--tier", "identicalImageData", "."], in: dir)
    #expect(exact.status == 0 && exact.stdout.isEmpty, "\(exact.stdout)")
  }

  @Test("sameShot joins a tier-1 class to another size of the shot; the copy keeps its identicalBytes tier")
  func sameShotJoinsClasses() throws {
    let dir = try TemporaryDirectory("duplicates-shot-class")
    defer { dir.remove() }
    let uid = "77AA88BB99CC00DD11EE22FF33004411"
    let big = LibraryFixtures.appleJPEG(imageUniqueID: uid, date: "2023:01:02 10:00:00", width: 40, height: 30)
    try dir.write("a/IMG_1.JPG", big)
    try dir.write("b/IMG_1.JPG", big)
    try dir.write("c/IMG_1 small.JPG", LibraryFixtures.appleJPEG(imageUniqueID: uid, date: "2023:01:02 10:00:00", width: 20, height: 15))
    try Self.setTime(dir, "a/IMG_1.JPG", 1_000_000)
    try Self.setTime(dir, "b/IMG_1.JPG", 2_000_000)
    let groups = try JSONLines.objects(try Self.run(["duplicates", "--format", "jsonl", "."], in: dir).stdout)
    #expect(groups.count == 1)
    let members = Self.members(try #require(groups.first))
    #expect(members.map { $0["path"] as? String } == ["./a/IMG_1.JPG", "./b/IMG_1.JPG", "./c/IMG_1 small.JPG"])
    #expect(members.map { $0["tier"] as? String } == [nil, "identicalBytes", "sameShot"])
    #expect(groups.first?["tier"] as? String == "sameShot")
  }

  @Test("an unreadable file is its own error; the others are still compared; exit 1")
  func unreadable() throws {
    let dir = try TemporaryDirectory("duplicates-unreadable")
    defer { dir.remove() }
    let photo = DuplicateFixtures.jpeg(scan: DuplicateFixtures.scan(seed: 4, count: 1000))
    try dir.write("a/one.jpg", photo)
    try dir.write("b/one.jpg", photo)
    #expect(symlink("nowhere.jpg", dir.path("a/gone.jpg")) == 0)
    let out = try Self.run(["duplicates", "--format", "jsonl", "."], in: dir)
    #expect(out.status == 1)
    #expect(out.stderr.contains("a/gone.jpg"), "\(out.stderr)")
    let groups = try JSONLines.objects(out.stdout)
    #expect(groups.count == 1 && groups.first?["count"] as? Int == 2)
  }

  @Test("--archive: a member with the bytes of a file on disk is identicalBytes and the file is kept (onDisk); fast mode claims nothing")
  func archiveMembers() throws {
    let dir = try TemporaryDirectory("duplicates-archive")
    defer { dir.remove() }
    let photo = DuplicateFixtures.jpeg(make: "Canon", scan: DuplicateFixtures.scan(seed: 6, count: 2000))
    try dir.write("disk/IMG_1.JPG", photo)
    try dir.write("part.tgz", try ArchiveBuilder.compress(ArchiveBuilder.tar([.init("Takeout/IMG_1.JPG", photo)]), with: "gzip"))
    let out = try Self.run(["duplicates", "--format", "jsonl", "disk", "--archive", "part.tgz"], in: dir)
    #expect(out.status == 0, "\(out.stderr)")
    let groups = try JSONLines.objects(out.stdout)
    #expect(groups.count == 1, "\(out.stdout)")
    let group = try #require(groups.first)
    #expect(group["keep"] as? String == "disk/IMG_1.JPG")
    #expect(group["keepReason"] as? String == "onDisk")
    let members = Self.members(group)
    #expect(members.map { $0["path"] as? String } == ["disk/IMG_1.JPG", "part.tgz//Takeout/IMG_1.JPG"])
    #expect(members.map { $0["tier"] as? String } == [nil, "identicalBytes"])

    // Fast mode keeps a member's head only: no digest, so no identical claim (and no key
    // names this shot): no group.
    let fast = try Self.run(["duplicates", "--format", "jsonl", "--mode", "fast", "disk", "--archive", "part.tgz"], in: dir)
    #expect(fast.status == 0, "\(fast.stderr)")
    #expect(fast.stdout.isEmpty, "\(fast.stdout)")
  }
}
