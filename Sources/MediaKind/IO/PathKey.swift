/// A path (or file name, or a key built from path pieces) that is equal to another and hashes
/// only by its UTF-8 bytes, for the dictionaries and sets the library keys by paths
/// (Docs/Library.md, "Paths are compared as bytes").
///
/// Swift's `String` compares by Unicode canonical equivalence: `café.jpg` spelt with a
/// precomposed `é` (U+00E9) and with `e` + U+0301 are one key to a `[String: X]`, while Linux
/// holds them as two files side by side. A `PathKey` keeps them apart. It holds the string
/// as given (no copy of its bytes); hashing reads the native string's UTF-8 in place.
package struct PathKey: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
  /// The path as given.
  package let path: String

  package init(_ path: String) { self.path = path }

  package init(_ path: Substring) { self.path = String(path) }

  package init(stringLiteral path: String) { self.path = path }

  package static func == (a: PathKey, b: PathKey) -> Bool {
    let (x, y) = (a.path.utf8, b.path.utf8)
    guard x.count == y.count else { return false }
    // Native strings hold their UTF-8 contiguously: compare the two buffers as a whole
    // (a dictionary lookup ends in one such comparison) rather than view element by element.
    let compared = x.withContiguousStorageIfAvailable { xBytes in
      y.withContiguousStorageIfAvailable { xBytes.baseAddress == $0.baseAddress || xBytes.elementsEqual($0) }
    }
    if let compared, let equal = compared { return equal }
    return x.elementsEqual(y)
  }

  package func hash(into hasher: inout Hasher) {
    let utf8 = path.utf8
    hasher.combine(utf8.count)
    let hashed: Void? = utf8.withContiguousStorageIfAvailable { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    if hashed == nil {
      for byte in utf8 { hasher.combine(byte) }
    }
  }

  package var description: String { path }
}
