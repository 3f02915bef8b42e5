import Testing
@testable import MediaKind
import MediaKindTestSupport

@Suite("ISOBMFF HEIF items")
struct ISOBMFFHEIFProbeTests {
  typealias F = ISOBMFFFixtures

  /// A one-item HEIC with an ispe and optional extra properties on the primary.
  static func still(
    width: UInt32 = 4032, height: UInt32 = 3024, extra: [[UInt8]] = []
  ) -> F.HEIF {
    var heif = F.HEIF()
    heif.properties = [F.opaque("hvcC", full: false), F.ispe(width, height)] + extra
    heif.associations = [(1, Array(1...(2 + extra.count)))]
    return heif
  }

  @Test func primaryIspeGivesTheStoredSize() {
    let (facts, _) = F.probe(Self.still().build(), format: .heic)
    #expect(facts.pixelWidth == 4032)
    #expect(facts.pixelHeight == 3024)
    #expect(facts.containerQuarterTurns == 0)
    #expect(facts[.heifItemTypes]?.value == .strings(["hvc1"]))
  }

  @Test func irotQuarterTurnSwapsTheDisplaySize() {
    let bytes = Self.still(extra: [F.irot(3)]).build()
    let (facts, _) = F.probe(bytes, format: .heic)
    #expect(facts.containerQuarterTurns == 3)
    let record = F.classify(bytes, name: "portrait.heic")
    #expect(record.pixelWidth == 3024)
    #expect(record.pixelHeight == 4032)
  }

  @Test func withoutIrotExifOrientationIsNotAppliedAgain() {
    // EXIF says "rotate 90°" (6), the container has no irot: the stored size is the display
    // size (HEIF readers apply only irot).
    var heif = Self.still()
    heif.items.append(F.Item(id: 2, type: "Exif", data: F.exifItem(make: "Apple", model: "iPhone 15 Pro", orientation: 6)))
    heif.references = [("cdsc", 2, [1])]
    let bytes = heif.build()
    let (facts, _) = F.probe(bytes, format: .heic)
    #expect(facts.make == "Apple")
    #expect(facts.model == "iPhone 15 Pro")
    #expect(facts.orientation == 6)
    let record = F.classify(bytes, name: "IMG_0001.HEIC")
    #expect(record.pixelWidth == 4032)
    #expect(record.pixelHeight == 3024)
  }

  @Test func gridPrimaryUsesTheGridsOwnIspe() {
    var heif = F.HEIF()
    heif.items = [F.Item(id: 1, type: "grid")] + (2...5).map { F.Item(id: $0, type: "hvc1") }
    heif.properties = [F.ispe(512, 512), F.ispe(1000, 800)]
    heif.associations = [(1, [2])] + (2...5).map { ($0, [1]) }
    heif.references = [("dimg", 1, [2, 3, 4, 5])]
    let (facts, _) = F.probe(heif.build(), format: .heic)
    #expect(facts.pixelWidth == 1000)
    #expect(facts.pixelHeight == 800)
    #expect(facts[.heifItemTypes]?.value == .strings(["grid", "hvc1"]))
  }

  @Test func auxiliaryGainMapAndDepthURNsBecomeSubtypes() {
    var heif = Self.still()
    heif.items += [F.Item(id: 2, type: "hvc1"), F.Item(id: 3, type: "hvc1"), F.Item(id: 4, type: "hvc1")]
    heif.properties += [
      F.auxC("urn:com:apple:photo:2020:aux:hdrgainmap"),
      F.auxC("urn:mpeg:hevc:2015:auxid:2"),
      F.auxC("urn:com:apple:photo:2018:aux:portraiteffectsmatte"),
    ]
    heif.associations += [(2, [3]), (3, [4]), (4, [5])]
    heif.references = [("auxl", 2, [1]), ("auxl", 3, [1]), ("auxl", 4, [1])]
    let bytes = heif.build()
    let (facts, _) = F.probe(bytes, format: .heic)
    #expect(
      facts[.heifAuxiliaryTypes]?.value
        == .strings([
          "urn:com:apple:photo:2020:aux:hdrgainmap", "urn:mpeg:hevc:2015:auxid:2",
          "urn:com:apple:photo:2018:aux:portraiteffectsmatte",
        ]))
    let record = F.classify(bytes, name: "IMG_0002.HEIC")
    #expect(record.subtypes.contains(.hdrGainMap))
    #expect(record.subtypes.contains(.depthData))
  }

  @Test func auxCWithoutAnAuxlReferenceIsNotReported() {
    var heif = Self.still()
    heif.items.append(F.Item(id: 2, type: "hvc1"))
    heif.properties.append(F.auxC("urn:com:apple:photo:2020:aux:hdrgainmap"))
    heif.associations.append((2, [3]))
    let (facts, _) = F.probe(heif.build(), format: .heic)
    #expect(facts[.heifAuxiliaryTypes] == nil)
  }

  @Test func tmapItemMarksAGainMap() {
    var heif = Self.still()
    heif.items += [F.Item(id: 2, type: "hvc1"), F.Item(id: 3, type: "tmap")]
    heif.references = [("dimg", 3, [1, 2])]
    let bytes = heif.build()
    let (facts, _) = F.probe(bytes, format: .heic)
    #expect(facts[.heifItemTypes]?.value == .strings(["hvc1", "tmap"]))
    #expect(F.classify(bytes, name: "a.heic").subtypes.contains(.hdrGainMap))
    #expect(!F.classify(Self.still().build(), name: "b.heic").subtypes.contains(.hdrGainMap))
  }

  @Test func stereoGroupWithCameraModelsIsSpatial() {
    func pair(withExtrinsics: Bool) -> F.HEIF {
      var heif = Self.still()
      heif.items.append(F.Item(id: 2, type: "hvc1"))
      heif.properties += [F.opaque("cmin"), F.opaque("cmex")]
      let right = withExtrinsics ? [2, 3, 4] : [2, 3]
      heif.associations = [(1, [1, 2, 3, 4]), (2, right)]
      heif.groups = [("ster", 100, [1, 2])]
      return heif
    }
    let (facts, _) = F.probe(pair(withExtrinsics: true).build(), format: .heic)
    #expect(facts[.heifStereoPair]?.value == .int(1))
    #expect(F.classify(pair(withExtrinsics: true).build(), name: "s.heic").subtypes.contains(.spatialMedia))
    let (partial, _) = F.probe(pair(withExtrinsics: false).build(), format: .heic)
    #expect(partial[.heifStereoPair] == nil)
  }

  @Test func pqTransferMarksHDR() {
    let bytes = Self.still(extra: [F.nclx(transfer: 16)]).build()
    let (facts, _) = F.probe(bytes, format: .heic)
    #expect(facts[.colorTransferCharacteristics]?.value == .int(16))
    #expect(F.classify(bytes, name: "pq.heic").subtypes.contains(.photoHDR))
  }

  @Test func xmpMimeItemIsDecoded() {
    let xmp = """
      <x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">\
      <rdf:Description xmlns:GCamera="http://ns.google.com/photos/1.0/camera/" GCamera:MotionPhoto="1"/>\
      </rdf:RDF></x:xmpmeta>
      """
    var heif = Self.still()
    heif.items.append(F.Item(id: 2, type: "mime", contentType: "application/rdf+xml", data: Array(xmp.utf8)))
    let (facts, _) = F.probe(heif.build(), format: .heic)
    #expect(facts[.xmpGCameraMotionPhoto]?.value.string == "1")
  }

  @Test func mpvdWithAnEmbeddedMP4IsAMotionPhoto() {
    var heif = Self.still()
    var trailer = ByteBuilder()
    trailer.box("mpvd") { v in
      F.ftyp(&v, major: "mp42", compatible: ["isom", "mp42"])
      v.box("mdat") { $0.zeros(8) }
    }
    heif.trailer = trailer.bytes
    let bytes = heif.build()
    let (facts, _) = F.probe(bytes, format: .heic)
    #expect(facts[.motionPhotoVideo]?.value.string?.hasPrefix("HEIF mpvd at offset") == true)
    #expect(F.classify(bytes, name: "m.heic").subtypes.contains(.motionPhoto))

    var fake = Self.still()
    var junk = ByteBuilder()
    junk.box("mpvd") { $0.zeros(32) }
    fake.trailer = junk.bytes
    let (none, _) = F.probe(fake.build(), format: .heic)
    #expect(none[.motionPhotoVideo] == nil)
  }

  @Test func fastModeWithMetaPastTheHeadReportsNothingFromIt() {
    var heif = Self.still(extra: [F.irot(1)])
    // A big free box pushes meta past a 4 KiB head.
    heif.compatible = ["mif1", "heic"]
    var bytes = heif.build()
    var padded = ByteBuilder()
    F.ftyp(&padded, major: "heic", compatible: ["mif1", "heic"])
    padded.box("free") { $0.zeros(8192) }
    let ftypSize = Int(bytes.integer(at: 0, as: UInt32.self) ?? 0)
    bytes.removeFirst(ftypSize)
    let file = padded.bytes + bytes
    let (fast, _) = F.probe(file, format: .heic, fast: true, headSize: 4096)
    #expect(fast.pixelWidth == nil)
    #expect(fast.containerQuarterTurns == nil)
    let (fastBig, _) = F.probe(file, format: .heic, fast: true, headSize: 64 * 1024)
    #expect(fastBig.pixelWidth == 4032)
  }

  @Test func fastModeWithMetaStraddlingTheHeadReportsNothingFromIt() {
    // ispe and irot sit in the head; a large ICC colr property pushes meta's end past it.
    var big = ByteBuilder()
    big.box("colr") { c in
      c.ascii("prof")
      c.zeros(8192)
    }
    let bytes = Self.still(extra: [F.irot(1), big.bytes]).build()
    let (fast, _) = F.probe(bytes, format: .heic, fast: true, headSize: 4096)
    #expect(fast.pixelWidth == nil)
    #expect(fast.containerQuarterTurns == nil)
    #expect(fast[.heifItemTypes] == nil)
    let (thorough, _) = F.probe(bytes, format: .heic, fast: false, headSize: 4096)
    #expect(thorough.pixelWidth == 4032)
    #expect(thorough.containerQuarterTurns == 1)
  }

  @Test func hostileItemTablesStayBounded() {
    // iloc claims 65535 items with zero-sized fields and ipma claims 2^32-1 entries.
    var b = ByteBuilder()
    F.ftyp(&b, major: "heic", compatible: ["mif1", "heic"])
    b.fullBox("meta") { m in
      F.hdlr(&m, "pict")
      m.fullBox("pitm") { $0.u16be(1) }
      m.fullBox("iloc", version: 1) { l in
        l.u8(0x00)
        l.u8(0x00)
        l.u16be(0xFFFF)
        l.u16be(1)
        l.u16be(0)
        l.u16be(0)
        l.u16be(0xFFFF)  // 65535 extents of zero bytes each
      }
      m.box("iprp") { p in
        p.box("ipco") { $0.append(F.ispe(10, 10)) }
        p.fullBox("ipma") { a in
          a.u32be(0xFFFF_FFFF)
          a.u16be(1)
          a.u8(1)
          a.u8(1)
        }
      }
    }
    let (facts, _) = F.probe(b.bytes, format: .heic)
    #expect(facts.pixelWidth == 10)
    #expect(!facts.diagnosticTexts.isEmpty)
  }
}
