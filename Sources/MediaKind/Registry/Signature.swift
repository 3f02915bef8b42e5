/// One way to recognise a format from its first bytes.
///
/// Either a byte pattern at an offset (`nil` matches any byte, as in infer/filetype and
/// libmagic), or a named predicate for checks a pattern cannot express (ISO BMFF brands, the
/// TIFF IFD0 of a RAW file, a valid MPEG audio frame header).
public struct Signature: Sendable, CustomStringConvertible {
  enum Kind: Sendable {
    case bytes([UInt8?], offset: Int)
    case predicate(name: String, test: @Sendable (SniffInput) -> Int)
  }

  let kind: Kind
  /// For a predicate, the only first bytes a matching head can start with (nil: any). The
  /// registry tries a signature only on heads that start with one of them, so a file pays
  /// for the predicates of its own kind of content, not for all of them.
  let firstBytes: [UInt8]?
  /// For a predicate, the only file extension it can match (see `predicate(_:firstBytes:onlyNamed:_:)`).
  let onlyNamed: String?

  init(kind: Kind, firstBytes: [UInt8]? = nil, onlyNamed: String? = nil) {
    self.kind = kind
    self.firstBytes = firstBytes
    self.onlyNamed = onlyNamed
  }

  /// Bytes at `offset`; `nil` entries are wildcards.
  public static func bytes(_ pattern: [UInt8?], at offset: Int = 0) -> Signature {
    Signature(kind: .bytes(pattern, offset: offset))
  }

  /// ASCII text at `offset`.
  public static func ascii(_ text: String, at offset: Int = 0) -> Signature {
    Signature(kind: .bytes(Array(text.utf8).map { Optional($0) }, offset: offset))
  }

  /// A named check over the sniff input; a match has full strength.
  public static func predicate(
    _ name: String, firstBytes: [UInt8]? = nil, _ test: @escaping @Sendable (SniffInput) -> Bool
  ) -> Signature {
    Signature(
      kind: .predicate(name: name, test: { test($0) ? fullStrength : 0 }), firstBytes: firstBytes)
  }

  /// A named check that can match only a file named with `onlyNamed` (lower-case, without the
  /// dot): the test runs only for such names, so the registry knows, without reading the head,
  /// that it cannot match any other (`FormatRegistry.identifyFromPrefix(_:)`).
  static func predicate(
    _ name: String, firstBytes: [UInt8]? = nil, onlyNamed: String,
    _ test: @escaping @Sendable (SniffInput) -> Bool
  ) -> Signature {
    Signature(
      kind: .predicate(name: name, test: { $0.fileExtension == onlyNamed && test($0) ? fullStrength : 0 }),
      firstBytes: firstBytes, onlyNamed: onlyNamed)
  }

  /// A named check that answers how strongly the input matches: 0 for no match, up to
  /// ``fullStrength``. Lower strengths let a later, more specific format win (libmagic's
  /// `!:strength`; the ISO BMFF major-versus-compatible brand rule).
  public static func scored(
    _ name: String, firstBytes: [UInt8]? = nil, _ test: @escaping @Sendable (SniffInput) -> Int
  ) -> Signature {
    Signature(kind: .predicate(name: name, test: test), firstBytes: firstBytes)
  }

  /// An ISO BMFF `ftyp` brand check with the strength rules of ``FileTypeBox``: full when
  /// the major brand is a specific one of `brands`, half for a generic major brand or a
  /// compatible brand. The set is built once, here, not per file.
  ///
  /// An `ftyp` box is first in the file and far smaller than 16 MiB, so its size field starts
  /// with a zero byte.
  public static func brands(_ name: String, _ brands: Set<FourCC>) -> Signature {
    scored(name, firstBytes: [0x00]) { input in input.fileType?.strength(for: brands) ?? 0 }
  }

  /// The strength of a certain match.
  public static let fullStrength = 100

  /// How strongly the input matches: 0 (no match) to ``fullStrength``.
  public func strength(for input: SniffInput) -> Int {
    switch kind {
    case .bytes(let pattern, let offset):
      input.head.matches(pattern, at: offset) ? Self.fullStrength : 0
    case .predicate(_, let test): test(input)
    }
  }

  /// Whether a head whose first byte is `firstByte` could match: false for a byte pattern at
  /// offset 0 that fixes another first byte, and for a predicate whose ``firstBytes`` do not
  /// include it.
  func canMatch(firstByte: UInt8) -> Bool {
    if let firstBytes { return firstBytes.contains(firstByte) }
    guard case .bytes(let pattern, let offset) = kind, offset == 0, let first = pattern.first,
      let fixed = first
    else { return true }
    return fixed == firstByte
  }

  public var description: String {
    switch kind {
    case .bytes(let pattern, let offset):
      let hex = pattern.map { $0.map { String($0, radix: 16, uppercase: true) } ?? "??" }
        .map { $0.count == 1 ? "0" + $0 : $0 }.joined(separator: " ")
      let text = pattern.allSatisfy { $0.map { (0x20...0x7E).contains($0) } ?? false }
        ? " (\"\(String(decoding: pattern.compactMap { $0 }, as: UTF8.self))\")" : ""
      return offset == 0 ? "`\(hex)`\(text)" : "`\(hex)`\(text) at \(offset)"
    case .predicate(let name, _):
      return name
    }
  }
}
