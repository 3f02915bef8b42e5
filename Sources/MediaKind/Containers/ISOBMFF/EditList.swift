/// A track's edit list `edts/elst`: how the track's media timeline is laid onto the movie's.
///
/// ```
/// FullBox (u8 version, u24 flags), u32 entry_count, then per entry
/// v1: u64 segment_duration, i64 media_time, i16 rate, i16 fraction
/// v0: u32 segment_duration, i32 media_time, i16 rate, i16 fraction
/// ```
/// `segment_duration` is in the movie time scale (`mvhd`), `media_time` in the track's
/// (`mdhd`); a `media_time` of -1 is an empty edit (nothing shown for that long). Apple's Live
/// Photo videos place their one still-image-time sample with an empty edit before it.
/// Spec: ISO/IEC 14496-12 §8.6.6; Apple QTFF "Edit List Atoms".
struct EditList: Sendable, Hashable {
  struct Entry: Sendable, Hashable {
    /// Movie time scale units.
    var segmentDuration: UInt64
    /// Track time scale units; -1 for an empty edit.
    var mediaTime: Int64
  }

  /// Entries in order (at most 1,024 are read).
  var entries: [Entry] = []

  init(entries: [Entry]) {
    self.entries = entries
  }

  init(parsing box: Box) throws(ParseError) {
    var r = box.reader()
    let version = try r.readInteger(as: UInt8.self)
    try r.skip(3)
    let declared = Int(try r.readInteger(as: UInt32.self))
    let size = version == 1 ? 20 : 12
    for _ in 0..<min(declared, 1_024, r.remaining / size) {
      if version == 1 {
        let duration = try r.readInteger(as: UInt64.self)
        let time = Int64(bitPattern: try r.readInteger(as: UInt64.self))
        entries.append(Entry(segmentDuration: duration, mediaTime: time))
      } else {
        let duration = UInt64(try r.readInteger(as: UInt32.self))
        let time = Int64(Int32(bitPattern: try r.readInteger(as: UInt32.self)))
        entries.append(Entry(segmentDuration: duration, mediaTime: time))
      }
      try r.skip(4)
    }
  }

  /// The movie time, in seconds, at which the track's media time `mediaTime` is first shown:
  /// the empty edits before the edit that holds it, plus its distance into that edit. Nil
  /// when no edit shows it or a time scale is 0.
  func presentationSeconds(ofMediaTime mediaTime: Int64, movieTimescale: UInt32, mediaTimescale: UInt32) -> Double? {
    guard movieTimescale > 0, mediaTimescale > 0 else { return nil }
    var start = 0.0
    for entry in entries {
      let length = Double(entry.segmentDuration) / Double(movieTimescale)
      if entry.mediaTime >= 0 {
        let into = Double(mediaTime - entry.mediaTime) / Double(mediaTimescale)
        // An edit of duration 0 runs to the end of the media (QTFF).
        if into >= 0, entry.segmentDuration == 0 || into < length { return start + into }
      }
      start += length
    }
    return nil
  }
}
