/// The fields `mvhd` and `mdhd` share at their start: creation time, time scale, duration.
///
/// ```
/// FullBox (u8 version, u24 flags)
/// v1: u64 creation_time, u64 modification_time, u32 timescale, u64 duration
/// v0: u32 creation_time, u32 modification_time, u32 timescale, u32 duration
/// ```
/// Times are seconds since 1904-01-01T00:00:00 UTC; a duration of all ones means "unknown".
/// Spec: ISO/IEC 14496-12 §8.2.2 (mvhd), §8.4.2 (mdhd).
struct TimeHeaderFields: Sendable, Hashable {
  let creationTime: UInt64
  let timescale: UInt32
  /// Duration in `timescale` units; nil when the file says "unknown".
  let duration: UInt64?

  init(parsing box: Box) throws(ParseError) {
    var r = box.reader()
    let version = try r.readInteger(as: UInt8.self)
    try r.skip(3)
    if version == 1 {
      creationTime = try r.readInteger(as: UInt64.self)
      _ = try r.readInteger(as: UInt64.self)
      timescale = try r.readInteger(as: UInt32.self)
      let d = try r.readInteger(as: UInt64.self)
      duration = d == UInt64.max ? nil : d
    } else {
      creationTime = UInt64(try r.readInteger(as: UInt32.self))
      _ = try r.readInteger(as: UInt32.self)
      timescale = try r.readInteger(as: UInt32.self)
      let d = try r.readInteger(as: UInt32.self)
      duration = d == UInt32.max ? nil : UInt64(d)
    }
  }

  /// The duration in seconds, when known and the time scale is not zero.
  var seconds: Double? {
    guard let duration, timescale > 0 else { return nil }
    return Double(duration) / Double(timescale)
  }
}
