// The format ids of `FormatRegistry.video` (`FormatRegistry+Video.swift`), in table order.
extension FormatID {
  /// `mov`: QuickTime movie.
  public static let mov = FormatID(rawValue: "mov")
  /// `m4v`: iTunes video (MPEG-4).
  public static let m4v = FormatID(rawValue: "m4v")
  /// `m4p`: iTunes protected audio (MPEG-4).
  public static let m4p = FormatID(rawValue: "m4p")
  /// `m4a`: iTunes audio (MPEG-4).
  public static let m4a = FormatID(rawValue: "m4a")
  /// `3gp`: 3GPP movie.
  public static let threeGP = FormatID(rawValue: "3gp")
  /// `3g2`: 3GPP2 movie.
  public static let threeG2 = FormatID(rawValue: "3g2")
  /// `mp4`: MPEG-4 movie.
  public static let mp4 = FormatID(rawValue: "mp4")
  /// `mp4-audio`: MPEG-4 audio (no video track).
  public static let mp4Audio = FormatID(rawValue: "mp4-audio")
  /// `avi`: AVI movie.
  public static let avi = FormatID(rawValue: "avi")
  /// `webm`: WebM movie.
  public static let webm = FormatID(rawValue: "webm")
  /// `mka`: Matroska audio.
  public static let mka = FormatID(rawValue: "mka")
  /// `mkv`: Matroska movie.
  public static let mkv = FormatID(rawValue: "mkv")
  /// `m2ts`: MPEG-2 transport stream, 192-byte packets (AVCHD).
  public static let m2ts = FormatID(rawValue: "m2ts")
  /// `mpegts`: MPEG-2 transport stream.
  public static let mpegts = FormatID(rawValue: "mpegts")
  /// `mpeg`: MPEG program stream.
  public static let mpeg = FormatID(rawValue: "mpeg")
  /// `flv`: Flash video.
  public static let flv = FormatID(rawValue: "flv")
  /// `wmv`: Windows Media video (ASF).
  public static let wmv = FormatID(rawValue: "wmv")
  /// `wma`: Windows Media audio (ASF).
  public static let wma = FormatID(rawValue: "wma")
  /// `asf`: Advanced Systems Format.
  public static let asf = FormatID(rawValue: "asf")
  /// `ogv`: Ogg video (Theora).
  public static let ogv = FormatID(rawValue: "ogv")
  /// `dv`: DV video.
  public static let dv = FormatID(rawValue: "dv")
  /// `wtv`: Windows Recorded TV.
  public static let wtv = FormatID(rawValue: "wtv")
  /// `mxf`: Material Exchange Format.
  public static let mxf = FormatID(rawValue: "mxf")
  /// `r3d`: RED camera RAW video.
  public static let r3d = FormatID(rawValue: "r3d")
  /// `fli`: Autodesk FLI/FLC animation.
  public static let fli = FormatID(rawValue: "fli")
}
