/// What one `trak` says: header, media time scale and duration, handler, sample entries,
/// sample count, and its own `meta` box.
///
/// ```
/// trak
/// ├─ tkhd                          TrackHeader
/// ├─ edts/elst                     EditList
/// ├─ meta                          track-level metadata (QuickTime keys/ilst)
/// └─ mdia
///    ├─ mdhd                       MediaHeader
///    ├─ hdlr                       HandlerBox ('vide' 'soun' 'pict' 'meta' ...)
///    └─ minf
///       └─ stbl
///          ├─ stsd                 FullBox, u32 entry_count, SampleEntry boxes
///          ├─ stsz                 FullBox, u32 sample_size, u32 sample_count, [u32 sizes]
///          ├─ stz2                 FullBox, u24 reserved, u8 field_size, u32 sample_count
///          └─ stts                 FullBox, u32 entry_count, {u32 sample_count, u32 delta}*
/// ```
/// Spec: ISO/IEC 14496-12 §8.3.1, §8.4, §8.5.2, §8.6.1.2, §8.7.3; Apple QTFF "Track Atoms".
struct TrackBox {
  var header: TrackHeader?
  var media: MediaHeader?
  var handler: FourCC?
  var sampleEntries: [SampleEntry] = []
  /// Samples according to `stsz`/`stz2`.
  var sampleCount: Int?
  /// Samples and total duration (media time scale) according to `stts`.
  var timeToSampleCount: Int?
  var timeToSampleDuration: UInt64?
  /// The track's `meta` box, if any.
  var meta: Box?
  /// The track's edit list (`edts/elst`), if any.
  var editList: EditList?

  /// Sample entry formats of still pictures: a `vide` track of one such sample is cover art
  /// (audiobook and podcast writers store the cover that way), not a video.
  static let stillPictureFormats: Set<FourCC> = ["jpeg", "png ", "PNG ", "gif ", "bmp "]

  /// Whether the track is a cover picture: handler `vide`, one sample of a still-picture
  /// format.
  var isCoverPicture: Bool {
    guard handler == "vide", let entry = sampleEntries.first else { return false }
    return Self.stillPictureFormats.contains(entry.format) && (samples ?? 0) <= 1
  }

  /// Whether the track is a video: handler `vide` with a sample entry, and not a cover
  /// picture. Text and chapter, timecode, metadata, hint and subtitle tracks never are
  /// (Docs/AddingAFormat.md, "Audio or video: only a video stream makes a video").
  var isVideo: Bool { handler == "vide" && !sampleEntries.isEmpty && !isCoverPicture }

  init(_ trak: Box, walker: inout BoxWalker) {
    let children = walker.children(of: trak)
    if let tkhd = children.first(where: { $0.type == "tkhd" }) {
      header = Self.parse(tkhd, walker: &walker) { box throws(ParseError) in try TrackHeader(parsing: box) }
    }
    meta = children.first { $0.type == "meta" }
    if let edts = children.first(where: { $0.type == "edts" }), let elst = walker.child("elst", of: edts) {
      editList = Self.parse(elst, walker: &walker) { box throws(ParseError) in try EditList(parsing: box) }
    }
    guard let mdia = children.first(where: { $0.type == "mdia" }) else { return }
    let mediaChildren = walker.children(of: mdia)
    if let mdhd = mediaChildren.first(where: { $0.type == "mdhd" }) {
      media = Self.parse(mdhd, walker: &walker) { box throws(ParseError) in try MediaHeader(parsing: box) }
    }
    if let hdlr = mediaChildren.first(where: { $0.type == "hdlr" }) {
      handler = Self.parse(hdlr, walker: &walker) { box throws(ParseError) in try HandlerBox(parsing: box) }?.handlerType
    }
    guard let minf = mediaChildren.first(where: { $0.type == "minf" }),
      let stbl = walker.child("stbl", of: minf)
    else { return }
    for box in walker.children(of: stbl) {
      switch box.type {
      case "stsd":
        readSampleDescriptions(box, walker: &walker)
      case "stsz":
        var r = box.reader(skipping: 8)
        if let count = try? r.readInteger(as: UInt32.self) { sampleCount = Int(count) }
      case "stz2":
        var r = box.reader(skipping: 8)
        if let count = try? r.readInteger(as: UInt32.self) { sampleCount = Int(count) }
      case "stts":
        readTimeToSample(box)
      default:
        break
      }
    }
  }

  /// The sample-entry layout for this track's handler.
  var layout: SampleEntry.Layout {
    switch handler {
    case "vide", "pict", "auxv": .visual
    case "soun": .audio
    case "meta": .metadata
    default: .other
    }
  }

  /// The track duration in seconds: `mdhd` first, else `tkhd` in the movie time scale.
  func seconds(movieTimescale: UInt32?) -> Double? {
    if let value = media?.seconds, value > 0 { return value }
    if let duration = header?.duration, let scale = movieTimescale, scale > 0, duration > 0 {
      return Double(duration) / Double(scale)
    }
    if let duration = timeToSampleDuration, let scale = media?.timescale, scale > 0, duration > 0 {
      return Double(duration) / Double(scale)
    }
    return nil
  }

  /// Samples in the track: `stsz` first, else the `stts` total.
  var samples: Int? { sampleCount ?? timeToSampleCount }

  private mutating func readSampleDescriptions(_ stsd: Box, walker: inout BoxWalker) {
    let layout = self.layout
    var entries: [SampleEntry] = []
    for box in walker.children(of: stsd, skipping: 8) {
      entries.append(SampleEntry(box, layout: layout, walker: &walker))
    }
    sampleEntries = entries
  }

  private mutating func readTimeToSample(_ stts: Box) {
    var r = stts.reader(skipping: 4)
    guard let declared = try? r.readInteger(as: UInt32.self) else { return }
    // Each entry takes 8 bytes, so the payload bounds the loop whatever the count says.
    let count = min(Int(declared), r.remaining / 8)
    var samples = 0
    var duration: UInt64 = 0
    for _ in 0..<count {
      guard let n = try? r.readInteger(as: UInt32.self),
        let delta = try? r.readInteger(as: UInt32.self)
      else { break }
      samples = samples.addingReportingOverflow(Int(n)).partialValue
      let (product, overflow1) = UInt64(n).multipliedReportingOverflow(by: UInt64(delta))
      let (sum, overflow2) = duration.addingReportingOverflow(product)
      guard !overflow1, !overflow2 else { return }
      duration = sum
    }
    timeToSampleCount = samples
    timeToSampleDuration = duration
  }

  private static func parse<T>(
    _ box: Box, walker: inout BoxWalker, _ body: (Box) throws(ParseError) -> T
  ) -> T? {
    do {
      return try body(box)
    } catch {
      walker.diagnose(.malformed, at: "ISOBMFF", "'\(box.type)' at offset \(box.filePosition): \(BoxWalker.describe(error))")
      return nil
    }
  }
}
