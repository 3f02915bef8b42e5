import MediaKind

/// The key of one cached request: the file (its path inside the library and its
/// ``ContentFingerprint``, as ``ImageInputKey`` gives it; for an asset's request, the role of the
/// resource its version chose, `ImageSource`), every request parameter that changes the result (target size,
/// content mode, delivery, resize mode, crop rectangle, version, encoding, quality, pixel and
/// memory limits), and the files beside it that can change the answer: an edited render
/// (``EditedRenderLocator``, for `.current`) and a Live Photo's other half
/// (``LivePhotoStillLocator``'s names), each by name and fingerprint, so a render or a pair
/// that appears, changes or goes makes another key.
///
/// The entry's name is the key's 128-bit FNV-1a hash in hex; the entry stores the whole key
/// text too and is used only when it matches.
struct ThumbnailCacheKey: Sendable, Hashable {
  /// The key's text (what the entry stores and compares).
  let text: String
  /// The entry's file name: `<32 hex digits>.thumb`.
  let name: String

  static let entryExtension = ".thumb"
  /// Bumped when what a request delivers changes for the same inputs (a new decoder, another
  /// detail): entries of another version are never matched. 2: RAW files rendered by libraw
  /// when their preview is too small, TGA types 32 and 33 named.
  static let version = "mediakind-thumbnail-2"

  /// The key of a request for `path`, named relative to `root` (the library folder; `/` for a
  /// cache in memory); nil when the file cannot be fingerprinted.
  init?(
    path: String, relativeTo root: String, target: ImageTargetSize, contentMode: ImageContentMode,
    options: ImageRequestOptions
  ) {
    self.init(source: ImageSource(path: path), relativeTo: root, target: target, contentMode: contentMode, options: options)
  }

  /// The key of a request for the file `source` names (an asset's resource: its role is in the
  /// key); nil when the file cannot be fingerprinted.
  init?(
    source: ImageSource, relativeTo root: String, target: ImageTargetSize, contentMode: ImageContentMode,
    options: ImageRequestOptions
  ) {
    guard let input = ImageInputKey(source: source, version: options.version) else { return nil }
    self.init(source: source, input: input, relativeTo: root, target: target, contentMode: contentMode, options: options)
  }

  /// The key of a request for `path` whose content key `input` the caller already took (for
  /// the request's `options.version`), so the file is fingerprinted once per request.
  init(
    source: ImageSource, input: ImageInputKey, relativeTo root: String, target: ImageTargetSize, contentMode: ImageContentMode,
    options: ImageRequestOptions
  ) {
    let absolute = Self.absolute(source.path)
    let relative = absolute.hasPrefix(root == "/" ? "/" : root + "/") ? String(absolute.dropFirst(root == "/" ? 0 : root.count + 1)) : absolute
    var parts = [
      Self.version, relative, input.fingerprint,
      "\(target.width)x\(target.height)", contentMode.rawValue, options.deliveryMode.rawValue,
      options.resizeMode.rawValue, options.version.rawValue, options.encoding.rawValue, "q\(options.quality)",
      "px\(options.pixelLimit)", "mem\(options.memoryLimit)",
    ]
    if let crop = options.normalizedCropRect {
      parts.append("crop \(crop.x.bitPattern) \(crop.y.bitPattern) \(crop.width.bitPattern) \(crop.height.bitPattern)")
    } else {
      parts.append("crop none")
    }
    parts += input.neighbours
    if let line = source.keyLine { parts.append(line) }
    text = parts.joined(separator: "\n")
    var hash = StableHash<UInt128>()
    hash.combine(text)
    name = hash.value.paddedHex(digits: 32) + Self.entryExtension
  }

  /// The files beside `path` that can change a request's answer, by name (one `stat` each):
  /// its edited render (when `findingRender`: `.current` on a file or an asset's primary photo),
  /// the Live Photo stills a video of its stem would show, the Live Photo videos a still of its
  /// stem stands in for.
  static func neighbours(of path: String, findingRender: Bool) -> [String] {
    var found: [String] = []
    if findingRender, let render = EditedRenderLocator.render(for: path) { found.append(render.path) }
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { String(path[...$0]) } ?? ""
    let file = slash.map { String(path[path.index(after: $0)...]) } ?? path
    let stem = file.lastIndex(of: ".").map { String(file[..<$0]) } ?? file
    var stems = [stem, stem + "_3"]
    if stem.hasSuffix("_3") { stems.append(String(stem.dropLast(2))) }
    for candidateStem in stems {
      for ext in LivePhotoStillLocator.stillExtensions + LivePhotoStillLocator.videoExtensions {
        let candidate = folder + candidateStem + "." + ext
        guard candidate != path, !found.contains(candidate), system_stat(candidate)?.isRegularFile == true else { continue }
        found.append(candidate)
      }
    }
    return found
  }

  static func name(of path: String) -> String {
    path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
  }

  /// `path` made absolute against the working directory, its `.` and `..` components and
  /// repeated slashes taken out by name (links are not resolved), so `./lib/a.jpg` and
  /// `lib/x/../a.jpg` name the same file inside the library `lib`.
  static func absolute(_ path: String) -> String {
    PathParts.normalizedAbsolute(path)
  }
}
