/// Which version of a photo a request shows (PhotoKit's `PHImageRequestOptionsVersion`;
/// `Docs/Imaging.md`, "Versions, Live Photos, videos").
public enum ImageRequestVersion: String, Sendable, Hashable, Codable, CaseIterable {
  /// The edits rendered, else the original (`.current`, 0). An asset's `fullSizePhoto` (a
  /// video's `fullSizeVideo`) when it has one; for a file, the edited render beside it
  /// (`IMG_E1234.JPG` beside `IMG_1234.HEIC`).
  case current
  /// The original without adjustments (`.unadjusted`, 1): an asset's primary `photo` or
  /// `video`; for a file, the file itself.
  case unadjusted
  /// The highest-fidelity original (`.original`, 2): an asset's `alternatePhoto` (the RAW of
  /// a RAW+JPEG pair) when the imaging layer can show it, else its primary resource; for a
  /// file, the file itself.
  case original

  /// PhotoKit's `PHImageRequestOptionsVersion` raw value.
  public var photoKitValue: Int {
    switch self {
    case .current: 0
    case .unadjusted: 1
    case .original: 2
    }
  }
}
