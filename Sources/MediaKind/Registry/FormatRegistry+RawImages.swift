// Camera RAW formats and TIFF, in match order: magic-number RAWs first, then TIFF-based RAWs
// decided by IFD0 DNGVersion and Make (then extension), then plain TIFF last.
// Sources: ExifTool `%magicNumber` and `GetFileType` TIFF handling, `Docs/DetectionRules.md` "Formats and media type" and "RAW"; UTIs from osxphotos `uti.py`; extensions from immich-go `supported.go`.
extension FormatRegistry {
  private static func raw(
    _ id: FormatID, _ summary: String, uti: UniformTypeIdentifier, mime: String,
    extensions: [String], signatures: [Signature], family: FormatFamily = .tiff,
    references: [String]
  ) -> FormatDescriptor {
    FormatDescriptor(
      id: id, summary: summary, uti: uti,
      conformsTo: uti == "com.adobe.raw-image" ? ["public.camera-raw-image"] : ["public.camera-raw-image"],
      mimeType: mime, mediaType: .image, extensions: extensions, signatures: signatures,
      family: family, isRaw: true, references: references)
  }

  static let rawImages: [FormatDescriptor] = [
    raw(.cr3, "Canon RAW 3", uti: "com.canon.cr3-raw-image", mime: "image/x-canon-cr3",
        extensions: ["cr3"], signatures: [.brands("ftyp brand crx", ["crx "])],
        family: .isobmff, references: ["ExifTool %magicNumber CR3", "Docs/DetectionRules.md \"Formats and media type\""]),
    raw(.crw, "Canon RAW (CIFF)", uti: "com.canon.crw-raw-image", mime: "image/x-canon-crw",
        extensions: ["crw"], signatures: [.ascii("HEAPCCDR", at: 6)],
        family: .opaque, references: ["ExifTool CanonRaw.pm"]),
    raw(.raf, "Fujifilm RAW", uti: "com.fuji.raw-image", mime: "image/x-fuji-raf",
        extensions: ["raf"], signatures: [.ascii("FUJIFILMCCD-RAW")],
        family: .opaque, references: ["ExifTool FujiFilm.pm"]),
    raw(.x3f, "Sigma/Foveon RAW", uti: "com.sigma.raw-image", mime: "image/x-sigma-x3f",
        extensions: ["x3f"], signatures: [.ascii("FOVb")],
        family: .opaque, references: ["ExifTool SigmaRaw.pm"]),
    raw(.mrw, "Minolta RAW", uti: "com.konicaminolta.raw-image", mime: "image/x-minolta-mrw",
        extensions: ["mrw"], signatures: [.bytes([0x00, 0x4D, 0x52, 0x4D])],
        family: .opaque, references: ["ExifTool MinoltaRaw.pm"]),
    raw(.kyoceraRaw, "Kyocera/Contax RAW", uti: "com.kyocera.raw-image", mime: "image/x-kyocera-raw",
        extensions: ["raw"], signatures: [.ascii("ARECOYK", at: 0x19)],
        family: .opaque, references: ["ExifTool KyoceraRaw.pm"]),
    raw(.orf, "Olympus RAW", uti: "com.olympus.raw-image", mime: "image/x-olympus-orf",
        extensions: ["orf", "ori"],
        signatures: [.ascii("IIRO"), .ascii("IIRS"), .ascii("MMOR")],
        references: ["ExifTool %magicNumber ORF"]),
    raw(.rw2, "Panasonic RAW", uti: "com.panasonic.rw2-raw-image", mime: "image/x-panasonic-rw2",
        extensions: ["rw2", "rwl", "raw"], signatures: [.bytes([0x49, 0x49, 0x55, 0x00])],
        references: ["ExifTool %magicNumber RW2"]),
    raw(.cr2, "Canon RAW 2", uti: "com.canon.cr2-raw-image", mime: "image/x-canon-cr2",
        extensions: ["cr2"],
        signatures: [
          .predicate("TIFF header with \"CR\" at offset 8", firstBytes: SignatureChecks.tiffFirstBytes) { input in
            TIFFWalker(bytes: input.head) != nil && input.head.matches(ascii: "CR", at: 8)
          }
        ],
        references: ["ExifTool %magicNumber CR2"]),
    raw(.dng, "Adobe Digital Negative", uti: "com.adobe.raw-image", mime: "image/x-adobe-dng",
        extensions: ["dng"],
        signatures: [
          .predicate("TIFF whose IFD0 has DNGVersion (0xC612)", firstBytes: SignatureChecks.tiffFirstBytes) { $0.tiffIFD0?[0xC612] != nil },
          .scored("TIFF named .dng", firstBytes: SignatureChecks.tiffFirstBytes) { SignatureChecks.tiffRaw($0, make: [], extensions: ["dng"]) },
        ],
        references: ["Adobe DNG Specification 1.7 §\"DNGVersion\"", "Docs/DetectionRules.md \"RAW\""]),
    raw(.nrw, "Nikon RAW (Coolpix)", uti: "com.nikon.nrw-raw-image", mime: "image/x-nikon-nrw",
        extensions: ["nrw"],
        signatures: [.scored("TIFF, Make NIKON, named .nrw", firstBytes: SignatureChecks.tiffFirstBytes) { input in
          input.fileExtension == "nrw" ? SignatureChecks.tiffRaw(input, make: ["NIKON"], extensions: ["nrw"]) : 0
        }],
        references: ["ExifTool Nikon.pm"]),
    raw(.nef, "Nikon RAW", uti: "com.nikon.raw-image", mime: "image/x-nikon-nef",
        extensions: ["nef"],
        signatures: [.scored("TIFF with IFD0 Make NIKON", firstBytes: SignatureChecks.tiffFirstBytes) { SignatureChecks.tiffRaw($0, make: ["NIKON"], extensions: ["nef"]) }],
        references: ["ExifTool Nikon.pm"]),
    raw(.sr2, "Sony RAW (SR2)", uti: "com.sony.sr2-raw-image", mime: "image/x-sony-sr2",
        extensions: ["sr2"],
        signatures: [.scored("TIFF, Make SONY, named .sr2", firstBytes: SignatureChecks.tiffFirstBytes) { input in
          input.fileExtension == "sr2" ? SignatureChecks.tiffRaw(input, make: ["SONY"], extensions: ["sr2"]) : 0
        }],
        references: ["ExifTool Sony.pm"]),
    raw(.arw, "Sony RAW", uti: "com.sony.arw-raw-image", mime: "image/x-sony-arw",
        extensions: ["arw", "srf"],
        signatures: [.scored("TIFF with IFD0 Make SONY", firstBytes: SignatureChecks.tiffFirstBytes) { SignatureChecks.tiffRaw($0, make: ["SONY"], extensions: ["arw", "srf"]) }],
        references: ["ExifTool Sony.pm"]),
    raw(.pef, "Pentax RAW", uti: "com.pentax.raw-image", mime: "image/x-pentax-pef",
        extensions: ["pef"],
        signatures: [.scored("TIFF with IFD0 Make PENTAX/RICOH", firstBytes: SignatureChecks.tiffFirstBytes) { SignatureChecks.tiffRaw($0, make: ["PENTAX", "RICOH", "ASAHI"], extensions: ["pef"]) }],
        references: ["ExifTool Pentax.pm"]),
    raw(.srw, "Samsung RAW", uti: "com.samsung.raw-image", mime: "image/x-samsung-srw",
        extensions: ["srw"],
        signatures: [.scored("TIFF with IFD0 Make SAMSUNG", firstBytes: SignatureChecks.tiffFirstBytes) { SignatureChecks.tiffRaw($0, make: ["SAMSUNG"], extensions: ["srw"]) }],
        references: ["ExifTool Samsung.pm"]),
    raw(.hasselblad3FR, "Hasselblad RAW", uti: "com.hasselblad.3fr-raw-image", mime: "image/x-hasselblad-3fr",
        extensions: ["3fr", "fff"],
        signatures: [.scored("TIFF with IFD0 Make Hasselblad", firstBytes: SignatureChecks.tiffFirstBytes) { SignatureChecks.tiffRaw($0, make: ["HASSELBLAD"], extensions: ["3fr", "fff"]) }],
        references: ["ExifTool Hasselblad tables"]),
    raw(.iiq, "Phase One RAW", uti: "com.phaseone.raw-image", mime: "image/x-phaseone-iiq",
        extensions: ["iiq"],
        signatures: [.scored("TIFF with IFD0 Make Phase One/Leaf", firstBytes: SignatureChecks.tiffFirstBytes) { SignatureChecks.tiffRaw($0, make: ["PHASE ONE", "LEAF"], extensions: ["iiq"]) }],
        references: ["ExifTool PhaseOne.pm"]),
    raw(.erf, "Epson RAW", uti: "com.epson.raw-image", mime: "image/x-epson-erf",
        extensions: ["erf"],
        signatures: [.scored("TIFF with IFD0 Make SEIKO EPSON", firstBytes: SignatureChecks.tiffFirstBytes) { SignatureChecks.tiffRaw($0, make: ["SEIKO EPSON", "EPSON"], extensions: ["erf"]) }],
        references: ["ExifTool %magicNumber (TIFF-based)"]),
    raw(.dcr, "Kodak RAW", uti: "com.kodak.raw-image", mime: "image/x-kodak-dcr",
        extensions: ["dcr", "kdc"],
        signatures: [.scored("TIFF with IFD0 Make Kodak", firstBytes: SignatureChecks.tiffFirstBytes) { SignatureChecks.tiffRaw($0, make: ["KODAK", "EASTMAN KODAK"], extensions: ["dcr", "kdc"]) }],
        references: ["ExifTool Kodak.pm"]),
    FormatDescriptor(
      id: .tiff, summary: "TIFF image", uti: "public.tiff", conformsTo: ["public.image"],
      mimeType: "image/tiff", mediaType: .image, extensions: ["tif", "tiff", "btf", "tf8"],
      signatures: [
        // Weaker than a RAW's Make or extension: every TIFF-based RAW starts the same way.
        .scored("II*\\0 / MM\\0* (BigTIFF: II+\\0 / MM\\0+), weaker than any TIFF-based RAW") { input in
          let h = input.head
          return h.matches([0x49, 0x49, 0x2A, 0x00], at: 0) || h.matches([0x4D, 0x4D, 0x00, 0x2A], at: 0)
            || h.matches([0x49, 0x49, 0x2B, 0x00], at: 0) || h.matches([0x4D, 0x4D, 0x00, 0x2B], at: 0)
            ? 40 : 0
        }
      ],
      family: .tiff, references: ["TIFF 6.0 §2", "BigTIFF"]),
  ]
}
