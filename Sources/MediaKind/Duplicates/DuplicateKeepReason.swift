/// Why a ``DuplicateGroup`` keeps the member it keeps: the first rule of the keep order that
/// told the members apart (`Docs/Library.md`, "Duplicates").
public enum DuplicateKeepReason: String, Sendable, Hashable, Codable, CaseIterable {
  /// It has the most pixels (width × height).
  case largestPixelCount
  /// Its name is no copy's name (`x copy.jpg`, `x (1).jpg`, `x-copy.jpg`, `Copy of x.jpg`).
  case original
  /// It states the most metadata (capture time, place, camera, lens, rating, Live Photo and
  /// burst identifiers, exposure).
  case mostMetadata
  /// Its file is the oldest (modification time).
  case oldestFile
  /// Nothing else told them apart: it comes first in the walk.
  case firstInWalk
}
