import MediaKind

/// Picks the embedded image for a fast result: the smallest one at least as large as the
/// target (so nothing is upscaled: for aspect-fit one side reaching the target's is enough, for
/// aspect-fill both must), else the largest one. Images of unknown size rank as the smallest.
enum EmbeddedImageChooser {
  static func choose(
    _ images: [EmbeddedImage], target: ImageTargetSize, contentMode: ImageContentMode = .aspectFit, orientation: Int
  ) -> EmbeddedImage? {
    let large = images.filter { reaches($0, target: target, contentMode: contentMode, orientation: orientation) }
    if let best = large.min(by: { ($0.pixelCount ?? 0) < ($1.pixelCount ?? 0) }) { return best }
    return largest(images)
  }

  /// Whether `image` is at least as large as the target once upright (for aspect-fit one side
  /// reaching the target's is enough, for aspect-fill both must); false when its size is not
  /// known.
  static func reaches(_ image: EmbeddedImage, target: ImageTargetSize, contentMode: ImageContentMode, orientation: Int) -> Bool {
    guard let w = image.pixelWidth, let h = image.pixelHeight else { return false }
    let (width, height) = orientation >= 5 ? (h, w) : (w, h)
    switch contentMode {
    case .aspectFit: return width >= target.width || height >= target.height
    case .aspectFill: return width >= target.width && height >= target.height
    }
  }

  /// The embedded image with the most pixels (a RAW's best preview).
  static func largest(_ images: [EmbeddedImage]) -> EmbeddedImage? {
    images.max { ($0.pixelCount ?? 0, $0.length ?? 0) < ($1.pixelCount ?? 0, $1.length ?? 0) }
  }

  /// `embeddedThumbnail` or `embeddedPreview` for an embedded image's source.
  static func resultSource(_ image: EmbeddedImage) -> ImageResultSource {
    switch image.source {
    case .exifThumbnail, .jfifThumbnail, .heifThumbnail, .cr3Thumbnail: .embeddedThumbnail
    case .mpfPreview, .rawPreview, .cr3Preview: .embeddedPreview
    }
  }
}
