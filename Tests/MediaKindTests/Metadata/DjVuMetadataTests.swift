import MediaKindTestSupport
import Testing

@testable import MediaKind

/// Issue 14: DjVu page size and metadata annotations, on files made by DjVuLibre 3.5.28
/// (`cjb2` on a blank 64x48 bitmap, then `djvused`) and on BZZ streams from its `bzz -e`.
@Suite("DjVu size, annotations and BZZ")
struct DjVuMetadataTests {
  static func bytes(hex: String) -> [UInt8] {
    var out: [UInt8] = []
    var index = hex.startIndex
    while index < hex.endIndex {
      let next = hex.index(index, offsetBy: 2)
      out.append(UInt8(hex[index..<next], radix: 16)!)
      index = next
    }
    return out
  }

  /// `djvused a.djvu -e 'set-meta meta.txt' -s`: a bundled DJVM whose shared DJVI component
  /// holds an ANTz with (metadata (CreationDate "2006-10-10T12:34:56+02:00") (Author "Someone")).
  static let bundled = bytes(hex: "41542654464f524d000000d2444a564d4449524d0000002e8100020000004600000088ffffdfbf991ffb95b5ba4993853bb08a27e336b5bdb9f593c8b984f00cde4363cabbcf464f524d0000003a444a5655494e464f0000000a0040003018002c011601494e434c0000000f7368617265645f616e6e6f2e69666600536a627a0000000481faba37464f524d0000004e444a5649414e547a00000042ffffb2fa81af4130ad1d120db37542d2a2ebcdcd0a9c41cc8322a15748e0243c7c272429aafb8b04edfc98100136cb473afb666c46eb6419a027e41d867006754988")
  /// `djvused b.djvu -e 'select 1; set-ant pant.txt' -s`: a single page whose ANTz holds a PDF
  /// style CreationDate "D:20110203040506-05'00'" and an xmp annotation (CreateDate 2012).
  static let page = bytes(hex: "41542654464f524d000000ef444a5655494e464f0000000a0040003018002c011601536a627a0000000481faba37414e547a000000c5fffeddfad013dc1cd8cf3bac3d1f0c2e2675fc5743f3dd05d0555e0350a81dd33f6399a5cd1cc690d8484fadae74c34514fcc3d3947c3a05b5fcf2046bcc1029e9ee35cef2be1fc944d4001ea5e15bfa946d32584fa0e73948496f786436f6f702c8dc715706054c2a00348df714bbb2a5fb5dd0fc1ec6be79880590747d61ae13d1669c14ca03fd16e7a6e2ab36619abc10ff77d2f0d2112c9f6246ac1fc005b64481255ebf7e3c55a4ae1201251de266787ef5028668302de9c05e704bb7101f40d719af")
  /// `bzz -e` of "(metadata (CreationDate \"2006-10-10T12:34:56+02:00\") (Author \"Someone\") )\n".
  static let annotationBZZ = bytes(
    hex: "ffffb4fad01b4eda92a1ce2446ce0ae0129872e945af0e455630e8c13f29c19861f4f4b183a893759e6cffa22fc1b9e8c414a519a4bab58fbf9f6bedce0611e437")

  static func classify(_ bytes: [UInt8], name: String = "a.djvu", fast: Bool = false) -> Classification {
    MediaClassifier(options: ClassifyOptions(mode: fast ? .fast : .thorough)).classify(bytes: bytes, name: name)
  }

  @Test func bzzDecodesDjVuLibreOutput() {
    let text = "(metadata (CreationDate \"2006-10-10T12:34:56+02:00\") (Author \"Someone\") )\n"
    #expect(BZZDecoder.decode(Self.annotationBZZ) == Array(text.utf8))
    #expect(BZZDecoder.decode(Self.bytes(hex: "fffffdff0fa8b0")) == Array("x".utf8))
  }

  @Test func damagedBZZIsNil() {
    // Truncated, flipped and random streams end (nil or some bytes), never trap or hang.
    #expect(BZZDecoder.decode(Array(Self.annotationBZZ.prefix(20))) == nil)
    var flipped = Self.annotationBZZ
    flipped[30] ^= 0x5A
    _ = BZZDecoder.decode(flipped)
    var generator = SeededGenerator(seed: 14)
    for length in [0, 1, 2, 3, 16, 300] {
      let noise = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
      _ = BZZDecoder.decode(noise)
    }
    // A block size over the cap is refused before anything is allocated.
    #expect(BZZDecoder.decode(Self.annotationBZZ, maxBlock: 8) == nil)
    // The inverse BWT checks where its end marker is.
    #expect(BZZDecoder.inverseBWT([1, 2, 3], marker: 0) == nil)
  }

  @Test func bundledDocumentMetadataInASharedComponent() {
    for fast in [false, true] {
      let record = Self.classify(Self.bundled, fast: fast)
      #expect(record.format == .djvu)
      #expect(record.mediaType == .image)
      #expect(record.uti == "com.lizardtech.djvu")
      #expect(record.pixelWidth == 64 && record.pixelHeight == 48)
      #expect(record.creationDate == "2006-10-10T12:34:56+02:00", "fast=\(fast) \(record.diagnostics ?? [])")
    }
  }

  @Test func pageAnnotationsWithAPDFDateAndXMP() {
    let record = Self.classify(Self.page)
    #expect(record.creationDate == "2011-02-03T04:05:06-05:00")
    // Without the metadata entry, the xmp annotation's date is used.
    let xmpOnly = DjVuAnnotation.metadata(DjVuAnnotation.parse(Array(
      "(xmp \"<x:xmpmeta/>\") (metadata (Title \"a \\\"b\\\"\") (broken))".utf8)))
    #expect(xmpOnly.xmp == ["<x:xmpmeta/>"])
    #expect(xmpOnly.entries.count == 1)
    #expect(xmpOnly.entries.first?.1 == "a \"b\"")
    #expect(DjVuAnnotation.date("2006-10-10") == nil)
    #expect(DjVuAnnotation.date("D:20061010") == nil)
    #expect(DjVuAnnotation.date("D:200610101234Z") == "2006-10-10T12:34:00Z")
  }

  @Test func rotatedPagesAndDamage() {
    // INFO flags 5: rotated 90° clockwise, so the displayed page is 48x64.
    var rotated = Self.page
    rotated[33] = 5
    let record = Self.classify(rotated)
    #expect(record.pixelWidth == 48 && record.pixelHeight == 64)
    // An ANTz that is not BZZ, a chunk that overruns its FORM, deep nesting: diagnostics only.
    var bad = Self.page
    for i in 56..<80 { bad[i] = 0 }
    #expect(Self.classify(bad).status == .ok)
    var overrun = Self.page
    overrun[21] = 0xFF
    #expect(Self.classify(overrun).diagnostics?.contains { $0.contains("overruns") } == true)
    let nested = (0..<64).reduce([UInt8]()) { inner, _ in
      Array("FORM".utf8) + [0, 0, 0, UInt8(truncatingIfNeeded: inner.count + 4)] + Array("DJVI".utf8) + inner
    }
    let deep = Array("AT&T".utf8) + Array("FORM".utf8) + [0, 0, 0x01, 0x00] + Array("DJVM".utf8) + nested
    #expect(Self.classify(deep).status == .ok)
    // Annotations nested past the parser's depth limit stop the parse, keeping what came first.
    let parens = String(repeating: "(", count: 100_000)
    let parsed = DjVuAnnotation.parse(Array("(metadata (CreationDate \"x\")) \(parens)".utf8))
    #expect(DjVuAnnotation.metadata(parsed).entries.first?.1 == "x")
  }
}
