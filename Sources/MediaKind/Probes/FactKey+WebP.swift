// Fact keys recorded from WebP chunks (`WebPProbe`).
extension FactKey {
  /// `WebP.AnimationFlag`, read at `RIFF/VP8X flags 0x02`.
  public static let webPAnimationFlag = FactKey(rawValue: "WebP.AnimationFlag")
  /// `WebP.FrameCount`, read at `RIFF/ANMF`.
  public static let webPFrameCount = FactKey(rawValue: "WebP.FrameCount")
  /// `WebP.VP8X.Flags`, read at `RIFF/VP8X`.
  public static let webPVP8XFlags = FactKey(rawValue: "WebP.VP8X.Flags")
}
