/// Attaches sidecar files to the assets they describe (`Docs/DetectionRules.md` "Evaluation order" step 4).
///
/// - `.xmp`: `<stem>.xmp` (Lightroom, darktable for some) or `<file.ext>.xmp` (darktable,
///   digiKam, immich), in the same folder. A full-name match wins over a stem match.
/// - `.AAE`: `<stem>.AAE` beside the original; Apple's `IMG_O1234.AAE` also belongs to
///   `IMG_1234`.
///
/// When a stem names several assets (`XMP.jpg` and `XMP.svg`), the asset with a RAW resource
/// wins (XMP sidecars are a RAW workflow), then a photo over a video or audio asset, then the
/// first in scan order. A sidecar that matches nothing stays unattached (it is no asset).
enum SidecarMatching {
  /// Where resources can be found by name: folder + lower-cased file name, folder + stem,
  /// as bytes (Docs/Library.md, "Paths are compared as bytes").
  struct NameIndex {
    var byFileName: [PathKey: [Int]] = [:]
    var byStem: [PathKey: [Int]] = [:]

    mutating func add(path: String, asset: Int) {
      let parts = PathParts(path)
      byFileName[PathKey(parts.directory + "/" + parts.lowercasedName), default: []].append(asset)
      byStem[PathKey(parts.directory + "/" + parts.stem), default: []].append(asset)
    }
  }

  /// The assets a sidecar at `path` could belong to, best first by the rules above.
  static func targets(for path: String, in index: NameIndex) -> [Int] {
    let parts = PathParts(path)
    let folder = parts.directory + "/"
    var found: [Int] = []
    // `<file.ext>.xmp`: the stem is a whole file name.
    if parts.stem.contains("."), let hits = index.byFileName[PathKey(folder + parts.stem)] {
      found += hits
    }
    if found.isEmpty, let hits = index.byStem[PathKey(folder + parts.stem)] { found += hits }
    if found.isEmpty, parts.fileExtension == "aae", let original = originalStem(ofAAE: parts.stem),
      let hits = index.byStem[PathKey(folder + original)]
    {
      found += hits
    }
    var seen: Set<Int> = []
    return found.filter { seen.insert($0).inserted }
  }

  /// `img_o1234` → `img_1234` (the adjustment of an original, Apple's naming).
  static func originalStem(ofAAE stem: String) -> String? {
    guard let underscore = stem.lastIndex(of: "_") else { return nil }
    let tail = stem[stem.index(after: underscore)...]
    guard tail.first == "o", tail.count > 1, tail.dropFirst().allSatisfy(\.isNumber) else {
      return nil
    }
    return String(stem[...underscore]) + tail.dropFirst()
  }

  /// Picks one asset among `targets`: one with a RAW resource, else a photo, else the first.
  static func choose(_ targets: [Int], assets: [Asset], hierarchy: UTIHierarchy) -> Int? {
    guard targets.count > 1 else { return targets.first }
    func rank(_ index: Int) -> Int {
      let asset = assets[index]
      if asset.subtypes.contains(.raw) { return 0 }
      if asset.mediaType == .image { return 1 }
      return 2
    }
    return targets.min { a, b in rank(a) != rank(b) ? rank(a) < rank(b) : a < b }
  }
}
