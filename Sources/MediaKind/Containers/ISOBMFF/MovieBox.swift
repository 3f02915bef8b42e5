/// What a `moov` box says: the movie header, the tracks in order, and the metadata boxes
/// the probe decodes (`meta` with QuickTime keys, `udta`, XMP `uuid`).
///
/// ```
/// moov
/// ├─ mvhd          MovieHeader
/// ├─ trak*         TrackBox
/// ├─ meta          hdlr 'mdta' + keys + ilst (QuickTime metadata)
/// ├─ udta          ©xyz ©mak ©mod ©day XMP_ meta ...
/// ├─ mvex/mehd     FullBox, fragment_duration u64 (v1) / u32 (v0): fragmented movies
/// └─ uuid*         e.g. XMP BE7ACFCB-97A9-42E8-9C71-999491E3AFAC
/// ```
/// Spec: ISO/IEC 14496-12 §8.1–8.3, §8.8.2 (mehd); Apple QTFF "Movie Atoms", "Metadata".
struct MovieBox {
  var header: MovieHeader?
  var tracks: [TrackBox] = []
  var meta: Box?
  var userData: Box?
  var uuids: [Box] = []
  /// The duration of a fragmented movie (`mvex/mehd`), in the movie time scale.
  var fragmentDuration: UInt64?

  init(_ moov: Box, walker: inout BoxWalker) {
    for box in walker.children(of: moov) {
      switch box.type {
      case "mvhd" where header == nil:
        do {
          header = try MovieHeader(parsing: box)
        } catch {
          walker.diagnose(.malformed, at: "ISOBMFF", "'mvhd' at offset \(box.filePosition): \(BoxWalker.describe(error))")
        }
      case "trak":
        tracks.append(TrackBox(box, walker: &walker))
      case "meta" where meta == nil:
        meta = box
      case "udta" where userData == nil:
        userData = box
      case "uuid":
        uuids.append(box)
      case "mvex":
        if let mehd = walker.child("mehd", of: box) {
          var r = mehd.reader()
          if let version = try? r.readInteger(as: UInt8.self), (try? r.skip(3)) != nil {
            fragmentDuration =
              version == 1
              ? try? r.readInteger(as: UInt64.self)
              : (try? r.readInteger(as: UInt32.self)).map(UInt64.init)
          }
        }
      default:
        break
      }
    }
  }

  /// The first track whose handler is `handler`.
  func firstTrack(_ handler: FourCC) -> TrackBox? {
    tracks.first { $0.handler == handler }
  }

  /// The movie duration in seconds: `mvhd`, else `mehd` for fragmented movies.
  var seconds: Double? {
    if let value = header?.seconds, value > 0 { return value }
    guard let duration = fragmentDuration, duration > 0, let scale = header?.timescale, scale > 0
    else { return nil }
    return Double(duration) / Double(scale)
  }

  /// Whether any track has handler `handler`.
  func hasTrack(_ handler: FourCC) -> Bool { tracks.contains { $0.handler == handler } }

  /// Whether any track is a video (`TrackBox.isVideo`).
  var hasVideoTrack: Bool { tracks.contains { $0.isVideo } }
}
