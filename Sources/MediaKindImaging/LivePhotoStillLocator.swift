import Foundation
import MediaKind

/// Finds the still of a Live Photo for its video: a JPEG or HEIF file in the same folder with
/// the video's stem (`IMG_1234.MOV` → `IMG_1234.HEIC`; `<UUID>_3.mov` → `<UUID>.heic`) whose
/// Apple content identifier equals the video's (`Docs/Library.md`: names never pair alone);
/// and the other way, the video of a still (a photo that cannot be decoded shows its video's
/// frame).
enum LivePhotoStillLocator {
  static let videoExtensions = ["MOV", "mov", "MP4", "mp4"]

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

  /// The paired video of a Live Photo still: `IMG_1234.HEIC` → `IMG_1234.MOV` (or
  /// `<UUID>.heic` → `<UUID>_3.mov`) whose content identifier equals the still's.
  static func video(forStill path: String, contentIdentifier: String, classifier: MediaClassifier) -> String? {
    let wanted = contentIdentifier.trimmingCharacters(in: .whitespaces).lowercased()
    guard !wanted.isEmpty else { return nil }
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent().path
    let stem = url.deletingPathExtension().lastPathComponent
    for candidateStem in [stem, stem + "_3"] {
      for ext in videoExtensions {
        let candidate = folder + "/" + candidateStem + "." + ext
        guard FileManager.default.fileExists(atPath: candidate) else { continue }
        let record = classifier.classify(path: candidate)
        let identifier = record.livePhoto?.contentIdentifier.trimmingCharacters(in: .whitespaces).lowercased()
        if record.mediaType == .video, identifier == wanted { return candidate }
      }
    }
    return nil
  }
}
