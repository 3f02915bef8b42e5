/// A bound on how deeply a YAML text nests, checked in one pass before any YAML parser sees
/// it.
///
/// YAML parsers build a document by recursion, one call per level: a 16 KB
/// `.mediakind.yml` of 8,000 `[` overflows the stack. Configuration files and policies need
/// a few levels, so a text whose nesting passes ``limit`` is refused with its line and
/// column before parsing (Docs/Reliability.md, "Untrusted text").
///
/// The scan does not parse YAML; it bounds the depth from above, so a deep text can never
/// pass it, while a real configuration is far inside the limit. The level of a position is
/// its line's indentation (each nested block collection is indented further, or sits under
/// a `- `, `? ` or `: ` indicator, which counts one level each) plus the flow collections
/// (`[`, `{`) open around it. Quoted scalars and comments are skipped, and so are the lines
/// of a block scalar (`|`, `>`); a quote or a block scalar indicator is only taken as one
/// where YAML starts a scalar (after an indicator, a `[`, `{` or `,`, or at the start of a
/// line), so a stray `'` inside plain text can only make the scan count more, never less.
/// Cost: one pass over the bytes, no allocation.
public enum YAMLNesting {
  /// The deepest level a configuration or policy may reach.
  public static let limit = 64

  /// A text that nests deeper than the limit: where the limit was first passed.
  public struct TooDeep: Error, Sendable, Hashable {
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, in bytes.
    public var column: Int
    /// The limit that was passed.
    public var limit: Int

    /// The limit `limit` passed at `line` and `column`.
    public init(line: Int, column: Int, limit: Int) {
      self.line = line
      self.column = column
      self.limit = limit
    }
  }

  /// Checks `text`: throws ``TooDeep`` at the first position whose level passes `limit`.
  public static func check(_ text: some StringProtocol, limit: Int = YAMLNesting.limit) throws(TooDeep) {
    var scan = Scan(limit: limit)
    for byte in text.utf8 { try scan.feed(byte) }
  }

  /// The scanner's state, fed one byte at a time.
  private struct Scan {
    let limit: Int
    var line = 1
    var column = 0
    /// Spaces at the start of the current line so far (while `atLineStart`).
    var indent = 0
    var atLineStart = true
    /// The level of the current line's block context: indentation plus indicators.
    var base = 0
    var flow = 0
    enum Quote { case none, single, double, singleMaybeEnd, doubleEscape }
    var quote = Quote.none
    var inComment = false
    /// Whether the next non-space byte would start a scalar (a quote there opens a quoted
    /// scalar, `|`/`>` a block scalar).
    var scalarMayStart = true
    /// The previous byte was an indicator (`-`, `?`, `:`) that counts only if a space or the
    /// line end follows.
    var pendingIndicator = false
    var previousWasSpace = true
    /// A block scalar header was seen on this line: the lines below indented deeper than
    /// `blockParent` (the header line's level, at least its indentation, so fewer lines are
    /// skipped than YAML takes as text) are its text.
    var blockHeader = false
    var blockParent: Int?
    var inBlockText = false

    init(limit: Int) { self.limit = limit }

    mutating func feed(_ byte: UInt8) throws(TooDeep) {
      column += 1
      if byte == 0x0A {
        endLine()
        return
      }
      if atLineStart {
        if byte == 0x20 {
          indent += 1
          return
        }
        atLineStart = false
        if let parent = blockParent {
          if byte == 0x0D || indent > parent {
            inBlockText = true
            return
          }
          blockParent = nil
        }
        if quote == .none && flow == 0 {
          base = indent
          scalarMayStart = true
          try check()
        }
      }
      if inBlockText || inComment { return }
      switch quote {
      case .double:
        if byte == 0x5C { quote = .doubleEscape } else if byte == 0x22 { quote = .none; scalarMayStart = false }
        return
      case .doubleEscape:
        quote = .double
        return
      case .single:
        if byte == 0x27 { quote = .singleMaybeEnd }
        return
      case .singleMaybeEnd:
        if byte == 0x27 {
          quote = .single
          return
        }
        quote = .none
        scalarMayStart = false
      case .none:
        break
      }
      if pendingIndicator {
        pendingIndicator = false
        if byte == 0x20 || byte == 0x09 {
          if flow == 0 { base += 1 }
          scalarMayStart = true
          try check()
        }
      }
      switch byte {
      case 0x20, 0x09, 0x0D:
        previousWasSpace = true
        return
      case 0x23 where previousWasSpace:  // '#' after a space or at a line start: a comment
        inComment = true
      case 0x5B, 0x7B:  // '[' '{'
        flow += 1
        scalarMayStart = true
        try check()
      case 0x5D, 0x7D:  // ']' '}'
        flow = max(0, flow - 1)
        scalarMayStart = false
      case 0x2C:  // ','
        scalarMayStart = flow > 0
      case 0x2D, 0x3F, 0x3A:  // '-' '?' ':' count when a space follows
        pendingIndicator = true
        scalarMayStart = false
      case 0x27 where scalarMayStart:
        quote = .single
      case 0x22 where scalarMayStart:
        quote = .double
      case 0x7C, 0x3E:  // '|' '>'
        if scalarMayStart && flow == 0 { blockHeader = true }
        scalarMayStart = false
      default:
        scalarMayStart = false
      }
      previousWasSpace = false
    }

    mutating func endLine() {
      if pendingIndicator, quote == .none, !inComment, !inBlockText, flow == 0 { base += 1 }
      if blockHeader, quote == .none { blockParent = base }
      if quote == .singleMaybeEnd { quote = .none }
      line += 1
      column = 0
      indent = 0
      atLineStart = true
      inComment = false
      inBlockText = false
      pendingIndicator = false
      blockHeader = false
      previousWasSpace = true
    }

    func check() throws(TooDeep) {
      if base + flow > limit { throw TooDeep(line: line, column: column, limit: limit) }
    }
  }
}
