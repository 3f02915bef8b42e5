/// Bounds on one frame extraction, so no input can make it decode without end.
public struct VideoFrameLimits: Sendable, Hashable {
  /// The largest coded frame (width × height) that is decoded at all.
  public var maxPixels: Int
  /// Packets read before giving up (a stream whose frames never decode).
  public var maxPackets: Int
  /// The decoded frame is scaled to fit inside this many pixels on its longer side.
  public var maxOutputSide: Int

  public init(maxPixels: Int = 1 << 28, maxPackets: Int = 2_000, maxOutputSide: Int = 4_096) {
    self.maxPixels = maxPixels
    self.maxPackets = maxPackets
    self.maxOutputSide = maxOutputSide
  }
}
