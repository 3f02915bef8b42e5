/// The names an asset group takes in its destination folder, and its collision names
/// (`Docs/Changes.md`, "Creating assets": collision names): PhotoKit's `IMG_1234 (1).HEIC`, the same number for
/// every member; a `<name.ext>.xmp` sidecar follows its file (`IMG_1234 (1).HEIC.xmp`).
struct GroupNaming {
  /// The members' names without a collision number, primary first.
  let names: [String]
  /// The primary's destination stem, which members sharing it keep together.
  private let stem: String

  /// The longest file name in bytes (`NAME_MAX` on the file systems in use).
  static let maxNameBytes = 255

  /// `primary`: the primary's destination name; `sources`: every member's source file name,
  /// primary first. A member whose name starts with the primary's source stem and a dot
  /// takes the destination stem instead; so does a Live Photo video named as the still's
  /// sibling (`IMG_1234_HEVC.MOV`, `IMG_1234(1).MP4`: `ProbableLivePairing.isSiblingName`),
  /// which keeps its tail after the destination stem, so that probable pairing still sees
  /// the two names as siblings in the library.
  init(primary: String, sources: [String]) {
    let sourceStem = ImportLayout.split(sources.first ?? primary).stem
    let stem = ImportLayout.split(primary).stem
    self.stem = stem
    names = [primary] + sources.dropFirst().map { name in
      if name.hasPrefix(sourceStem + ".") { return stem + name.dropFirst(sourceStem.count) }
      if name.hasPrefix(sourceStem),
        ProbableLivePairing.isSiblingName(
          stillStem: sourceStem.lowercased(), videoStem: ImportLayout.split(name).stem.lowercased())
      {
        return stem + name.dropFirst(sourceStem.count)
      }
      return name
    }
  }

  /// The names for collision number `number` (0: as wished), each at most ``maxNameBytes``.
  func names(_ number: Int) -> [String] {
    names.map { name in
      let suffix = number == 0 ? "" : " (\(number))"
      if name == stem || name.hasPrefix(stem + ".") {
        return Self.fit(stem, suffix + name.dropFirst(stem.count))
      }
      let (base, ext) = ImportLayout.split(name)
      return Self.fit(base, suffix + (ext.map { "." + $0 } ?? ""))
    }
  }

  /// `base + tail`, `base` shortened by whole characters until it fits in ``maxNameBytes``.
  static func fit(_ base: String, _ tail: String) -> String {
    var base = Substring(base)
    while base.utf8.count + tail.utf8.count > maxNameBytes, !base.isEmpty { base.removeLast() }
    return base + tail
  }
}
