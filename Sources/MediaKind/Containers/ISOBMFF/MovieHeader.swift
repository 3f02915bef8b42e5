/// The movie header `mvhd`: creation time, time scale and duration of the whole movie.
///
/// ```
/// FullBox (u8 version, u24 flags)
/// v1: u64 creation_time, u64 modification_time, u32 timescale, u64 duration
/// v0: u32 creation_time, u32 modification_time, u32 timescale, u32 duration
/// then rate, volume, matrix, next_track_ID (not read)
/// ```
/// Times are seconds since 1904-01-01T00:00:00 UTC. A duration of all ones means "unknown"
/// (fragmented files). Spec: ISO/IEC 14496-12 §8.2.2; Apple QTFF "Movie Header Atoms".
struct MovieHeader: Sendable, Hashable {
  let creationTime: UInt64
  let timescale: UInt32
  /// Duration in `timescale` units; nil when the file says "unknown".
  let duration: UInt64?

  init(parsing box: Box) throws(ParseError) {
    var r = box.reader()
    let version = try r.u8()
    try r.skip(3)
    if version == 1 {
      creationTime = try r.u64be()
      _ = try r.u64be()
      timescale = try r.u32be()
      let d = try r.u64be()
      duration = d == UInt64.max ? nil : d
    } else {
      creationTime = UInt64(try r.u32be())
      _ = try r.u32be()
      timescale = try r.u32be()
      let d = try r.u32be()
      duration = d == UInt32.max ? nil : UInt64(d)
    }
  }

  /// The duration in seconds, when known and the time scale is not zero.
  var seconds: Double? {
    guard let duration, timescale > 0 else { return nil }
    return Double(duration) / Double(timescale)
  }
}
