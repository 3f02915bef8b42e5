/// Iterates the marker segments of one JPEG image in a ``ByteSource``, from just after its SOI
/// up to and including the first SOS (start of scan). Entropy-coded data is never read.
///
/// ```
/// FF D8                      SOI (the caller has checked it; reading starts after it)
/// FF mm u16be len payload    a segment; len counts itself, so payload = len − 2 bytes
/// FF FF                      fill byte before a marker (skipped)
/// FF 01, FF D0..D7           standalone markers without a length (skipped)
/// FF DA len ...              SOS: returned, then iteration stops (scan data follows)
/// FF D9                      EOI: iteration stops
/// anything else              damage: skipped up to the next FF C0..FE (not D0-D8), as
///                            ExifTool (`JPEG.pm` "Missing JPEG marker") and Pillow
///                            (`JpegImagePlugin` "Skipping") do
/// ```
/// Spec: ITU-T T.81 §B.1.1.2-B.1.1.4 (marker and segment syntax), Table B.1 (marker codes).
///
/// Every read goes through the source, so the fast path sees only the head; each segment's
/// payload length is at most 65533 bytes by construction, and the number of segments is
/// capped by `maxSegments`.
struct JPEGSegmentReader {
  /// One marker segment: its marker code and where its payload lies in the file.
  struct Segment: Sendable, Hashable {
    let marker: UInt8
    /// Offset of the segment's `FF`.
    let offset: Int
    /// Offset of the payload (after the 2-byte length field).
    let payloadOffset: Int
    /// Payload length in bytes (the length field minus 2).
    let payloadLength: Int

    /// The offset just past the payload.
    var end: Int { payloadOffset + payloadLength }
  }

  /// Why the iteration ended.
  enum Stop: Sendable, Hashable {
    /// The SOS segment was returned; scan data starts at the associated offset.
    case startOfScan(Int)
    /// EOI at the associated offset, before any scan.
    case endOfImage(Int)
    /// The data ended (or, in the fast path, the head did).
    case endOfData
    /// Something that is not a marker where one belongs, or a bad length.
    case damaged(String)
    /// More segments than the cap.
    case segmentLimit
  }

  let source: ByteSource
  let maxSegments: Int
  private(set) var position: Int
  private(set) var stop: Stop?
  /// What was repaired on the way (skipped damaged bytes).
  private(set) var notes: [String] = []
  private var count = 0
  private var resyncs = 0

  /// How far a damaged stretch is searched for the next marker, and how often.
  static let resyncWindow = 64 * 1024
  static let maxResyncs = 4

  /// A reader whose first marker is expected at `start` (the byte after an SOI).
  init(source: ByteSource, start: Int, maxSegments: Int) {
    self.source = source
    self.position = start
    self.maxSegments = maxSegments
  }

  /// The next segment, or nil once ``stop`` is set.
  mutating func next() -> Segment? {
    guard stop == nil else { return nil }
    var markersSkipped = 0
    while true {
      guard count < maxSegments, markersSkipped < maxSegments else {
        stop = .segmentLimit
        return nil
      }
      let header = source.peek(at: position, count: 4)
      guard header.count >= 2 else {
        stop = .endOfData
        return nil
      }
      let marker = header[1]
      guard header[0] == 0xFF, marker == 0xFF || marker == 0x01 || marker >= 0xC0 else {
        // Not a marker where one belongs (a wrong segment length, a corrupted marker code):
        // skip ahead to the next marker that can start a segment, as ExifTool and Pillow do.
        guard resync() else {
          stop = .damaged("expected a marker at offset \(position)")
          return nil
        }
        markersSkipped += 1
        continue
      }
      if marker == 0xFF {
        position += 1  // fill byte
        markersSkipped += 1
        continue
      }
      if marker == 0xD8 || (0xD0...0xD7).contains(marker) || marker == 0x01 {
        position += 2
        markersSkipped += 1
        continue
      }
      if marker == 0xD9 {
        stop = .endOfImage(position)
        return nil
      }
      guard header.count == 4, let rawLength = header.integer(at: 2, as: UInt16.self) else {
        stop = .endOfData
        return nil
      }
      let length = Int(rawLength)
      guard length >= 2 else {
        stop = .damaged(
          "segment FF\(String(marker, radix: 16, uppercase: true)) at offset \(position) has length \(length)"
        )
        return nil
      }
      count += 1
      let segment = Segment(
        marker: marker, offset: position, payloadOffset: position + 4, payloadLength: length - 2)
      position = segment.end
      if marker == 0xDA { stop = .startOfScan(segment.end) }
      return segment
    }
  }

  /// Skips from a damaged position to the next `FF xx` where `xx` starts a segment (SOFn,
  /// DHT, DAC, SOS, DQT, DRI, APPn, COM, ... or EOI), within ``resyncWindow`` bytes; false
  /// when there is none or ``maxResyncs`` is spent. Each skip leaves a note.
  private mutating func resync() -> Bool {
    guard resyncs < Self.maxResyncs else { return false }
    let start = position
    let window = source.read(at: start, count: Self.resyncWindow)
    var i = 1
    while i + 1 < window.count {
      let next = window[i + 1]
      if window[i] == 0xFF, next >= 0xC0, next != 0xFF, !(0xD0...0xD8).contains(next) {
        resyncs += 1
        position = start + i
        notes.append(
          "skipped \(i) bytes of damaged data at offset \(start) to the marker at \(position)")
        return true
      }
      i += 1
    }
    return false
  }

  /// The payload of `segment`, or nil when it could not be read whole (the file ends early,
  /// or the fast path's head does).
  func payload(of segment: Segment) -> [UInt8]? {
    let bytes = source.read(at: segment.payloadOffset, count: segment.payloadLength)
    return bytes.count == segment.payloadLength ? bytes : nil
  }
}
