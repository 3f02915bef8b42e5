import Foundation
import MediaKind

/// Finds the still of a Live Photo for its video: a JPEG or HEIF file in the same folder with
/// the video's stem (`IMG_1234.MOV` → `IMG_1234.HEIC`; `<UUID>_3.mov` → `<UUID>.heic`) whose
/// Apple content identifier equals the video's (`Docs/Library.md`: names never pair alone).
enum LivePhotoStillLocator {
  static let stillExtensions = ["HEIC", "heic", "JPG", "jpg", "JPEG", "jpeg", "HEIF", "heif"]

  static func still(forVideo path: String, contentIdentifier: String, classifier: MediaClassifier) -> String? {
    let wanted = contentIdentifier.trimmingCharacters(in: .whitespaces).lowercased()
    guard !wanted.isEmpty else { return nil }
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent().path
    var stems = [url.deletingPathExtension().lastPathComponent]
    if let stem = stems.first, stem.hasSuffix("_3") { stems.append(String(stem.dropLast(2))) }
    for stem in stems {
      for ext in stillExtensions {
        let candidate = folder + "/" + stem + "." + ext
        guard FileManager.default.fileExists(atPath: candidate) else { continue }
        let record = classifier.classify(path: candidate)
        let identifier = record.livePhoto?.contentIdentifier.trimmingCharacters(in: .whitespaces).lowercased()
        if record.mediaType == .image, identifier == wanted { return candidate }
      }
    }
    return nil
  }
}
