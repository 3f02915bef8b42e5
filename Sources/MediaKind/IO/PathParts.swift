/// The one path type of the package: the pieces of a path (folder, file name, stem and
/// extension) that the pipeline, the pairing rules, shards and albums look at. Comparisons use
/// the lower-cased forms (`IMG_1234.HEIC` and `img_1234.mov` share a stem). The static
/// functions split without building the whole value (the pipeline's per-file name and
/// extension).
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
    let slash = Self.lastSlash(path)
    directory = slash.map { String(path[..<$0]) } ?? ""
    fileName = Self.fileName(of: path)
    if let dot = Self.extensionDot(fileName) {
      stem = fileName[..<dot].lowercased()
    } else {
      stem = fileName.lowercased()
    }
    fileExtension = Self.fileExtension(of: fileName)
  }

  /// The last `/` of `path`, if any.
  private static func lastSlash(_ path: String) -> String.Index? {
    path.utf8.lastIndex(of: UInt8(ascii: "/"))
  }

  /// The dot that starts the extension of `name`: its last, unless that is its first byte
  /// (a dot file has no extension).
  private static func extensionDot(_ name: String) -> String.Index? {
    guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")), dot != name.startIndex else { return nil }
    return dot
  }

  /// Everything before the last `/` of `path` (empty for a bare name): `directory` without
  /// the rest of the value.
  static func directory(of path: String) -> Substring {
    lastSlash(path).map { path[..<$0] } ?? ""
  }

  /// The last component of `path` (all of it when it has no `/`).
  static func fileName(of path: String) -> String {
    guard let slash = lastSlash(path) else { return path }
    return String(path[path.utf8.index(after: slash)...])
  }

  /// The lower-cased extension of the file name `name` (without the dot; empty for none or a
  /// dot file).
  static func fileExtension(of name: String) -> String {
    guard let dot = extensionDot(name) else { return "" }
    let ext = name[name.utf8.index(after: dot)...]
    // Most extensions are already lower-case ASCII: no case mapping needed.
    if ext.utf8.allSatisfy({ $0 < 0x80 && !(0x41...0x5A).contains($0) }) { return String(ext) }
    return ext.lowercased()
  }

  /// The first `//` of `path`: the separator of an archive member's record path
  /// (`ARCHIVE//MEMBER`), found in its UTF-8 bytes (Foundation's `range(of:)` bridges the
  /// string for each call, and the asset builder asks for every file).
  static func archiveSeparator(in path: String) -> Range<String.Index>? {
    let utf8 = path.utf8
    let slash = UInt8(ascii: "/")
    var index = utf8.startIndex
    while let found = utf8[index...].firstIndex(of: slash) {
      index = utf8.index(after: found)
      if index < utf8.endIndex, utf8[index] == slash { return found..<utf8.index(after: index) }
    }
    return nil
  }

  /// `path` with its file name cut at the name's first dot (a name whose only dot is its
  /// first character, `.hidden`, is kept whole): `a/IMG_1.HEIC.xmp` → `a/IMG_1`.
  static func nameKey(of path: String) -> String {
    let utf8 = path.utf8
    let nameStart = utf8.lastIndex(of: UInt8(ascii: "/")).map { utf8.index(after: $0) } ?? utf8.startIndex
    guard let dot = utf8[nameStart...].firstIndex(of: UInt8(ascii: ".")), dot != nameStart else {
      return path
    }
    return String(path[..<dot])
  }

  /// The lower-cased file name.
  var lowercasedName: String { fileName.lowercased() }

  /// `path` made absolute (against the working directory) with `.`, `..` and repeated `/`
  /// removed; symbolic links are not resolved. Used for identifiers that must not depend on
  /// how a root was spelled (`./photos` and `photos` name the same files).
  package static func normalizedAbsolute(_ path: String, workingDirectory: String? = nil) -> String {
    var full = path
    if !path.hasPrefix("/") {
      full = (workingDirectory ?? currentDirectory()) + "/" + path
    }
    // Most paths are normal already (an import names each asset it creates by one).
    if isNormalAbsolute(full) { return full }
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

  /// Whether `path` is what ``normalizedAbsolute(_:workingDirectory:)`` makes of it: it starts
  /// with `/`, and no component is empty (a repeated or trailing `/`), `.` or `..`.
  static func isNormalAbsolute(_ path: String) -> Bool {
    let utf8 = path.utf8
    let slash = UInt8(ascii: "/")
    let dot = UInt8(ascii: ".")
    guard utf8.first == slash else { return false }
    // The component's length so far, and whether it is only dots.
    var length = -1
    var dots = true
    for byte in utf8 {
      if byte == slash {
        if length == 0 || (dots && length <= 2 && length > 0) { return false }
        (length, dots) = (0, true)
      } else {
        length += 1
        dots = dots && byte == dot
      }
    }
    return length > 0 && !(dots && length <= 2)
  }

  /// The working directory (`getcwd(3)`), or an empty string when it cannot be read.
  package static func currentDirectory() -> String {
    system_getcwd() ?? ""
  }
}
