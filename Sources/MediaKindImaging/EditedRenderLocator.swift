import Foundation

/// Finds the edited render Apple's Photos exports beside an original: `IMG_E1234.JPG` (or
/// `.HEIC`) for `IMG_1234.HEIC`, with the edit's adjustment data in `IMG_1234.AAE` or
/// `IMG_O1234.AAE`. The render is used only when it is a regular file in the same folder.
enum EditedRenderLocator {
  struct Render: Sendable, Hashable {
    let path: String
    let adjustmentData: String?
  }

  static let renderExtensions = ["JPG", "jpg", "JPEG", "jpeg", "HEIC", "heic"]
  /// Originals that can have a render: photos, not sidecars or movies.
  static let originalExtensions: Set<String> = ["jpg", "jpeg", "heic", "heif", "png", "dng", "tif", "tiff", "gif", "webp"]

  static func render(for path: String) -> Render? {
    let url = URL(fileURLWithPath: path)
    guard originalExtensions.contains(url.pathExtension.lowercased()) else { return nil }
    let stem = url.deletingPathExtension().lastPathComponent
    let folder = url.deletingLastPathComponent().path
    // PREFIX_digits, as cameras and Photos name files (IMG_1234, DSC_0001).
    guard let underscore = stem.lastIndex(of: "_"), underscore > stem.startIndex else { return nil }
    let prefix = stem[..<underscore]
    let number = stem[stem.index(after: underscore)...]
    guard !number.isEmpty, number.allSatisfy(\.isASCII), number.allSatisfy(\.isNumber) else { return nil }
    // An edited render is not itself the original of another one.
    guard !prefix.hasSuffix("_E") else { return nil }
    let edited = "\(prefix)_E\(number)"
    let manager = FileManager.default
    for ext in renderExtensions {
      let candidate = folder + "/" + edited + "." + ext
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
      let aae = ["\(stem).AAE", "\(stem).aae", "\(prefix)_O\(number).AAE", "\(prefix)_O\(number).aae"]
        .map { folder + "/" + $0 }.first { manager.fileExists(atPath: $0) }
      return Render(path: candidate, adjustmentData: aae)
    }
    return nil
  }
}
