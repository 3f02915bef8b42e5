/// The smallest content that identifies each registry format, for registry tests: every
/// format has a synthetic header here (or a real sample under `Samples/`).
public enum SyntheticHeaders {
  /// Format id → (file extension, bytes).
  public static let all: [String: (ext: String, bytes: [UInt8])] = {
    var table: [String: (String, [UInt8])] = [:]
    func ascii(_ s: String) -> [UInt8] { Array(s.utf8) }
    func ftyp(_ major: String, _ compatible: [String]) -> [UInt8] {
      var b = ByteBuilder()
      b.box("ftyp") { f in
        f.ascii(major)
        f.u32be(0)
        for c in compatible { f.ascii(c) }
      }
      b.box("free")
      return b.bytes
    }
    func tiff(make: String?, extra: [TIFFField] = []) -> [UInt8] {
      var fields: [TIFFField] = [.long(0x0100, 16), .long(0x0101, 16)] + extra
      if let make { fields.append(.ascii(0x010F, make)) }
      return TIFFBuilder.build(ifd0: fields)
    }
    func riff(_ form: String, _ chunk: String) -> [UInt8] {
      var body = ByteBuilder()
      body.ascii(form)
      body.riffChunk(chunk, [UInt8](repeating: 0, count: 16))
      var b = ByteBuilder()
      b.ascii("RIFF")
      b.u32le(UInt32(body.count))
      b.append(body.bytes)
      return b.bytes
    }
    func ogg(_ packet: [UInt8]) -> [UInt8] {
      var b = ByteBuilder()
      b.ascii("OggS")
      b.u8(0)
      b.u8(2)
      b.zeros(8 + 4 + 4 + 4)
      b.u8(1)
      b.u8(UInt8(packet.count))
      b.append(packet)
      return b.bytes
    }
    func mp3Frames(_ count: Int) -> [UInt8] {
      // MPEG-1 layer III, 128 kbit/s, 44.1 kHz: 417-byte frames.
      var out: [UInt8] = []
      for _ in 0..<count { out += [0xFF, 0xFB, 0x90, 0x64] + [UInt8](repeating: 0, count: 413) }
      return out
    }
    let asfHeader: [UInt8] = [
      0x30, 0x26, 0xB2, 0x75, 0x8E, 0x66, 0xCF, 0x11, 0xA6, 0xD9, 0x00, 0xAA, 0x00, 0x62, 0xCE, 0x6C,
    ]
    let asfVideo: [UInt8] = [
      0xC0, 0xEF, 0x19, 0xBC, 0x4D, 0x5B, 0xCF, 0x11, 0xA8, 0xFD, 0x00, 0x80, 0x5F, 0x5C, 0x44, 0x2B,
    ]
    let asfAudio: [UInt8] = [
      0x40, 0x9E, 0x69, 0xF8, 0x4D, 0x5B, 0xCF, 0x11, 0xA8, 0xFD, 0x00, 0x80, 0x5F, 0x5C, 0x44, 0x2B,
    ]
    func ebml(_ docType: String) -> [UInt8] {
      [0x1A, 0x45, 0xDF, 0xA3, 0x80 | UInt8(4 + docType.count), 0x42, 0x82, 0x80 | UInt8(docType.count)]
        + ascii(docType) + [0x42, 0x87, 0x81, 0x02]
    }
    func transport(stride: Int, first: Int) -> [UInt8] {
      var out = [UInt8](repeating: 0xFF, count: first + stride * 3)
      for i in 0..<3 { out[first + i * stride] = 0x47 }
      return out
    }
    let zeros64 = [UInt8](repeating: 0, count: 64)

    table["jpeg"] = ("jpg", [0xFF, 0xD8, 0xFF, 0xE0, 0, 16] + ascii("JFIF\0") + [1, 1, 0, 0, 1, 0, 1, 0, 0, 0xFF, 0xD9])
    table["mpo"] = ("mpo", [0xFF, 0xD8, 0xFF, 0xE2, 0, 8] + ascii("MPF\0") + [0, 0, 0xFF, 0xD9])
    var png = ByteBuilder()
    png.append([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    png.pngChunk("IHDR", [0, 0, 0, 4, 0, 0, 0, 3, 8, 6, 0, 0, 0])
    png.pngChunk("IEND", [])
    table["png"] = ("png", png.bytes)
    table["gif"] = ("gif", ascii("GIF89a") + [4, 0, 3, 0, 0, 0, 0, 0x3B])
    var webp = ByteBuilder()
    webp.ascii("RIFF")
    webp.u32le(4 + 8 + 10)
    webp.ascii("WEBP")
    webp.riffChunk("VP8X", [0, 0, 0, 0, 3, 0, 0, 2, 0, 0])
    table["webp"] = ("webp", webp.bytes)
    table["heic"] = ("heic", ftyp("heic", ["mif1", "heic"]))
    table["heics"] = ("heics", ftyp("hevc", ["msf1", "hevc"]))
    table["avif"] = ("avif", ftyp("avif", ["avif", "mif1", "miaf"]))
    table["avifs"] = ("avifs", ftyp("avis", ["avis", "msf1", "miaf"]))
    table["heif"] = ("heif", ftyp("mif1", ["mif1", "heif"]))
    table["heifs"] = ("heifs", ftyp("msf1", ["msf1"]))
    table["jpegxl"] = ("jxl", [0xFF, 0x0A, 0xFA, 0x7F])
    table["jp2"] = ("jp2", [0, 0, 0, 0x0C, 0x6A, 0x50, 0x20, 0x20, 0x0D, 0x0A, 0x87, 0x0A] + ftyp("jp2 ", ["jp2 "]))
    table["psd"] = ("psd", ascii("8BPS") + [0, 1] + zeros64)
    var bmp = ByteBuilder()
    bmp.ascii("BM")
    bmp.u32le(70)
    bmp.u32le(0)
    bmp.u32le(54)
    bmp.u32le(40)
    bmp.u32le(4)
    bmp.u32le(3)
    bmp.zeros(32)
    table["bmp"] = ("bmp", bmp.bytes)
    func icon(_ type: UInt16) -> [UInt8] {
      var b = ByteBuilder()
      b.u16le(0)
      b.u16le(type)
      b.u16le(1)
      b.append([16, 16, 0, 0, 1, 0, 32, 0])
      b.u32le(40)
      b.u32le(22)
      b.zeros(40)
      return b.bytes
    }
    table["ico"] = ("ico", icon(1))
    table["cur"] = ("cur", icon(2))
    table["qoi"] = ("qoi", ascii("qoif") + [0, 0, 0, 4, 0, 0, 0, 4, 4, 0])
    table["bpg"] = ("bpg", [0x42, 0x50, 0x47, 0xFB, 0, 0, 0, 0])
    table["flif"] = ("flif", ascii("FLIF41") + [0, 0])
    table["xcf"] = ("xcf", ascii("gimp xcf v011\0") + zeros64)
    table["dpx"] = ("dpx", ascii("SDPX") + zeros64)
    table["exr"] = ("exr", [0x76, 0x2F, 0x31, 0x01, 2, 0, 0, 0])
    table["hdr"] = ("hdr", ascii("#?RADIANCE\nFORMAT=32-bit_rle_rgbe\n\n-Y 1 +X 1\n"))
    table["miff"] = ("miff", ascii("id=ImageMagick  version=1.0\n"))
    table["psp"] = ("psp", ascii("Paint Shop Pro Image File\n\u{1A}\0\0\0\0\0"))
    table["pcx"] = ("pcx", [0x0A, 5, 1, 8] + zeros64 + zeros64)
    table["pnm"] = ("pbm", ascii("P1\n2 2\n0 1\n1 0\n"))
    table["lfp"] = ("lfp", [0x89, 0x4C, 0x46, 0x50, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 1])
    table["fpf"] = ("fpf", ascii("FPF Public Image Format\0") + zeros64)
    table["czi"] = ("czi", ascii("ZISRAWFILE") + zeros64)
    table["wpg"] = ("wpg", [0xFF, 0x57, 0x50, 0x43, 16, 0, 0, 0])
    table["djvu"] = ("djvu", ascii("AT&TFORM") + [0, 0, 0, 22] + ascii("DJVUINFO") + [0, 0, 0, 10, 0, 64, 0, 48, 24, 0, 44, 1, 22, 1])
    table["pgf"] = ("pgf", ascii("PGF6") + [24, 0, 0, 0, 64, 0, 0, 0, 48, 0, 0, 0, 3, 0, 24, 3, 3, 8, 0, 0])
    table["svg"] = ("svg", ascii("<?xml version=\"1.0\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1\" height=\"1\"/>\n"))
    table["pict"] = ("pict", [UInt8](repeating: 0, count: 512) + [0, 0, 0, 0, 0, 0, 0, 1, 0, 1, 0x00, 0x11, 0x02, 0xFF])
    table["tga"] = ("tga", [0, 0, 2] + [UInt8](repeating: 0, count: 9) + [1, 0, 1, 0, 24, 0])
    table["cr3"] = ("cr3", ftyp("crx ", ["crx ", "isom"]))
    table["crw"] = ("crw", ascii("II") + [0x1A, 0, 0, 0] + ascii("HEAPCCDR") + zeros64)
    table["raf"] = ("raf", ascii("FUJIFILMCCD-RAW 0201") + zeros64)
    table["x3f"] = ("x3f", ascii("FOVb") + zeros64)
    table["mrw"] = ("mrw", [0, 0x4D, 0x52, 0x4D] + zeros64)
    table["kyocera-raw"] = ("raw", [UInt8](repeating: 0, count: 0x19) + ascii("ARECOYK") + zeros64)
    table["orf"] = ("orf", ascii("IIRO") + [8, 0, 0, 0] + zeros64)
    table["rw2"] = ("rw2", [0x49, 0x49, 0x55, 0x00, 0x18, 0, 0, 0] + zeros64)
    // CR2: TIFF header, "CR" + version at 8, IFD0 at 16.
    var cr2b = ByteBuilder()
    cr2b.ascii("II")
    cr2b.u16le(42)
    cr2b.u32le(16)
    cr2b.ascii("CR")
    cr2b.append([2, 0, 0, 0, 0, 0])
    cr2b.u16le(0)
    cr2b.u32le(0)
    table["cr2"] = ("cr2", cr2b.bytes)
    table["dng"] = ("dng", tiff(make: "Apple", extra: [TIFFField(tag: 0xC612, type: 1, count: 4, value: [1, 4, 0, 0])]))
    table["nrw"] = ("nrw", tiff(make: "NIKON CORPORATION"))
    table["nef"] = ("nef", tiff(make: "NIKON CORPORATION"))
    table["sr2"] = ("sr2", tiff(make: "SONY"))
    table["arw"] = ("arw", tiff(make: "SONY"))
    table["pef"] = ("pef", tiff(make: "PENTAX Corporation"))
    table["srw"] = ("srw", tiff(make: "SAMSUNG"))
    table["3fr"] = ("3fr", tiff(make: "Hasselblad"))
    table["iiq"] = ("iiq", tiff(make: "Phase One"))
    table["erf"] = ("erf", tiff(make: "SEIKO EPSON CORP."))
    table["dcr"] = ("dcr", tiff(make: "Kodak"))
    table["tiff"] = ("tif", tiff(make: nil))
    table["mov"] = ("mov", ftyp("qt  ", ["qt  "]))
    table["m4v"] = ("m4v", ftyp("M4V ", ["M4V ", "isom"]))
    table["m4p"] = ("m4p", ftyp("M4P ", ["M4P ", "mp42"]))
    table["m4a"] = ("m4a", ftyp("M4A ", ["M4A ", "mp42", "isom"]))
    table["3gp"] = ("3gp", ftyp("3gp5", ["3gp5", "isom"]))
    table["3g2"] = ("3g2", ftyp("3g2a", ["3g2a", "mp42"]))
    table["mp4"] = ("mp4", ftyp("isom", ["isom", "iso2", "avc1", "mp41"]))
    table["avi"] = ("avi", riff("AVI ", "LIST"))
    table["webm"] = ("webm", ebml("webm"))
    table["mka"] = ("mka", ebml("matroska"))
    table["mkv"] = ("mkv", ebml("matroska"))
    table["wtv"] = ("wtv", [0xB7, 0xD8, 0x00, 0x20, 0x37, 0x49, 0xDA, 0x11, 0xA6, 0x4E, 0x00, 0x07, 0xE9, 0x5E, 0xAD, 0x8D] + zeros64)
    table["m2ts"] = ("mts", transport(stride: 192, first: 4))
    table["mpegts"] = ("ts", transport(stride: 188, first: 0))
    table["mpeg"] = ("mpg", [0, 0, 1, 0xBA, 0x44, 0, 4, 0, 4, 1])
    table["flv"] = ("flv", [0x46, 0x4C, 0x56, 0x01, 5, 0, 0, 0, 9])
    table["wmv"] = ("wmv", asfHeader + zeros64 + asfVideo + zeros64)
    table["wma"] = ("wma", asfHeader + zeros64 + asfAudio + zeros64)
    table["asf"] = ("asf", asfHeader + zeros64)
    table["ogv"] = ("ogv", ogg([0x80] + ascii("theora") + [3, 2, 1]))
    table["dv"] = ("dv", [0x1F, 0x07, 0x00, 0x3F] + zeros64)
    table["mxf"] = ("mxf", [0x06, 0x0E, 0x2B, 0x34, 0x02, 0x05, 0x01, 0x01, 0x0D, 0x01, 0x02, 0x01] + zeros64)
    table["r3d"] = ("r3d", [0, 0, 0, 0x40] + ascii("RED2") + zeros64)
    table["fli"] = ("fli", [0, 0, 0, 0, 0x11, 0xAF, 1, 0, 64, 0, 48, 0, 8, 0] + zeros64)
    table["wav"] = ("wav", riff("WAVE", "fmt "))
    table["aiff"] = ("aiff", ascii("FORM") + [0, 0, 0, 4] + ascii("AIFF"))
    table["aifc"] = ("aifc", ascii("FORM") + [0, 0, 0, 4] + ascii("AIFC"))
    table["flac"] = ("flac", ascii("fLaC") + [0x80, 0, 0, 34] + [UInt8](repeating: 0, count: 34))
    table["opus"] = ("opus", ogg(ascii("OpusHead") + [1, 2, 0, 0, 0x80, 0xBB, 0, 0, 0, 0, 0]))
    table["ogg"] = ("ogg", ogg([1] + ascii("vorbis") + [0, 0, 0, 0, 2]))
    table["caf"] = ("caf", ascii("caff") + [0, 1, 0, 0])
    table["amr"] = ("amr", ascii("#!AMR\n") + [0x3C])
    table["midi"] = ("mid", ascii("MThd") + [0, 0, 0, 6, 0, 0, 0, 1, 0, 96])
    table["ape"] = ("ape", ascii("MAC ") + [0x96, 0x0F, 0, 0])
    table["wv"] = ("wv", ascii("wvpk") + [0, 0, 0, 0])
    table["tta"] = ("tta", ascii("TTA1") + [1, 0, 2, 0])
    table["mpc"] = ("mpc", ascii("MPCK") + [0, 0])
    table["dsf"] = ("dsf", ascii("DSD ") + [0x1C, 0, 0, 0, 0, 0, 0, 0] + zeros64)
    table["dff"] = ("dff", ascii("FRM8") + [0, 0, 0, 0, 0, 0, 0, 4] + ascii("DSD "))
    table["au"] = ("au", ascii(".snd") + [0, 0, 0, 24, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0x1F, 0x40, 0, 0, 0, 1])
    table["ra"] = ("ra", [0x2E, 0x72, 0x61, 0xFD, 0, 4])
    table["rm"] = ("rm", ascii(".RMF") + [0, 0, 0, 18])
    table["aa"] = ("aa", [0, 0, 0x10, 0, 0x57, 0x90, 0x75, 0x36] + zeros64)
    table["eac3"] = ("eac3", [0x0B, 0x77, 0x01, 0xFF, 0x3F, 0x80] + zeros64)
    table["ac3"] = ("ac3", [0x0B, 0x77, 0x00, 0x00, 0x14, 0x40] + zeros64)
    table["aac"] = ("aac", [0xFF, 0xF1, 0x50, 0x80, 0x02, 0x1F, 0xFC] + zeros64)
    table["mp3"] = ("mp3", mp3Frames(3))
    table["pdf"] = ("pdf", ascii("%PDF-1.4\n%\u{E2}\u{E3}\n"))
    table["eps"] = ("eps", ascii("%!PS-Adobe-3.0 EPSF-3.0\n"))
    table["zip"] = ("zip", [0x50, 0x4B, 0x03, 0x04, 20, 0, 0, 0])
    table["gz"] = ("gz", [0x1F, 0x8B, 0x08, 0, 0, 0, 0, 0])
    table["bz2"] = ("bz2", ascii("BZh91AY&SY"))
    table["xz"] = ("xz", [0xFD, 0x37, 0x7A, 0x58, 0x5A, 0x00, 0, 4])
    table["7z"] = ("7z", [0x37, 0x7A, 0xBC, 0xAF, 0x27, 0x1C, 0, 4])
    table["rar"] = ("rar", ascii("Rar!\u{1A}\u{07}\0"))
    table["plist"] = ("plist", ascii("bplist00") + [0xD0, 8])
    table["aae"] = ("aae", ascii("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict><key>adjustmentFormatIdentifier</key></dict></plist>\n"))
    table["xmp"] = ("xmp", ascii("<x:xmpmeta xmlns:x=\"adobe:ns:meta/\"></x:xmpmeta>\n"))
    table["html"] = ("html", ascii("<!DOCTYPE html>\n<html><body></body></html>\n"))
    table["xml"] = ("xml", ascii("<?xml version=\"1.0\"?>\n<root/>\n"))
    table["rtf"] = ("rtf", ascii("{\\rtf1\\ansi hello}"))
    table["json"] = ("json", ascii("{\"a\": 1}\n"))
    table["txt"] = ("txt", ascii("hello, world\n"))
    return table
  }()
}
