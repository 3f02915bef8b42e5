/// QuickTime/MP4 movies, HEIF/AVIF image sequences and CR3: what `moov` says.
///
/// ```
/// mvhd                    duration / timescale → duration (mvex/mehd when fragmented);
///                         creation_time (fallback date)
/// trak 'vide' (first)     tkhd width/height (16.16) and matrix → size, quarter turns
///                         stsz sample_count / (mdhd duration / timescale) → frame rate
///                         trak/meta keys → QuickTime.TrackKeys.*
///                         stsd hvc1: lhvC + vexu(cams/blin) + hfov, prji absent or 'rect'
///                         → spatial video; sv3d/st3d → spherical
/// trak 'pict' (first)     image sequence: frames, duration, size
/// trak 'meta' stsd mebx   keyd keys → QuickTime.MetadataKeys
/// meta (hdlr 'mdta')      keys + ilst → QuickTime.Keys.*, date, place, camera, content id
/// udta                    ©xyz loci ©mak ©mod ©day XMP_
/// technical facts         ISOBMFFProbe+Technical.swift
/// ```
/// Spec: ISO/IEC 14496-12 §8.2–§8.7; Apple QTFF "Movie Atoms", "Metadata"; Apple "Stereo
/// Video ISOBMFF/QTFF Extensions" (vexu, hfov); Google Spherical Video V2 (sv3d, st3d);
/// ExifTool `QuickTime.pm` (`ProcessMOV`: MP4 with a `soun` but no `vide` handler is audio;
/// `%QuickTime::Keys`, `VideoKeys`); `Docs/DetectionRules.md` "QuickTime and MP4 metadata", "Pixel size", "Duration", "Capture date", "Location", "Live Photo", "Spatial media", "Slow motion", "Time-lapse", "Cinematic video" and "Animated images".
extension ISOBMFFProbe {
  func readMovie(
    moov: Box, input: ProbeInput, walker: inout BoxWalker, into facts: inout MediaFacts
  ) {
    let movie = MovieBox(moov, walker: &walker)
    let format = input.format
    let timescale = movie.header?.timescale

    var handlers: [String] = []
    for track in movie.tracks {
      if let h = track.handler?.description, !handlers.contains(h) { handlers.append(h) }
    }
    if !handlers.isEmpty {
      facts.record(.quickTimeHandlerTypes, .strings(handlers), at: "moov/trak/mdia/hdlr")
    }

    if format.id == .cr3 {
      readCanonRaw(movie, mode: input.mode, walker: &walker, into: &facts)
    } else if format.mediaType == .image {
      readImageSequence(movie, format: format, into: &facts)
    } else {
      if let seconds = movie.seconds {
        facts.duration = seconds
      } else if let longest = movie.tracks.compactMap({ $0.seconds(movieTimescale: timescale) }).max() {
        facts.duration = longest
      }
      if let video = movie.tracks.first(where: { $0.handler == "vide" && !$0.isCoverPicture }) {
        readVideoTrack(video, movieTimescale: timescale, walker: &walker, into: &facts)
        readVideoTechnical(video, walker: &walker, into: &facts)
      }
      if let audio = movie.tracks.first(where: { $0.handler == "soun" && !$0.sampleEntries.isEmpty }) {
        readAudioTechnical(audio, walker: &walker, into: &facts)
      }
    }

    readTimedMetadataKeys(movie, walker: &walker, into: &facts)
    readVideoExtensions(movie, walker: &walker, into: &facts)
    if let meta = movie.meta {
      readMovieKeys(meta, walker: &walker, into: &facts)
    }
    if format.mediaType != .image, let capture = facts[.quickTimeAndroidCaptureFPS]?.value.double {
      facts.technical.captureFrameRate = capture
    }
    if let udta = movie.userData {
      readUserData(udta, walker: &walker, into: &facts)
    }
    for uuid in movie.uuids where uuid.header.userType == Self.xmpUUID {
      XMPPacket.decode(Array(uuid.payload), location: "moov/uuid XMP", into: &facts)
    }
    if format.mediaType != .image, facts.creationDate == nil,
      let created = movie.header?.creationTime, let date = CaptureDate.quickTime(secondsSince1904: created)
    {
      facts.creationDate = date
      facts.record(.quickTimeCreateDate, .string(date), at: "moov/mvhd")
    }
    if format.mediaType != .image, facts.creationDate == nil,
      let text = facts[.quickTimeUserDataDate]?.value.string, let date = CaptureDate.iso(text)
    {
      facts.creationDate = date
    }
    refineFormat(movie, moov: moov, format: format, into: &facts)
  }

  // MARK: - Tracks

  /// The first video track: stored size, matrix rotation, nominal frame rate, track keys.
  private func readVideoTrack(
    _ track: TrackBox, movieTimescale: UInt32?, walker: inout BoxWalker,
    into facts: inout MediaFacts
  ) {
    if let header = track.header, header.width > 0, header.height > 0 {
      facts.pixelWidth = header.width
      facts.pixelHeight = header.height
    } else if let entry = track.sampleEntries.first, let w = entry.width, let h = entry.height,
      w > 0, h > 0
    {
      facts.pixelWidth = w
      facts.pixelHeight = h
    }
    if let header = track.header {
      facts.containerQuarterTurns = header.quarterTurns
      if header.quarterTurns != 0 {
        facts.record(.quickTimeRotation, .int(header.quarterTurns * 90), at: "moov/trak/tkhd matrix")
      }
    }
    if let codec = track.sampleEntries.first?.format {
      facts.record(.quickTimeVideoCodec, .string(codec.description), at: "moov/trak/mdia/minf/stbl/stsd")
    }
    if let rate = Self.nominalFrameRate(track) {
      facts.frameRate = rate
      facts.record(.quickTimeVideoFrameRate, .double(rate), at: "moov/trak(vide) stsz/mdhd")
    }
    if let entry = track.sampleEntries.first, let colr = entry.child("colr") {
      var r = colr.reader()
      if let kind = try? r.fourCC(), kind == "nclx" || kind == "nclc", (try? r.skip(2)) != nil,
        let transfer = try? r.readInteger(as: UInt16.self)
      {
        facts.record(
          .quickTimeVideoTransferCharacteristics, .int(Int(transfer)),
          at: "moov/trak(vide) stsd colr")
      }
    }
    if let meta = track.meta {
      for (key, value) in QuickTimeMetadataReader.items(of: meta, walker: &walker) {
        facts.record(
          .quickTimeTrackKey(key), value, at: "moov/trak(vide)/meta/keys")
        if key == "com.apple.quicktime.camera.lens_model", facts.lensModel == nil,
          case .string(let lens) = value, !lens.isEmpty
        {
          facts.lensModel = lens
        }
      }
    }
  }

  /// Samples per second of media time: `stsz` sample count over the `mdhd` duration
  /// (`Docs/DetectionRules.md` "Slow motion": AVFoundation's nominalFrameRate).
  static func nominalFrameRate(_ track: TrackBox) -> Double? {
    guard let samples = track.samples, samples > 0 else { return nil }
    var seconds = track.media?.seconds ?? 0
    if seconds <= 0, let duration = track.timeToSampleDuration, let scale = track.media?.timescale,
      scale > 0
    {
      seconds = Double(duration) / Double(scale)
    }
    guard seconds > 0 else { return nil }
    let rate = Double(samples) / seconds
    return rate.isFinite && rate > 0 ? rate : nil
  }

  /// HEIF/AVIF image sequences: the `pict` track (or, for a sequence format, the first
  /// video track) gives frames, duration, and the size when no primary item gave one.
  private func readImageSequence(
    _ movie: MovieBox, format: FormatDescriptor, into facts: inout MediaFacts
  ) {
    let sequenceFormats: Set<FormatID> = [.heics, .heifs, .avifs]
    guard
      let track = movie.firstTrack("pict")
        ?? (sequenceFormats.contains(format.id) ? movie.firstTrack("vide") : nil)
    else { return }
    if let samples = track.samples {
      facts.frameCount = samples
      facts.record(.heifSequenceFrameCount, .int(samples), at: "moov/trak(pict) stsz")
    }
    if let seconds = track.seconds(movieTimescale: movie.header?.timescale) ?? movie.seconds,
      seconds > 0
    {
      facts.duration = seconds
    }
    if facts.pixelWidth == nil {
      if let header = track.header, header.width > 0, header.height > 0 {
        facts.pixelWidth = header.width
        facts.pixelHeight = header.height
        facts.containerQuarterTurns = header.quarterTurns
      } else if let entry = track.sampleEntries.first, let w = entry.width, let h = entry.height,
        w > 0, h > 0
      {
        facts.pixelWidth = w
        facts.pixelHeight = h
        facts.containerQuarterTurns = 0
      }
    }
  }

  /// CR3: the largest image any track describes (the full-size JPEG or RAW track), and the
  /// Canon `uuid` box's CMT1 (IFD0 as a TIFF structure). ExifTool `Canon.pm` `%Canon::uuid`.
  private func readCanonRaw(
    _ movie: MovieBox, mode: ClassificationMode, walker: inout BoxWalker,
    into facts: inout MediaFacts
  ) {
    var best: (width: Int, height: Int)?
    for track in movie.tracks {
      for entry in track.sampleEntries {
        guard let w = entry.width, let h = entry.height, w > 0, h > 0 else { continue }
        if best.map({ $0.width * $0.height < w * h }) ?? true { best = (w, h) }
      }
    }
    if let best {
      facts.pixelWidth = best.width
      facts.pixelHeight = best.height
    }
    let canonUUID: [UInt8] = [
      0x85, 0xC0, 0xB6, 0x87, 0x82, 0x0F, 0x11, 0xE0, 0x81, 0x11, 0xF4, 0xCE, 0x46, 0x2B, 0x6A, 0x48,
    ]
    for uuid in movie.uuids where uuid.header.userType == canonUUID {
      if let cmt1 = walker.child("CMT1", of: uuid) {
        ExifPayload.decode(
          Array(cmt1.payload), tiffStart: 0, location: "CR3/CMT1", mode: mode, into: &facts)
      }
    }
  }

  // MARK: - Sample-entry extensions

  /// Keys declared by every `mebx` timed-metadata sample entry, across all tracks.
  private func readTimedMetadataKeys(
    _ movie: MovieBox, walker: inout BoxWalker, into facts: inout MediaFacts
  ) {
    var keys: [String] = []
    for track in movie.tracks {
      for entry in track.sampleEntries where entry.format == "mebx" {
        for key in QuickTimeMetadataReader.timedMetadataKeys(entry, walker: &walker)
        where !keys.contains(key) {
          keys.append(key)
        }
      }
    }
    if !keys.isEmpty {
      facts.record(.quickTimeMetadataKeys, .strings(keys), at: "moov/trak(meta)/stsd/mebx/keys")
    }
  }

  /// Apple spatial video (MV-HEVC with stereo camera metadata) and spherical video, from
  /// the visual sample entries of the video tracks.
  private func readVideoExtensions(
    _ movie: MovieBox, walker: inout BoxWalker, into facts: inout MediaFacts
  ) {
    for track in movie.tracks where track.handler == "vide" {
      for entry in track.sampleEntries {
        if entry.child("sv3d") != nil || entry.child("st3d") != nil {
          facts.record(.quickTimeSpherical, .bool(true), at: "moov/trak(vide)/stsd sv3d/st3d")
        }
        if Self.isSpatialVideo(entry, walker: &walker) {
          facts.record(
            .quickTimeSpatialVideo, .int(1), at: "moov/trak(vide)/stsd/\(entry.format) lhvC+vexu+hfov")
        }
      }
    }
  }

  /// Apple's spatial-video test ([RE] PFMetadataMovie, `Docs/DetectionRules.md` "Spatial media"): an HEVC
  /// entry with a layered configuration (`lhvC`), a stereo baseline (`vexu/…/cams/blin`), a
  /// horizontal field of view (`hfov`), and a projection (`vexu/proj/prji`) that is absent or
  /// rectilinear.
  static func isSpatialVideo(_ entry: SampleEntry, walker: inout BoxWalker) -> Bool {
    guard entry.format == "hvc1" || entry.format == "hev1", entry.child("lhvC") != nil,
      entry.child("hfov") != nil, let vexu = entry.child("vexu"),
      descendant("blin", of: vexu, walker: &walker) != nil
    else { return false }
    if let prji = descendant("prji", of: vexu, walker: &walker) {
      var r = prji.reader(skipping: 4)
      return (try? r.fourCC()) == "rect"
    }
    return true
  }

  /// The first box of type `type` under `box`, descending only into the `vexu` containers
  /// (Apple Stereo Video extensions: eyes, cams, cmfy, proj, pack).
  static func descendant(_ type: FourCC, of box: Box, walker: inout BoxWalker) -> Box? {
    let containers: Set<FourCC> = ["eyes", "cams", "cmfy", "proj", "pack"]
    var queue = [box]
    while !queue.isEmpty {
      let current = queue.removeFirst()
      for child in walker.children(of: current) {
        if child.type == type { return child }
        if containers.contains(child.type) { queue.append(child) }
      }
    }
    return nil
  }

  // MARK: - Metadata

  /// Movie-level QuickTime keys, and the typed facts they carry.
  private func readMovieKeys(_ meta: Box, walker: inout BoxWalker, into facts: inout MediaFacts) {
    for (key, value) in QuickTimeMetadataReader.items(of: meta, walker: &walker) {
      facts.record(.quickTimeKey(key), value, at: "moov/meta/keys")
      guard case .string(let text) = value, !text.isEmpty else { continue }
      switch key {
      case "com.apple.quicktime.creationdate":
        if facts.creationDate == nil, let date = CaptureDate.iso(text) { facts.creationDate = date }
      case "com.apple.quicktime.location.ISO6709":
        if facts.location == nil { facts.location = ISO6709.parse(text) }
      case "com.apple.quicktime.make", "com.android.manufacturer":
        if facts.make == nil { facts.make = text }
      case "com.apple.quicktime.model", "com.android.model":
        if facts.model == nil { facts.model = text }
      case "com.apple.quicktime.content.identifier":
        if facts.contentIdentifier == nil { facts.contentIdentifier = text }
      default:
        break
      }
    }
  }

  /// Classic `udta` atoms: ©xyz and 3GPP loci location, ©mak/©mod camera, ©day date, XMP_.
  private func readUserData(_ udta: Box, walker: inout BoxWalker, into facts: inout MediaFacts) {
    for item in walker.children(of: udta) {
      switch item.type {
      case QuickTimeUserData.location:
        guard let text = QuickTimeUserData.text(of: item, walker: &walker) else { continue }
        facts.record(.quickTimeUserDataGPSCoordinates, .string(text), at: "moov/udta/©xyz")
        if facts.location == nil { facts.location = ISO6709.parse(text) }
      case QuickTimeUserData.make:
        guard let text = QuickTimeUserData.text(of: item, walker: &walker) else { continue }
        facts.record(.quickTimeUserDataMake, .string(text), at: "moov/udta/©mak")
        if facts.make == nil { facts.make = text }
      case QuickTimeUserData.model:
        guard let text = QuickTimeUserData.text(of: item, walker: &walker) else { continue }
        facts.record(.quickTimeUserDataModel, .string(text), at: "moov/udta/©mod")
        if facts.model == nil { facts.model = text }
      case QuickTimeUserData.date:
        guard let text = QuickTimeUserData.text(of: item, walker: &walker) else { continue }
        facts.record(.quickTimeUserDataDate, .string(text), at: "moov/udta/©day")
      case "loci":
        guard let point = QuickTimeUserData.location3GPP(item) else { continue }
        facts.record(
          .quickTimeUserDataLocationInformation,
          .string("\(point.latitude),\(point.longitude)"), at: "moov/udta/loci")
        if facts.location == nil { facts.location = point }
      case "XMP_":
        XMPPacket.decode(Array(item.payload), location: "moov/udta/XMP_", into: &facts)
      case "meta":
        readUserDataItemList(item, walker: &walker, into: &facts)
      default:
        break
      }
    }
  }

  /// `udta/meta` with an iTunes-style item list (`hdlr` 'mdir', `ilst` of items named by their
  /// four bytes, each holding a `data` atom), as Google Pixel exports and MP4 taggers write it:
  /// the place in `©xyz` (ISO 6709), as in `udta/©xyz` (Docs/Library.md, "Where a location
  /// comes from").
  private func readUserDataItemList(_ meta: Box, walker: inout BoxWalker, into facts: inout MediaFacts) {
    let skip = meta.payloadMatches(ascii: "hdlr", at: 4) ? 0 : 4
    guard let ilst = walker.children(of: meta, skipping: skip).first(where: { $0.type == "ilst" }) else { return }
    for item in walker.children(of: ilst) where item.type == QuickTimeUserData.location {
      guard let text = QuickTimeUserData.text(of: item, walker: &walker) else { continue }
      facts.record(.quickTimeUserDataGPSCoordinates, .string(text), at: "moov/udta/meta/ilst/©xyz")
      if facts.location == nil { facts.location = ISO6709.parse(text) }
    }
  }

  // MARK: - Refinement

  /// An MP4 file whose tracks include sound but no video is MPEG-4 audio (ExifTool
  /// `QuickTime.pm`, end of `ProcessMOV`); chapter, text, timecode and metadata tracks and a
  /// cover picture stored as a one-sample `vide` track are not video (`TrackBox.isVideo`,
  /// Docs/AddingAFormat.md, "Audio or video: only a video stream makes a video"). An M4A whose sound entry is FairPlay-protected
  /// (`drms`) is M4P. Only a `moov` read whole can prove a track is absent.
  ///
  /// 3GPP and 3GPP2 files keep their type whatever their tracks: the brand decides, as on
  /// Apple systems (`public.3gpp`/`public.3gpp2` name the container, audio-only or not) and in
  /// ExifTool, which retypes only `iso*`/`dash` MP4s (issue 14).
  private func refineFormat(
    _ movie: MovieBox, moov: Box, format: FormatDescriptor, into facts: inout MediaFacts
  ) {
    guard !moov.header.isTruncated else { return }
    if format.id == .mp4, movie.hasTrack("soun"), !movie.hasVideoTrack {
      facts.refine(to: .mp4Audio, because: "an MP4 with a sound track and no video track is MPEG-4 audio")
    } else if format.id == .m4a,
      movie.tracks.contains(where: { $0.handler == "soun" && $0.sampleEntries.contains { $0.format == "drms" } })
    {
      facts.refine(to: .m4p, because: "an iTunes audio file whose sound track is DRM-protected (drms)")
    }
  }
}
