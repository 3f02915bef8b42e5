import Foundation
@testable import MediaKind
import MediaKindTestSupport
import Testing

/// An import keeps only a ``SourceSummary`` of each source until it has built its groups, and
/// groups them one part at a time (``AssetImporter/partitions(_:hierarchy:)``; Docs/Performance.md,
/// "Import"): both must group exactly as one grouping of the whole files does.
@Suite("Import source summaries and parts")
struct SourceSummaryTests {
  static let classifier = MediaClassifier(options: ClassifyOptions(mode: .thorough))

  /// A DNG (TIFF with DNGVersion) captured at `date`, with an ImageUniqueID when given.
  static func dng(date: String, uniqueID: String?) -> [UInt8] {
    var exif: [TIFFField] = [.ascii(0x9003, date)]
    if let uniqueID { exif.append(.ascii(0xA420, uniqueID)) }
    return TIFFBuilder.build(
      ifd0: [.ascii(0x010F, "Apple"), .ascii(0x0110, "iPhone 15 Pro"), TIFFField(tag: 0xC612, type: 1, count: 4, value: [1, 4, 0, 0])],
      exif: exif)
  }

  @Test("summaries group as the files: Live pairs (in one folder and across folders), RAW+JPEG by ImageUniqueID and by time, sidecars, edited renders and copies, Takeout JSON")
  func summariesGroupAsFiles() async throws {
    let dir = try TemporaryDirectory("grouping-summary")
    defer { dir.remove() }
    let date = "2024:05:01 10:00:00"
    try dir.write("a/IMG_0001.JPG", LibraryFixtures.appleJPEG(contentIdentifier: "CID-1", date: date))
    try dir.write("a/IMG_0001.MOV", LibraryFixtures.quickTimeMovie(contentIdentifier: "CID-1"))
    try dir.write("a/IMG_0002.JPG", LibraryFixtures.appleJPEG(contentIdentifier: "CID-2", date: date))
    try dir.write("b/other.MOV", LibraryFixtures.quickTimeMovie(contentIdentifier: "cid-2", seconds: 3))
    try dir.write("a/IMG_0003.JPG", LibraryFixtures.appleJPEG(imageUniqueID: "U3", date: "2019:01:01 00:00:00"))
    try dir.write("a/IMG_0003.DNG", Self.dng(date: "2024:05:01 10:00:00", uniqueID: "u3"))
    try dir.write("a/IMG_0004.JPG", LibraryFixtures.appleJPEG(imageUniqueID: "J4", date: date))
    try dir.write("a/IMG_0004.DNG", Self.dng(date: date, uniqueID: nil))
    try dir.write("a/IMG_0005.JPG", LibraryFixtures.appleJPEG(imageUniqueID: "J5", date: date))
    try dir.write("a/IMG_0005.xmp", Array(LibraryFixtures.xmp(rating: 5).utf8))
    try dir.write("a/IMG_0005.AAE", Array("<?xml version=\"1.0\"?><plist version=\"1.0\"><dict/></plist>".utf8))
    try dir.write("a/IMG_E0005.JPG", LibraryFixtures.appleJPEG(imageUniqueID: "E5", date: date))
    try dir.write("a/IMG_0006.JPG", LibraryFixtures.appleJPEG(imageUniqueID: "J6", date: date))
    try dir.write("a/IMG_0006-edited.JPG", LibraryFixtures.appleJPEG(imageUniqueID: "E6", date: date))
    try dir.write("a/IMG_0006.JPG.json", Array(#"{"title": "IMG_0006.JPG", "photoTakenTime": {"timestamp": "1714557600"}}"#.utf8))
    try dir.write("a/IMG_0007.xmp", Array(LibraryFixtures.xmp(rating: 1).utf8))
    try dir.write("a/notes.txt", Array("not media".utf8))
    var files: [LibraryFile] = []
    let reader = LibraryFileReader(classifier: Self.classifier)
    await reader.read(entries: FileEnumerator(roots: [dir.url.path])) { files.append($0) }
    #expect(files.count == 17)

    func groups(_ files: [LibraryFile]) -> [[String]] {
      MediaLibrary(files: files).assets.map { asset in
        asset.resources.map { "\($0.type) " + $0.path.dropFirst(dir.url.path.count) }
      }
    }
    let full = groups(files)
    let summaries = files.map { SourceSummary($0, request: 0, transfer: .copy) }
    #expect(groups(summaries.map(\.file)) == full)
    // Spilled as an import spills them (``SpillFile``) and read back, in another order, they
    // are the same summaries: enough records that some are read from the file, some from the
    // block not written yet.
    let spill = try SpillFile(inFolder: dir.url.path)
    let (encoder, decoder) = (JSONEncoder(), JSONDecoder())
    var spilled: [(offset: Int, summary: SourceSummary)] = []
    for round in 0..<100 {
      for (index, file) in files.enumerated() {
        let summary = SourceSummary(file, request: round * 100 + index, transfer: FileTransfer.allCases[index % 3])
        spilled.append((try spill.append(try summary.spilled(encoder: encoder)), summary))
      }
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.url.path).allSatisfy { !$0.hasPrefix("spill-") })
    for (offset, summary) in spilled.reversed() {
      let back = try SourceSummary(spilled: try spill.read(at: offset), decoder: decoder)
      #expect(back.file == summary.file && back.request == summary.request && back.transfer == summary.transfer)
    }
    // Parts: folder a and folder b are one part (IMG_0002's video is in b); grouping part by
    // part gives the same groups.
    let parts = AssetImporter.partitions(summaries, hierarchy: Self.classifier.registry.hierarchy)
    #expect(parts.count == 1)
    #expect(parts.flatMap { $0 }.sorted() == Array(summaries.indices))
    #expect(parts.flatMap { part in groups(part.map { summaries[$0].file }) }.sorted { $0[0] < $1[0] } == full.sorted { $0[0] < $1[0] })
    // The fixture has every rule at work, so a rule the summary broke shows.
    #expect(full.contains(["photo /a/IMG_0001.JPG", "pairedVideo /a/IMG_0001.MOV"]))
    #expect(full.contains(["photo /a/IMG_0002.JPG", "pairedVideo /b/other.MOV"]))
    #expect(full.contains(["photo /a/IMG_0003.JPG", "alternatePhoto /a/IMG_0003.DNG"]))
    #expect(full.contains(["photo /a/IMG_0004.JPG", "alternatePhoto /a/IMG_0004.DNG"]))
    #expect(full.contains { $0.first == "photo /a/IMG_0005.JPG" && $0.count == 3 })
    #expect(full.contains { $0.first == "photo /a/IMG_0006.JPG" && $0.count == 3 })
    // What an import reads of the primary's record is kept; what grouping does not read is gone.
    for (file, summary) in zip(files, summaries.map(\.file)) {
      #expect(summary.record.mediaType == file.record.mediaType)
      #expect(summary.record.creationDate == file.record.creationDate)
      #expect(summary.record.status == file.record.status)
      #expect(summary.record.evidence == nil && summary.record.diagnostics == nil && summary.record.make == nil)
      #expect(summary.record.technical == TechnicalMetadata())
    }
  }

  @Test("parts: each folder alone, but the folders a Live pair joins are one part; scan order kept")
  func parts() {
    func summary(_ path: String, _ record: Classification) -> SourceSummary {
      SourceSummary(LibraryFile(record: record), request: 0, transfer: .copy)
    }
    let sources = [
      summary("x/IMG_1.JPG", LibraryRecords.still("x/IMG_1.JPG", id: "L1", uti: "public.jpeg")),
      summary("y/IMG_2.JPG", LibraryRecords.still("y/IMG_2.JPG", uti: "public.jpeg")),
      summary("z/IMG_1.MOV", LibraryRecords.video("z/IMG_1.MOV", id: "l1")),
      summary("x/IMG_3.JPG", LibraryRecords.still("x/IMG_3.JPG", uti: "public.jpeg")),
      summary("w/IMG_4.MOV", LibraryRecords.video("w/IMG_4.MOV", id: "L4")),
    ]
    let parts = AssetImporter.partitions(sources, hierarchy: Self.classifier.registry.hierarchy)
    #expect(parts == [[0, 2, 3], [1], [4]])
  }
}

/// `classify import --pair-live probable` (Docs/Changes.md, "Creating assets"): the summaries
/// keep what probable Live pairing scores, so an import groups a stripped pair as
/// `classify assets --pair-live probable` pairs it.
@Suite("Import source summaries: probable Live pairing")
struct SourceSummaryProbableTests {
  /// `LibraryFixtures.strippedLivePairs()` (one probable pair, a 6 s clip, a clip 10 s off)
  /// and a `.livp` beside a 2 s MOV of its name (the `.livp` holds its own video).
  static func folder() throws -> TemporaryDirectory {
    let dir = try TemporaryDirectory("grouping-probable")
    for (name, bytes) in LibraryFixtures.strippedLivePairs() { try dir.write("a/" + name, bytes) }
    try dir.write(
      "a/IMG_0004.livp",
      ArchiveBuilder.zip([
        .init("IMG_0004.JPG", LibraryFixtures.appleJPEG(date: "2024:05:01 13:00:00")),
        .init("IMG_0004.MOV", LibraryFixtures.quickTimeMovie(contentIdentifier: nil, seconds: 2)),
      ]))
    try dir.write(
      "a/IMG_0004.MOV", LibraryFixtures.quickTimeMovie(contentIdentifier: nil, seconds: 2, creationDate: "2024-05-01T13:00:00+02:00"))
    return dir
  }

  @Test("probable summaries keep duration, camera and place, survive the spill, and group as the files do; strict ones drop them")
  func summariesPairAsFiles() async throws {
    let dir = try Self.folder()
    defer { dir.remove() }
    var files: [LibraryFile] = []
    await LibraryFileReader(classifier: SourceSummaryTests.classifier).read(entries: FileEnumerator(roots: [dir.url.path])) {
      files.append($0)
    }
    #expect(files.count == 8)
    func groups(_ files: [LibraryFile], _ mode: LivePairingMode) -> Set<[String]> {
      Set(
        AssetBuilder(hierarchy: SourceSummaryTests.classifier.registry.hierarchy, livePairing: mode).build(files).map { asset in
          asset.resources.map { "\($0.type) " + PathParts.fileName(of: $0.path) }
        })
    }
    let spill = try SpillFile(inFolder: dir.url.path)
    let (encoder, decoder) = (JSONEncoder(), JSONDecoder())
    var spilled: [SourceSummary] = []
    for file in files {
      let summary = SourceSummary(file, request: 0, transfer: .copy, livePairing: .probable)
      spilled.append(try SourceSummary(spilled: try spill.read(at: try spill.append(try summary.spilled(encoder: encoder))), decoder: decoder))
      #expect(spilled.last?.file == summary.file)
    }
    let summaries = spilled.map(\.file)
    // The read side's assets, less the `.livp`'s (an import places the `.livp` whole).
    let expected = groups(files, .probable).filter { $0 != ["photo IMG_0004.JPG", "pairedVideo IMG_0004.MOV"] }
    let got = groups(summaries, .probable).filter { $0 != ["photo IMG_0004.livp"] }
    #expect(got == expected)
    #expect(got.contains(["photo IMG_0001.JPG", "pairedVideo IMG_0001_HEVC.MOV"]))
    #expect(got.contains(["photo IMG_0002.JPG"]) && got.contains(["video IMG_0002.MOV"]))
    #expect(got.contains(["photo IMG_0003.JPG"]) && got.contains(["video IMG_0003.MOV"]))
    #expect(groups(summaries, .probable).contains(["photo IMG_0004.livp"]))
    #expect(groups(summaries, .probable).contains(["video IMG_0004.MOV"]))
    // Strict: the pair stays apart, and no summary keeps a camera, place or duration.
    let strict = files.map { SourceSummary($0, request: 0, transfer: .copy).file }
    #expect(groups(strict, .strict).contains(["photo IMG_0001.JPG"]))
    #expect(strict.allSatisfy { $0.record.make == nil && $0.record.duration == nil && $0.record.location == nil })
    // Probable: only the files that may pair keep them (not the 6 s video, not the `.livp`).
    for summary in spilled {
      let name = PathParts.fileName(of: summary.path)
      let kept = summary.duration != nil || summary.make != nil
      #expect(kept == !["IMG_0002.MOV", "IMG_0004.livp"].contains(name), "\(name)")
    }
  }

  @Test("camera and place survive the spill: other names pair on them; a place 2 km off vetoes sibling names")
  func cameraAndPlace() throws {
    func record(_ base: Classification, latitude: Double) -> Classification {
      var record = base
      (record.make, record.model) = ("Apple", "iPhone 15 Pro")
      record.location = Location(latitude: latitude, longitude: 2.0, altitude: 35)
      return record
    }
    let records = [
      record(LibraryRecords.still("x/DSC_0001.JPG", uti: "public.jpeg"), latitude: 48.0),
      record(LibraryRecords.video("x/VID_0002.MP4"), latitude: 48.0),
      record(LibraryRecords.still("y/IMG_0001.JPG", uti: "public.jpeg"), latitude: 48.0),
      record(LibraryRecords.video("y/IMG_0001.MOV"), latitude: 48.02),
    ]
    let dir = try TemporaryDirectory("grouping-place")
    defer { dir.remove() }
    let spill = try SpillFile(inFolder: dir.url.path)
    let (encoder, decoder) = (JSONEncoder(), JSONDecoder())
    var files: [LibraryFile] = []
    for record in records {
      let summary = SourceSummary(LibraryFile(record: record), request: 0, transfer: .copy, livePairing: .probable)
      files.append(try SourceSummary(spilled: try spill.read(at: try spill.append(try summary.spilled(encoder: encoder))), decoder: decoder).file)
    }
    #expect(files[0].record.location == Location(latitude: 48.0, longitude: 2.0))
    let assets = MediaLibrary(files: files, livePairing: .probable).assets
    #expect(assets.map { $0.resources.map(\.path) } == [["x/DSC_0001.JPG", "x/VID_0002.MP4"], ["y/IMG_0001.JPG"], ["y/IMG_0001.MOV"]])
    #expect(
      MediaLibrary(files: records.map { LibraryFile(record: $0) }, livePairing: .probable).assets.map { $0.resources.map(\.path) }
        == assets.map { $0.resources.map(\.path) })
  }

  @Test("performChanges(livePairing: .probable) plans the stripped pair as one group; strict plans two")
  func libraryOption() async throws {
    let dir = try Self.folder()
    defer { dir.remove() }
    let library = dir.path("lib")
    try FileManager.default.createDirectory(atPath: library, withIntermediateDirectories: true)
    func plan(_ mode: LivePairingMode) async throws -> [[String]] {
      try await MediaLibrary.performChanges(
        in: library, [AssetCreationRequest(fileAt: dir.path("a"))], dryRun: true, livePairing: mode
      ).outcomes.map { $0.sources.map { PathParts.fileName(of: $0) } }
    }
    let probable = try await plan(.probable)
    #expect(probable.count == 7)
    #expect(probable.contains(["IMG_0001.JPG", "IMG_0001_HEVC.MOV"]))
    let strict = try await plan(.strict)
    #expect(strict.count == 8)
    #expect(strict.contains(["IMG_0001.JPG"]))
  }
}
