/// A technical number of an asset's primary resource that ``AssetPredicate/number(_:min:max:)``
/// compares (the record's members of the same names: Docs/CLI.md, "Technical facts").
public enum AssetNumberKey: String, Sendable, Hashable, CaseIterable {
  /// Overall bits per second.
  case bitRate
  /// Degrees the video is turned for display.
  case rotation
  /// The Dolby Vision profile.
  case dolbyVisionProfile
  /// Frames per second the camera recorded at.
  case captureFrameRate
  /// Audio channels.
  case audioChannels
  /// Audio samples per second.
  case sampleRate
  /// Bits per audio sample.
  case bitDepth
  /// EXIF ISO speed.
  case iso
  /// EXIF f-number.
  case fNumber
  /// EXIF exposure time in seconds.
  case exposureTime
  /// EXIF focal length in millimetres.
  case focalLength

  /// The asset's value, or `nil` when it has none.
  public func value(of asset: Asset) -> Double? {
    let t = asset.technical
    return switch self {
    case .bitRate: t.bitRate.map(Double.init)
    case .rotation: t.rotation.map(Double.init)
    case .dolbyVisionProfile: t.dolbyVisionProfile.map(Double.init)
    case .captureFrameRate: t.captureFrameRate
    case .audioChannels: t.audioChannels.map(Double.init)
    case .sampleRate: t.sampleRate.map(Double.init)
    case .bitDepth: t.bitDepth.map(Double.init)
    case .iso: t.iso.map(Double.init)
    case .fNumber: t.fNumber
    case .exposureTime: t.exposureTime
    case .focalLength: t.focalLength
    }
  }
}
