import Foundation
import MediaKindTestSupport
import Testing

@testable import MediaKind

/// The JSON of ``JSONBuffer`` / ``JSONBufferEncodable`` against Foundation's `JSONEncoder` with
/// `[.sortedKeys, .withoutEscapingSlashes]` (what `classify` used before): the bytes must be
/// identical for every record, asset, string and number. Both encodings read the member
/// tables (``RecordMemberTable``), so what this compares is how each writes the values: the
/// strings' escapes, the numbers' forms, the sorted keys, the refused non-finite numbers.
@Suite("Record JSON: hand-written encoder against JSONEncoder")
struct RecordJSONTests {
  // MARK: Records from files

  @Test(
    "every sample's record, in both modes, with and without explain",
    arguments: [
      ClassifyOptions(mode: .fast), ClassifyOptions(mode: .fast, explain: true),
      ClassifyOptions(mode: .thorough), ClassifyOptions(mode: .thorough, explain: true),
    ])
  func samples(_ options: ClassifyOptions) {
    let classifier = MediaClassifier(options: options)
    let paths = FileEnumerator(roots: [SampleCorpus.samplesDirectory.path]).map(\.path)
    #expect(paths.count >= 80)
    let records = paths.map { classifier.classify(path: $0) }
    if options.mode == .thorough {
      #expect(records.contains { $0.evidence?.isEmpty == false } == options.explain)
    }
    Self.expectIdentical(records)
  }

  @Test("every sample's record classified from memory (record paths are bare names)")
  func samplesFromMemory() throws {
    let classifier = MediaClassifier(options: ClassifyOptions(mode: .thorough, explain: true))
    let root = SampleCorpus.samplesDirectory
    var records: [Classification] = []
    for entry in FileEnumerator(roots: [root.path]) {
      let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: entry.path)))
      records.append(classifier.classify(bytes: bytes, name: String(entry.path.dropFirst(root.path.count + 1))))
    }
    Self.expectIdentical(records)
  }

  @Test("every asset of the samples' library")
  func sampleAssets() async {
    for mode in ClassificationMode.allCases {
      let library = await MediaLibrary.scan(
        roots: [SampleCorpus.samplesDirectory.path],
        classifier: MediaClassifier(options: ClassifyOptions(mode: mode)))
      #expect(!library.assets.isEmpty)
      Self.expectIdentical(library.assets)
      Self.expectIdentical(library.failures)
    }
  }

  @Test(
    "every record and asset of the shared corpus, fast mode",
    .enabled(if: SampleCorpus.sharedCorpus != nil, "the shared corpus (../shared/corpus/files) is absent"))
  func sharedCorpus() async throws {
    let files = try #require(Self.sharedCorpusFiles)
    var records: [Classification] = []
    await MediaClassifier(options: ClassifyOptions(mode: .fast)).classify(
      entries: FileEnumerator(roots: [files])
    ) { records.append($0) }
    #expect(records.count > 100)
    Self.expectIdentical(records)
    let library = await MediaLibrary.scan(roots: [files])
    Self.expectIdentical(library.assets)
  }

  static let sharedCorpusFiles: String? = SampleCorpus.sharedCorpus?.appendingPathComponent("files").path

  // MARK: Made-up records

  @Test("error records of every kind, including the system's messages")
  func errorRecords() {
    var records: [Classification] = []
    for kind in InputFailure.Kind.allCases {
      for mode in ClassificationMode.allCases {
        records.append(
          .failure(path: "dir/\(kind).jpg", mode: mode, InputFailure(kind: kind, message: "said \"no\"\n")))
      }
    }
    for code in [ENOENT, ENOTDIR, EACCES, EPERM, ELOOP, ENAMETOOLONG, EIO, EISDIR] {
      records.append(.failure(path: "p", mode: .fast, InputFailure(errno: code, pathLength: 5000)))
    }
    // An error record with facts set: subtypes and mediaSubtypes stay out.
    var record = Self.fullRecord()
    record.status = .error
    record.error = InputFailure(kind: .readFailed, message: "Input/output error")
    records.append(record)
    let classifier = MediaClassifier()
    records.append(classifier.classify(path: "/nonexistent/\u{1F4F7}.jpg"))
    records.append(classifier.classify(path: SampleCorpus.samplesDirectory.path))
    #expect(records.suffix(2).allSatisfy { $0.status == .error })
    Self.expectIdentical(records)
  }

  @Test("a record with every field set, and with each optional field alone")
  func everyField() {
    let full = Self.fullRecord()
    var records = [full]
    // Every field's presence and absence next to the others.
    let clearers: [(inout Classification) -> Void] = [
      { $0.error = nil }, { $0.format = nil }, { $0.uti = nil }, { $0.mimeType = nil },
      { $0.extensionMatchesContent = nil }, { $0.subtypes = [] }, { $0.pixelWidth = nil },
      { $0.pixelHeight = nil }, { $0.orientation = nil }, { $0.duration = nil },
      { $0.frameRate = nil }, { $0.frameCount = nil }, { $0.fileSize = nil },
      { $0.creationDate = nil }, { $0.location = nil }, { $0.location?.altitude = nil },
      { $0.make = nil }, { $0.model = nil }, { $0.lensModel = nil }, { $0.burst = nil },
      { $0.burst?.representsBurst = nil }, { $0.burst?.selectionTypes = nil },
      { $0.burst?.selectionTypes = [] }, { $0.livePhoto = nil }, { $0.livePhoto?.pairedPath = nil },
      { $0.evidence = nil }, { $0.evidence = [] }, { $0.diagnostics = nil }, { $0.diagnostics = [] },
      { $0.extensionMatchesContent = false },
    ]
    for clear in clearers {
      var record = full
      clear(&record)
      records.append(record)
    }
    var bare = Classification(path: "", mode: .fast)
    records.append(bare)
    bare.status = .error
    records.append(bare)
    for type in MediaType.allCases {
      records.append(Classification(path: "t", mode: .thorough, mediaType: type, subtypes: .init(rawValue: ~0)))
    }
    for (_, member) in MediaSubtypes.named {
      records.append(Classification(path: "s", mode: .fast, subtypes: member))
    }
    Self.expectIdentical(records)
  }

  @Test("hand-made assets: every field, each optional field alone, several resources")
  func assets() {
    var full = Asset(
      localIdentifier: "6F1C0E7A-0000-4000-8000-000000000001/L0/001", mediaType: .image,
      subtypes: [.photoLive, .raw, .burst, .photoHDR],
      resources: [
        AssetResource(type: .photo, path: "DCIM/IMG_0001.HEIC", uti: .heic, fileSize: 2_912_000),
        AssetResource(type: .pairedVideo, path: "DCIM/IMG_0001.MOV", uti: .quickTimeMovie, fileSize: 3_000_000),
        AssetResource(type: .alternatePhoto, path: "DCIM/IMG_0001.DNG", uti: "com.adobe.raw-image", fileSize: 25_000_000),
        AssetResource(type: .fullSizePhoto, path: "DCIM/IMG_0001-edited.HEIC", uti: .heic, fileSize: 2_000_000),
        AssetResource(type: .fullSizePairedVideo, path: "DCIM/IMG_0001-edited.MOV", uti: .quickTimeMovie, fileSize: 3_100_000),
        AssetResource(type: .adjustmentData, path: "DCIM/IMG_0001.AAE", uti: nil, fileSize: 812),
        AssetResource(type: .sidecar, path: "DCIM/IMG_0001.xmp", uti: "com.adobe.xmp", fileSize: 300),
      ])
    full.pixelWidth = 4032
    full.pixelHeight = 3024
    full.duration = 2.966_666_666
    full.creationDate = "2024-05-01T10:00:00.123+02:00"
    full.location = Location(latitude: 48.858_37, longitude: 2.294_481, altitude: -12.5)
    full.burst = BurstInfo(identifier: "B-1", representsBurst: false, selectionTypes: ["autoPick"])
    full.make = "Apple"
    full.model = "iPhone 15 Pro"
    full.uti = .heic
    full.rating = 5
    full.livePhoto = LivePhotoInfo(contentIdentifier: "CID", pairedPath: "DCIM/IMG_0001.MOV")
    full.playbackVariation = 3
    full.notes = ["Live Photo video not found", "tab\there"]
    full.modificationTime = 1_700_000_000.5
    var assets = [full]
    let clearers: [(inout Asset) -> Void] = [
      { $0.pixelWidth = nil }, { $0.pixelHeight = nil }, { $0.duration = nil },
      { $0.creationDate = nil }, { $0.location = nil }, { $0.burst = nil }, { $0.make = nil },
      { $0.model = nil }, { $0.uti = nil }, { $0.rating = nil }, { $0.rating = -1 },
      { $0.livePhoto = nil }, { $0.playbackVariation = nil }, { $0.notes = nil }, { $0.notes = [] },
      { $0.subtypes = [] }, { $0.resources = [] }, { $0.resources = Array($0.resources.prefix(1)) },
    ]
    for clear in clearers {
      var asset = full
      clear(&asset)
      assets.append(asset)
    }
    assets.append(Asset(localIdentifier: "", mediaType: .unknown, resources: []))
    Self.expectIdentical(assets)
  }

  // MARK: Strings

  /// Text exercising every escape class: each ASCII byte, controls, quotes and backslashes,
  /// slashes, DEL, non-ASCII (accents, emoji, ZWJ sequences, line separators, BOM), text
  /// repaired from invalid UTF-8, and long runs.
  static let hostileStrings: [String] = {
    var strings = (0..<128).map { String(UnicodeScalar(UInt8($0))) }
    strings.append(String((0..<128).map { Character(UnicodeScalar(UInt8($0))) }))
    strings += [
      "", "/", "a/b/c.jpg", "http://example.com/", "\\", "\\\\", "\"", "\"\"", "\\\"",
      "\u{8}\u{C}\n\r\t", "\r\n", "\0", "a\0b", "\u{1F}\u{7F}\u{80}\u{9F}\u{A0}", "é", "e\u{301}",
      "日本語のファイル名.jpg", "😀", "👨‍👩‍👧‍👦", "🏳️‍🌈", "\u{2028}\u{2029}", "\u{FEFF}BOM", "\u{FFFD}",
      "\u{10FFFF}", String(decoding: [0xFF, 0xFE, 0xC3, 0x28, 0xED, 0xA0, 0x80], as: UTF8.self),
      "IMG_\\xFF.jpg", "tab\there, \"quoted\" \\ back/slash\u{1}",
      String(repeating: "long text without escapes ", count: 200),
      String(repeating: "\"\\\n\u{1}é😀/", count: 300),
    ]
    var random = SeededGenerator(seed: "RecordJSONTests.strings")
    let ranges: [ClosedRange<UInt32>] = [0...0x7F, 0...0x1F, 0x80...0x7FF, 0x800...0xD7FF, 0xE000...0xFFFF, 0x1_0000...0x10_FFFF]
    for _ in 0..<500 {
      let length = Int.random(in: 0...40, using: &random)
      var text = String.UnicodeScalarView()
      for _ in 0..<length {
        let range = ranges.randomElement(using: &random)!
        if let scalar = UnicodeScalar(UInt32.random(in: range, using: &random)) { text.append(scalar) }
      }
      strings.append(String(text))
    }
    return strings
  }()

  @Test("strings with every escape class, alone and in every string field of a record")
  func strings() {
    let texts = Self.hostileStrings
    Self.expectIdentical(texts.map { StringBox(s: $0) })
    Self.expectIdentical([StringArrayBox(a: texts), StringArrayBox(a: [])])
    var records: [Classification] = []
    for (i, text) in texts.enumerated() {
      var record = Self.fullRecord()
      record.path = text
      record.mimeType = text
      record.format = FormatID(rawValue: text)
      record.uti = UniformTypeIdentifier(text)
      record.creationDate = text
      record.make = text
      record.model = text
      record.lensModel = text
      record.error = InputFailure(kind: .readFailed, message: text)
      record.burst = BurstInfo(identifier: text, selectionTypes: [text, texts[(i + 1) % texts.count]])
      record.livePhoto = LivePhotoInfo(contentIdentifier: text, pairedPath: text)
      record.evidence = [SubtypeEvidence(subtype: text, rule: text, source: text, value: text)]
      record.diagnostics = [text, text]
      records.append(record)
    }
    Self.expectIdentical(records)
  }

  // MARK: Numbers

  /// Doubles JSONEncoder writes in each of its forms: whole numbers (`5`, `-0`), plain
  /// decimals, exponents both ways, the limits, the 2^53 and 1e16 boundaries, and thousands of
  /// deterministic random values (bit patterns, whole numbers, decimals, rounded values).
  static let doubles: [Double] = {
    var values: [Double] = [
      0, -0.0, 1, -1, 0.1, 0.2, 0.3, 1.0 / 3, 2.0 / 3, 3.712, 5, 1e-7, 1e21, 123_456_789.123,
      -123_456_789.123, 1e15, 1e16, 1e17, 1e22, 1e23, 0x1p53 - 1, 0x1p53, 0x1p53 + 2, 0x1p54,
      -0x1p53, 9_999_999_999_999_998, 4.35e15, 9.5e15, 1e-4, 1e-5, 9.999_999e-5, 0.001,
      Double.greatestFiniteMagnitude, -Double.greatestFiniteMagnitude, Double.leastNonzeroMagnitude,
      -Double.leastNonzeroMagnitude, Double.leastNormalMagnitude, Double.ulpOfOne, Double.pi,
      M_E, 29.97, 23.976, 59.94, 30000.0 / 1001, 24000.0 / 1001, 1e300, 1e-300, 5e306,
      0.000_001, 0.000_000_1, 1_234_567.891_011, 2.966_666, 48.858_37, -122.419_4, 1e-6, 1e6,
      Double(Int64.max), Double(Int64.min), Double(UInt64.max), 0.5, 100, 1_000_000,
    ]
    for k in -30...30 { values += [pow(10, Double(k)), -pow(10, Double(k)), 1.5 * pow(10, Double(k))] }
    for k in 0...64 { values += [pow(2, Double(k)), pow(2, Double(k)) - 1, pow(2, Double(k)) + 1] }
    var random = SeededGenerator(seed: "RecordJSONTests.doubles")
    for _ in 0..<2000 {
      let value = Double(bitPattern: random.next())
      if value.isFinite { values.append(value) }
    }
    for _ in 0..<1000 {
      let magnitude = Int64.random(in: 0...62, using: &random)
      values.append(Double(Int64.random(in: -(1 << magnitude)...(1 << magnitude), using: &random)))
    }
    for _ in 0..<2000 {
      let places = Int.random(in: 0...9, using: &random)
      let units = Double(Int64.random(in: -10_000_000_000_000...10_000_000_000_000, using: &random))
      values.append(units / pow(10, Double(places)))
    }
    for _ in 0..<1000 {
      let value = Double.random(in: -1e7...1e7, using: &random)
      values += [value, FieldBounds.rounded(value, places: 6), FieldBounds.rounded(value, places: 3)]
    }
    for _ in 0..<500 {
      let value = Double.random(in: 0..<1, using: &random) * pow(10, Double(Int.random(in: -20...25, using: &random)))
      values += [value, FieldBounds.rounded(value, places: 6), FieldBounds.rounded(value, places: 3)]
    }
    return values
  }()

  @Test("thousands of doubles, raw and as record durations, frame rates and positions")
  func doubles() {
    let values = Self.doubles
    #expect(values.count > 7000)
    Self.expectIdentical(values.map { DoubleBox(d: $0) })
    var records: [Classification] = []
    for (i, value) in values.enumerated() {
      var record = Classification(path: "d", mode: .fast)
      record.duration = value
      record.frameRate = values[(i + 1) % values.count]
      if abs(value) <= 90 {
        record.location = Location(latitude: value, longitude: -value, altitude: i.isMultiple(of: 2) ? value * 1000 : nil)
      }
      records.append(record)
    }
    Self.expectIdentical(records)
  }

  @Test("integers at their limits")
  func integers() {
    var random = SeededGenerator(seed: "RecordJSONTests.integers")
    var values = [0, 1, -1, 9, 10, -10, 99, 100, Int.max, Int.min, Int.max - 1, Int.min + 1]
    for _ in 0..<1000 { values.append(Int(truncatingIfNeeded: random.next()) >> Int.random(in: 0...63, using: &random)) }
    Self.expectIdentical(values.map { IntBox(i: $0, u: UInt(bitPattern: $0)) })
    var records: [Classification] = []
    for value in values {
      var record = Classification(path: "i", mode: .fast)
      record.pixelWidth = value
      record.pixelHeight = 0 &- value
      record.orientation = value
      record.frameCount = value
      record.fileSize = value
      records.append(record)
    }
    Self.expectIdentical(records)
  }

  @Test("NaN and infinity: refused, as JSONEncoder refuses them; truncate undoes the partial value")
  func nonFinite() throws {
    var json = JSONBuffer()
    for value in [Double.nan, .infinity, -.infinity, .signalingNaN] {
      #expect(throws: EncodingError.self) { try json.appendDouble(value) }
      var record = Classification(path: "x", mode: .fast)
      record.location = Location(latitude: value, longitude: 0)
      #expect(throws: EncodingError.self) { try record.jsonBytes() }
      #expect(throws: EncodingError.self) { try Self.encoder().encode(record) }
      var asset = Asset(localIdentifier: "a", mediaType: .image, resources: [])
      asset.location = Location(latitude: 1, longitude: 2, altitude: value)
      #expect(throws: EncodingError.self) { try asset.jsonBytes() }
      #expect(throws: EncodingError.self) { try Self.encoder().encode(asset) }
    }
    #expect(json.isEmpty)
    // Durations and frame rates are rounded first, which maps non-finite values to 0.
    var record = Classification(path: "x", mode: .fast)
    record.duration = .infinity
    record.frameRate = .nan
    Self.expectIdentical([record])

    json.beginObject()
    json.appendKey("a")
    let mark = json.count
    json.appendRaw("[1,")
    json.truncate(to: mark)
    json.appendInt(2)
    json.endObject()
    #expect(String(decoding: json.bytes, as: UTF8.self) == #"{"a":2}"#)
  }

  @Test("the buffer's building blocks: commas, nesting, raw text, reuse")
  func buffer() {
    var json = JSONBuffer(capacity: 16)
    json.beginArray()
    json.beginElement()
    json.beginObject()
    json.endObject()
    json.beginElement()
    json.beginObject()
    json.appendKey("k")
    json.beginArray()
    json.endArray()
    json.appendKey("n")
    json.appendNull()
    json.appendKey("b")
    json.appendBool(false)
    json.endObject()
    json.beginElement()
    json.appendString("/")
    json.endArray()
    json.appendRaw("\n")
    json.appendRaw(UInt8(ascii: "x"))
    json.appendRaw(contentsOf: "é")
    #expect(String(decoding: json.bytes, as: UTF8.self) == "[{},{\"k\":[],\"n\":null,\"b\":false},\"/\"]\nxé")
    json.removeAll()
    #expect(json.isEmpty && json.bytes.capacity >= 16)
  }

  // MARK: Helpers

  /// Every technical member set, at the precision the record prints.
  static let fullTechnical: TechnicalMetadata = {
    var t = TechnicalMetadata()
    (t.videoCodec, t.videoProfile, t.bitRate) = ("hevc", "Main 10", 25_000_000)
    (t.colorPrimaries, t.transferCharacteristics, t.matrixCoefficients) = ("bt2020", "arib-std-b67", "bt2020nc")
    (t.dolbyVisionProfile, t.rotation, t.captureFrameRate, t.projection) = (8, 90, 240, "equirectangular")
    (t.audioCodec, t.audioChannels, t.sampleRate, t.bitDepth) = ("alac", 2, 48_000, 24)
    (t.iso, t.fNumber, t.exposureTime, t.focalLength) = (64, 1.78, 0.008_333_333, 6.765)
    t.colorProfile = "Display P3"
    return t
  }()

  /// A record with every field set (status `ok`).
  static func fullRecord() -> Classification {
    var r = Classification(
      path: "DCIM/100APPLE/IMG_0001.HEIC", mode: .thorough, mediaType: .image,
      subtypes: [.photoLive, .photoHDR, .hdrGainMap, .depthData, .burst, .videoCinematic])
    r.error = InputFailure(kind: .timedOut, message: "took too long")
    r.format = .heic
    r.uti = .heic
    r.mimeType = "image/heic"
    r.extensionMatchesContent = true
    r.pixelWidth = 4032
    r.pixelHeight = 3024
    r.orientation = 6
    r.duration = 1.0 / 3.0
    r.frameRate = 30000.0 / 1001
    r.frameCount = 89
    r.fileSize = 2_912_345
    r.creationDate = "2025-08-17T19:33:48.600-04:00"
    r.location = Location(latitude: 40.689_247, longitude: -74.044_502, altitude: 12.345_678)
    r.make = "Apple"
    r.model = "iPhone 15 Pro"
    r.lensModel = "iPhone 15 Pro back triple camera 6.765mm f/1.78"
    r.rating = 4
    r.technical = fullTechnical
    r.burst = BurstInfo(identifier: "E9A5…", representsBurst: true, selectionTypes: ["autoPick", "userPick"])
    r.livePhoto = LivePhotoInfo(contentIdentifier: "1A2B3C4D-5E6F", pairedPath: "DCIM/100APPLE/IMG_0001.MOV")
    r.fieldEvidence = [FieldEvidence(field: "rating", rule: "xmpRating", source: "APP1/XMP", value: "4")]
    r.evidence = [
      SubtypeEvidence(subtype: "photoHDR", rule: "appleHDR", source: "APP1/Exif/MakerNote 0x000A", value: "3"),
      SubtypeEvidence(subtype: "photoLive", rule: "name", source: "file name", value: "IMG_", heuristic: true),
      SubtypeEvidence(subtype: "burst", rule: "b", source: "s", value: "v", heuristic: false),
    ]
    r.diagnostics = ["first", "second: \"quoted\""]
    return r
  }

  /// JSONEncoder as `classify` configured it.
  static func encoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }

  /// Expects each value's hand-written JSON to equal JSONEncoder's, byte for byte (or both
  /// to refuse it); reports the first few differences with both texts.
  static func expectIdentical<T: Encodable & JSONBufferEncodable>(
    _ values: [T], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let encoder = encoder()
    var differences: [String] = []
    var json = JSONBuffer()
    for value in values {
      let expected = (try? encoder.encode(value)).map { [UInt8]($0) }
      json.removeAll()
      let actual: [UInt8]? = (try? value.appendJSON(to: &json)).map { json.bytes }
      if actual != expected {
        differences.append(
          "JSONEncoder: \(expected.map { String(decoding: $0, as: UTF8.self) } ?? "throws")\n"
            + "JSONBuffer:  \(actual.map { String(decoding: $0, as: UTF8.self) } ?? "throws")")
      }
    }
    #expect(
      differences.isEmpty,
      "\(differences.count) of \(values.count) differ:\n\(differences.prefix(5).joined(separator: "\n"))",
      sourceLocation: sourceLocation)
  }
}

// MARK: - Single values in an object, as the records hold them

private struct StringBox: Encodable, JSONBufferEncodable {
  var s: String
  func appendJSON(to json: inout JSONBuffer) {
    json.beginObject()
    json.appendKey("s")
    json.appendString(s)
    json.endObject()
  }
}

private struct StringArrayBox: Encodable, JSONBufferEncodable {
  var a: [String]
  func appendJSON(to json: inout JSONBuffer) {
    json.beginObject()
    json.appendKey("a")
    json.appendStringArray(a)
    json.endObject()
  }
}

private struct DoubleBox: Encodable, JSONBufferEncodable {
  var d: Double
  func appendJSON(to json: inout JSONBuffer) throws {
    json.beginObject()
    json.appendKey("d")
    try json.appendDouble(d)
    json.endObject()
  }
}

private struct IntBox: Encodable, JSONBufferEncodable {
  var i: Int
  var u: UInt
  func appendJSON(to json: inout JSONBuffer) {
    json.beginObject()
    json.appendKey("i")
    json.appendInt(i)
    json.appendKey("u")
    json.appendUInt(u)
    json.endObject()
  }
}
