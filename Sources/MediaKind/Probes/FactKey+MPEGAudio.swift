// Fact keys recorded from MPEG audio frames (`MPEGAudioProbe`).
extension FactKey {
  /// `MPEG.AudioBitrate`, read at `MPEG frame header`.
  public static let mpegAudioBitrate = FactKey(rawValue: "MPEG.AudioBitrate")
  /// `MPEG.AudioLayer`, read at `MPEG frame header`.
  public static let mpegAudioLayer = FactKey(rawValue: "MPEG.AudioLayer")
  /// `MPEG.AudioVersion`, read at `MPEG frame header`.
  public static let mpegAudioVersion = FactKey(rawValue: "MPEG.AudioVersion")
  /// `MPEG.DurationSource`, read at `MPEG frames`.
  public static let mpegDurationSource = FactKey(rawValue: "MPEG.DurationSource")
  /// `MPEG.SampleRate`, read at `MPEG frame header`.
  public static let mpegSampleRate = FactKey(rawValue: "MPEG.SampleRate")
  /// `MPEG.VBRFrames`, read at `MPEG`.
  public static let mpegVBRFrames = FactKey(rawValue: "MPEG.VBRFrames")
}
