/// A text property of an asset that ``AssetPredicate/text(_:_:)`` compares.
public enum AssetTextKey: String, Sendable, Hashable, CaseIterable {
  /// The stable identifier (`UUID/L0/001`).
  case localIdentifier
  /// The primary resource's file name (`IMG_4580.HEIC`; PhotoKit's `originalFilename`).
  case filename
  /// The primary resource's path, as scanned.
  case path
  /// The primary resource's UTI (`public.heic`).
  case uniformTypeIdentifier
  /// The camera make.
  case make
  /// The camera model.
  case model
  /// The burst identifier.
  case burstIdentifier
  /// The primary's video codec (`hevc`), profile, colour code points (Docs/CLI.md,
  /// "Technical facts").
  case videoCodec, videoProfile, colorPrimaries, transferCharacteristics, matrixCoefficients
  /// The primary's audio codec (`aac`).
  case audioCodec
  /// The primary's colour profile (`sRGB`, `Display P3`).
  case colorProfile
  /// The primary's projection (`equirectangular`).
  case projection
  /// Whether the primary file holds all of its media: `complete`, `truncated` or
  /// `placeholder` (``Integrity``; none when it could not be checked).
  case integrity

  /// The asset's value, or `nil` when it has none.
  public func value(of asset: Asset) -> String? {
    switch self {
    case .localIdentifier: asset.localIdentifier
    case .filename: asset.primaryResource.map { PathParts($0.path).fileName }
    case .path: asset.primaryResource?.path
    case .uniformTypeIdentifier: asset.uti?.rawValue
    case .make: asset.make
    case .model: asset.model
    case .burstIdentifier: asset.burst?.identifier
    case .videoCodec: asset.technical.videoCodec
    case .videoProfile: asset.technical.videoProfile
    case .colorPrimaries: asset.technical.colorPrimaries
    case .transferCharacteristics: asset.technical.transferCharacteristics
    case .matrixCoefficients: asset.technical.matrixCoefficients
    case .audioCodec: asset.technical.audioCodec
    case .colorProfile: asset.technical.colorProfile
    case .projection: asset.technical.projection
    case .integrity: asset.integrity?.rawValue
    }
  }
}
