import Foundation
@testable import MediaKind
import MediaKindTestSupport
import Testing

/// Fast mode reads a file's head in two steps: `InputFile.firstReadSize` bytes, then the rest
/// of the 64 KiB head only when the sniff or a probe asks for a byte past them; the records
/// are those of a head read whole (Docs/CLI.md, "Modes").
@Suite("fast mode: the first read and the rest of the head")
struct FirstReadTests {
  static let fast = MediaClassifier(options: ClassifyOptions(mode: .fast))

  /// The first read these tests make (`InputFile.firstReadSize` when fast mode reads in two steps).
  static let firstRead = 4096

  /// A source over the file at `path` opened with a first read of `firstRead` bytes.
  static func source(_ path: String) throws -> ByteSource {
    let file = try InputFile.open(path: path, headSize: firstRead)
    return ByteSource(file: file, limitedToHead: true, headSize: InputFile.headSize)
  }

  @Test("reads inside the first read stay there; the first read past it reads the whole head")
  func lazyRest() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let bytes = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 * 7) }
    let source = try Self.source(try dir.write("data.bin", bytes))
    #expect(source.headReadSoFar.count == Self.firstRead)
    #expect(source.read(at: 100, count: 50) == Array(bytes[100..<150]))
    #expect(source.canRead(0..<Self.firstRead))
    #expect(!source.canRead(0..<(InputFile.headSize + 1)))  // past the head: no read
    #expect(source.read(at: 70_000, count: 10).isEmpty)
    #expect(source.headReadSoFar.count == Self.firstRead)
    #expect(!source.headIsWholeFile)
    #expect(source.read(at: 5_000, count: 4) == Array(bytes[5_000..<5_004]))
    #expect(source.headReadSoFar.count == InputFile.headSize)
    #expect(source.head == Array(bytes.prefix(InputFile.headSize)))
    // Fast mode's read past the head gives what the head holds from there.
    #expect(source.read(at: InputFile.headSize - 3, count: 100) == Array(bytes[(InputFile.headSize - 3)..<InputFile.headSize]))
  }

  @Test("the head itself, asked for, is read whole; a short file is whole in the first read")
  func headOnUse() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let bytes = [UInt8](repeating: 0x41, count: 10_000)
    let source = try Self.source(try dir.write("a.txt", bytes))
    #expect(source.headIsWholeFile)
    #expect(!source.headIsHeld)
    #expect(source.head == bytes)
    #expect(source.headIsHeld)
    let small = try Self.source(try dir.write("b.txt", Array(bytes.prefix(100))))
    #expect(small.headIsHeld && small.headReadSoFar.count == 100)
  }

  @Test("the first read settles a byte pattern, never a predicate that could match the name")
  func prefixSniff() {
    let registry = FormatRegistry.standard
    let jpeg = Array(JPEGFixtures.jpeg(scanBytes: 10_000).prefix(Self.firstRead))
    let sniff = { (head: [UInt8], ext: String) in
      registry.identifyFromPrefix(SniffInput(head: head, fileExtension: ext, fileSize: 100_000))
    }
    #expect(sniff(jpeg, "jpg")??.id == .jpeg)
    // The MPO predicate comes first and could match a .mpo: not settled.
    #expect(sniff(jpeg, "mpo") == nil)
    // Text and BMP are predicates: not settled.
    #expect(sniff(Array(repeating: 0x41, count: 4096), "txt") == nil)
    #expect(sniff(Array("BM".utf8) + Array(repeating: 0, count: 4094), "bmp") == nil)
  }

  @Test("records from the two-step read equal those of a head read whole")
  func sameRecords() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let exif = TIFFBuilder.build(ifd0: [], exif: [TIFFField.ascii(0x9003, "2021:01:02 03:04:05")])
    let files: [(String, [UInt8])] = [
      ("small-header.jpg", JPEGFixtures.jpeg(width: 320, height: 200, scanBytes: 100_000)),
      ("exif-past-4k.jpg", JPEGFixtures.jpeg(
        width: 640, height: 480,
        segments: [(0xEF, [UInt8](repeating: 0x20, count: 9_000)), JPEGFixtures.exif(exif)], scanBytes: 100_000)),
      ("whole-in-head.jpg", JPEGFixtures.jpeg(width: 64, height: 48, scanBytes: 20_000)),
      ("named.mpo", JPEGFixtures.jpeg(width: 64, height: 48, scanBytes: 20_000)),
      ("text.txt", [UInt8](repeating: 0x61, count: 5_000) + [0x00] + [UInt8](repeating: 0x61, count: 5_000)),
    ]
    for (name, bytes) in files {
      var fromFile = Self.fast.classify(path: try dir.write(name, bytes))
      let fromBytes = Self.fast.classify(bytes: bytes, name: name)
      fromFile.path = fromBytes.path
      #expect(fromFile == fromBytes, "\(name)")
    }
  }
}
