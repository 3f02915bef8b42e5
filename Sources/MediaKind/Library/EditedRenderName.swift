/// Apple's name for an edited render beside its original: `IMG_E1234.JPG` for `IMG_1234.HEIC`
/// (what Photos and Image Capture export). Imports join the render to its original
/// (Docs/Changes.md); duplicates never take one for the other's copy (Docs/Library.md,
/// "Duplicates").
enum EditedRenderName {
  /// The lower-cased stem of the original of an edited render's lower-cased stem
  /// (`img_e1234` → `img_1234`), or nil.
  static func originalStem(ofEdited stem: String) -> String? {
    // The last `_e`, found in the UTF-8 bytes (no Foundation search per file).
    let utf8 = stem.utf8
    guard let underscore = utf8.indices.dropLast().last(where: {
      utf8[$0] == UInt8(ascii: "_") && utf8[utf8.index(after: $0)] == UInt8(ascii: "e")
    }) else { return nil }
    let range = underscore..<utf8.index(underscore, offsetBy: 2)
    let digits = stem[range.upperBound...]
    guard !digits.isEmpty, digits.allSatisfy({ $0 >= "0" && $0 <= "9" }) else { return nil }
    return String(stem[..<range.lowerBound]) + "_" + digits
  }
}
