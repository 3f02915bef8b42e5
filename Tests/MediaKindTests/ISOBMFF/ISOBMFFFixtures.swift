@testable import MediaKind
import MediaKindTestSupport

/// Synthetic ISO BMFF files for the ISOBMFF tests: HEIF item graphs and QuickTime movies,
/// built box by box with ``ByteBuilder``.
enum ISOBMFFFixtures {
  // MARK: - Running the probe directly

  /// Runs ``ISOBMFFProbe`` over `bytes` as format `format` and returns the facts and the
  /// byte source (for `bytesRead`).
  static func probe(
    _ bytes: [UInt8], format: FormatID, fast: Bool = false, headSize: Int = 64 * 1024,
    budget: ReadBudget = .standard
  ) -> (facts: MediaFacts, source: ByteSource) {
    let source = ByteSource(bytes: bytes, headSize: headSize, limitedToHead: fast, budget: budget)
    var facts = MediaFacts()
    guard let descriptor = FormatRegistry.standard.descriptor(format) else {
      facts.diagnose(.missing, at: "test", "no descriptor \(format)")
      return (facts, source)
    }
    let input = ProbeInput(
      source: source, format: descriptor, fileName: "test", mode: fast ? .fast : .thorough,
      budget: budget)
    ISOBMFFProbe().run(on: input, into: &facts)
    return (facts, source)
  }

  /// Classifies `bytes` end to end in thorough (or fast) mode.
  static func classify(_ bytes: [UInt8], name: String, fast: Bool = false) -> Classification {
    MediaClassifier(options: ClassifyOptions(mode: fast ? .fast : .thorough))
      .classify(bytes: bytes, name: name)
  }

  // MARK: - Common boxes

  static func ftyp(_ b: inout ByteBuilder, major: String, compatible: [String]) {
    b.box("ftyp") { f in
      f.ascii(major)
      f.u32be(0)
      for brand in compatible { f.ascii(brand) }
    }
  }

  static func hdlr(_ b: inout ByteBuilder, _ handler: String) {
    b.fullBox("hdlr") { h in
      h.u32be(0)
      h.ascii(handler)
      h.zeros(12)
      h.u8(0)
    }
  }

  // MARK: - HEIF

  struct Item {
    var id: UInt32
    var type: String
    var contentType: String? = nil
    /// Bytes stored in `mdat` (located by `iloc`).
    var data: [UInt8]? = nil
  }

  struct HEIF {
    var major = "heic"
    var compatible = ["mif1", "heic"]
    var primary: UInt32 = 1
    var items: [Item] = [Item(id: 1, type: "hvc1")]
    /// Property boxes, numbered from 1 in `ipco`.
    var properties: [[UInt8]] = []
    var associations: [(item: UInt32, properties: [Int])] = []
    var references: [(type: String, from: UInt32, to: [UInt32])] = []
    var groups: [(type: String, id: UInt32, entities: [UInt32])] = []
    /// Extra top-level boxes after `mdat`.
    var trailer: [UInt8] = []

    func build() -> [UInt8] {
      // Two passes: the first measures where mdat's payload starts.
      let first = assemble(mdatPayloadStart: 0)
      return assemble(mdatPayloadStart: first.mdatPayloadStart)
        .bytes
    }

    private func assemble(mdatPayloadStart: Int) -> (bytes: [UInt8], mdatPayloadStart: Int) {
      var b = ByteBuilder()
      ISOBMFFFixtures.ftyp(&b, major: major, compatible: compatible)
      var offsets: [UInt32: (Int, Int)] = [:]
      var cursor = mdatPayloadStart
      for item in items {
        if let data = item.data {
          offsets[item.id] = (cursor, data.count)
          cursor += data.count
        }
      }
      b.fullBox("meta") { m in
        ISOBMFFFixtures.hdlr(&m, "pict")
        m.fullBox("pitm") { $0.u16be(UInt16(primary)) }
        m.fullBox("iinf") { i in
          i.u16be(UInt16(items.count))
          for item in items {
            i.fullBox("infe", version: 2) { e in
              e.u16be(UInt16(item.id))
              e.u16be(0)
              e.ascii(item.type)
              e.u8(0)
              if let contentType = item.contentType {
                e.ascii(contentType)
                e.u8(0)
              }
            }
          }
        }
        let located = items.filter { offsets[$0.id] != nil }
        m.fullBox("iloc", version: 1) { l in
          l.u8(0x44)  // offset_size 4, length_size 4
          l.u8(0x00)  // base_offset_size 0, index_size 0
          l.u16be(UInt16(located.count))
          for item in located {
            let (offset, length) = offsets[item.id] ?? (0, 0)
            l.u16be(UInt16(item.id))
            l.u16be(0)  // construction_method 0
            l.u16be(0)  // data_reference_index
            l.u16be(1)
            l.u32be(UInt32(offset))
            l.u32be(UInt32(length))
          }
        }
        if !references.isEmpty {
          m.fullBox("iref") { r in
            for reference in references {
              r.box(reference.type) { e in
                e.u16be(UInt16(reference.from))
                e.u16be(UInt16(reference.to.count))
                for to in reference.to { e.u16be(UInt16(to)) }
              }
            }
          }
        }
        m.box("iprp") { p in
          p.box("ipco") { c in
            for property in properties { c.append(property) }
          }
          p.fullBox("ipma") { a in
            a.u32be(UInt32(associations.count))
            for association in associations {
              a.u16be(UInt16(association.item))
              a.u8(UInt8(association.properties.count))
              for index in association.properties { a.u8(UInt8(index)) }
            }
          }
        }
        if !groups.isEmpty {
          m.box("grpl") { g in
            for group in groups {
              g.fullBox(group.type) { e in
                e.u32be(group.id)
                e.u32be(UInt32(group.entities.count))
                for entity in group.entities { e.u32be(entity) }
              }
            }
          }
        }
      }
      var payload: [UInt8] = []
      for item in items { if let data = item.data { payload += data } }
      let start = b.count + 8
      b.box("mdat") { $0.append(payload) }
      b.append(trailer)
      return (b.bytes, start)
    }
  }

  static func ispe(_ width: UInt32, _ height: UInt32) -> [UInt8] {
    var b = ByteBuilder()
    b.fullBox("ispe") {
      $0.u32be(width)
      $0.u32be(height)
    }
    return b.bytes
  }

  static func irot(_ quarterTurns: UInt8) -> [UInt8] {
    var b = ByteBuilder()
    b.box("irot") { $0.u8(quarterTurns) }
    return b.bytes
  }

  static func auxC(_ urn: String) -> [UInt8] {
    var b = ByteBuilder()
    b.fullBox("auxC") {
      $0.ascii(urn)
      $0.u8(0)
    }
    return b.bytes
  }

  static func nclx(transfer: UInt16) -> [UInt8] {
    var b = ByteBuilder()
    b.box("colr") { c in
      c.ascii("nclx")
      c.u16be(9)
      c.u16be(transfer)
      c.u16be(9)
      c.u8(0)
    }
    return b.bytes
  }

  /// A property box with some opaque content (`cmin`, `cmex`, `hvcC`, ...).
  static func opaque(_ type: String, full: Bool = true) -> [UInt8] {
    var b = ByteBuilder()
    if full {
      b.fullBox(type) { $0.zeros(12) }
    } else {
      b.box(type) { $0.zeros(12) }
    }
    return b.bytes
  }

  /// An `Exif` item payload: u32 offset 6, "Exif\0\0", then a TIFF with Make and Model.
  static func exifItem(make: String, model: String, orientation: UInt16? = nil) -> [UInt8] {
    var fields: [TIFFField] = [.ascii(0x010F, make), .ascii(0x0110, model)]
    if let orientation { fields.append(.short(0x0112, orientation)) }
    var b = ByteBuilder()
    b.u32be(6)
    b.ascii("Exif")
    b.u16be(0)
    b.append(TIFFBuilder.build(ifd0: fields))
    return b.bytes
  }

  // MARK: - QuickTime / MP4

  /// A QuickTime metadata value: well-known type and bytes.
  struct Value {
    var type: UInt32
    var bytes: [UInt8]

    static func utf8(_ s: String) -> Value { Value(type: 1, bytes: Array(s.utf8)) }
    static func int(_ v: Int8) -> Value { Value(type: 21, bytes: [UInt8(bitPattern: v)]) }
    static func int32(_ v: Int32) -> Value {
      var b = ByteBuilder()
      b.u32be(UInt32(bitPattern: v))
      return Value(type: 21, bytes: b.bytes)
    }
    static func float32(_ v: Float) -> Value {
      var b = ByteBuilder()
      b.u32be(v.bitPattern)
      return Value(type: 23, bytes: b.bytes)
    }
    static func float64(_ v: Double) -> Value {
      var b = ByteBuilder()
      b.u64be(v.bitPattern)
      return Value(type: 24, bytes: b.bytes)
    }
  }

  /// A QuickTime-style `meta` (no version/flags) with `mdta` keys and an `ilst`.
  static func keysMeta(_ b: inout ByteBuilder, _ entries: [(String, Value)]) {
    b.box("meta") { m in
      ISOBMFFFixtures.hdlr(&m, "mdta")
      m.fullBox("keys") { k in
        k.u32be(UInt32(entries.count))
        for (key, _) in entries {
          k.u32be(UInt32(8 + key.utf8.count))
          k.ascii("mdta")
          k.ascii(key)
        }
      }
      m.box("ilst") { l in
        for (index, entry) in entries.enumerated() {
          var item = ByteBuilder()
          item.box("data") { d in
            d.u32be(entry.1.type)
            d.u32be(0)
            d.append(entry.1.bytes)
          }
          l.u32be(UInt32(8 + item.count))
          l.u32be(UInt32(index + 1))
          l.append(item.bytes)
        }
      }
    }
  }

  struct Track {
    var handler = "vide"
    var format = "avc1"
    var width: UInt16 = 1920
    var height: UInt16 = 1080
    /// Matrix {a, b, c, d} in 16.16.
    var matrix: (Int32, Int32, Int32, Int32) = (0x10000, 0, 0, 0x10000)
    var timescale: UInt32 = 600
    var duration: UInt32 = 600
    var sampleCount: UInt32 = 30
    var keys: [(String, Value)] = []
    /// Timed-metadata keys (`mebx` sample entry) for handler "meta".
    var mebxKeys: [String] = []
    /// Extra boxes inside the visual sample entry.
    var entryExtras: [UInt8] = []
  }

  struct Movie {
    var major = "qt  "
    var compatible = ["qt  "]
    var withFileType = true
    var timescale: UInt32 = 600
    var duration: UInt32 = 600
    var creationTime: UInt32 = 0
    var tracks: [Track] = [Track()]
    var keys: [(String, Value)] = []
    var userData: [UInt8] = []
    /// Bytes of media data placed before `moov` (moov-at-end layout) or after it.
    var mdatSize = 16
    var moovAtEnd = true

    func build() -> [UInt8] {
      var b = ByteBuilder()
      if withFileType { ISOBMFFFixtures.ftyp(&b, major: major, compatible: compatible) }
      if moovAtEnd { b.box("mdat") { $0.zeros(mdatSize) } }
      b.append(moov())
      if !moovAtEnd { b.box("mdat") { $0.zeros(mdatSize) } }
      return b.bytes
    }

    func moov() -> [UInt8] {
      var b = ByteBuilder()
      b.box("moov") { m in
        m.fullBox("mvhd") { h in
          h.u32be(creationTime)
          h.u32be(creationTime)
          h.u32be(timescale)
          h.u32be(duration)
          h.u32be(0x10000)
          h.u16be(0x100)
          h.zeros(10)
          ISOBMFFFixtures.matrix(&h, (0x10000, 0, 0, 0x10000))
          h.zeros(24)
          h.u32be(UInt32(tracks.count + 1))
        }
        for (index, track) in tracks.enumerated() {
          ISOBMFFFixtures.trak(&m, track, id: UInt32(index + 1))
        }
        if !keys.isEmpty { ISOBMFFFixtures.keysMeta(&m, keys) }
        if !userData.isEmpty { m.box("udta") { $0.append(userData) } }
      }
      return b.bytes
    }
  }

  static func matrix(_ b: inout ByteBuilder, _ m: (Int32, Int32, Int32, Int32)) {
    b.u32be(UInt32(bitPattern: m.0))
    b.u32be(UInt32(bitPattern: m.1))
    b.u32be(0)
    b.u32be(UInt32(bitPattern: m.2))
    b.u32be(UInt32(bitPattern: m.3))
    b.u32be(0)
    b.u32be(0)
    b.u32be(0)
    b.u32be(0x4000_0000)
  }

  static func trak(_ b: inout ByteBuilder, _ track: Track, id: UInt32) {
    b.box("trak") { t in
      t.fullBox("tkhd", flags: 3) { h in
        h.u32be(0)
        h.u32be(0)
        h.u32be(id)
        h.u32be(0)
        h.u32be(track.duration)
        h.zeros(8)
        h.u16be(0)
        h.u16be(0)
        h.u16be(track.handler == "soun" ? 0x100 : 0)
        h.u16be(0)
        ISOBMFFFixtures.matrix(&h, track.matrix)
        let visual = track.handler == "vide" || track.handler == "pict"
        h.u32be(visual ? UInt32(track.width) << 16 : 0)
        h.u32be(visual ? UInt32(track.height) << 16 : 0)
      }
      if !track.keys.isEmpty { ISOBMFFFixtures.keysMeta(&t, track.keys) }
      t.box("mdia") { md in
        md.fullBox("mdhd") { h in
          h.u32be(0)
          h.u32be(0)
          h.u32be(track.timescale)
          h.u32be(track.duration)
          h.u16be(0x55C4)
          h.u16be(0)
        }
        ISOBMFFFixtures.hdlr(&md, track.handler)
        md.box("minf") { mi in
          mi.box("stbl") { st in
            st.fullBox("stsd") { sd in
              sd.u32be(1)
              ISOBMFFFixtures.sampleEntry(&sd, track)
            }
            st.fullBox("stts") { s in
              s.u32be(1)
              s.u32be(track.sampleCount)
              s.u32be(track.sampleCount == 0 ? 0 : track.duration / track.sampleCount)
            }
            st.fullBox("stsz") { s in
              s.u32be(100)
              s.u32be(track.sampleCount)
            }
          }
        }
      }
    }
  }

  static func sampleEntry(_ b: inout ByteBuilder, _ track: Track) {
    switch track.handler {
    case "vide", "pict":
      b.box(track.format) { e in
        e.zeros(6)
        e.u16be(1)
        e.zeros(16)
        e.u16be(track.width)
        e.u16be(track.height)
        e.u32be(0x48_0000)
        e.u32be(0x48_0000)
        e.u32be(0)
        e.u16be(1)
        e.zeros(32)
        e.u16be(24)
        e.u16be(0xFFFF)
        e.append(track.entryExtras)
      }
    case "soun":
      b.box(track.format) { e in
        e.zeros(6)
        e.u16be(1)
        e.zeros(8)
        e.u16be(2)
        e.u16be(16)
        e.u32be(0)
        e.u32be(44100 << 16)
      }
    case "meta":
      b.box("mebx") { e in
        e.zeros(6)
        e.u16be(1)
        e.box("keys") { k in
          for (index, key) in track.mebxKeys.enumerated() {
            var local = ByteBuilder()
            local.box("keyd") { d in
              d.ascii("mdta")
              d.ascii(key)
            }
            local.box("dtyp") { d in
              d.u32be(0)
              d.u32be(0x4E)
            }
            k.u32be(UInt32(8 + local.count))
            k.u32be(UInt32(index + 1))
            k.append(local.bytes)
          }
        }
      }
    default:
      b.box(track.format) { e in
        e.zeros(6)
        e.u16be(1)
      }
    }
  }

  /// A QuickTime user-data text atom (©xyz, ©mak, ...): u16 size, u16 language, text.
  static func userDataText(_ b: inout ByteBuilder, type: UInt32, _ text: String) {
    let bytes = Array(text.utf8)
    b.u32be(UInt32(8 + 4 + bytes.count))
    b.u32be(type)
    b.u16be(UInt16(bytes.count))
    b.u16be(0x15C7)
    b.append(bytes)
  }
}
