public import MediaKind
import Synchronization

/// The persistent thumbnail cache of a library: request results kept in
/// `<library>/.mediakind/thumbnails/`, so a request asked again of an unchanged file decodes
/// nothing (`Docs/Imaging.md`, "The thumbnail cache").
///
/// - Key: the file's path inside the library, its content (`ContentFingerprint`: size,
///   modification time and a hash of its head, middle and tail), every request parameter, and
///   the edited render or Live Photo half beside it (`ThumbnailCacheKey`).
/// - Entries are written to a temporary file in the folder and renamed into place
///   (`OutputDirectory`: never through a symbolic link; a name that is anything but a plain
///   file is left alone). A damaged or truncated entry fails its length and hash check and is
///   made again, never returned.
/// - Bounded: when the entries pass ``limit`` bytes, the least recently used (by modification
///   time, set again on every hit) are removed until they take at most 90 % of it.
/// - A library where `.mediakind/thumbnails/` cannot be made or written: ``init(library:limit:)``
///   throws, or the first write that fails turns writing off and leaves a ``note``; requests
///   still succeed. Input files are only read.
///
/// ```swift
/// let cache = try ThumbnailCache(library: "/Photos")
/// let manager = ImageManager(cache: cache)
/// ```
public final class ThumbnailCache: Sendable {
  /// The default size limit: 512 MiB.
  public static let defaultLimit = 512 << 20
  /// `.mediakind/thumbnails`, inside the library.
  public static let folderName = "thumbnails"

  /// The library folder, absolute (requests for files outside it are not cached).
  public let library: String
  /// The most bytes the entries may take.
  public let limit: Int
  /// The cache folder.
  public var path: String { folder.path }

  private let folder: OutputDirectory
  private struct State {
    var bytes: Int?
    var writable = true
    var note: String?
    var hits = 0
    var stores = 0
  }
  private let state = Mutex(State())

  /// The cache of the library at `library` (made as `.mediakind/thumbnails/` when missing).
  /// Throws when the library, its `.mediakind` or the cache folder cannot be opened or made, or
  /// one of them is a symbolic link or a file.
  public init(library: String, limit: Int = ThumbnailCache.defaultLimit) throws(OutputDirectoryError) {
    let absolute = ThumbnailCacheKey.absolute(library)
    var trimmed = absolute
    while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
    self.library = trimmed
    self.limit = max(1 << 20, limit)
    let root = try OutputDirectory(creating: trimmed, create: false)
    folder = try root.subdirectory(".mediakind").subdirectory(Self.folderName)
  }

  /// Why the cache stopped writing (a read-only folder, a full disk), once it has.
  public var note: String? { state.withLock { $0.note } }
  /// Requests served from the cache since it was opened.
  public var hits: Int { state.withLock { $0.hits } }
  /// Entries written since it was opened.
  public var stores: Int { state.withLock { $0.stores } }

  /// Whether `path` is inside the library.
  func contains(_ path: String) -> Bool {
    ThumbnailCacheKey.absolute(path).hasPrefix(library == "/" ? "/" : library + "/")
  }

  /// The key of a request for the file `source` names; nil when it is not in the library or
  /// cannot be read. `input` is the file's content key when the caller took it already (it is
  /// taken here otherwise).
  func key(
    source: ImageSource, input: ImageInputKey? = nil, target: ImageTargetSize, contentMode: ImageContentMode, options: ImageRequestOptions
  ) -> ThumbnailCacheKey? {
    guard contains(source.path) else { return nil }
    guard let input else {
      return ThumbnailCacheKey(source: source, relativeTo: library, target: target, contentMode: contentMode, options: options)
    }
    return ThumbnailCacheKey(source: source, input: input, relativeTo: library, target: target, contentMode: contentMode, options: options)
  }

  /// The cached results of `key`, marked as used; nil when there is no whole entry of it.
  func lookup(_ key: ThumbnailCacheKey, path: String) -> [ImageResult]? {
    guard let bytes = try? folder.read(key.name, maxBytes: ThumbnailCacheEntry.maxLength),
      let entry = ThumbnailCacheEntry.decoded(bytes, key: key, path: path)
    else { return nil }
    folder.touchEntry(key.name)
    state.withLock { $0.hits += 1 }
    return entry.results
  }

  /// Stores the results of `key` (a request of `path`), then evicts when over the limit.
  func store(_ results: [ImageResult], key: ThumbnailCacheKey, path: String) {
    guard state.withLock({ $0.writable }),
      let bytes = ThumbnailCacheEntry(results: results).encoded(key: key, path: path)
    else { return }
    do {
      try folder.write(bytes, to: key.name)
    } catch {
      state.withLock { state in
        state.writable = false
        state.note = state.note ?? "\(error.path): \(error.reason): the thumbnail cache is not written"
      }
      return
    }
    let size = bytes.count
    let over = state.withLock { state -> Bool in
      state.stores += 1
      guard let current = state.bytes else { return true }
      state.bytes = current + size
      return current + size > limit
    }
    if over { evict() }
  }

  /// The bytes the entries take now (one `stat` per entry).
  public var usage: Int { entries().reduce(0) { $0 + $1.size } }

  /// Removes the least recently used entries until they take at most 90 % of the limit (when
  /// over it), and temporary files left by a write that did not finish (older than an hour).
  public func evict() {
    var list = entries()
    var total = list.reduce(0) { $0 + $1.size }
    if total > limit {
      list.sort { ($0.used, $0.name) < ($1.used, $1.name) }
      let goal = limit / 10 * 9
      for entry in list where total > goal {
        if (try? folder.removeFile(entry.name)) != nil { total -= entry.size }
      }
    }
    let hourAgo = (system_time() - 3600) * 1_000_000_000
    for name in folder.names() ?? [] where name.hasPrefix(".mediakind-") && name.hasSuffix(".tmp") {
      if let info = folder.entryStatus(name), info.isRegularFile, Self.nanoseconds(info) < hourAgo { try? folder.removeFile(name) }
    }
    state.withLock { $0.bytes = total }
  }

  /// Removes every entry (and only entries: other names in the folder are left alone).
  public func clear() {
    for entry in entries() { try? folder.removeFile(entry.name) }
    state.withLock { $0.bytes = 0 }
  }

  /// The entries: plain files named as entries, with their size and last use.
  private func entries() -> [(name: String, size: Int, used: Int64)] {
    (folder.names() ?? []).compactMap { name in
      guard name.hasSuffix(ThumbnailCacheKey.entryExtension), name.utf8.count == 32 + ThumbnailCacheKey.entryExtension.utf8.count,
        let info = folder.entryStatus(name), info.isRegularFile
      else { return nil }
      return (name, info.size, Self.nanoseconds(info))
    }
  }

  private static func nanoseconds(_ info: FileStatus) -> Int64 {
    info.modificationSeconds &* 1_000_000_000 &+ info.modificationNanoseconds
  }
}
