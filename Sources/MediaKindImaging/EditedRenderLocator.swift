import MediaKind

/// Finds the edited render Apple's Photos exports beside an original: `IMG_E1234.JPG` (or
/// `.HEIC`) for `IMG_1234.HEIC`, with the edit's adjustment data in `IMG_1234.AAE` or
/// `IMG_O1234.AAE`. The render is used only when it is a regular file in the same folder.
///
/// Every fast request asks this first, so it works on the path string alone and makes one
/// `stat` per candidate name (six when nothing is there), no Foundation URL or file manager.
enum EditedRenderLocator {
  struct Render: Sendable, Hashable {
    let path: String
    let adjustmentData: String?
  }

  static let renderExtensions = ["JPG", "jpg", "JPEG", "jpeg", "HEIC", "heic"]
  /// Originals that can have a render: photos, not sidecars or movies.
  static let originalExtensions: Set<String> = ["jpg", "jpeg", "heic", "heif", "png", "dng", "tif", "tiff", "gif", "webp"]

  static func render(for path: String) -> Render? {
    let folder: Substring
    let name: Substring
    if let slash = path.lastIndex(of: "/") {
      folder = path[...slash]
      name = path[path.index(after: slash)...]
    } else {
      folder = ""
      name = Substring(path)
    }
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex,
      originalExtensions.contains(name[name.index(after: dot)...].lowercased())
    else { return nil }
    let stem = name[..<dot]
    // PREFIX_digits, as cameras and Photos name files (IMG_1234, DSC_0001).
    guard let underscore = stem.lastIndex(of: "_"), underscore > stem.startIndex else { return nil }
    let prefix = stem[..<underscore]
    let number = stem[stem.index(after: underscore)...]
    guard !number.isEmpty, number.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
    // An edited render is not itself the original of another one.
    guard !prefix.hasSuffix("_E") else { return nil }
    let edited = "\(folder)\(prefix)_E\(number)."
    for ext in renderExtensions {
      let candidate = edited + ext
      guard isRegularFile(candidate) else { continue }
      let aae = ["\(stem).AAE", "\(stem).aae", "\(prefix)_O\(number).AAE", "\(prefix)_O\(number).aae"]
        .map { folder + $0 }.first(where: isRegularFile)
      return Render(path: candidate, adjustmentData: aae)
    }
    return nil
  }

  /// Whether `path` names a regular file (following links).
  private static func isRegularFile(_ path: String) -> Bool {
    system_stat(path)?.isRegularFile ?? false
  }
}
