/// Apple's name for an edited render beside its original: `IMG_E1234.JPG` for `IMG_1234.HEIC`
/// (what Photos and Image Capture export). Imports join the render to its original
/// (Docs/Changes.md); duplicates never take one for the other's copy (Docs/Library.md,
/// "Duplicates").
enum EditedRenderName {
  /// The lower-cased stem of the original of an edited render's lower-cased stem
  /// (`img_e1234` → `img_1234`), or nil.
  static func originalStem(ofEdited stem: String) -> String? {
    guard let range = stem.range(of: "_e", options: .backwards) else { return nil }
    let digits = stem[range.upperBound...]
    guard !digits.isEmpty, digits.allSatisfy({ $0 >= "0" && $0 <= "9" }) else { return nil }
    return String(stem[..<range.lowerBound]) + "_" + digits
  }
}
