/// File names for generated images that cannot collide: the source's stem, then 16 hex digits
/// of an FNV-1a 64-bit hash of its absolute path, then the extension (`IMG_1234-8f3a….jpg`).
/// Two inputs with the same name in different folders get different names; the same input
/// gets the same name in every run. A `content` key (`ImageInputKey` in `classify preview`:
/// the input's content and the files beside it that change its image) follows the hash as
/// `-<key>`, so an input that changed gets another name; a `request` tag (`PreviewRequestTag`)
/// follows as `-<tag>`, so two requests of the same input get two names.
///
/// The absolute path is made from the string alone (against the working directory, `.`, `..`
/// and repeated `/` removed, links not resolved): no file system call per name.
package enum OutputName {
  package static func name(
    for path: String, content: String? = nil, request: String? = nil, extension ext: String, workingDirectory: String
  ) -> String {
    var name = prefix(for: path, workingDirectory: workingDirectory)
    if let content { name += content + "-" }
    if let request { name += request + "-" }
    name.removeLast()
    return name + "." + ext
  }

  /// `<stem>-<16 hex digits of the path's hash>-`: what every name of `path` begins with.
  package static func prefix(for path: String, workingDirectory: String) -> String {
    let hash = StableHash<UInt64>.of(PathParts.normalizedAbsolute(path, workingDirectory: workingDirectory))
    let file = path.split(separator: "/").last.map(String.init) ?? path
    var stem = Substring(file)
    if let dot = file.lastIndex(of: "."), dot != file.startIndex { stem = file[..<dot] }
    let safe = String(String.UnicodeScalarView(stem.unicodeScalars.prefix(64).map { scalar -> Unicode.Scalar in
      scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_")
        ? scalar : "_"
    }))
    return "\(safe)-\(hash.paddedHex(digits: 16))-"
  }
}
