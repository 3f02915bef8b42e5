// Image formats, in match order. Sources: ExifTool `%magicNumber` (ExifTool.pm), libmagic
// `images` magic, `Docs/DetectionRules.md` "Formats and media type"; UTIs from osxphotos `uti.py` (macOS table).
extension FormatRegistry {
  static let images: [FormatDescriptor] = [
    FormatDescriptor(
      id: .mpo, summary: "Multi-Picture Object (stereo/multi-frame JPEG)", uti: "public.jpeg",
      conformsTo: ["public.image"], mimeType: "image/mpo", mediaType: .image, extensions: ["mpo"],
      signatures: [
        .predicate("JPEG with an APP2 MPF segment, named .mpo", firstBytes: [0xFF], onlyNamed: "mpo") { input in
          input.head.matches([0xFF, 0xD8, 0xFF], at: 0)
            && input.head.firstIndex(of: Array("MPF\0".utf8), in: 0..<input.head.count) != nil
        }
      ],
      family: .jpeg, references: ["CIPA DC-007", "ExifTool MPF.pm"]),
    FormatDescriptor(
      id: .jpeg, summary: "JPEG image", uti: "public.jpeg", conformsTo: ["public.image"],
      mimeType: "image/jpeg", mediaType: .image,
      extensions: ["jpg", "jpeg", "jpe", "jfif", "jif", "mpo"],
      signatures: [.bytes([0xFF, 0xD8, 0xFF])], family: .jpeg,
      references: ["ITU-T T.81 §B.1", "ExifTool %magicNumber JPEG"]),
    FormatDescriptor(
      id: .png, summary: "PNG image (APNG when animated)", uti: "public.png",
      conformsTo: ["public.image"], mimeType: "image/png", mediaType: .image,
      extensions: ["png", "apng"],
      signatures: [.bytes([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])], family: .png,
      references: ["PNG spec §5.2", "APNG spec"]),
    FormatDescriptor(
      id: .gif, summary: "GIF image", uti: "com.compuserve.gif", conformsTo: ["public.image"],
      mimeType: "image/gif", mediaType: .image, extensions: ["gif"],
      signatures: [.ascii("GIF87a"), .ascii("GIF89a")], family: .gif,
      references: ["GIF89a spec §17"]),
    FormatDescriptor(
      id: .webp, summary: "WebP image", uti: "org.webmproject.webp", conformsTo: ["public.image"],
      mimeType: "image/webp", mediaType: .image, extensions: ["webp"],
      signatures: [.predicate("RIFF form WEBP", firstBytes: SignatureChecks.riffFirstBytes) { SignatureChecks.riff($0, form: "WEBP") }], family: .webp,
      references: ["developers.google.com/speed/webp/docs/riff_container"]),
    FormatDescriptor(
      id: .heic, summary: "HEIF image, HEVC coded (HEIC)", uti: "public.heic",
      conformsTo: ["public.heif-standard"], mimeType: "image/heic", mediaType: .image,
      extensions: ["heic", "hif"],
      signatures: [.brands("ftyp brand heic/heix/heim/heis", ["heic", "heix", "heim", "heis"])],
      family: .isobmff, references: ["ISO/IEC 23008-12 Annex B", "Docs/DetectionRules.md \"Formats and media type\""]),
    FormatDescriptor(
      id: .heics, summary: "HEIF image sequence, HEVC coded", uti: "public.heics",
      conformsTo: ["public.heif-standard"], mimeType: "image/heic-sequence", mediaType: .image,
      extensions: ["heics"],
      signatures: [.brands("ftyp brand hevc/hevx/hevm/hevs", ["hevc", "hevx", "hevm", "hevs"])],
      family: .isobmff, references: ["ISO/IEC 23008-12 Annex B"]),
    FormatDescriptor(
      id: .avif, summary: "AVIF image (AV1 in HEIF)", uti: "public.avif",
      conformsTo: ["public.heif-standard"], mimeType: "image/avif", mediaType: .image,
      extensions: ["avif"],
      signatures: [.brands("ftyp brand avif", ["avif"])], family: .isobmff,
      references: ["AV1 Image File Format §8"]),
    FormatDescriptor(
      id: .avifs, summary: "AVIF image sequence (animated AVIF)", uti: "public.avif",
      conformsTo: ["public.heif-standard"], mimeType: "image/avif", mediaType: .image,
      extensions: ["avifs"],
      signatures: [.brands("ftyp brand avis", ["avis"])], family: .isobmff,
      references: ["AV1 Image File Format §8", "Docs/DetectionRules.md \"Formats and media type\" (no distinct Apple UTI)"]),
    FormatDescriptor(
      id: .jpegxl, summary: "JPEG XL image", uti: "public.jpeg-xl", conformsTo: ["public.image"],
      mimeType: "image/jxl", mediaType: .image, extensions: ["jxl"],
      signatures: [
        .bytes([0xFF, 0x0A]),
        .bytes([0x00, 0x00, 0x00, 0x0C, 0x4A, 0x58, 0x4C, 0x20, 0x0D, 0x0A, 0x87, 0x0A]),
      ],
      family: .jpegXL, references: ["ISO/IEC 18181-2 §9.1"]),
    FormatDescriptor(
      id: .jp2, summary: "JPEG 2000 image (JP2/JPX)", uti: "public.jpeg-2000",
      conformsTo: ["public.image"], mimeType: "image/jp2", mediaType: .image,
      extensions: ["jp2", "jpx", "jpf", "jpm", "j2k", "j2c", "jpc"],
      signatures: [
        .bytes([0x00, 0x00, 0x00, 0x0C, 0x6A, 0x50, 0x20, 0x20, 0x0D, 0x0A, 0x87, 0x0A]),
        .bytes([0xFF, 0x4F, 0xFF, 0x51]),
      ],
      family: .jpeg2000, references: ["ISO/IEC 15444-1 Annex I"]),
    FormatDescriptor(
      id: .heif, summary: "HEIF image (other codecs)", uti: "public.heif",
      conformsTo: ["public.heif-standard"], mimeType: "image/heif", mediaType: .image,
      extensions: ["heif", "heic", "hif"],
      signatures: [.brands("ftyp brand mif1/mif2/mif3/avci/heif", ["mif1", "mif2", "mif3", "avci", "heif"])],
      family: .isobmff, references: ["ISO/IEC 23008-12 §10"]),
    FormatDescriptor(
      id: .heifs, summary: "HEIF image sequence (other codecs)", uti: "public.heifs",
      conformsTo: ["public.heif-standard"], mimeType: "image/heif-sequence", mediaType: .image,
      extensions: ["heifs"],
      signatures: [.brands("ftyp brand msf1", ["msf1"])], family: .isobmff,
      references: ["ISO/IEC 23008-12 §10"]),
    FormatDescriptor(
      id: .psd, summary: "Adobe Photoshop document", uti: "com.adobe.photoshop-image",
      conformsTo: ["public.image"], mimeType: "image/vnd.adobe.photoshop", mediaType: .image,
      extensions: ["psd", "psb"],
      signatures: [.bytes([0x38, 0x42, 0x50, 0x53, 0x00, 0x01]), .bytes([0x38, 0x42, 0x50, 0x53, 0x00, 0x02])],
      family: .psd, references: ["Adobe Photoshop File Formats Specification, File Header"]),
    FormatDescriptor(
      id: .bmp, summary: "Windows bitmap", uti: "com.microsoft.bmp", conformsTo: ["public.image"],
      mimeType: "image/bmp", mediaType: .image, extensions: ["bmp", "dib"],
      signatures: [
        .predicate("\"BM\" with a known DIB header size") { SignatureChecks.bmp($0.head) },
        .predicate("OS/2 bitmap array \"BA\"") { $0.head.matches(ascii: "BA", at: 0) && $0.head.matches(ascii: "BM", at: 14) },
      ],
      family: .bmp, references: ["Microsoft BITMAPFILEHEADER", "ExifTool BMP.pm"]),
    FormatDescriptor(
      id: .ico, summary: "Windows icon", uti: "com.microsoft.ico", conformsTo: ["public.image"],
      mimeType: "image/vnd.microsoft.icon", mediaType: .image, extensions: ["ico"],
      signatures: [.predicate("icon directory, type 1") { SignatureChecks.iconDirectory($0, type: 1) }],
      family: .ico, references: ["Microsoft ICONDIR"]),
    FormatDescriptor(
      id: .cur, summary: "Windows cursor", uti: "com.microsoft.cur", conformsTo: ["public.image"],
      mimeType: "image/x-win-bitmap", mediaType: .image, extensions: ["cur"],
      signatures: [.predicate("icon directory, type 2") { SignatureChecks.iconDirectory($0, type: 2) }],
      family: .ico, references: ["Microsoft ICONDIR"]),
    FormatDescriptor(
      id: .qoi, summary: "Quite OK Image", uti: "org.qoiformat.qoi", conformsTo: ["public.image"],
      mimeType: "image/qoi", mediaType: .image, extensions: ["qoi"],
      signatures: [.ascii("qoif")], references: ["qoiformat.org/qoi-specification.pdf"]),
    FormatDescriptor(
      id: .bpg, summary: "Better Portable Graphics", uti: "org.bellard.bpg", conformsTo: ["public.image"],
      mimeType: "image/bpg", mediaType: .image, extensions: ["bpg"],
      signatures: [.bytes([0x42, 0x50, 0x47, 0xFB])], references: ["bellard.org/bpg/bpg_spec.txt"]),
    FormatDescriptor(
      id: .flif, summary: "Free Lossless Image Format", uti: "org.flif.flif", conformsTo: ["public.image"],
      mimeType: "image/flif", mediaType: .image, extensions: ["flif"],
      signatures: [.ascii("FLIF")], references: ["ExifTool FLIF.pm"]),
    FormatDescriptor(
      id: .xcf, summary: "GIMP image", uti: "org.gimp.xcf", conformsTo: ["public.image"],
      mimeType: "image/x-xcf", mediaType: .image, extensions: ["xcf"],
      signatures: [.ascii("gimp xcf ")], references: ["GIMP devel-docs/xcf.txt"]),
    FormatDescriptor(
      id: .dpx, summary: "Digital Picture Exchange", uti: "org.smpte.dpx", conformsTo: ["public.image"],
      mimeType: "image/x-dpx", mediaType: .image, extensions: ["dpx"],
      signatures: [.ascii("SDPX"), .ascii("XPDS")], references: ["SMPTE 268M"]),
    FormatDescriptor(
      id: .exr, summary: "OpenEXR image", uti: "com.ilm.openexr-image", conformsTo: ["public.image"],
      mimeType: "image/x-exr", mediaType: .image, extensions: ["exr"],
      signatures: [.bytes([0x76, 0x2F, 0x31, 0x01])], references: ["OpenEXR file layout"]),
    FormatDescriptor(
      id: .hdr, summary: "Radiance RGBE image", uti: "public.radiance", conformsTo: ["public.image"],
      mimeType: "image/vnd.radiance", mediaType: .image, extensions: ["hdr", "rgbe", "pic"],
      signatures: [.ascii("#?RADIANCE"), .ascii("#?RGBE")], references: ["ExifTool Radiance.pm"]),
    FormatDescriptor(
      id: .miff, summary: "ImageMagick MIFF", uti: "org.imagemagick.miff", conformsTo: ["public.image"],
      mimeType: "image/x-miff", mediaType: .image, extensions: ["miff"],
      signatures: [.ascii("id=ImageMagick")], references: ["ImageMagick MIFF format"]),
    FormatDescriptor(
      id: .psp, summary: "Paint Shop Pro image", uti: "com.jasc.psp", conformsTo: ["public.image"],
      mimeType: "image/x-psp", mediaType: .image, extensions: ["psp", "pspimage"],
      signatures: [.ascii("Paint Shop Pro Image File")], references: ["ExifTool PSP.pm"]),
    FormatDescriptor(
      id: .pcx, summary: "ZSoft PCX image", uti: "com.zsoft.pcx", conformsTo: ["public.image"],
      mimeType: "image/x-pcx", mediaType: .image, extensions: ["pcx"],
      signatures: [
        .predicate("0A, version 0-5, RLE 1, depth 1/2/4/8") { input in
          let h = input.head
          guard h.integer(at: 0, as: UInt8.self) == 0x0A, let v = h.integer(at: 1, as: UInt8.self),
            let e = h.integer(at: 2, as: UInt8.self), let d = h.integer(at: 3, as: UInt8.self)
          else { return false }
          return v <= 5 && v != 1 && e == 1 && [1, 2, 4, 8].contains(d)
        }
      ],
      references: ["ZSoft PCX technical reference"]),
    FormatDescriptor(
      id: .pnm, summary: "Netpbm image (PBM/PGM/PPM/PAM)", uti: "public.pbm", conformsTo: ["public.image"],
      mimeType: "image/x-portable-anymap", mediaType: .image,
      extensions: ["pbm", "pgm", "ppm", "pnm", "pam"],
      signatures: [
        .predicate("P1-P7 followed by white space") { input in
          let h = input.head
          guard h.integer(at: 0, as: UInt8.self) == 0x50, let n = h.integer(at: 1, as: UInt8.self),
            (0x31...0x37).contains(n),
            let s = h.integer(at: 2, as: UInt8.self)
          else { return false }
          return [0x20, 0x09, 0x0A, 0x0D].contains(s)
        }
      ],
      references: ["netpbm.sourceforge.net/doc/pbm.html"]),
    FormatDescriptor(
      id: .lfp, summary: "Lytro light-field picture", uti: "com.lytro.lfp", conformsTo: ["public.image"],
      mimeType: "image/x-lytro-lfp", mediaType: .image, extensions: ["lfp", "lfr"],
      signatures: [.bytes([0x89, 0x4C, 0x46, 0x50, 0x0D, 0x0A, 0x1A, 0x0A])], references: ["ExifTool Lytro.pm"]),
    FormatDescriptor(
      id: .fpf, summary: "FLIR thermal image", uti: "com.flir.fpf", conformsTo: ["public.image"],
      mimeType: "image/x-flir-fpf", mediaType: .image, extensions: ["fpf"],
      signatures: [.ascii("FPF Public Image Format\0")], references: ["ExifTool FLIR.pm"]),
    FormatDescriptor(
      id: .czi, summary: "Zeiss CZI microscopy image", uti: "com.zeiss.czi", conformsTo: ["public.image"],
      mimeType: "image/x-czi", mediaType: .image, extensions: ["czi"],
      signatures: [.ascii("ZISRAWFILE")], references: ["ExifTool ZISRAW.pm"]),
    FormatDescriptor(
      id: .wpg, summary: "WordPerfect graphic", uti: "com.wordperfect.wpg", conformsTo: ["public.image"],
      mimeType: "image/x-wpg", mediaType: .image, extensions: ["wpg"],
      signatures: [.bytes([0xFF, 0x57, 0x50, 0x43])], references: ["ExifTool WPG.pm"]),
    FormatDescriptor(
      id: .djvu, summary: "DjVu document or image", uti: "com.lizardtech.djvu",
      conformsTo: ["public.image"], mimeType: "image/vnd.djvu", mediaType: .image,
      extensions: ["djvu", "djv"],
      signatures: [
        .predicate("AT&TFORM, form type DJVU/DJVM/DJVI", firstBytes: [UInt8(ascii: "A")]) { input in
          let h = input.head
          return h.matches(ascii: "AT&TFORM", at: 0)
            && (h.matches(ascii: "DJVU", at: 12) || h.matches(ascii: "DJVM", at: 12) || h.matches(ascii: "DJVI", at: 12))
        }
      ],
      references: ["DjVu 3 specification §4 (IFF85 with AT&T prefix)", "ExifTool %magicNumber DJVU, DjVu.pm"]),
    FormatDescriptor(
      id: .pgf, summary: "Progressive Graphics File (libpgf)", uti: "org.libpgf.pgf",
      conformsTo: ["public.image"], mimeType: "image/pgf", mediaType: .image, extensions: ["pgf"],
      signatures: [
        // "PGF", a version bit mask with the "PGFHeader of major version 2" bit (0x02), a
        // header size of at least the 16-byte PGFHeader, and a non-zero width and height.
        .predicate("PGF + version (bit 0x02) + u32le header size >= 16", firstBytes: [UInt8(ascii: "P")]) { input in
          let h = input.head
          guard h.matches(ascii: "PGF", at: 0), let version = h.integer(at: 3, as: UInt8.self),
            version & 0x02 != 0,
            version < 0x80, let size = h.integer(at: 4, as: UInt32.self, endianness: .little),
            size >= 16,
            let width = h.integer(at: 8, as: UInt32.self, endianness: .little),
            let height = h.integer(at: 12, as: UInt32.self, endianness: .little)
          else { return false }
          return width > 0 && height > 0
        }
      ],
      references: ["libpgf PGFtypes.h (PGFPreHeader, PGFHeader)", "ExifTool PGF.pm"]),
    FormatDescriptor(
      id: .svg, summary: "SVG drawing", uti: "public.svg-image", conformsTo: ["public.image"],
      mimeType: "image/svg+xml", mediaType: .image, extensions: ["svg", "svgz"],
      signatures: [
        .predicate("text whose first element is <svg") { input in
          guard input.isText else { return false }
          let start = input.textStart
          guard start.hasPrefix("<") else { return false }
          return start.hasPrefix("<svg") || (start.hasPrefix("<?xml") || start.hasPrefix("<!doctype svg") || start.hasPrefix("<!--")) && start.containsBytes("<svg")
        }
      ],
      references: ["W3C SVG 1.1 §1.3"]),
    FormatDescriptor(
      id: .pict, summary: "Apple QuickDraw picture", uti: "com.apple.pict", conformsTo: ["public.image"],
      mimeType: "image/x-pict", mediaType: .image, extensions: ["pict", "pct", "pic"],
      signatures: [
        // The 512-byte application header is optional: files taken from a resource fork or a
        // clipboard start with the picture itself (ExifTool's magic tries both offsets).
        .predicate("named .pict, version opcode 0x0011 0x02FF (or 0x1101) at 10, after a 512-byte header or none") {
          input in
          guard ["pict", "pct"].contains(input.fileExtension) else { return false }
          return [522, 10].contains { at in
            input.head.matches([0x00, 0x11, 0x02, 0xFF], at: at) || input.head.matches([0x11, 0x01], at: at)
          }
        }
      ],
      references: ["Inside Macintosh: Imaging With QuickDraw, Appendix A"]),
    FormatDescriptor(
      id: .tga, summary: "Truevision TGA image", uti: "com.truevision.tga-image", conformsTo: ["public.image"],
      mimeType: "image/x-tga", mediaType: .image, extensions: ["tga", "targa", "icb", "vda", "vst"],
      signatures: [.predicate("named .tga with a plausible header (no magic number)") { SignatureChecks.tga($0) }],
      references: ["Truevision TGA File Format Specification 2.0"]),
  ]
}
