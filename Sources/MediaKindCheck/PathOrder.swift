import MediaKind

/// The order of paths in reports and expected files: by UTF-8 bytes, as `LC_ALL=C sort`.
enum PathOrder {
  static func precedes(_ a: String, _ b: String) -> Bool {
    a.utf8.lexicographicallyPrecedes(b.utf8)
  }
}
