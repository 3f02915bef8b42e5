import MediaKindTestSupport
import Testing

@testable import MediaKind

/// ``PNGChunkWalker``: the chunk walk the PNG probe and the embedded-image scanner share
/// (PNG Third Edition §5.3), on whole, truncated and hostile files.
@Suite("PNG chunk walker")
struct PNGChunkWalkerTests {
  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// A PNG of `chunks` after the signature (each with its CRC).
  static func png(_ chunks: [(String, [UInt8])]) -> [UInt8] {
    var b = ByteBuilder(signature)
    for (type, data) in chunks { b.pngChunk(type, data) }
    return b.bytes
  }

  static let ihdr: (String, [UInt8]) = ("IHDR", [0, 0, 0, 2, 0, 0, 0, 3, 8, 6, 0, 0, 0])

  /// A TIFF structure whose IFD0 holds Orientation (0x0112) = `orientation`.
  static func tiff(orientation: UInt16) -> [UInt8] {
    TIFFBuilder.build(ifd0: [.short(0x0112, orientation)])
  }

  /// The chunks a walk visits and how it ends.
  static func walk(_ bytes: [UInt8], headSize: Int? = nil, maxEntries: Int = 100)
    -> (chunks: [PNGChunk], end: PNGChunkWalker.End)
  {
    let source = ByteSource(
      bytes: bytes, headSize: headSize ?? bytes.count, limitedToHead: headSize != nil)
    var chunks: [PNGChunk] = []
    let end = PNGChunkWalker(source: source).walk(maxEntries: maxEntries) { chunk in
      chunks.append(chunk)
      return true
    }
    return (chunks, end)
  }

  @Test("a whole file: every chunk in order with its offsets, ending after IEND")
  func wholeFile() {
    let bytes = Self.png([Self.ihdr, ("tEXt", Array("a\0b".utf8)), ("IDAT", [1, 2]), ("IEND", [])])
    let (chunks, end) = Self.walk(bytes + [0xAA, 0xBB])  // bytes after IEND are not walked
    #expect(chunks.map(\.type) == ["IHDR", "tEXt", "IDAT", "IEND"])
    #expect(chunks.map(\.length) == [13, 3, 2, 0])
    #expect(chunks.map(\.offset) == [8, 33, 48, 62])
    #expect(chunks[1].dataOffset == 41)
    #expect(chunks[1].nextOffset == 48)
    #expect(end == .complete)
  }

  @Test("a file cut inside a chunk: the chunk is visited, the walk ends where the next would be")
  func truncatedChunk() {
    let whole = Self.png([Self.ihdr, ("IDAT", [1, 2, 3, 4, 5, 6]), ("IEND", [])])
    let cutInData = Array(whole.prefix(33 + 8 + 3))
    let (chunks, end) = Self.walk(cutInData)
    #expect(chunks.map(\.type) == ["IHDR", "IDAT"])
    #expect(end == .endOfData(at: 33 + 8 + 6 + 4))
    // Cut inside a chunk header: that chunk is not visited.
    let cutInHeader = Array(whole.prefix(33 + 5))
    let (before, ending) = Self.walk(cutInHeader)
    #expect(before.map(\.type) == ["IHDR"])
    #expect(ending == .endOfData(at: 33))
  }

  @Test("a length beyond the data is reported as stated and ends the walk at the data's end")
  func lengthBeyondData() {
    var b = ByteBuilder(Self.png([Self.ihdr]))
    b.u32be(1000)
    b.ascii("zTXt")
    b.append([1, 2, 3])
    let (chunks, end) = Self.walk(b.bytes)
    #expect(chunks.last?.type == "zTXt")
    #expect(chunks.last?.length == 1000)
    #expect(end == .endOfData(at: 33 + 8 + 1000 + 4))
  }

  @Test(
    "a hostile length over 2^31 - 1 is visited, then ends the walk without a next offset",
    arguments: [UInt32(0x8000_0000), 0xFFFF_FFFF])
  func hostileLength(length: UInt32) {
    var b = ByteBuilder(Self.png([Self.ihdr]))
    b.u32be(length)
    b.ascii("tEXt")
    b.zeros(8)
    b.pngChunk("IEND", [])
    let (chunks, end) = Self.walk(b.bytes)
    #expect(chunks.map(\.type) == ["IHDR", "tEXt"])
    #expect(chunks.last?.length == length)
    #expect(end == .overlong("tEXt", at: 33))
    // The largest valid length is still walked past.
    var valid = ByteBuilder(Self.png([Self.ihdr]))
    valid.u32be(PNGChunkWalker.maxLength)
    valid.ascii("tEXt")
    #expect(Self.walk(valid.bytes).end == .endOfData(at: 33 + 8 + Int(Int32.max) + 4))
  }

  @Test("the visitor can stop the walk, the budget bounds it, the fast path stops at the head")
  func stopsAndBounds() {
    let bytes = Self.png([Self.ihdr, ("tEXt", [1]), ("tEXt", [2]), ("IDAT", [3]), ("IEND", [])])
    let source = ByteSource(bytes: bytes, headSize: bytes.count, limitedToHead: false)
    var seen = 0
    let stopped = PNGChunkWalker(source: source).walk(maxEntries: 100) { _ in
      seen += 1
      return seen < 2
    }
    #expect(stopped == .stopped)
    #expect(seen == 2)
    #expect(Self.walk(bytes, maxEntries: 2).chunks.count == 2)
    #expect(Self.walk(bytes, maxEntries: 2).end == .budget)
    // A head that ends inside the second tEXt chunk's header.
    let (chunks, end) = Self.walk(bytes, headSize: 33 + 13 + 4)
    #expect(chunks.map(\.type) == ["IHDR", "tEXt"])
    #expect(end == .endOfData(at: 46))
  }

  @Test("the embedded-image scanner reads eXIf before the image data, and stops at IDAT")
  func scannerUsesTheWalk() {
    let exif = ("eXIf", Self.tiff(orientation: 6))
    let before = Self.png([Self.ihdr, exif, ("IDAT", [0]), ("IEND", [])])
    #expect(EmbeddedImageScanner.scan(bytes: before).orientation == 6)
    let after = Self.png([Self.ihdr, ("IDAT", [0]), exif, ("IEND", [])])
    #expect(EmbeddedImageScanner.scan(bytes: after).orientation == 1, "the default: not read")
    // A hostile length before eXIf ends the walk: nothing is read past it, nothing traps.
    var hostile = ByteBuilder(Self.png([Self.ihdr]))
    hostile.u32be(0xFFFF_FFF0)
    hostile.ascii("tEXt")
    hostile.append(Array(Self.png([exif, ("IEND", [])]).dropFirst(8)))
    #expect(EmbeddedImageScanner.scan(bytes: hostile.bytes).orientation == 1)
  }

  @Test("the PNG probe reads the size and the eXIf chunk through the walk")
  func probeUsesTheWalk() {
    let exif = ("eXIf", Self.tiff(orientation: 3))
    let bytes = Self.png([Self.ihdr, exif, ("IDAT", [0]), ("IEND", [])])
    let record = MediaClassifier(options: ClassifyOptions(mode: .thorough))
      .classify(bytes: bytes, name: "x.png")
    #expect(record.pixelWidth == 2)
    #expect(record.pixelHeight == 3)
    #expect(record.orientation == 3)
  }
}
