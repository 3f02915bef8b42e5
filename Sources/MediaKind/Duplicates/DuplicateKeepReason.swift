/// Why a ``DuplicateGroup`` keeps the member it keeps: the rule of the keep order that set it
/// apart from the member that came closest (`Docs/Library.md`, "Duplicates").
public enum DuplicateKeepReason: String, Sendable, Hashable, Codable, CaseIterable {
  /// It is a file on disk and the others it was kept over are archive members
  /// (`ARCHIVE//MEMBER`): a member cannot be opened in place, only extracted, so the file the
  /// user can open is kept first, whatever the other rules say.
  case onDisk
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
