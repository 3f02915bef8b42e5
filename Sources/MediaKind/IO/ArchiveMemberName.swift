/// A member's name as records show it, and whether it is one to refuse.
///
/// The name is the stored one without leading `./` (`tar -C dir -cf x.tar .` stores
/// `./a.jpg`), shown as ``PathEscaping`` shows file names (bytes that are not UTF-8 as `\xNN`).
/// Nothing is ever extracted, so no name can reach the file system; still, a name that would
/// leave the extraction folder (absolute, or with a `..` component, also with Windows `\`
/// separators), an empty name and one longer than Linux allows a path are refused with a
/// per-member error, so a record never names a path outside the archive.
struct ArchiveMemberName: Sendable, Hashable {
  /// The record's form of the name.
  let display: String
  /// Why the name is refused, or nil.
  let refusal: String?

  init(rawBytes: [UInt8]) {
    var bytes = rawBytes[...]
    while bytes.starts(with: [UInt8(ascii: "."), UInt8(ascii: "/")]) {
      bytes = bytes.dropFirst(2)
      while bytes.first == UInt8(ascii: "/") { bytes = bytes.dropFirst() }
    }
    display = PathEscaping.display(bytes)
    refusal = Self.refusal(of: bytes)
  }

  /// The longest name accepted (Linux `PATH_MAX` less its NUL).
  static let maxLength = InputFailure.pathMax - 1

  private static func refusal(of bytes: ArraySlice<UInt8>) -> String? {
    if bytes.isEmpty { return "empty member name" }
    if bytes.count > maxLength {
      return "member name of \(bytes.count) bytes (longer than the \(maxLength) a path may have)"
    }
    let slash = UInt8(ascii: "/")
    let backslash = UInt8(ascii: "\\")
    if bytes.first == slash || bytes.first == backslash {
      return "absolute member name: it would leave the extraction folder"
    }
    if bytes.count >= 2, bytes[bytes.startIndex + 1] == UInt8(ascii: ":") {
      return "member name with a drive letter: it would leave the extraction folder"
    }
    let components = bytes.split(whereSeparator: { $0 == slash || $0 == backslash })
    if components.contains(where: { $0.elementsEqual([UInt8(ascii: "."), UInt8(ascii: ".")]) }) {
      return "member name with a '..' component: it would leave the extraction folder"
    }
    return nil
  }
}
