// Video formats, in match order: brand-specific ISO BMFF entries before generic MP4.
// Sources: ExifTool `%magicNumber` and QuickTime.pm `%ftypLookup`, `Docs/DetectionRules.md` "Formats and media type".
extension FormatRegistry {
  static let video: [FormatDescriptor] = [
    FormatDescriptor(
      id: .mov, summary: "QuickTime movie", uti: "com.apple.quicktime-movie", conformsTo: ["public.movie"],
      mimeType: "video/quicktime", mediaType: .video, extensions: ["mov", "qt"],
      signatures: [
        .brands("ftyp brand qt", ["qt  "]),
        .predicate("QuickTime without ftyp: first box moov/mdat/wide/free/skip/pnot") { SignatureChecks.quickTimeWithoutFileType($0) },
      ],
      family: .isobmff, references: ["Apple QuickTime File Format §1", "Docs/DetectionRules.md \"Formats and media type\""]),
    FormatDescriptor(
      id: .m4v, summary: "iTunes video (MPEG-4)", uti: "com.apple.m4v-video", conformsTo: ["public.mpeg-4"],
      mimeType: "video/x-m4v", mediaType: .video, extensions: ["m4v"],
      signatures: [.brands("ftyp brand M4V/M4VH/M4VP", ["M4V ", "M4VH", "M4VP"])],
      family: .isobmff, references: ["ExifTool QuickTime.pm %ftypLookup"]),
    FormatDescriptor(
      id: .m4p, summary: "iTunes protected audio (MPEG-4)", uti: "com.apple.protected-mpeg-4-audio",
      conformsTo: ["public.mpeg-4-audio"], mimeType: "audio/mp4", mediaType: .audio, extensions: ["m4p"],
      signatures: [.brands("ftyp brand M4P", ["M4P "])],
      family: .isobmff, references: ["ExifTool QuickTime.pm %ftypLookup"]),
    FormatDescriptor(
      id: .m4a, summary: "iTunes audio (MPEG-4)", uti: "com.apple.m4a-audio", conformsTo: ["public.mpeg-4-audio"],
      mimeType: "audio/x-m4a", mediaType: .audio, extensions: ["m4a", "m4b"],
      signatures: [.brands("ftyp brand M4A/M4B", ["M4A ", "M4B "])],
      family: .isobmff, references: ["ExifTool QuickTime.pm %ftypLookup"]),
    FormatDescriptor(
      id: .threeGP, summary: "3GPP movie", uti: "public.3gpp", conformsTo: ["public.movie"],
      mimeType: "video/3gpp", mediaType: .video, extensions: ["3gp", "3gpp"],
      signatures: [.scored("ftyp major brand 3gp*/3gs*/3ge*/3gg* (a compatible one yields to a known major brand)", firstBytes: [0x00]) { input in
        guard let ftyp = input.fileType else { return 0 }
        let brands = [ftyp.majorBrand] + ftyp.compatibleBrands
        let is3gp: (FourCC) -> Bool = { ($0.rawValue >> 8) == 0x336770 || ($0.rawValue >> 8) == 0x336773 || ($0.rawValue >> 8) == 0x336765 }
        if is3gp(ftyp.majorBrand) { return 100 }
        // The major brand wins: a compatible 3GPP brand (40) yields to a generic major brand
        // (MP4, 50) and to a specific one (M4A, 100) (Docs/AddingAFormat.md, "Audio or video: only a video stream makes a video").
        return brands.contains(where: is3gp) ? 40 : 0
      }],
      family: .isobmff, references: ["3GPP TS 26.244 §5.4"]),
    FormatDescriptor(
      id: .threeG2, summary: "3GPP2 movie", uti: "public.3gpp2", conformsTo: ["public.movie"],
      mimeType: "video/3gpp2", mediaType: .video, extensions: ["3g2", "3gp2"],
      signatures: [.scored("ftyp major brand 3g2* (a compatible one yields to a known major brand)", firstBytes: [0x00]) { input in
        guard let ftyp = input.fileType else { return 0 }
        let is3g2: (FourCC) -> Bool = { ($0.rawValue >> 8) == 0x336732 }
        if is3g2(ftyp.majorBrand) { return 100 }
        return ftyp.compatibleBrands.contains(where: is3g2) ? 40 : 0
      }],
      family: .isobmff, references: ["3GPP2 C.S0050 §8"]),
    FormatDescriptor(
      id: .mp4, summary: "MPEG-4 movie", uti: "public.mpeg-4", conformsTo: ["public.movie"],
      mimeType: "video/mp4", mediaType: .video, extensions: ["mp4", "mpeg4", "m4v"],
      signatures: [
        .scored("ftyp brand isom/iso2-9/mp41/mp42/mp71/avc1/dash/mmp4/...", firstBytes: [0x00]) { input in
          // Any other ISO BMFF brand still says "an MPEG-4 family file": a weak match.
          guard let ftyp = input.fileType else { return 0 }
          let known = ftyp.strength(for: [
            "isom", "iso2", "iso3", "iso4", "iso5", "iso6", "iso7", "iso8", "iso9", "mp41", "mp42",
            "mp71", "avc1", "dash", "mmp4", "mp4v", "hvc1", "hev1", "av01", "f4v ", "XAVC", "MSNV",
            "NDAS", "ndas",
          ])
          return known > 0 ? known : 30
        }
      ],
      family: .isobmff, references: ["ISO/IEC 14496-14 §6", "Docs/DetectionRules.md \"Formats and media type\""]),
    FormatDescriptor(
      id: .mp4Audio, summary: "MPEG-4 audio (no video track)", uti: "public.mpeg-4-audio",
      conformsTo: ["public.audio"], mimeType: "audio/mp4", mediaType: .audio, extensions: ["m4a", "mp4", "m4b"],
      signatures: [],
      family: .isobmff,
      references: ["ExifTool QuickTime.pm ProcessMOV: MP4 with a soun but no vide handler is M4A"]),
    FormatDescriptor(
      id: .avi, summary: "AVI movie", uti: "public.avi", conformsTo: ["public.movie"],
      mimeType: "video/x-msvideo", mediaType: .video, extensions: ["avi"],
      signatures: [.predicate("RIFF form AVI", firstBytes: SignatureChecks.riffFirstBytes) { SignatureChecks.riff($0, form: "AVI ") }], family: .riff,
      references: ["Microsoft AVI RIFF File Reference"]),
    FormatDescriptor(
      id: .webm, summary: "WebM movie", uti: "org.webmproject.webm", conformsTo: ["public.movie"],
      mimeType: "video/webm", mediaType: .video, extensions: ["webm"],
      signatures: [.predicate("EBML DocType webm", firstBytes: [0x1A]) { SignatureChecks.ebmlDocType($0.head) == "webm" }], family: .ebml,
      references: ["webmproject.org/docs/container", "RFC 8794"]),
    FormatDescriptor(
      id: .mka, summary: "Matroska audio", uti: "org.matroska.mka", conformsTo: ["public.audio"],
      mimeType: "audio/x-matroska", mediaType: .audio, extensions: ["mka"],
      signatures: [.predicate("EBML DocType matroska, named .mka", firstBytes: [0x1A]) { $0.fileExtension == "mka" && SignatureChecks.ebmlDocType($0.head) == "matroska" }],
      family: .ebml, references: ["matroska.org/technical/elements.html"]),
    FormatDescriptor(
      id: .mkv, summary: "Matroska movie", uti: "org.matroska.mkv", conformsTo: ["public.movie"],
      mimeType: "video/x-matroska", mediaType: .video, extensions: ["mkv", "mk3d"],
      signatures: [.predicate("EBML DocType matroska", firstBytes: [0x1A]) { SignatureChecks.ebmlDocType($0.head) == "matroska" }],
      family: .ebml, references: ["matroska.org/technical/elements.html", "RFC 8794"]),
    FormatDescriptor(
      id: .m2ts, summary: "MPEG-2 transport stream, 192-byte packets (AVCHD)",
      uti: "public.avchd-mpeg-2-transport-stream", conformsTo: ["public.mpeg-2-transport-stream"],
      mimeType: "video/mp2t", mediaType: .video, extensions: ["mts", "m2ts", "m2t"],
      signatures: [.predicate("sync byte 47 every 192 bytes from offset 4") { SignatureChecks.transportStream($0, stride: 192, first: 4) }],
      references: ["Blu-ray/AVCHD BDAV MPEG-2 TS", "Docs/DetectionRules.md \"Formats and media type\""]),
    FormatDescriptor(
      id: .mpegts, summary: "MPEG-2 transport stream", uti: "public.mpeg-2-transport-stream",
      conformsTo: ["public.movie"], mimeType: "video/mp2t", mediaType: .video, extensions: ["ts", "tsv", "tsa"],
      signatures: [.predicate("sync byte 47 every 188 bytes", firstBytes: [0x47]) { SignatureChecks.transportStream($0, stride: 188, first: 0) }],
      references: ["ISO/IEC 13818-1 §2.4.3"]),
    FormatDescriptor(
      id: .mpeg, summary: "MPEG program stream", uti: "public.mpeg", conformsTo: ["public.movie"],
      mimeType: "video/mpeg", mediaType: .video, extensions: ["mpg", "mpeg", "m2p", "vob", "mpe", "m1v", "m2v"],
      signatures: [.bytes([0x00, 0x00, 0x01, 0xBA]), .bytes([0x00, 0x00, 0x01, 0xB3])],
      references: ["ISO/IEC 13818-1 §2.5.3 (pack header)", "ISO/IEC 11172-2 (sequence header)"]),
    FormatDescriptor(
      id: .flv, summary: "Flash video", uti: "com.adobe.flash.video", conformsTo: ["public.movie"],
      mimeType: "video/x-flv", mediaType: .video, extensions: ["flv", "f4v"],
      signatures: [.bytes([0x46, 0x4C, 0x56, 0x01])], references: ["Adobe FLV spec v10.1 §E.2"]),
    FormatDescriptor(
      id: .wmv, summary: "Windows Media video (ASF)", uti: "com.microsoft.windows-media-wmv",
      conformsTo: ["com.microsoft.advanced-systems-format"], mimeType: "video/x-ms-wmv", mediaType: .video,
      extensions: ["wmv"],
      signatures: [.predicate("ASF header with a video stream", firstBytes: [ASFObject.headerGUID[0]!]) { $0.head.matches(ASFObject.headerGUID, at: 0) && $0.fileExtension != "asf" && ASFObject.listsStream($0.head, video: true) }],
      family: .asf, references: ["Microsoft ASF Specification §3.1, §10.4"]),
    FormatDescriptor(
      id: .wma, summary: "Windows Media audio (ASF)", uti: "com.microsoft.windows-media-wma",
      conformsTo: ["public.audio", "com.microsoft.advanced-systems-format"], mimeType: "audio/x-ms-wma", mediaType: .audio,
      extensions: ["wma"],
      signatures: [.predicate("ASF header with audio and no video stream", firstBytes: [ASFObject.headerGUID[0]!]) { $0.head.matches(ASFObject.headerGUID, at: 0) && $0.fileExtension != "asf" && !ASFObject.listsStream($0.head, video: true) && ASFObject.listsStream($0.head, video: false) }],
      family: .asf, references: ["Microsoft ASF Specification §3.1, §10.4"]),
    FormatDescriptor(
      id: .asf, summary: "Advanced Systems Format", uti: "com.microsoft.advanced-systems-format",
      conformsTo: ["public.movie"], mimeType: "video/x-ms-asf", mediaType: .video, extensions: ["asf"],
      signatures: [.bytes(ASFObject.headerGUID)], family: .asf, references: ["Microsoft ASF Specification §3.1"]),
    FormatDescriptor(
      id: .ogv, summary: "Ogg video (Theora)", uti: "org.xiph.ogv", conformsTo: ["public.movie"],
      mimeType: "video/ogg", mediaType: .video, extensions: ["ogv", "ogg", "ogm"],
      signatures: [.predicate("Ogg whose first stream is Theora or a Skeleton", firstBytes: [UInt8(ascii: "O")]) { ["theora", "skeleton"].contains(SignatureChecks.oggCodec($0.head)) }],
      family: .ogg, references: ["RFC 3533", "Theora spec §6.2"]),
    FormatDescriptor(
      id: .dv, summary: "DV video", uti: "public.dv-movie", conformsTo: ["public.movie"],
      mimeType: "video/x-dv", mediaType: .video, extensions: ["dv", "dif"],
      signatures: [.bytes([0x1F, 0x07, 0x00])], references: ["IEC 61834 DIF header", "libmagic animation"]),
    FormatDescriptor(
      id: .wtv, summary: "Windows Recorded TV", uti: "com.microsoft.wtv", conformsTo: ["public.movie"],
      mimeType: "video/x-ms-wtv", mediaType: .video, extensions: ["wtv"],
      signatures: [.bytes(WTVFileSystem.signature)],
      references: ["ExifTool %magicNumber WTV, WTV.pm", "wiki.multimedia.cx WTV"]),
    FormatDescriptor(
      id: .mxf, summary: "Material Exchange Format", uti: "org.smpte.mxf", conformsTo: ["public.movie"],
      mimeType: "application/mxf", mediaType: .video, extensions: ["mxf"],
      signatures: [.bytes([0x06, 0x0E, 0x2B, 0x34, 0x02, 0x05, 0x01, 0x01, 0x0D, 0x01, 0x02])],
      references: ["SMPTE 377M"]),
    FormatDescriptor(
      id: .r3d, summary: "RED camera RAW video", uti: "com.red.r3d", conformsTo: ["public.movie"],
      mimeType: "video/x-red-r3d", mediaType: .video, extensions: ["r3d"],
      signatures: [.ascii("RED1", at: 4), .ascii("RED2", at: 4)], references: ["ExifTool Red.pm"]),
    FormatDescriptor(
      id: .fli, summary: "Autodesk FLI/FLC animation", uti: "com.autodesk.fli", conformsTo: ["public.movie"],
      mimeType: "video/x-fli", mediaType: .video, extensions: ["fli", "flc"],
      signatures: [
        .predicate("magic AF11/AF12 at 4 and colour depth 8 at 12") { input in
          let magic = input.head.integer(at: 4, as: UInt16.self, endianness: .little)
          return (magic == 0xAF11 || magic == 0xAF12)
            && input.head.integer(at: 12, as: UInt16.self, endianness: .little) == 8
        }
      ],
      references: ["libmagic animation (FLI/FLC)", "Autodesk FLC file format"]),
  ]
}
