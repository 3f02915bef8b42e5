/// The media header `mdhd`: the track's own time scale and duration.
///
/// ```
/// FullBox (u8 version, u24 flags)
/// v1: u64 creation_time, u64 modification_time, u32 timescale, u64 duration
/// v0: u32 creation_time, u32 modification_time, u32 timescale, u32 duration
/// u16 pad(1) + language(15), u16 pre_defined
/// ```
/// Spec: ISO/IEC 14496-12 §8.4.2; Apple QTFF "Media Header Atoms".
struct MediaHeader: Sendable, Hashable {
  let timescale: UInt32
  /// Duration in `timescale` units; nil when "unknown" (all ones).
  let duration: UInt64?

  init(parsing box: Box) throws(ParseError) {
    var r = box.reader()
    let version = try r.u8()
    try r.skip(3)
    if version == 1 {
      try r.skip(16)
      timescale = try r.u32be()
      let value = try r.u64be()
      duration = value == UInt64.max ? nil : value
    } else {
      try r.skip(8)
      timescale = try r.u32be()
      let value = try r.u32be()
      duration = value == UInt32.max ? nil : UInt64(value)
    }
  }

  /// The duration in seconds, when known and the time scale is not zero.
  var seconds: Double? {
    guard let duration, timescale > 0 else { return nil }
    return Double(duration) / Double(timescale)
  }
}
