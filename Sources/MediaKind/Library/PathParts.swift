/// The pieces of a path the pairing rules look at: folder, file name, stem and extension.
/// Comparisons use the lower-cased forms (`IMG_1234.HEIC` and `img_1234.mov` share a stem).
package struct PathParts: Sendable, Hashable {
  /// Everything before the last `/` (empty for a bare name).
  let directory: String
  /// The last path component.
  let fileName: String
  /// The file name without its last extension, lower-cased.
  let stem: String
  /// The last extension, lower-cased, without the dot (empty when there is none).
  let fileExtension: String

  init(_ path: String) {
    if let slash = path.lastIndex(of: "/") {
      directory = String(path[..<slash])
      fileName = String(path[path.index(after: slash)...])
    } else {
      directory = ""
      fileName = path
    }
    if let dot = fileName.lastIndex(of: "."), dot != fileName.startIndex {
      stem = fileName[..<dot].lowercased()
      fileExtension = fileName[fileName.index(after: dot)...].lowercased()
    } else {
      stem = fileName.lowercased()
      fileExtension = ""
    }
  }

  /// The lower-cased file name.
  var lowercasedName: String { fileName.lowercased() }

  /// `path` made absolute (against the working directory) with `.`, `..` and repeated `/`
  /// removed; symbolic links are not resolved. Used for identifiers that must not depend on
  /// how a root was spelled (`./photos` and `photos` name the same files).
  static func normalizedAbsolute(_ path: String, workingDirectory: String? = nil) -> String {
    var full = path
    if !path.hasPrefix("/") {
      full = (workingDirectory ?? currentDirectory()) + "/" + path
    }
    var parts: [Substring] = []
    for part in full.split(separator: "/", omittingEmptySubsequences: true) {
      if part == "." { continue }
      if part == ".." {
        if !parts.isEmpty { parts.removeLast() }
        continue
      }
      parts.append(part)
    }
    return "/" + parts.joined(separator: "/")
  }

  /// The working directory (`getcwd(3)`), or an empty string when it cannot be read.
  package static func currentDirectory() -> String {
    system_getcwd() ?? ""
  }
}
