/// Real files for library tests: an iPhone-style JPEG with an Apple MakerNote (Live Photo
/// content identifier, burst UUID, ImageUniqueID), EXIF capture time and optional XMP rating;
/// a QuickTime movie with `com.apple.quicktime.content.identifier`; an XMP sidecar.
public enum LibraryFixtures {
  /// A small JPEG (16×16 SOF0, no scan data) with EXIF `DateTimeOriginal` (and, when given,
  /// `SubSecTimeOriginal`) and the given Apple MakerNote tags (0x0011 ContentIdentifier,
  /// 0x000B BurstUUID, 0x0015 ImageUniqueID).
  public static func appleJPEG(
    contentIdentifier: String? = nil, burstUUID: String? = nil, imageUniqueID: String? = nil,
    date: String? = "2024:05:01 10:00:00", subSecond: String? = nil, xmpRating: Int? = nil, make: String = "Apple",
    model: String = "iPhone 15 Pro", width: UInt16 = 16, height: UInt16 = 16
  ) -> [UInt8] {
    var makerFields: [TIFFField] = [.slong(0x0001, 14)]
    if let contentIdentifier { makerFields.append(.ascii(0x0011, contentIdentifier)) }
    if let burstUUID { makerFields.append(.ascii(0x000B, burstUUID)) }
    if let imageUniqueID { makerFields.append(.ascii(0x0015, imageUniqueID)) }
    var makerNote = ByteBuilder()
    makerNote.ascii("Apple iOS\0")
    makerNote.u16be(1)
    makerNote.ascii("MM")
    makerNote.append(TIFFBuilder.ifd(makerFields, at: 14))
    var exif: [TIFFField] = [.undefined(0x927C, makerNote.bytes)]
    if let date { exif.append(.ascii(0x9003, date)) }
    if let subSecond { exif.append(.ascii(0x9291, subSecond)) }
    let tiff = TIFFBuilder.build(
      ifd0: [.ascii(0x010F, make), .ascii(0x0110, model)], exif: exif)
    var b = ByteBuilder()
    b.append([0xFF, 0xD8])
    b.jpegSegment(0xE1, Array("Exif\0\0".utf8) + tiff)
    if let xmpRating {
      b.jpegSegment(0xE1, Array("http://ns.adobe.com/xap/1.0/\0".utf8) + Array(xmp(rating: xmpRating).utf8))
    }
    b.jpegSegment(0xC0, [8, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF), 1, 1, 0x11, 0])
    b.append([0xFF, 0xD9])
    return b.bytes
  }

  /// A QuickTime movie (`ftyp qt`, `mvhd` with `seconds` of duration, or `units` 600ths of
  /// a second: 1718 is 2.863333… s) whose movie-level `meta` holds
  /// `com.apple.quicktime.content.identifier` and `com.apple.quicktime.creationdate`
  /// (ISO 8601, such as `2024-05-01T10:00:00+02:00`) when they are given.
  public static func quickTimeMovie(
    contentIdentifier: String?, seconds: UInt32 = 2, units: UInt32? = nil, brand: String = "qt  ",
    creationDate: String? = nil
  ) -> [UInt8] {
    let metadata = [
      contentIdentifier.map { ("com.apple.quicktime.content.identifier", $0) },
      creationDate.map { ("com.apple.quicktime.creationdate", $0) },
    ].compactMap { $0 }
    var b = ByteBuilder()
    b.box("ftyp") { f in
      f.ascii(brand)
      f.u32be(0)
      f.ascii(brand)
    }
    b.box("moov") { moov in
      moov.fullBox("mvhd") { m in
        m.u32be(0)
        m.u32be(0)
        m.u32be(600)
        m.u32be(units ?? 600 * seconds)
        m.u32be(0x0001_0000)
        m.u16be(0x0100)
        m.zeros(10)
        for v: UInt32 in [0x0001_0000, 0, 0, 0, 0x0001_0000, 0, 0, 0, 0x4000_0000] { m.u32be(v) }
        m.zeros(24)
        m.u32be(2)
      }
      if !metadata.isEmpty {
        moov.box("meta") { meta in
          meta.fullBox("hdlr") { h in
            h.u32be(0)
            h.ascii("mdta")
            h.zeros(12)
            h.u8(0)
          }
          meta.fullBox("keys") { k in
            k.u32be(UInt32(metadata.count))
            for (key, _) in metadata {
              k.u32be(UInt32(8 + key.utf8.count))
              k.ascii("mdta")
              k.ascii(key)
            }
          }
          meta.box("ilst") { ilst in
            for (number, (_, value)) in metadata.enumerated() {
              var item = ByteBuilder()
              item.box("data") { d in
                d.u32be(1)
                d.u32be(0)
                d.ascii(value)
              }
              ilst.u32be(UInt32(8 + item.count))
              ilst.u32be(UInt32(number + 1))
              ilst.append(item.bytes)
            }
          }
        }
      }
    }
    return b.bytes
  }

  /// Live Photos an export stripped of their content identifiers, as `(name, bytes)` in
  /// one folder: `IMG_0001.JPG` and `IMG_0001_HEVC.MOV` 0.3 s apart, a 2 s video (a probable
  /// pair); `IMG_0002.JPG` and a 6 s `IMG_0002.MOV` (too long to be a Live video);
  /// `IMG_0003.JPG` and a 2 s `IMG_0003.MOV` 10 s later (too far apart).
  public static func strippedLivePairs() -> [(name: String, bytes: [UInt8])] {
    [
      ("IMG_0001.JPG", appleJPEG(date: "2024:05:01 10:00:00", subSecond: "3")),
      ("IMG_0001_HEVC.MOV", quickTimeMovie(contentIdentifier: nil, seconds: 2, creationDate: "2024-05-01T10:00:00+02:00")),
      ("IMG_0002.JPG", appleJPEG(date: "2024:05:01 11:00:00")),
      ("IMG_0002.MOV", quickTimeMovie(contentIdentifier: nil, seconds: 6, creationDate: "2024-05-01T11:00:00+02:00")),
      ("IMG_0003.JPG", appleJPEG(date: "2024:05:01 12:00:00")),
      ("IMG_0003.MOV", quickTimeMovie(contentIdentifier: nil, seconds: 2, creationDate: "2024-05-01T12:00:10+02:00")),
    ]
  }

  /// An XMP packet stating `xmp:Rating`.
  public static func xmp(rating: Int) -> String {
    """
    <x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">\
    <rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/" xmp:Rating="\(rating)"/>\
    </rdf:RDF></x:xmpmeta>
    """
  }
}
