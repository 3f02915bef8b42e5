@testable import MediaKind
import Testing

/// `PathParts.normalizedAbsolute` returns a path that is normal already as it is
/// (`PathParts.isNormalAbsolute`), and normalizes the others; either way the result is
/// what splitting at `/` and dropping empty, `.` and `..` components makes.
@Suite("Normalized absolute paths")
struct NormalizedPathTests {
  /// The normalization spelled out, without the shortcut.
  static func normalized(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: true) where part != "." {
      if part == ".." {
        if !parts.isEmpty { parts.removeLast() }
      } else {
        parts.append(part)
      }
    }
    return "/" + parts.joined(separator: "/")
  }

  @Test("normal paths kept as they are, the others normalized")
  func normalizes() {
    let normal = ["/a", "/a/b.jpg", "/.../x", "/a/.hidden/..b/b..", "/Café/写真 😀.HEIC", "/a/ /b"]
    for path in normal {
      #expect(PathParts.isNormalAbsolute(path), "\(path)")
      #expect(PathParts.normalizedAbsolute(path) == path)
    }
    let other = ["/", "//", "/a/", "/a//b", "/./a", "/a/.", "/a/..", "/a/../b", "/../a", "//a/./b/../c/", "/a/b/.."]
    for path in other {
      #expect(!PathParts.isNormalAbsolute(path), "\(path)")
      #expect(PathParts.normalizedAbsolute(path) == Self.normalized(path), "\(path)")
    }
    #expect(!PathParts.isNormalAbsolute("a/b"))
    #expect(PathParts.normalizedAbsolute("b/./c", workingDirectory: "/w/a") == "/w/a/b/c")
    #expect(PathParts.normalizedAbsolute("../c", workingDirectory: "/w/a") == "/w/c")
  }
}
