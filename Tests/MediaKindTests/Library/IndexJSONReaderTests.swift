import Foundation
@testable import MediaKind
@testable import MediaKindIndex
import MediaKindTestSupport
import Testing

/// The index's reader (`LibraryFile.init(indexJSON:)`, `JSONByteReader`) against the writer
/// (`LibraryFile.indexJSON`) and `JSONDecoder`: every member comes back as written, every
/// sample's row reads as `JSONDecoder` reads it, and a row the reader refuses is read by
/// `JSONDecoder` or not at all, never half-read (`IndexedFile.decoded(prefix:)`).
@Suite("Index JSON reader: against the writer and JSONDecoder")
struct IndexJSONReaderTests {
  /// `file` written as the index writes it.
  static func row(_ file: LibraryFile) throws -> Data {
    Data(try file.indexJSON(encoder: LibraryFile.indexEncoder()))
  }

  /// Reads `file`'s row back with the reader and with `JSONDecoder`: both give `file`.
  static func expectRoundTrip(_ file: LibraryFile, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let json = try row(file)
    let fast = try LibraryFile(indexJSON: json)
    #expect(fast == file, "\(String(decoding: json, as: UTF8.self))", sourceLocation: sourceLocation)
    #expect(try JSONDecoder().decode(LibraryFile.self, from: json) == fast, sourceLocation: sourceLocation)
  }

  /// Text with every kind of escape: quotes, backslashes, the short control escapes, other
  /// control bytes (`\u00xx`), DEL, a slash, accents, an emoji (a surrogate pair in
  /// `\uXXXX` form), U+2028.
  static let awkward = "a/\"q\"\\b\u{8}\u{C}\n\r\t\u{0}\u{1}\u{1F}\u{7F} é 😀 \u{2028}/end"

  /// A record with every member set (a member without a value here fails `everyMember`).
  static func fullRecord() -> Classification {
    var record = Classification(path: awkward, mode: .thorough, mediaType: .image)
    record.error = InputFailure(kind: .readFailed, message: awkward)
    record.format = FormatID(rawValue: "heic")
    record.uti = "public.heic"
    record.mimeType = "image/heic"
    record.extensionMatchesContent = false
    record.formatReason = FormatReason(
      guess: FormatID(rawValue: "jpeg"), verdict: FormatID(rawValue: "heic"), reason: .contentOverridesExtension,
      detail: awkward)
    for member in MediaSubtypes.named { record.subtypes.insert(member.value) }
    record.pixelWidth = Int.max
    record.pixelHeight = 1
    record.orientation = 8
    record.duration = 12.5
    record.frameRate = 29.75
    record.frameCount = 0
    record.fileSize = Int.max
    record.creationDate = "2022-06-04T12:11:00.123+02:00"
    record.location = Location(latitude: -90, longitude: 179.5, altitude: -0.5)
    record.make = "Äpple \u{1}"
    record.model = ""
    record.lensModel = "\\"
    record.rating = -1
    record.integrity = .truncated
    record.technical.videoCodec = "hevc"
    record.technical.videoProfile = "Main 10"
    record.technical.bitRate = Int.min
    record.technical.colorPrimaries = "bt2020"
    record.technical.transferCharacteristics = "arib-std-b67"
    record.technical.matrixCoefficients = "bt2020nc"
    record.technical.dolbyVisionProfile = 0
    record.technical.rotation = 270
    record.technical.captureFrameRate = 1e21
    record.technical.projection = "equirectangular"
    record.technical.audioCodec = "aac"
    record.technical.audioChannels = 2
    record.technical.sampleRate = 48_000
    record.technical.bitDepth = 24
    record.technical.iso = 0
    record.technical.fNumber = 0.1 + 0.2
    record.technical.exposureTime = Double.leastNonzeroMagnitude
    record.technical.focalLength = Double.greatestFiniteMagnitude
    record.technical.colorProfile = "Display P3"
    record.burst = BurstInfo(identifier: awkward, representsBurst: false, selectionTypes: [])
    record.livePhoto = LivePhotoInfo(contentIdentifier: "A-B", pairedPath: awkward)
    record.evidence = [
      SubtypeEvidence(subtype: "livePhoto", rule: "r", source: "s", value: awkward, heuristic: true),
      SubtypeEvidence(subtype: "hdr", rule: "", source: "", value: ""),
    ]
    record.fieldEvidence = [FieldEvidence(field: "rating", rule: "r", source: "xmp", value: "-1")]
    record.diagnostics = [awkward, ""]
    return record
  }

  /// A library file with every member set, its sidecars too.
  static func fullFile() -> LibraryFile {
    var file = LibraryFile(
      record: fullRecord(),
      identity: FileIdentity(device: UInt64.max, inode: 1 << 63, size: Int.max, modificationNanoseconds: Int64.min),
      rating: 5, imageUniqueID: awkward, isBurstBestShot: false, playbackVariation: 0)
    file.isHidden = true
    file.originalPath = awkward
    file.deletionDate = "2026-11-28T10:00:00Z"
    file.keptIdentifier = "1234/L0/001"
    file.creationDateSource = .icloudExport
    file.locationSource = .xmpSidecar
    var row = ExportMetadata(source: .icloudExport)
    row.title = awkward
    row.location = Location(latitude: 37.25, longitude: -122.5)
    row.people = ["Ann", "Bo"]
    file.icloudPhotoDetails = ICloudPhotoDetails(rows: [row])
    file.takeoutSidecar = .media(row)
    file.icloudAlbum = ICloudAlbumList(names: [awkward, "b.jpg"])
    var still = LibraryFile(record: Classification(path: "IMG_1.livp//IMG_1.HEIC", mode: .thorough), rating: 2)
    still.creationDateSource = .exif
    file.livePhotoMembers = [still, LibraryFile(record: Classification(path: "IMG_1.livp//IMG_1.MOV", mode: .thorough))]
    return file
  }

  /// The labels of `value`'s stored properties whose value is `nil` (an `Optional` child
  /// without a value), looking into `technical`.
  static func unsetMembers(of value: Any) -> [String] {
    Mirror(reflecting: value).children.flatMap { child -> [String] in
      guard let label = child.label else { return [] }
      if label == "technical" { return unsetMembers(of: child.value).map { "technical." + $0 } }
      let mirror = Mirror(reflecting: child.value)
      return mirror.displayStyle == .optional && mirror.children.isEmpty ? [label] : []
    }
  }

  @Test("a file and a record with every member set come back equal; a new member must be set here too")
  func everyMember() throws {
    let file = Self.fullFile()
    // `contentDigest` is only ever set on an archive member, which no index holds
    // (Docs/Library.md, "Exports read from archives"): it is not stored.
    #expect(Self.unsetMembers(of: file) == ["contentDigest"])
    #expect(Self.unsetMembers(of: file.record).isEmpty)
    try Self.expectRoundTrip(file)

    // Members absent: nothing set but the record's required ones, an error record, a
    // Takeout album sidecar.
    try Self.expectRoundTrip(LibraryFile(record: Classification(path: "", mode: .fast)))
    var failed = Classification(path: "x", mode: .fast)
    failed.status = .error
    failed.error = InputFailure(kind: .readFailed, message: Self.awkward)
    try Self.expectRoundTrip(LibraryFile(record: failed))
    var album = LibraryFile(record: Classification(path: "Takeout/a/metadata.json", mode: .fast))
    album.takeoutSidecar = .album(title: "Été / 2024")
    try Self.expectRoundTrip(album)
  }

  @Test("reading starts from nil in every optional member (an absent one is left so)")
  func readingStart() {
    /// The labels of `value`'s optional stored properties that hold a value.
    func setOptionals(of value: Any) -> [String] {
      Mirror(reflecting: value).children.flatMap { child -> [String] in
        guard let label = child.label else { return [] }
        if label == "technical" { return setOptionals(of: child.value) }
        let mirror = Mirror(reflecting: child.value)
        return mirror.displayStyle == .optional && !mirror.children.isEmpty ? [label] : []
      }
    }
    let starts: [Any] = [
      Classification.readingStart, Location.readingStart, FormatReason.readingStart, InputFailure.readingStart,
      BurstInfo.readingStart, LivePhotoInfo.readingStart, SubtypeEvidence.readingStart, FieldEvidence.readingStart,
    ]
    for start in starts { #expect(setOptionals(of: start).isEmpty, "\(type(of: start))") }
  }

  @Test("numbers at their extremes, empty and large arrays")
  func extremes() throws {
    for (device, size, time) in [(UInt64(0), 0, Int64(0)), (UInt64.max, Int.max, Int64.max), (1, Int.min, Int64.min)] {
      try Self.expectRoundTrip(
        LibraryFile(
          record: Classification(path: "n", mode: .fast),
          identity: FileIdentity(device: device, inode: device, size: size, modificationNanoseconds: time)))
    }
    for number in [0.0, -0.0, 1, -1, 0.5, 1e-7, 1e16, 1.2345678901234568e17, -Double.leastNormalMagnitude, 1 / 3.0] {
      var record = Classification(path: "d", mode: .fast)
      record.technical.captureFrameRate = number
      let read = try LibraryFile(indexJSON: Self.row(LibraryFile(record: record)))
      #expect(read.record.technical.captureFrameRate == number)
      #expect(read.record.technical.captureFrameRate?.sign == number.sign)
    }
    var record = Classification(path: "large", mode: .thorough)
    record.evidence = []
    record.fieldEvidence = (0..<2_000).map { FieldEvidence(field: "f\($0)", rule: "r", source: "s", value: "\($0)") }
    record.diagnostics = (0..<5_000).map { "diagnostic \($0) \(Self.awkward)" }
    record.burst = BurstInfo(identifier: "b", selectionTypes: [])
    try Self.expectRoundTrip(LibraryFile(record: record))
  }

  @Test("every sample's index row reads as JSONDecoder reads it")
  func samples() async throws {
    let library = await MediaLibrary.scan(
      roots: [SampleCorpus.samplesDirectory.path],
      classifier: MediaClassifier(options: ClassifyOptions(mode: .thorough, explain: true)))
    #expect(library.files.count >= 80)
    for file in library.files {
      let json = try Self.row(file)
      let fast = try LibraryFile(indexJSON: json)
      #expect(fast == (try JSONDecoder().decode(LibraryFile.self, from: json)), "\(file.path)")
      #expect(fast == file, "\(file.path)")
    }
  }

  /// A stored row of `json`, as the index loads it.
  static func stored(_ json: Data) -> IndexedFile {
    IndexedFile(
      relativePath: "a.jpg", identity: FileIdentity(device: 1, inode: 2, size: 3, modificationNanoseconds: 4),
      mode: .thorough, classifierVersion: "test", json: json)
  }

  @Test("a truncated row is refused by the reader, never half-read")
  func truncated() throws {
    let json = try Self.row(Self.fullFile())
    for count in 0..<json.count {
      let prefix = json.prefix(count)
      #expect(throws: DecodingError.self) { try LibraryFile(indexJSON: prefix) }
    }
    #expect(Self.stored(json.prefix(json.count - 1)).decoded(prefix: "/r/") == nil)
    #expect(Self.stored(json + Data("x".utf8)).decoded(prefix: "/r/") == nil)
  }

  @Test("a row the reader refuses is read by JSONDecoder, or not at all")
  func fallback() throws {
    var file = Self.fullFile()
    file.record.path = "a.jpg"
    var expected = file
    expected.path = "/r/a.jpg"
    let json = try Self.row(file)
    let text = String(decoding: json, as: UTF8.self)

    // What JSONDecoder still reads (another writer's row: white space, another key order,
    // a key this version does not know, a null): the reader refuses, JSONDecoder reads.
    let spaced = Data((" " + text + "\n").utf8)
    let unsorted = try JSONEncoder().encode(file)
    let extraKey = Data(text.replacingOccurrences(of: "{\"creationDateSource\"", with: "{\"aLegacyMember\":[1,{\"x\":null}],\"creationDateSource\"").utf8)
    let nullMember = Data(text.replacingOccurrences(of: "\"isHidden\":true", with: "\"isHidden\":null").utf8)
    var withoutHidden = expected
    withoutHidden.isHidden = nil
    for (variant, value) in [(spaced, expected), (unsorted, expected), (extraKey, expected), (nullMember, withoutHidden)] {
      if variant != nullMember {
        #expect(throws: DecodingError.self) { try LibraryFile(indexJSON: variant) }
      }
      #expect(Self.stored(variant).decoded(prefix: "/r/") == value)
    }

    // What neither reads (a wrong type, a missing record, an unknown subtype, damage): no file.
    let broken = [
      text.replacingOccurrences(of: "\"rating\":5", with: "\"rating\":\"5\""),
      text.replacingOccurrences(of: "\"isHidden\":true", with: "\"isHidden\":1"),
      text.replacingOccurrences(of: "\"pixelHeight\":1", with: "\"pixelHeight\":1.5"),
      text.replacingOccurrences(of: "\"record\":", with: "\"recorded\":"),
      text.replacingOccurrences(of: "\"mediaType\":\"image\"", with: "\"mediaType\":\"hologram\""),
      text.replacingOccurrences(of: "\"inode\":", with: "\"inodes\":"),
      text.replacingOccurrences(of: "\"schemaVersion\":", with: "\"schemaVersion\":9"),
      text.replacingOccurrences(of: "\\\"q", with: "\\x"),
      "", "null", "[]", "{}", String(repeating: "[", count: 10_000),
    ]
    for variant in broken {
      #expect(variant != text)
      let data = Data(variant.utf8)
      #expect(throws: (any Error).self) { try LibraryFile(indexJSON: data) }
      #expect(Self.stored(data).decoded(prefix: "/r/") == nil, "\(variant.prefix(80))")
    }
    // Invalid UTF-8 in a string: the first byte of `é` (0xC3 0xA9) made 0xFF.
    var invalidUTF8 = json
    invalidUTF8[try #require(invalidUTF8.firstIndex(of: 0xC3))] = 0xFF
    #expect(throws: DecodingError.self) { try LibraryFile(indexJSON: invalidUTF8) }
  }
}
