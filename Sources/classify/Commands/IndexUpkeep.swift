import MediaKind
import MediaKindIndex

/// Keeps a library's index current after a committed change (Docs/Changes.md, "The index
/// stays current"): when `LIBRARY/.mediakind/index.sqlite` exists, exactly the paths the
/// change wrote, made or removed are read again (`LibraryIndex.update(paths:classifier:)`),
/// thoroughly, as `classify index` classifies by default. A failure is a warning: the change
/// is committed, and the next `classify index` catches up.
enum IndexUpkeep {
  static func update(library: String, paths: [String]) async {
    guard !paths.isEmpty else { return }
    do {
      guard let index = try LibraryIndex.existing(root: library) else { return }
      _ = try await index.update(paths: paths, classifier: MediaClassifier(options: ClassifyOptions(mode: .thorough)))
    } catch {
      Terminal.writeError("classify: warning: the change is made, but the index of \(library) is not current (run `classify index \(library)`): \(error)\n")
    }
  }
}
