// Fact keys recorded from MPEG transport streams (`TransportStreamProbe`).
extension FactKey {
  /// `AVCHD.MDPM.DateTimeOriginal`, read at `H.264 SEI user data MDPM 0x18/0x19`.
  public static let avchdMDPMDateTimeOriginal = FactKey(rawValue: "AVCHD.MDPM.DateTimeOriginal")
  /// `MPEGTS.VideoStreamType`, read at `MPEG-TS PMT`.
  public static let mpegTSVideoStreamType = FactKey(rawValue: "MPEGTS.VideoStreamType")
}
