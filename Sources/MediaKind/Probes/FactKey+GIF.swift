// Fact keys recorded from GIF blocks (`GIFProbe`).
extension FactKey {
  /// `GIF.FrameCountExact`, read at `GIF blocks to trailer`.
  public static let gifFrameCountExact = FactKey(rawValue: "GIF.FrameCountExact")
  /// `GIF.ImageCount`, read at `GIF image descriptors`.
  public static let gifImageCount = FactKey(rawValue: "GIF.ImageCount")
  /// `GIF.LoopCount`, read at `GIF NETSCAPE2.0 extension`.
  public static let gifLoopCount = FactKey(rawValue: "GIF.LoopCount")
}
