import MediaKind

/// The assets named on a command line: by identifier (`UUID/L0/001`, as `classify assets`
/// prints it) or by the path of any of their files, relative to the current folder or to
/// `base` (a library's folder).
struct AssetNameLookup {
  private var byIdentifier: [String: Asset] = [:]
  /// By absolute path, as bytes (Docs/Library.md, "Paths are compared as bytes").
  private var byPath: [PathKey: Asset] = [:]
  private let workingDirectory = PathParts.currentDirectory()

  /// A lookup over `assets` (an identifier names its first asset, a path its last).
  init(_ assets: some Sequence<Asset>) {
    for asset in assets {
      if byIdentifier[asset.localIdentifier] == nil { byIdentifier[asset.localIdentifier] = asset }
      for resource in asset.resources {
        byPath[PathKey(PathParts.normalizedAbsolute(resource.path, workingDirectory: workingDirectory))] = asset
      }
    }
  }

  /// The asset `name` names, or nil.
  func asset(named name: String, base: String? = nil) -> Asset? {
    byIdentifier[name] ?? byPath[PathKey(normalized(name))] ?? base.flatMap { byPath[PathKey(normalized($0 + "/" + name))] }
  }

  /// `path` as the lookup keys paths (absolute, normalized), to compare with a resource's.
  func normalized(_ path: String) -> String {
    PathParts.normalizedAbsolute(path, workingDirectory: workingDirectory)
  }
}
