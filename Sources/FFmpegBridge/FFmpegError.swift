/// An FFmpeg failure: the step that failed and FFmpeg's message for the error code.
public struct FFmpegError: Error, Sendable, Hashable, CustomStringConvertible {
  public let step: String
  public let message: String

  public init(step: String, message: String) {
    self.step = step
    self.message = message
  }

  public var description: String { "\(step): \(message)" }
}
