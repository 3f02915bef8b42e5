/// One decoded video frame as packed 8-bit RGB, and how the stream says to display it.
public struct VideoFrame: Sendable, Hashable {
  public let width: Int
  public let height: Int
  /// `width * height * 3` bytes, rows top to bottom.
  public let rgb: [UInt8]
  /// The stream's display rotation, clockwise, in degrees (0, 90, 180 or 270).
  public let clockwiseRotation: Int
  /// The frame's time in seconds (its presentation time stamp), when the stream gives one.
  public let time: Double?
  /// The coded size before scaling (the stream's own pixel size).
  public let codedWidth: Int
  public let codedHeight: Int
}
