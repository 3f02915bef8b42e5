public import Foundation

/// Locates the repository's `Samples/` folder and the shared corpus from the test sources
/// (through `#filePath`, so nothing is copied into bundles).
public enum SampleCorpus {
  /// The repository root.
  public static func repositoryRoot(filePath: String = #filePath) -> URL {
    var url = URL(fileURLWithPath: filePath)
    while url.path != "/" {
      url.deleteLastPathComponent()
      if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
        return url
      }
    }
    return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
  }

  /// `Samples/` in the repository.
  public static var samplesDirectory: URL {
    repositoryRoot().appendingPathComponent("Samples")
  }

  /// `../shared/corpus` beside the repository, when present.
  public static var sharedCorpus: URL? {
    let url = repositoryRoot().deletingLastPathComponent().appendingPathComponent("shared/corpus")
    return FileManager.default.fileExists(atPath: url.appendingPathComponent("expected.jsonl").path)
      ? url : nil
  }
}
