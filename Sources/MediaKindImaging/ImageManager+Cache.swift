import Synchronization

extension ImageManager {
  /// Decodes run by every manager of the process (libvips and FFmpeg work through the decode
  /// gate; an embedded JPEG passed on untouched is not a decode). A result served from a cache
  /// runs none: `classify` prints this count when `MEDIAKIND_DEBUG_DECODES` is set, which is
  /// how the tests prove a second report of an unchanged library decodes nothing.
  public static var decodeCount: Int { decodes.load(ordering: .relaxed) }

  static let decodes = Atomic<Int>(0)

  /// Counts one decode (called as a decode takes its slot in the gate).
  static func countDecode() { decodes.add(1, ordering: .relaxed) }

  /// A request through the library's cache: served from its entry when there is a whole one
  /// of the same key, else made and then stored (unless it was cancelled or the file could not
  /// be read: those are not answers to keep). `input` is the file's content key when the
  /// caller took it already (`classify preview` names its files by it), so it is not taken
  /// twice. `source` is the file read: a path, or the resource of an asset its version chose.
  func performCaching(
    source: ImageSource, input: ImageInputKey? = nil, target: ImageTargetSize, contentMode: ImageContentMode,
    options: ImageRequestOptions, deliver: (ImageResult) -> Void
  ) async {
    let path = source.path
    guard let cache, let key = cache.key(source: source, input: input, target: target, contentMode: contentMode, options: options) else {
      await perform(source, target: target, contentMode: contentMode, options: options, deliver: deliver)
      return
    }
    if let cached = cache.lookup(key, path: path) {
      cached.forEach(deliver)
      return
    }
    var made: [ImageResult] = []
    await perform(source, target: target, contentMode: contentMode, options: options) { result in
      made.append(result)
      deliver(result)
    }
    guard !Task.isCancelled, let last = made.last, !last.isDegraded || last.reason != nil,
      !made.contains(where: { $0.error?.kind == .unreadable || $0.reason?.kind == .unreadable })
    else { return }
    cache.store(made, key: key, path: path)
  }
}
