/// ISO BMFF files: HEIF/HEIC/AVIF stills and sequences, QuickTime movies, MP4/M4A/M4V/3GP
/// and Canon CR3.
///
/// ```
/// top level (walked by seeking over box sizes; mdat is never read):
///   ftyp                       brands (the registry already used them)
///   meta  (hdlr 'pict')        HEIF items → size, rotation, Exif, XMP, aux images, groups
///   moov                       QuickTime/MP4 movie → duration, tracks, keys, udta
///   mdat                       media data (skipped)
///   mpvd                       HEIF motion photo: an MP4 after the image data
///   uuid BE7ACFCB-…            XMP packet
/// ```
/// Spec: ISO/IEC 14496-12 (ISO BMFF), ISO/IEC 23008-12 (HEIF), AV1 Image File Format,
/// Apple QuickTime File Format; ExifTool `QuickTime.pm` for QuickTime keys, user data,
/// `mpvd` and the MP4-without-video rule; `Docs/DetectionRules.md` "Formats and media type", "Where metadata lives", "Pixel size", "Duration", "Capture date", "Location", "Live Photo", "Motion photos", "HDR and gain maps", "Depth effect", "Spatial media", "Slow motion", "Time-lapse", "Cinematic video" and "Animated images".
///
/// Facts it records (besides the typed fields of ``MediaFacts``):
/// `HEIF.ItemTypes`, `HEIF.PrimaryItemType`, `HEIF.ImageSize`, `HEIF.Rotation`,
/// `HEIF.AuxiliaryTypes`, `HEIF.StereoPair`, `HEIF.Sequence.FrameCount`,
/// `Color.TransferCharacteristics`, `MotionPhoto.Video`, `QuickTime.HandlerTypes`,
/// `QuickTime.VideoCodec`, `QuickTime.VideoFrameRate`, `QuickTime.Rotation`,
/// `QuickTime.Video.TransferCharacteristics`, `QuickTime.Keys.<key>`,
/// `QuickTime.TrackKeys.<key>`, `QuickTime.MetadataKeys`, `QuickTime.SpatialVideo`,
/// `QuickTime.Spherical`, `QuickTime.CreateDate`, `QuickTime.UserData.*`, and the EXIF/XMP
/// facts of the payload decoders.
///
/// `meta` and `moov` are read into memory whole (up to ``ReadBudget/maxPayload``) or not at
/// all: in the fast path, a box that does not fit in the head gives no facts, so the fast
/// path under-reports but never reports something a partial box got wrong.
struct ISOBMFFProbe: Probe {
  let id = "isobmff"

  /// The XMP `uuid` box type (Adobe XMP Specification Part 3 §1.1.4).
  static let xmpUUID: [UInt8] = [
    0xBE, 0x7A, 0xCF, 0xCB, 0x97, 0xA9, 0x42, 0xE8, 0x9C, 0x71, 0x99, 0x94, 0x91, 0xE3, 0xAF, 0xAC,
  ]

  func accepts(_ format: FormatDescriptor) -> Bool { format.family == .isobmff }

  func run(on input: ProbeInput, into facts: inout MediaFacts) {
    var walker = BoxWalker(budget: input.budget)
    let boxes = walker.topLevelBoxes(of: input.source)
    if let last = boxes.last, last.isTruncated {
      facts.integrity(
        .truncated, at: "ISOBMFF top-level '\(last.type)' at offset \(last.offset)",
        "declares more than the \(input.source.size - last.offset) bytes left in the file")
    } else if walker.topLevelEndsAtFileEnd {
      facts.integrity(
        .complete, at: "ISOBMFF top-level boxes",
        "\(boxes.count) boxes end at the end of the file (\(input.source.size) bytes)")
    }

    if let header = boxes.first(where: { $0.type == "meta" }),
      let meta = walker.load(header, from: input.source)
    {
      readHEIF(meta: meta, input: input, walker: &walker, into: &facts)
    }
    if let header = boxes.first(where: { $0.type == "moov" }),
      let moov = walker.load(header, from: input.source)
    {
      readMovie(moov: moov, input: input, walker: &walker, into: &facts)
    } else if input.source.limitedToHead, !input.source.headIsWholeFile, input.format.id == .mp4,
      PathParts.fileExtension(of: input.fileName) == "m4a"
    {
      // The fast path cannot see a `moov` written after the media data, so the tracks are
      // unknown; a generic-brand MP4 named `.m4a` is then taken for the audio it is named as
      // (the name is the only evidence left; the thorough path reads the tracks).
      facts.refine(to: .mp4Audio, because: "a generic MP4 whose tracks lie past the head, named .m4a")
      facts.record(.quickTimeTypeFromName, .string("m4a"), at: "file name (moov past the head)")
    }
    for header in boxes {
      switch header.type {
      case "mpvd":
        readMotionPhotoVideo(header, source: input.source, into: &facts)
      case "uuid" where header.userType == Self.xmpUUID:
        if let box = walker.load(header, from: input.source) {
          XMPPacket.decode(Array(box.payload), location: "uuid XMP", into: &facts)
        }
      default:
        break
      }
    }
    // Samsung cameras append their SEF trailer to MP4 videos too (slow-motion blocks); the
    // trailer ends the file, so only the thorough path (or a file inside the head) sees it.
    if input.format.mediaType == .video {
      SamsungSEF.decode(input.source, location: "Samsung SEF trailer", into: &facts)
    }
    for message in walker.diagnostics { facts.diagnose(message) }
  }

  /// A top-level `mpvd` box whose payload starts with a real `ftyp` box: the video of a
  /// HEIF motion photo (ExifTool `QuickTime.pm` `mpvd` → MotionPhotoVideo;
  /// `Docs/DetectionRules.md` "Motion photos").
  func readMotionPhotoVideo(_ header: BoxHeader, source: ByteSource, into facts: inout MediaFacts) {
    guard header.payloadSize >= 16 else { return }
    let start = source.read(at: header.payloadStart, count: 16)
    guard start.count == 16, start.matches(ascii: "ftyp", at: 4),
      let size = start.integer(at: 0, as: UInt32.self),
      size >= 16, Int(size) <= header.payloadSize
    else { return }
    facts.record(
      .motionPhotoVideo, .string("HEIF mpvd at offset \(header.offset)"),
      at: "mpvd at offset \(header.offset)")
  }
}
