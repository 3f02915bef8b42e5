extension LibraryTransaction {
  /// The path of `path` (as a scan printed it: relative to the current folder, or absolute)
  /// relative to the library root; refused when it is not inside the library, or is inside
  /// `.mediakind`.
  func relativePath(of path: String) throws(LibraryChangeError) -> String {
    let workingDirectory = PathParts.currentDirectory()
    let base = PathParts.normalizedAbsolute(root, workingDirectory: workingDirectory)
    let full = PathParts.normalizedAbsolute(path, workingDirectory: workingDirectory)
    let prefix = base == "/" ? "/" : base + "/"
    guard full.hasPrefix(prefix) else {
      throw LibraryChangeError(path: path, reason: "not inside the library \(root)", kind: .invalid)
    }
    let relative = String(full.dropFirst(prefix.count))
    guard RecentlyDeletedEntry.isSafeRelativePath(relative) else {
      throw LibraryChangeError(path: path, reason: "not an asset file of the library", kind: .invalid)
    }
    return relative
  }
}
