/// What a `moov` box says: the movie header, the tracks in order, and the metadata boxes
/// the probe decodes (`meta` with QuickTime keys, `udta`, XMP `uuid`).
///
/// ```
/// moov
/// ├─ mvhd          MovieHeader
/// ├─ trak*         TrackBox
/// ├─ meta          hdlr 'mdta' + keys + ilst (QuickTime metadata)
/// ├─ udta          ©xyz ©mak ©mod ©day XMP_ meta ...
/// └─ uuid*         e.g. XMP BE7ACFCB-97A9-42E8-9C71-999491E3AFAC
/// ```
/// Spec: ISO/IEC 14496-12 §8.1–8.3; Apple QTFF "Movie Atoms", "Metadata".
struct MovieBox {
  var header: MovieHeader?
  var tracks: [TrackBox] = []
  var meta: Box?
  var userData: Box?
  var uuids: [Box] = []

  init(_ moov: Box, walker: inout BoxWalker) {
    for box in walker.children(of: moov) {
      switch box.type {
      case "mvhd" where header == nil:
        do {
          header = try MovieHeader(parsing: box)
        } catch {
          walker.diagnose("ISOBMFF: 'mvhd' at offset \(box.filePosition): \(BoxWalker.describe(error))")
        }
      case "trak":
        tracks.append(TrackBox(box, walker: &walker))
      case "meta" where meta == nil:
        meta = box
      case "udta" where userData == nil:
        userData = box
      case "uuid":
        uuids.append(box)
      default:
        break
      }
    }
  }

  /// The first track whose handler is `handler`.
  func firstTrack(_ handler: FourCC) -> TrackBox? {
    tracks.first { $0.handler == handler }
  }

  /// Whether any track has handler `handler`.
  func hasTrack(_ handler: FourCC) -> Bool { tracks.contains { $0.handler == handler } }
}
