/// The track header `tkhd`: track duration (in the movie time scale), transformation matrix
/// and presentation size.
///
/// ```
/// FullBox (u8 version, u24 flags)
/// v1: u64 creation_time, u64 modification_time, u32 track_ID, u32 reserved, u64 duration
/// v0: u32 creation_time, u32 modification_time, u32 track_ID, u32 reserved, u32 duration
/// u32[2] reserved, i16 layer, i16 alternate_group, i16 volume, u16 reserved
/// i32[9] matrix   {a, b, u, c, d, v, x, y, w}: a b c d x y in 16.16, u v w in 2.30
/// u32 width, u32 height   (16.16 fixed point)
/// ```
/// Spec: ISO/IEC 14496-12 §8.3.2 (and §6.2.2 for the matrix); Apple QTFF "Track Header
/// Atoms". A 90° display rotation is `a=0 b=1 c=-1 d=0`, 270° is `a=0 b=-1 c=1 d=0`
/// (`Docs/DetectionRules.md` "Pixel size").
struct TrackHeader: Sendable, Hashable {
  let trackID: UInt32
  /// Duration in the movie's time scale; nil when "unknown" (all ones).
  let duration: UInt64?
  /// Matrix entries a, b, c, d (16.16 fixed point, as signed integers).
  let a: Int32, b: Int32, c: Int32, d: Int32
  /// Presentation width and height in pixels (integer part of the 16.16 values).
  let width: Int
  let height: Int

  init(parsing box: Box) throws(ParseError) {
    var r = box.reader()
    let version = try r.readInteger(as: UInt8.self)
    try r.skip(3)
    if version == 1 {
      try r.skip(16)
      trackID = try r.readInteger(as: UInt32.self)
      try r.skip(4)
      let value = try r.readInteger(as: UInt64.self)
      duration = value == UInt64.max ? nil : value
    } else {
      try r.skip(8)
      trackID = try r.readInteger(as: UInt32.self)
      try r.skip(4)
      let value = try r.readInteger(as: UInt32.self)
      duration = value == UInt32.max ? nil : UInt64(value)
    }
    try r.skip(8 + 8)
    a = Int32(bitPattern: try r.readInteger(as: UInt32.self))
    b = Int32(bitPattern: try r.readInteger(as: UInt32.self))
    try r.skip(4)
    c = Int32(bitPattern: try r.readInteger(as: UInt32.self))
    d = Int32(bitPattern: try r.readInteger(as: UInt32.self))
    try r.skip(16)
    width = Int(try r.readInteger(as: UInt32.self) >> 16)
    height = Int(try r.readInteger(as: UInt32.self) >> 16)
  }

  /// Quarter turns of the matrix's rotation: 1 for 90°, 2 for 180°, 3 for 270°, 0 otherwise.
  /// Mirrored transposes count by the sign of `b`, so they swap width and height as well.
  var quarterTurns: Int {
    if a == 0 && d == 0 && b != 0 && c != 0 { return b > 0 ? 1 : 3 }
    if b == 0 && c == 0 && a < 0 && d < 0 { return 2 }
    return 0
  }
}
