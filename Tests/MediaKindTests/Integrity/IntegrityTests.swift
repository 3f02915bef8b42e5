import Foundation
@testable import MediaKind
import MediaKindTestSupport
import Testing

/// The record's `integrity` (Docs/DetectionRules.md, "Integrity"): complete, truncated or a
/// placeholder, only with evidence, and the same in both modes where fast mode says anything.
@Suite("integrity: complete, truncated, placeholder")
struct IntegrityTests {
  static let thorough = MediaClassifier(options: ClassifyOptions(mode: .thorough, explain: true))
  static let fast = MediaClassifier(options: ClassifyOptions(mode: .fast))

  static func png(chunks: (inout ByteBuilder) -> Void) -> [UInt8] {
    var b = ByteBuilder()
    b.append([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    var ihdr = ByteBuilder()
    ihdr.u32be(16)
    ihdr.u32be(16)
    ihdr.append([8, 2, 0, 0, 0])
    b.pngChunk("IHDR", ihdr.bytes)
    chunks(&b)
    return b.bytes
  }

  static func mp4(mdatPayload: Int, declaredExtra: UInt32 = 0) -> [UInt8] {
    var b = ByteBuilder()
    b.box("ftyp") { $0.ascii("isom"); $0.u32be(512); $0.ascii("isomiso2") }
    b.box("free") { $0.zeros(8) }
    b.u32be(UInt32(8 + mdatPayload) + declaredExtra)
    b.ascii("mdat")
    b.zeros(mdatPayload)
    return b.bytes
  }

  @Test func jpegEndsWithEOIOrATrailerIsComplete() {
    let whole = JPEGFixtures.jpeg()
    let r = Self.thorough.classify(bytes: whole, name: "a.jpg")
    #expect(r.integrity == .complete)
    #expect(r.fieldEvidence?.contains { $0.field == "integrity" && $0.source == "JPEG EOI" } == true)
    // A trailer after EOI (a motion photo's video, a vendor block) leaves the image complete.
    let trailer = Self.thorough.classify(bytes: whole + [UInt8](repeating: 0x41, count: 100_000), name: "b.jpg")
    #expect(trailer.integrity == .complete)
    #expect(trailer.fieldEvidence?.first { $0.field == "integrity" }?.value == "100000 bytes of trailer follow it")
  }

  @Test func jpegScanWithoutEOIIsTruncated() {
    let whole = JPEGFixtures.jpeg(scanBytes: 300_000)
    let cut = Array(whole.dropLast(1000))
    #expect(Self.thorough.classify(bytes: cut, name: "c.jpg").integrity == .truncated)
    // Fast mode saw only the head of this file: it cannot know, and says nothing.
    #expect(Self.fast.classify(bytes: cut, name: "c.jpg").integrity == nil)
    // A segment that declares more bytes than the file holds.
    var b = ByteBuilder()
    b.append([0xFF, 0xD8, 0xFF, 0xE1, 0x40, 0x00])
    b.append(Array("Exif\0\0".utf8))
    let r = Self.thorough.classify(bytes: b.bytes, name: "d.jpg")
    #expect(r.integrity == .truncated)
    #expect(Self.fast.classify(bytes: b.bytes, name: "d.jpg").integrity == .truncated)
  }

  @Test func pngIENDIsCompleteAndAChunkPastTheEndIsTruncated() {
    let whole = Self.png { b in
      b.pngChunk("IDAT", [1, 2, 3])
      b.pngChunk("IEND", [])
    }
    #expect(Self.thorough.classify(bytes: whole, name: "a.png").integrity == .complete)
    #expect(Self.fast.classify(bytes: whole, name: "a.png").integrity == .complete)
    let cut = Array(whole.prefix(whole.count - 14))  // inside IDAT: its length runs past the end
    #expect(Self.thorough.classify(bytes: cut, name: "b.png").integrity == .truncated)
    #expect(Self.fast.classify(bytes: cut, name: "b.png").integrity == .truncated)
    // Whole chunks and no IEND (a renamed end chunk): no proof of a cut, no verdict.
    let renamed = Self.png { b in
      b.pngChunk("IDAT", [1, 2, 3])
      b.pngChunk("aEND", [])
    }
    let r = Self.thorough.classify(bytes: renamed, name: "c.png")
    #expect(r.integrity == nil)
    #expect(r.diagnostics?.contains { $0.contains("no IEND") } == true)
  }

  @Test func isoBMFFBoxesThatEndWithTheFileAreComplete() {
    #expect(Self.thorough.classify(bytes: Self.mp4(mdatPayload: 100), name: "a.mp4").integrity == .complete)
    let cut = Self.mp4(mdatPayload: 100, declaredExtra: 5000)
    #expect(Self.thorough.classify(bytes: cut, name: "b.mp4").integrity == .truncated)
    // The mdat header is in the head and the file's size is known: fast mode knows too.
    let large = Self.mp4(mdatPayload: 200_000, declaredExtra: 5000)
    #expect(Self.fast.classify(bytes: large, name: "c.mp4").integrity == .truncated)
    // Every top-level header lies in the head and the last box ends with the file: fast mode
    // knows the file is whole, as thorough mode does.
    #expect(Self.fast.classify(bytes: Self.mp4(mdatPayload: 200_000), name: "d.mp4").integrity == .complete)
    // A box header past the head (moov after the media data): fast mode cannot tell.
    var moovAfter = ByteBuilder(Self.mp4(mdatPayload: 200_000))
    moovAfter.box("moov") { $0.zeros(16) }
    #expect(Self.fast.classify(bytes: moovAfter.bytes, name: "e.mp4").integrity == nil)
    #expect(Self.thorough.classify(bytes: moovAfter.bytes, name: "e.mp4").integrity == .complete)
  }

  @Test func aFileOfHolesIsAPlaceholderAndIsNotRead() throws {
    let folder = try TemporaryDirectory("integrity")
    defer { folder.remove() }
    let path = try folder.write("IMG_0001.HEIC", [])
    let handle = try #require(FileHandle(forWritingAtPath: path))
    try handle.truncate(atOffset: 3_000_000)
    try handle.close()
    let r = Self.thorough.classify(path: path)
    #expect(r.status == .ok)
    #expect(r.integrity == .placeholder)
    #expect(r.fileSize == 3_000_000)
    #expect(r.format == nil)
    #expect(r.diagnostics == ["all 3000000 bytes are holes (no data on this disk): a placeholder, not read"])
    // The same bytes written out are a file of zeros: data, not a placeholder.
    let zeros = try folder.write("zeros.bin", [UInt8](repeating: 0, count: 4096))
    #expect(Self.thorough.classify(path: zeros).integrity == nil)
  }

  @Test func iCloudStubNamesTheFileItStandsFor() {
    let sample = SampleCorpus.samplesDirectory.appendingPathComponent("unknown/plist/.IMG_0001.HEIC.icloud").path
    let r = Self.thorough.classify(path: sample)
    #expect(r.integrity == .placeholder)
    #expect(r.diagnostics == ["iCloud placeholder of IMG_0001.HEIC, 2345678 bytes: the file is not on this disk"])
    #expect(r.fieldEvidence?.first?.value == "IMG_0001.HEIC, 2345678 bytes")
    // A property list that is not a stub, and damaged lists, are not placeholders.
    let bytes = (try? Data(contentsOf: URL(fileURLWithPath: sample))).map { [UInt8]($0) } ?? []
    #expect(ICloudStub(bytes)?.name == "IMG_0001.HEIC")
    for cut in stride(from: 0, to: bytes.count, by: 7) {
      _ = ICloudStub(Array(bytes.prefix(cut)))  // never traps on a cut list
      var flipped = bytes
      flipped[cut] ^= 0xFF
      _ = ICloudStub(flipped)
    }
    #expect(ICloudStub(Array(bytes.prefix(bytes.count - 1))) == nil)
  }

  @Test func anAssetIsAsWholeAsItsWorstFile() {
    #expect(Integrity.worst(of: [.complete, .complete]) == .complete)
    #expect(Integrity.worst(of: [.complete, nil]) == nil)
    #expect(Integrity.worst(of: [nil, .truncated]) == .truncated)
    #expect(Integrity.worst(of: [.truncated, .placeholder]) == .placeholder)
    #expect(Integrity.worst(of: []) == nil)
  }
}
