@testable import MediaKind
import MediaKindTestSupport
import Testing

/// Fast mode's head grows for a JPEG whose segments run past 64 KiB, up to
/// `AdaptiveHead.maxBytes`, and for nothing else (Docs/CLI.md, "Modes").
@Suite("fast mode: a JPEG's head reaches its scan")
struct AdaptiveHeadTests {
  static let fast = MediaClassifier(options: ClassifyOptions(mode: .fast))
  static let thorough = MediaClassifier(options: ClassifyOptions(mode: .thorough))

  /// A JPEG whose SOF and scan follow `fillers` APP15 segments of 60,000 bytes each.
  static func jpeg(fillers: Int, date: String = "2019:06:06 07:29:51") -> [UInt8] {
    let exif = TIFFBuilder.build(ifd0: [], exif: [TIFFField.ascii(0x9003, date)])
    let segments: [JPEGFixtures.Segment] =
      (0..<fillers).map { _ in (0xEF, [UInt8](repeating: 0x20, count: 60_000)) } + [JPEGFixtures.exif(exif)]
    return JPEGFixtures.jpeg(width: 640, height: 480, segments: segments, scanBytes: 200_000)
  }

  @Test("segments past the head: fast mode reads on to the scan and prints what thorough prints")
  func segmentsPastTheHead() {
    for fillers in [2, 8] {
      let bytes = Self.jpeg(fillers: fillers)
      let fast = Self.fast.classify(bytes: bytes, name: "big.jpg")
      let thorough = Self.thorough.classify(bytes: bytes, name: "big.jpg")
      #expect(fast.pixelWidth == 640 && fast.pixelHeight == 480, "\(fillers) fillers")
      #expect(fast.creationDate == "2019-06-06T07:29:51")
      #expect(fast.creationDate == thorough.creationDate)
    }
  }

  @Test("past the longest head, fast mode leaves the values out")
  func pastTheLongestHead() {
    let bytes = Self.jpeg(fillers: 18)  // the SOF starts past 1 MiB
    let fast = Self.fast.classify(bytes: bytes, name: "huge.jpg")
    #expect(fast.pixelWidth == nil)
    #expect(fast.creationDate == nil)
    #expect(Self.thorough.classify(bytes: bytes, name: "huge.jpg").pixelWidth == 640)
  }

  @Test("the head grows by doubling, and only for a JPEG that needs it")
  func growth() {
    let small = JPEGFixtures.jpeg(scanBytes: 200_000)
    let source = ByteSource(bytes: small, headSize: InputFile.headSize, limitedToHead: true)
    let registry = FormatRegistry.standard
    let jpeg = registry.descriptor(.jpeg)!
    // The scan starts in the head: nothing more is read.
    #expect(AdaptiveHead.extended(source, for: jpeg, maxSegments: 100).head.count == InputFile.headSize)
    let big = Self.jpeg(fillers: 2)
    let grown = AdaptiveHead.extended(
      ByteSource(bytes: big, headSize: InputFile.headSize, limitedToHead: true), for: jpeg, maxSegments: 100)
    #expect(grown.head.count == 2 * InputFile.headSize)
    // Thorough mode reads what it needs anyway; other formats keep the 64 KiB head.
    let thorough = ByteSource(bytes: big, headSize: InputFile.headSize, limitedToHead: false)
    #expect(AdaptiveHead.extended(thorough, for: jpeg, maxSegments: 100).head.count == InputFile.headSize)
    let png = registry.descriptor(.png)!
    #expect(
      AdaptiveHead.extended(
        ByteSource(bytes: big, headSize: InputFile.headSize, limitedToHead: true), for: png, maxSegments: 100
      ).head.count == InputFile.headSize)
  }
}
