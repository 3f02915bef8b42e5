import Foundation
import MediaKind
import MediaKindTestSupport
import Testing

/// Archives read as streams (issue 18): every format and compression, the same records as
/// the files themselves, hostile archives, bounded memory for large members, shards.
@Suite("archive streams")
struct ArchiveStreamTests {
  static let samples = [
    "image/jpeg/apple-hdr-gainmap-mpf.jpg", "image/png/apng-2-frames.png",
    "image/heic/hdr-gainmap-aux-apple-urn.heic", "image/jpeg/motion-photo-mp4-appended.jpg",
  ]

  static func sampleMembers() throws -> [ArchiveBuilder.Member] {
    try samples.map { name in
      let url = SampleCorpus.samplesDirectory.appendingPathComponent(name)
      return ArchiveBuilder.Member("photos/" + name, Array(try Data(contentsOf: url)))
    }
  }

  static func records(
    _ archive: [UInt8], mode: ClassificationMode = .thorough, limits: ArchiveLimits = ArchiveLimits(),
    shard: Shard? = nil
  ) async -> [Classification] {
    var out: [Classification] = []
    await MediaClassifier(options: ClassifyOptions(mode: mode)).classify(
      archiveBytes: archive, name: "x.tar", limits: limits, shard: shard, concurrency: 3
    ) { out.append($0) }
    return out
  }

  /// What the same bytes give as a file of that name.
  static func expected(_ members: [ArchiveBuilder.Member], mode: ClassificationMode) -> [Classification] {
    let classifier = MediaClassifier(options: ClassifyOptions(mode: mode))
    return members.map { member in
      var record = classifier.classify(bytes: member.bytes, name: member.name)
      record.path = "x.tar//" + member.name
      return record
    }
  }

  static let containers = ["tar", "cpio", "zip"]
  static let compressions = ["", "gzip", "bzip2", "xz", "zstd"]

  @Test(
    "tar, cpio and zip, plain and gzip/bzip2/xz/zstd: each member's record is the file's own, in both modes",
    arguments: containers, compressions)
  func everyFormat(container: String, compression: String) async throws {
    let members = try Self.sampleMembers()
    var archive: [UInt8]
    switch container {
    case "tar": archive = ArchiveBuilder.tar(members)
    case "cpio": archive = ArchiveBuilder.cpio(members)
    default: archive = try ArchiveBuilder.zip(members)
    }
    if !compression.isEmpty { archive = try ArchiveBuilder.compress(archive, with: compression) }
    for mode in [ClassificationMode.fast, .thorough] {
      let records = await Self.records(archive, mode: mode)
      #expect(records == Self.expected(members, mode: mode), "\(container) \(compression) \(mode)")
    }
  }

  @Test("folders are passed over; links, devices, refused names get per-member errors; the rest goes on")
  func hostileMembers() async throws {
    let jpeg = try Self.sampleMembers()[0].bytes
    let archive = ArchiveBuilder.tar([
      ArchiveBuilder.Member("dir/", type: UInt8(ascii: "5")),
      ArchiveBuilder.Member("../../etc/cron.d/x.jpg", jpeg),
      ArchiveBuilder.Member("/etc/passwd.jpg", jpeg),
      ArchiveBuilder.Member("link.jpg", type: UInt8(ascii: "2"), link: "/etc/shadow"),
      ArchiveBuilder.Member("hard.jpg", type: UInt8(ascii: "1"), link: "dir/a.jpg"),
      ArchiveBuilder.Member("tty", type: UInt8(ascii: "3")),
      ArchiveBuilder.Member("inner.tar", ArchiveBuilder.tar([ArchiveBuilder.Member("a.jpg", jpeg)])),
      ArchiveBuilder.Member("dir/ok.jpg", jpeg),
    ])
    let records = await Self.records(archive)
    #expect(records.map(\.path) == [
      "x.tar//../../etc/cron.d/x.jpg", "x.tar///etc/passwd.jpg", "x.tar//link.jpg", "x.tar//hard.jpg",
      "x.tar//tty", "x.tar//inner.tar", "x.tar//dir/ok.jpg",
    ])
    #expect(records[0].error?.kind == .readFailed && records[0].error?.message.contains("..") == true)
    #expect(records[1].error?.message.contains("absolute") == true)
    #expect(records[2].error?.kind == .notRegularFile && records[2].error?.message.contains("symbolic link") == true)
    #expect(records[3].error?.kind == .notRegularFile && records[3].error?.message.contains("hard link") == true)
    #expect(records[4].error?.message.contains("character device") == true)
    #expect(records[5].status == .ok && records[5].diagnostics?.contains { $0.contains("nested archive (tar)") } == true)
    #expect(records[6].status == .ok && records[6].format == .jpeg)
  }

  @Test("a truncated archive and a member claiming 2^63 bytes end with an error record of that member")
  func truncatedAndHuge() async throws {
    let jpeg = try Self.sampleMembers()[0].bytes
    let whole = ArchiveBuilder.tar([ArchiveBuilder.Member("a.jpg", jpeg), ArchiveBuilder.Member("b.jpg", jpeg)])
    let cut = Array(whole.prefix(512 + jpeg.count + 512 + 100))
    for mode in [ClassificationMode.fast, .thorough] {
      let records = await Self.records(cut, mode: mode)
      #expect(records.map(\.status) == [.ok, .error], "\(mode)")
      #expect(records.last?.path == "x.tar//b.jpg")
      #expect(records.last?.error?.message.contains("ends or is damaged") == true)
    }
    let huge = ArchiveBuilder.tar(
      [ArchiveBuilder.Member("huge.jpg", jpeg, claimedSize: UInt64(Int64.max))], terminated: false)
    for mode in [ClassificationMode.fast, .thorough] {
      let records = await Self.records(huge, mode: mode)
      #expect(records.count == 1 && records.allSatisfy { $0.status == .error }, "\(mode): \(records)")
    }
  }

  @Test("from a regular file (members passed over with lseek) a truncation and a 2^63-byte claim are still caught")
  func truncatedAndHugeFromFile() async throws {
    let jpeg = try Self.sampleMembers()[0].bytes
    let dir = try TemporaryDirectory("archive-file-skip")
    defer { dir.remove() }
    let whole = ArchiveBuilder.tar([ArchiveBuilder.Member("a.jpg", jpeg), ArchiveBuilder.Member("b.jpg", jpeg)])
    let cut = try dir.write("cut.tar", Array(whole.prefix(512 + jpeg.count + 512 + 100)))
    let huge = try dir.write(
      "huge.tar",
      ArchiveBuilder.tar([ArchiveBuilder.Member("huge.jpg", jpeg, claimedSize: UInt64(Int64.max))], terminated: false))
    let complete = try dir.write("whole.tar", whole)
    for mode in [ClassificationMode.fast, .thorough] {
      let classifier = MediaClassifier(options: ClassifyOptions(mode: mode))
      var records: [Classification] = []
      await classifier.classify(archive: .file(cut)) { records.append($0) }
      #expect(records.map(\.status) == [.ok, .error], "\(mode)")
      records = []
      await classifier.classify(archive: .file(huge)) { records.append($0) }
      #expect(records.count == 1 && records[0].status == .error, "\(mode): \(records)")
      records = []
      await classifier.classify(archive: .file(complete)) { records.append($0) }
      #expect(records.map(\.status) == [.ok, .ok] && records.map(\.fileSize) == [jpeg.count, jpeg.count])
    }
  }

  @Test("garbage, an empty stream and a lone compressed file are archive-level results, not crashes")
  func notArchives() async throws {
    let garbage = await Self.records(Array(repeating: 0x41, count: 5000))
    #expect(garbage.count == 1 && garbage[0].path == "x.tar" && garbage[0].error?.kind == .readFailed)
    #expect(await Self.records([]).isEmpty)
    let lone = await Self.records(try ArchiveBuilder.compress(Array("hello".utf8), with: "gzip"))
    #expect(lone.count == 1 && lone[0].status == .error)
  }

  @Test("a member larger than the whole-member limit keeps its first and last bytes only, and says so")
  func largeMemberWindows() async throws {
    let jpeg = try Self.sampleMembers()[0].bytes
    // A JPEG followed by 3 MiB of padding: the head still identifies it.
    let big = jpeg + [UInt8](repeating: 0x20, count: 3 << 20)
    let limits = ArchiveLimits(wholeMember: 1 << 20, window: 256 << 10, bytesInFlight: 4 << 20)
    let records = await Self.records(ArchiveBuilder.tar([ArchiveBuilder.Member("big.jpg", big)]), limits: limits)
    #expect(records.count == 1)
    #expect(records[0].format == .jpeg && records[0].fileSize == big.count)
    #expect(records[0].diagnostics?.contains { $0.contains("only its first 262144 and last 262144 bytes") } == true)
    let fast = await Self.records(ArchiveBuilder.tar([ArchiveBuilder.Member("big.jpg", big)]), mode: .fast, limits: limits)
    #expect(fast[0].fileSize == big.count && fast[0].diagnostics?.contains { $0.contains("only its first") } != true)
  }

  @Test("shards of an archive are disjoint, cover every member, and keep a sample's members together")
  func shards() async throws {
    var members: [ArchiveBuilder.Member] = []
    for i in 0..<40 {
      let key = String(format: "%06d", i)
      members.append(ArchiveBuilder.Member("\(key).jpg", try Self.sampleMembers()[0].bytes))
      members.append(ArchiveBuilder.Member("\(key).json", Array("{\"label\":\(i)}".utf8)))
    }
    let archive = ArchiveBuilder.tar(members)
    let all = Set(await Self.records(archive, mode: .fast).map(\.path))
    var union: [String] = []
    for index in 0..<3 {
      let part = await Self.records(archive, mode: .fast, shard: Shard(index: index, count: 3))
      #expect(!part.isEmpty)
      // Both members of each sample fall in the same shard.
      let keys = Dictionary(grouping: part.map(\.path), by: { Shard.key(of: $0) })
      #expect(keys.values.allSatisfy { $0.count == 2 })
      union += part.map(\.path)
    }
    #expect(union.count == all.count && Set(union) == all)
  }

  @Test("shard keys and hash are the documented ones")
  func shardKeys() {
    #expect(Shard.key(of: "Photos/IMG_1.HEIC") == "Photos/IMG_1")
    #expect(Shard.key(of: "Photos/IMG_1.HEIC.xmp") == "Photos/IMG_1")
    #expect(Shard.key(of: "a.b/.hidden") == "a.b/.hidden")
    #expect(Shard.key(of: "x.tar//d/000123.json") == "d/000123")
    #expect(Shard.hash("") == 0xcbf2_9ce4_8422_2325)
    #expect(Shard.hash("a") == 0xaf63_dc4c_8601_ec8c)  // FNV-1a 64 test vector
    #expect(Shard(parsing: "2/3") == Shard(index: 2, count: 3))
    #expect(Shard(parsing: "3/3") == nil && Shard(parsing: "-1/2") == nil && Shard(parsing: "1") == nil)
  }

  @Test("a Live Photo pair inside an archive pairs as on disk; WebDataset members join their sample's asset")
  func libraryFromArchive() async throws {
    let id = "4E1A1B89-CE70-4FF8-873B-E4470B839314"
    let archive = ArchiveBuilder.tar([
      ArchiveBuilder.Member("live/IMG_4580.JPG", LibraryFixtures.appleJPEG(contentIdentifier: id)),
      ArchiveBuilder.Member("live/IMG_4580.MOV", LibraryFixtures.quickTimeMovie(contentIdentifier: id, seconds: 2)),
      ArchiveBuilder.Member("wds/000001.jpg", LibraryFixtures.appleJPEG(date: "2020:01:01 00:00:00")),
      ArchiveBuilder.Member("wds/000001.json", Array("{\"caption\":\"a cat\"}".utf8)),
      ArchiveBuilder.Member("wds/000001.cls", Array("3".utf8)),
      ArchiveBuilder.Member("wds/000002.json", Array("{}".utf8)),
    ])
    let dir = try TemporaryDirectory("archive-library")
    defer { dir.remove() }
    let path = try dir.write("shard.tar", archive)
    var files: [LibraryFile] = []
    await LibraryFileReader(classifier: MediaClassifier()).read(archive: .file(path)) { files.append($0) }
    let library = MediaLibrary(files: files)
    #expect(library.assets.count == 2)
    let live = try #require(library.assets.first { $0.subtypes.contains(.photoLive) })
    #expect(live.resources.map(\.path) == [path + "//live/IMG_4580.JPG", path + "//live/IMG_4580.MOV"])
    let sample = try #require(library.assets.first { $0.resources[0].path.hasSuffix("000001.jpg") })
    #expect(sample.resources.map(\.type) == [.photo, .sidecar, .sidecar])
    #expect(library.fetchAssets(in: .livePhotos).count == 1)
  }

  @Test("reading an archive never writes: the folder around it is unchanged")
  func neverWrites() async throws {
    let dir = try TemporaryDirectory("archive-readonly")
    defer { dir.remove() }
    let jpeg = try Self.sampleMembers()[0].bytes
    let path = try dir.write("evil.tar", ArchiveBuilder.tar([
      ArchiveBuilder.Member("../escape.jpg", jpeg), ArchiveBuilder.Member("sub/a.jpg", jpeg),
      ArchiveBuilder.Member("l", type: UInt8(ascii: "2"), link: "../../x"),
    ]))
    let before = try FileManager.default.subpathsOfDirectory(atPath: dir.url.path)
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    var count = 0
    await MediaClassifier().classify(archive: .file(path)) { _ in count += 1 }
    #expect(count == 3)
    #expect(try FileManager.default.subpathsOfDirectory(atPath: dir.url.path) == before)
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == data)
    #expect(!FileManager.default.fileExists(atPath: dir.url.deletingLastPathComponent().appendingPathComponent("escape.jpg").path))
  }
}
