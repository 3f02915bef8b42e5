@testable import MediaKind
import MediaKindTestSupport

/// Synthetic JPEG files for the JPEG, MPF, motion-photo and SEF tests: tiny baseline
/// structures (SOI, segments, SOF0, SOS, a few entropy bytes, EOI) plus the metadata segments
/// and trailers under test.
enum JPEGFixtures {
  typealias Segment = (marker: UInt8, payload: [UInt8])

  static let sos: [UInt8] = [3, 1, 0, 2, 0x11, 3, 0x11, 0, 0x3F, 0]

  /// SOF0 payload: precision 8, height, width, 3 components.
  static func sof(width: UInt16, height: UInt16) -> [UInt8] {
    [8, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF),
     3, 1, 0x22, 0, 2, 0x11, 0, 3, 0x11, 0]
  }

  /// A baseline JPEG: SOI, `segments`, SOF0, SOS, `scanBytes` bytes of entropy-coded data
  /// (no FF), EOI.
  static func jpeg(
    width: UInt16 = 8, height: UInt16 = 8, segments: [Segment] = [], scanBytes: Int = 16
  ) -> [UInt8] {
    var b = ByteBuilder()
    b.append([0xFF, 0xD8])
    for segment in segments { b.jpegSegment(segment.marker, segment.payload) }
    b.jpegSegment(0xC0, sof(width: width, height: height))
    b.jpegSegment(0xDA, sos)
    b.append((0..<scanBytes).map { UInt8($0 % 200) })
    b.append([0xFF, 0xD9])
    return b.bytes
  }

  // MARK: - EXIF

  static func exif(_ tiff: [UInt8]) -> Segment { (0xE1, Array("Exif\0\0".utf8) + tiff) }

  /// An Apple MakerNote: `Apple iOS\0`, version 1, `MM`, an IFD at 14 whose offsets are
  /// relative to the MakerNote start.
  static func appleMakerNote(_ fields: [TIFFField]) -> [UInt8] {
    Array("Apple iOS\0".utf8) + [0, 1] + Array("MM".utf8) + TIFFBuilder.ifd(fields, at: 14)
  }

  // MARK: - XMP

  static let namespaces: [String: String] = [
    "GCamera": "http://ns.google.com/photos/1.0/camera/",
    "Container": "http://ns.google.com/photos/1.0/container/",
    "Item": "http://ns.google.com/photos/1.0/container/item/",
    "hdrgm": "http://ns.adobe.com/hdr-gain-map/1.0/",
    "HDRGainMap": "http://ns.apple.com/HDRGainMap/1.0/",
    "apdi": "http://ns.apple.com/pixeldatainfo/1.0/",
    "xmpNote": "http://ns.adobe.com/xmp/note/",
    "GDepth": "http://ns.google.com/photos/1.0/depthmap/",
    "depthData": "http://ns.apple.com/depthData/1.0/",
  ]

  /// An XMP packet: one rdf:Description with `attributes` and child `elements` (raw XML).
  static func xmp(attributes: [String: String] = [:], elements: String = "") -> String {
    let declarations = namespaces.sorted { $0.key < $1.key }
      .map { " xmlns:\($0.key)=\"\($0.value)\"" }.joined()
    let attrs = attributes.sorted { $0.key < $1.key }.map { " \($0.key)=\"\($0.value)\"" }.joined()
    return """
      <x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">\
      <rdf:Description rdf:about=""\(declarations)\(attrs)>\(elements)</rdf:Description></rdf:RDF></x:xmpmeta>
      """
  }

  static func xmpSegment(_ packet: String) -> Segment {
    (0xE1, Array("http://ns.adobe.com/xap/1.0/\0".utf8) + Array(packet.utf8))
  }

  /// A Container:Directory of (semantic, mime, length, padding) items, attribute form.
  static func containerDirectory(_ items: [(String, String, Int?, Int?)]) -> String {
    var xml = "<Container:Directory><rdf:Seq>"
    for (semantic, mime, length, padding) in items {
      xml += "<rdf:li rdf:parseType=\"Resource\"><Container:Item Item:Semantic=\"\(semantic)\" Item:Mime=\"\(mime)\""
      if let length { xml += " Item:Length=\"\(length)\"" }
      if let padding { xml += " Item:Padding=\"\(padding)\"" }
      xml += "/></rdf:li>"
    }
    return xml + "</rdf:Seq></Container:Directory>"
  }

  /// Extended XMP APP1 segments for `packet`, `chunkSize` bytes each, in `order`.
  static func extendedXMP(_ packet: [UInt8], guid: String, chunkSize: Int, order: [Int]? = nil)
    -> [Segment]
  {
    var chunks: [Segment] = []
    var offset = 0
    while offset < packet.count {
      let end = min(packet.count, offset + chunkSize)
      var b = ByteBuilder()
      b.ascii("http://ns.adobe.com/xmp/extension/\0")
      b.ascii(guid)
      b.u32be(UInt32(packet.count))
      b.u32be(UInt32(offset))
      b.append(Array(packet[offset..<end]))
      chunks.append((0xE1, b.bytes))
      offset = end
    }
    guard let order else { return chunks }
    return order.map { chunks[$0] }
  }

  // MARK: - MPF

  /// An APP2 MPF payload (big-endian MP header) listing `entries` (attributes, size, offset
  /// from the MP header).
  static func mpf(_ entries: [(UInt32, UInt32, UInt32)]) -> Segment {
    var list = ByteBuilder()
    for (attributes, size, offset) in entries {
      list.u32be(attributes)
      list.u32be(size)
      list.u32be(offset)
      list.u16be(0)
      list.u16be(0)
    }
    let ifd = TIFFBuilder.ifd(
      [
        TIFFField.undefined(0xB000, Array("0100".utf8)),
        .long(0xB001, UInt32(entries.count)),
        .undefined(0xB002, list.bytes),
      ], at: 8)
    return (0xE2, Array("MPF\0".utf8) + Array("MM".utf8) + [0, 42, 0, 0, 0, 8] + ifd)
  }

  /// A primary JPEG (with `segments` before the MPF segment) followed by `secondaries`, with
  /// an MPF index that lists them all. `types` are the MP type codes of the secondaries.
  static func multiPicture(
    primarySegments: [Segment] = [], secondaries: [[UInt8]], types: [UInt32]? = nil,
    width: UInt16 = 8, height: UInt16 = 8, trailer: [UInt8] = [], scanBytes: Int = 16
  ) -> [UInt8] {
    func entries(primarySize: Int, header: Int) -> [(UInt32, UInt32, UInt32)] {
      var result: [(UInt32, UInt32, UInt32)] = [(0x2003_0000, UInt32(primarySize), 0)]
      var position = primarySize
      for (i, secondary) in secondaries.enumerated() {
        result.append((types?[i] ?? 0, UInt32(secondary.count), UInt32(position - header)))
        position += secondary.count
      }
      return result
    }
    let placeholder = jpeg(
      width: width, height: height,
      segments: primarySegments + [mpf(entries(primarySize: 0, header: 0))], scanBytes: scanBytes)
    let header = (placeholder.firstIndex(of: Array("MPF\0".utf8), in: 0..<placeholder.count) ?? 0) + 4
    let primary = jpeg(
      width: width, height: height,
      segments: primarySegments + [mpf(entries(primarySize: placeholder.count, header: header))],
      scanBytes: scanBytes)
    return primary + secondaries.flatMap { $0 } + trailer
  }

  // MARK: - Embedded movie and SEF

  /// A tiny MP4: `ftyp` (mp42) + `mdat` of `payload` bytes.
  static func mp4(payload: Int = 64) -> [UInt8] {
    var b = ByteBuilder()
    b.box("ftyp") { f in
      f.ascii("mp42")
      f.u32be(0)
      f.ascii("isommp42")
    }
    b.box("mdat") { $0.zeros(payload) }
    return b.bytes
  }

  /// A Samsung SEF trailer: data blocks (type, name, payload), then the SEFH directory and
  /// `u32 length` + `SEFT`. `qdio` appends Samsung Gallery's QDIO block and `QDIOBS`.
  static func sefTrailer(_ blocks: [(UInt16, String, [UInt8])], qdio: Bool = false) -> [UInt8] {
    var data = ByteBuilder()
    var starts: [Int] = []
    for (type, name, payload) in blocks {
      starts.append(data.count)
      data.u16le(0)
      data.u16le(type)
      data.u32le(UInt32(name.utf8.count))
      data.ascii(name)
      data.append(payload)
    }
    var directory = ByteBuilder()
    directory.ascii("SEFH")
    directory.u32le(106)
    directory.u32le(UInt32(blocks.count))
    for (i, block) in blocks.enumerated() {
      let size = 8 + block.1.utf8.count + block.2.count
      directory.u16le(0)
      directory.u16le(block.0)
      directory.u32le(UInt32(data.count - starts[i]))  // back from the SEFH start
      directory.u32le(UInt32(size))
    }
    var out = ByteBuilder(data.bytes)
    out.append(directory.bytes)
    out.u32le(UInt32(directory.count))
    out.ascii("SEFT")
    if qdio {
      var block = ByteBuilder()
      block.ascii("QDIO")
      block.u32le(101)
      block.u32le(1)
      block.u32le(0)
      block.u32le(0)
      out.append(block.bytes)
      out.u32le(UInt32(block.count))
      out.ascii("QDIOBS")
    }
    return out.bytes
  }

  // MARK: - Running

  static func probe(_ bytes: [UInt8], fast: Bool = false, headSize: Int = 64 * 1024)
    -> MediaFacts
  {
    let source = ByteSource(
      bytes: bytes, headSize: headSize, limitedToHead: fast, budget: .standard)
    var facts = MediaFacts()
    guard let descriptor = FormatRegistry.standard.descriptor(.jpeg) else { return facts }
    let input = ProbeInput(
      source: source, format: descriptor, fileName: "test.jpg", mode: fast ? .fast : .thorough,
      budget: .standard)
    JPEGProbe().run(on: input, into: &facts)
    return facts
  }

  static func classify(_ bytes: [UInt8], name: String = "test.jpg", fast: Bool = false)
    -> Classification
  {
    MediaClassifier(options: ClassifyOptions(mode: fast ? .fast : .thorough, explain: true))
      .classify(bytes: bytes, name: name)
  }
}
