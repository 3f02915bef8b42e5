/// A path pattern, matched against a whole path relative to the checked folder.
///
/// - `*` matches any run of characters within one path segment, `?` one character,
///   `[abc]`, `[a-z]` and `[!abc]` one character from (or not from) a set.
/// - `**` as a whole segment matches any number of segments: `**/*.gif` matches `a.gif` and
///   `x/y/a.gif`; `web/**` matches every file below `web/`.
/// - `{jpg,jpeg}` matches either alternative: `photos/*.{jpg,heic}`.
/// - A pattern ending in `/` means everything below that folder (`web/` = `web/**`); a
///   leading `./` is ignored. Matching is case-sensitive.
///
/// Excludes (`--exclude`, a folder's `.mediakind.yml`) are read as `.gitignore` lines
/// instead: ``init(excluding:)`` (Docs/CLI.md, "Inputs").
public struct PathGlob: Sendable, Hashable, Decodable, CustomStringConvertible {
  /// The pattern as written.
  public let pattern: String
  /// Brace-expanded alternatives, each split into segments.
  private let alternatives: [[String]]
  /// A `!pattern` exclude: what it matches is taken back in (the last matching exclude wins).
  public let isNegated: Bool
  /// A `pattern/` exclude: it matches folders only (and so everything below them).
  public let matchesFoldersOnly: Bool

  /// A glob from `pattern`; throws ``PathGlob/Invalid`` for an empty pattern.
  public init(_ pattern: String) throws(Invalid) {
    var body = Substring(pattern)
    while body.hasPrefix("./") { body = body.dropFirst(2) }
    while body.hasPrefix("/") { body = body.dropFirst() }
    if body.hasSuffix("/") { body += "**" }
    guard !body.isEmpty else { throw Invalid(pattern: pattern, reason: "the pattern is empty") }
    self.pattern = pattern
    alternatives = Self.segments(body)
    isNegated = false
    matchesFoldersOnly = false
  }

  /// An exclude read as a `.gitignore` line reads: a pattern without a slash matches a name
  /// at any depth (`*.jpg`, `node_modules`); a leading or middle slash anchors it to the
  /// folder walked (`/todo.txt`, `raw/*.dng`); a trailing `/` matches folders only; `**`
  /// matches any number of folders; a leading `!` takes back what earlier excludes left out
  /// (`\!` and `\#` stand for a name starting with `!` or `#`).
  public init(excluding pattern: String) throws(Invalid) {
    var body = Substring(pattern)
    let negated = body.hasPrefix("!")
    if negated { body = body.dropFirst() }
    if body.hasPrefix("\\!") || body.hasPrefix("\\#") { body = body.dropFirst() }
    let foldersOnly = body.hasSuffix("/")
    while body.hasSuffix("/") { body = body.dropLast() }
    while body.hasPrefix("./") { body = body.dropFirst(2) }
    let anchored = body.hasPrefix("/") || body.contains("/")
    while body.hasPrefix("/") { body = body.dropFirst() }
    guard !body.isEmpty else { throw Invalid(pattern: pattern, reason: "the pattern names no file or folder") }
    self.pattern = pattern
    alternatives = Self.segments(anchored ? body : "**/" + body)
    isNegated = negated
    matchesFoldersOnly = foldersOnly
  }

  private static func segments(_ body: Substring) -> [[String]] {
    expandBraces(String(body)).map {
      $0.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    }
  }

  /// Why a pattern was refused.
  public struct Invalid: Error, Sendable, Hashable, CustomStringConvertible {
    /// The pattern as written.
    public var pattern: String
    /// What is wrong with it.
    public var reason: String
    public var description: String { "invalid path pattern '\(pattern)': \(reason)" }
  }

  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    do {
      try self.init(text)
    } catch {
      throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: error.description))
    }
  }

  public var description: String { pattern }

  /// Whether `path` (relative, `/`-separated) matches.
  public func matches(_ path: String) -> Bool {
    var p = Substring(path)
    while p.hasPrefix("./") { p = p.dropFirst(2) }
    let segments = p.split(separator: "/", omittingEmptySubsequences: true)
    return alternatives.contains { Self.match(ArraySlice($0), ArraySlice(segments)) }
  }

  private static func match(_ pattern: ArraySlice<String>, _ path: ArraySlice<Substring>) -> Bool {
    guard let first = pattern.first else { return path.isEmpty }
    if first == "**" {
      let rest = pattern.dropFirst()
      if rest.isEmpty { return !path.isEmpty }
      var tail = path
      while true {
        if match(rest, tail) { return true }
        guard !tail.isEmpty else { return false }
        tail = tail.dropFirst()
      }
    }
    guard let segment = path.first, matchSegment(Array(first), Array(segment)) else { return false }
    return match(pattern.dropFirst(), path.dropFirst())
  }

  /// Wildcard match of one segment (`*`, `?`, `[...]`), backtracking over the last `*`.
  private static func matchSegment(_ p: [Character], _ s: [Character]) -> Bool {
    var pi = 0
    var si = 0
    var star: Int?
    var starMatch = 0
    while si < s.count {
      if pi < p.count, p[pi] == "*" {
        star = pi
        starMatch = si
        pi += 1
        continue
      }
      if pi < p.count {
        let (matched, next) = matchOne(p, pi, s[si])
        if matched {
          pi = next
          si += 1
          continue
        }
      }
      guard let starAt = star else { return false }
      pi = starAt + 1
      starMatch += 1
      si = starMatch
    }
    while pi < p.count, p[pi] == "*" { pi += 1 }
    return pi == p.count
  }

  /// Matches one pattern element at `p[i]` against `c`: whether it matched, and the index
  /// after the element.
  private static func matchOne(_ p: [Character], _ i: Int, _ c: Character) -> (Bool, Int) {
    switch p[i] {
    case "?":
      return (true, i + 1)
    case "[":
      var j = i + 1
      var negate = false
      if j < p.count, p[j] == "!" || p[j] == "^" {
        negate = true
        j += 1
      }
      var found = false
      var first = true
      while j < p.count, p[j] != "]" || first {
        first = false
        if j + 2 < p.count, p[j + 1] == "-", p[j + 2] != "]" {
          if p[j] <= c && c <= p[j + 2] { found = true }
          j += 3
        } else {
          if p[j] == c { found = true }
          j += 1
        }
      }
      guard j < p.count else { return (p[i] == c, i + 1) }  // no closing ]: a literal [
      return (found != negate, j + 1)
    default:
      return (p[i] == c, i + 1)
    }
  }

  /// `a/{b,c}/*.{x,y}` → the four plain patterns.
  static func expandBraces(_ text: String) -> [String] {
    let chars = Array(text)
    guard let open = chars.firstIndex(of: "{") else { return [text] }
    var depth = 0
    var commas: [Int] = []
    var close: Int?
    for k in open..<chars.count {
      switch chars[k] {
      case "{": depth += 1
      case "}":
        depth -= 1
        if depth == 0 { close = k }
      case "," where depth == 1: commas.append(k)
      default: break
      }
      if close != nil { break }
    }
    guard let close, !commas.isEmpty else {
      // No alternatives: keep the brace literally and expand what follows it.
      let head = String(chars[...open])
      return expandBraces(String(chars[(open + 1)...])).map { head + $0 }
    }
    let head = String(chars[..<open])
    let tail = String(chars[(close + 1)...])
    let bounds = [open] + commas + [close]
    var out: [String] = []
    for k in 0..<(bounds.count - 1) {
      let option = String(chars[(bounds[k] + 1)..<bounds[k + 1]])
      out += expandBraces(head + option + tail)
    }
    return out
  }
}
