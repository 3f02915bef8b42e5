/// Locates and verifies the video of a Google Motion Photo (or legacy MicroVideo) still.
///
/// ```
/// Motion Photo 1.0: XMP GCamera:MotionPhoto = 1 and a Container:Directory whose items follow
/// the primary image in order, each item = Length bytes + Padding bytes:
///   [primary][P0][item 1][P1] ... [video][Pv] ... [last item][Plast] = end of file
///   video offset = file size − Σ(Length + Padding of the items after it) − Padding(video)
///                  − Length(video)          (Padding(video) is normally 0)
/// Legacy (MVIMG, Motion Photos v0): GCamera:MicroVideo = 1, GCamera:MicroVideoOffset =
///   bytes from the start of the MP4 to the end of the file: offset = file size − MicroVideoOffset
/// The MP4 starts with a FileTypeBox: u32be size, "ftyp" at offset + 4.
/// ```
/// Spec: Android Motion Photo format 1.0 (developer.android.com/media/platform/motion-photo-format);
/// ExifTool `XMP2.pl` (GCamera MicroVideo*); `Docs/DetectionRules.md` "Motion photos" (the arithmetic, the
/// "verify ftyp" rule, and the bounded-scan fallback after the JPEG EOI).
///
/// An offset is believed only when an `ftyp` box sits there. When every XMP offset misses,
/// a bounded scan after the image data looks for the box; when that fails too, the claim
/// becomes a diagnostic and no fact.
enum GoogleMotionPhoto {
  /// The most the fallback scan reads.
  static let maxScanBytes = 64 << 20

  /// The XMP facts ``locate(source:facts:directory:scanFrom:)`` reads (`FactReaders`).
  static let requires: [FactKey] = [
    .xmpGCameraMotionPhoto, .xmpGCameraMicroVideo, .xmpGCameraMicroVideoOffset,
  ]

  enum Outcome: Sendable, Hashable {
    /// The XMP claims no motion photo.
    case notClaimed
    /// A video was found at `offset`; `description` says how.
    case verified(offset: Int, description: String, source: String)
    /// The XMP claims one, but the bytes that would prove it were not readable (fast path).
    case notReadable
    /// The XMP claims one, but no `ftyp` box was found.
    case unverified(String)
  }

  /// Checks the claim of the XMP facts already recorded (`XMP.GCamera.*`) against the file,
  /// with `directory` parsed from the same packet; `scanFrom` is where the image data ends
  /// as far as the caller knows (after the scan of the primary, after the last MPF image).
  static func locate(
    source: ByteSource, facts: MediaFacts, directory: ContainerDirectory?, scanFrom: Int?
  ) -> Outcome {
    let motionPhoto = facts[.xmpGCameraMotionPhoto]?.value.int == 1
    let microVideo = facts[.xmpGCameraMicroVideo]?.value.int == 1
    let videoItem = directory?.index(ofSemantic: "MotionPhoto")
    guard motionPhoto || microVideo || videoItem != nil else { return .notClaimed }

    var candidates: [(offset: Int, description: String, source: String)] = []
    if let directory, let k = videoItem {
      for offset in containerOffsets(directory, videoIndex: k, fileSize: source.size) {
        candidates.append(
          (
            offset, "Google Motion Photo at offset \(offset)",
            "XMP Container:Directory item \(k) MotionPhoto"
          ))
      }
    }
    if microVideo, let distance = facts[.xmpGCameraMicroVideoOffset]?.value.int,
      distance > 0, distance <= source.size
    {
      let offset = source.size - distance
      candidates.append(
        (
          offset, "Google Motion Photo at offset \(offset) (MicroVideoOffset \(distance))",
          "XMP GCamera:MicroVideoOffset"
        ))
    }
    for candidate in candidates where EmbeddedMovie.hasFileTypeBox(source, at: candidate.offset) {
      return .verified(
        offset: candidate.offset, description: candidate.description, source: candidate.source)
    }
    if source.limitedToHead && !source.headIsWholeFile { return .notReadable }
    let stated = candidates.map { String($0.offset) }.joined(separator: ", ")
    if let start = scanFrom,
      let found = EmbeddedMovie.scan(source, from: start, maxBytes: maxScanBytes)
    {
      let note = stated.isEmpty ? "no XMP offset" : "XMP offset \(stated) holds no ftyp box"
      return .verified(
        offset: found,
        description: "Google Motion Photo at offset \(found) (found by scan; \(note))",
        source: "ftyp scan after the image data")
    }
    return .unverified(
      stated.isEmpty
        ? "XMP declares a motion photo but gives no video offset, and no ftyp box follows the image"
        : "XMP declares a motion photo but no ftyp box sits at offset \(stated), and none follows the image"
    )
  }

  /// The candidate offsets of item `videoIndex`: with and without its own padding (writers
  /// disagree on whether the video's Padding lies after it), nil-free and inside the file.
  static func containerOffsets(_ directory: ContainerDirectory, videoIndex k: Int, fileSize: Int)
    -> [Int]
  {
    func valid(_ n: Int?) -> Int? {
      guard let n else { return 0 }
      return (0...fileSize).contains(n) ? n : nil
    }
    guard k < directory.items.count, let length = valid(directory.items[k].length), length > 0,
      let ownPadding = valid(directory.items[k].padding)
    else { return [] }
    var after = 0
    for item in directory.items[(k + 1)...] {
      guard let l = valid(item.length), let p = valid(item.padding) else { return [] }
      after += l + p
      guard after <= fileSize else { return [] }
    }
    var offsets: [Int] = []
    let withPadding = fileSize - after - ownPadding - length
    let withoutPadding = fileSize - after - length
    for offset in [withPadding, withoutPadding] where offset >= 0 && !offsets.contains(offset) {
      offsets.append(offset)
    }
    return offsets
  }
}
