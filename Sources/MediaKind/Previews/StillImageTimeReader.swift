/// The time of a Live Photo video's still: where the sample of its
/// `com.apple.quicktime.still-image-time` timed-metadata track is shown, in seconds of movie
/// time (the frame the still was taken at, which a poster frame should show).
///
/// ```
/// moov/trak (hdlr 'meta')   stsd mebx/keys/keyd 'mdta' "com.apple.quicktime.still-image-time"
///           edts/elst       empty edit (media_time -1) of N ticks, then the one sample
/// ```
/// The sample's time is the first media time (0) laid through the track's edit list; a track
/// without one shows it at 0. Reads only the `moov` box, through a `ByteSource` with the
/// standard read budget; the file is opened read-only.
/// Spec: Apple QTFF "Metadata" (timed metadata, `mebx`); ISO/IEC 14496-12 §8.6.6 (`elst`).
public enum StillImageTimeReader {
  /// The key of the still-image-time timed metadata.
  public static let key = "com.apple.quicktime.still-image-time"

  /// The still time of the movie at `path` in seconds, or nil when it declares none.
  public static func seconds(path: String) throws(InputFailure) -> Double? {
    let file = try InputFile.open(path: path)
    return seconds(ByteSource(file: file, limitedToHead: false, budget: .standard))
  }

  /// The still time of a movie held in memory.
  public static func seconds(bytes: [UInt8]) -> Double? {
    seconds(ByteSource(bytes: bytes, headSize: InputFile.headSize, limitedToHead: false, budget: .standard))
  }

  static func seconds(_ source: ByteSource) -> Double? {
    var walker = BoxWalker(budget: .standard)
    guard let header = walker.topLevelBoxes(of: source).first(where: { $0.type == "moov" }),
      let moov = walker.load(header, from: source)
    else { return nil }
    let movie = MovieBox(moov, walker: &walker)
    for track in movie.tracks {
      let declares = track.sampleEntries.contains { entry in
        QuickTimeMetadataReader.timedMetadataKeys(entry, walker: &walker).contains(key)
      }
      guard declares else { continue }
      guard let edits = track.editList, !edits.entries.isEmpty else { return 0 }
      let seconds = edits.presentationSeconds(
        ofMediaTime: 0, movieTimescale: movie.header?.timescale ?? 0, mediaTimescale: track.media?.timescale ?? 0)
      guard let seconds, seconds.isFinite, seconds >= 0 else { return nil }
      return seconds
    }
    return nil
  }
}
