/// Reads a predicate in PhotoKit's format syntax (`NSPredicate(format:)`) into a typed
/// ``AssetPredicate``.
///
/// The subset: comparisons `== = != <> < <= =< > >= => `, `AND`/`&&`, `OR`/`||`, `NOT`/`!`,
/// parentheses, `TRUEPREDICATE`/`FALSEPREDICATE`; `CONTAINS`, `BEGINSWITH`, `ENDSWITH`,
/// `LIKE` with `[c]`; `IN {…}` and `BETWEEN {lo, hi}`; bit tests
/// `(mediaSubtypes & 8) != 0` / `== 8` / `== 0`; `nil`; `YES`/`NO`/`TRUE`/`FALSE`; numbers,
/// strings, dates as ISO 8601 strings; subtype and media type names as constants
/// (`photoLive`, `image`); format specifiers filled from arguments. Every error names the
/// column.
///
/// The parser descends one Swift call per level of parentheses, `NOT`, lists and `&` masks,
/// so the nesting is bounded (``maxNesting``): a predicate of ten thousand `(` is an error
/// naming the column, not a stack overflow (Docs/Reliability.md, "Untrusted text").
struct PredicateParser {
  /// The deepest nesting of parentheses, `NOT`/`!`, lists and masks a predicate may have.
  /// Hand-written predicates stay within a handful of levels.
  static let maxNesting = 100

  let expression: String
  private var tokens: [PredicateToken]
  private var position = 0
  private var arguments: [PredicateArgument]
  private var nextArgument = 0
  /// Whether the operand being read is the value side of a comparison (for messages).
  private var readingValue = false
  /// The levels of nesting open at the cursor.
  private var depth = 0

  init(expression: String, arguments: [PredicateArgument]) throws(PredicateSyntaxError) {
    self.expression = expression
    self.arguments = arguments
    tokens = try PredicateLexer(expression: expression).tokens()
  }

  private func fail(_ column: Int, _ message: String) -> PredicateSyntaxError {
    PredicateSyntaxError(expression: expression, column: column, message: message)
  }

  private var current: PredicateToken { tokens[position] }

  /// Opens one level of nesting at `column`, or fails past ``maxNesting``; the caller closes
  /// it (`defer { depth -= 1 }`).
  private mutating func enterNesting(at column: Int) throws(PredicateSyntaxError) {
    depth += 1
    if depth > Self.maxNesting {
      throw fail(column, "nested more than \(Self.maxNesting) levels deep (parentheses, NOT, lists)")
    }
  }

  private mutating func advance() -> PredicateToken {
    let token = tokens[position]
    if position < tokens.count - 1 { position += 1 }
    return token
  }

  /// The whole expression.
  mutating func parse() throws(PredicateSyntaxError) -> AssetPredicate {
    if case .end = current.kind { throw fail(1, "the predicate is empty") }
    let result = try parseOr()
    guard case .end = current.kind else {
      throw fail(current.column, "unexpected \(describe(current)) (expected AND, OR or the end)")
    }
    if nextArgument < arguments.count {
      throw fail(current.column, "\(arguments.count - nextArgument) argument(s) left over: the format has \(nextArgument) specifier(s)")
    }
    return result
  }

  private func describe(_ token: PredicateToken) -> String {
    switch token.kind {
    case .identifier(let s): "'\(s)'"
    case .number(let s): "the number \(s)"
    case .string(let s): "the string '\(s)'"
    case .symbol(let s): "'\(s)'"
    case .options(let s): "'[\(s)]'"
    case .placeholder(let s): "'\(s)'"
    case .end: "the end of the predicate"
    }
  }

  // MARK: Logic

  private mutating func parseOr() throws(PredicateSyntaxError) -> AssetPredicate {
    var parts = [try parseAnd()]
    while current.keyword == "OR" || current.isSymbol("||") {
      _ = advance()
      parts.append(try parseAnd())
    }
    return parts.count == 1 ? parts[0] : .or(parts)
  }

  private mutating func parseAnd() throws(PredicateSyntaxError) -> AssetPredicate {
    var parts = [try parseNot()]
    while current.keyword == "AND" || current.isSymbol("&&") {
      _ = advance()
      parts.append(try parseNot())
    }
    return parts.count == 1 ? parts[0] : .and(parts)
  }

  private mutating func parseNot() throws(PredicateSyntaxError) -> AssetPredicate {
    if current.keyword == "NOT" || current.isSymbol("!") {
      try enterNesting(at: current.column)
      defer { depth -= 1 }
      _ = advance()
      return .not(try parseNot())
    }
    return try parsePrimary()
  }

  /// Whether the tokens at the cursor open a parenthesized bit test (`(mediaSubtypes & 8)`)
  /// rather than a parenthesized predicate.
  private var opensParenthesizedOperand: Bool {
    guard current.isSymbol("("), position + 2 < tokens.count else { return false }
    let next = tokens[position + 1]
    let isKey: Bool
    switch next.kind {
    case .identifier: isKey = next.keyword == nil
    case .placeholder(let spec): isKey = spec == "%K"
    default: isKey = false
    }
    return isKey && tokens[position + 2].isSymbol("&")
  }

  private mutating func parsePrimary() throws(PredicateSyntaxError) -> AssetPredicate {
    if current.isSymbol("("), !opensParenthesizedOperand {
      try enterNesting(at: current.column)
      defer { depth -= 1 }
      let open = advance()
      let inner = try parseOr()
      guard current.isSymbol(")") else {
        throw fail(current.column, "expected ')' to close the '(' at column \(open.column), found \(describe(current))")
      }
      _ = advance()
      return inner
    }
    switch current.keyword {
    case "TRUEPREDICATE":
      _ = advance()
      return .all
    case "FALSEPREDICATE":
      _ = advance()
      return .not(.all)
    case "ANY", "ALL", "SOME", "NONE":
      throw fail(current.column, "\(current.keyword!) applies to to-many key paths; an asset's key paths are single values")
    default:
      return try parseComparison()
    }
  }

  // MARK: Comparisons

  /// A side of a comparison.
  private enum Operand {
    case key(PredicateKey, name: String, column: Int)
    case bitAnd(PredicateKey, name: String, mask: PredicateValue, column: Int)
    case value(PredicateValue, column: Int)
  }

  private mutating func parseComparison() throws(PredicateSyntaxError) -> AssetPredicate {
    let start = current.column
    let lhs = try parseOperand()
    let opToken = current
    var op: String
    switch opToken.kind {
    case .symbol(let s) where ["==", "=", "!=", "<>", "<", "<=", "=<", ">", ">=", "=>"].contains(s):
      op = s
    case .identifier where ["CONTAINS", "BEGINSWITH", "ENDSWITH", "LIKE", "MATCHES", "IN", "BETWEEN"].contains(opToken.keyword ?? ""):
      op = opToken.keyword!
    default:
      // A boolean key path alone (`isFavorite`) reads as `== YES`.
      if case .key(.isFavorite, _, _) = lhs { return .isFavorite(true) }
      if case .key(.isHidden, _, _) = lhs { return .isHidden(true) }
      if case .key(_, let name, let column) = lhs {
        throw fail(opToken.column == column ? column : opToken.column,
          "expected a comparison after '\(name)' (==, !=, <, <=, >, >=, CONTAINS, BEGINSWITH, ENDSWITH, LIKE, IN, BETWEEN), found \(describe(opToken))")
      }
      throw fail(opToken.column, "expected a comparison operator, found \(describe(opToken))")
    }
    _ = advance()
    switch op {
    case "=": op = "=="
    case "<>": op = "!="
    case "=<": op = "<="
    case "=>": op = ">="
    default: break
    }
    var caseInsensitive = false
    if case .options(let options) = current.kind {
      let optionsColumn = current.column
      _ = advance()
      for option in options {
        switch option {
        case "c": caseInsensitive = true
        case "d": throw fail(optionsColumn, "[d] (diacritic-insensitive) is not supported; use [c]")
        case "n": break  // normalized: the strings are compared as given anyway
        default: throw fail(optionsColumn, "unknown comparison option '\(option)' (only [c] is supported)")
        }
      }
    }
    if op == "MATCHES" {
      throw fail(opToken.column, "MATCHES (regular expressions) is not supported; use LIKE with * and ?")
    }
    readingValue = true
    let rhs = try parseOperand()
    readingValue = false
    return try translate(lhs, op, rhs, caseInsensitive: caseInsensitive, opColumn: opToken.column, start: start)
  }

  private mutating func parseOperand() throws(PredicateSyntaxError) -> Operand {
    let token = current
    try enterNesting(at: token.column)
    defer { depth -= 1 }
    if token.isSymbol("(") {
      _ = advance()
      let inner = try parseOperand()
      guard current.isSymbol(")") else {
        throw fail(current.column, "expected ')' to close the '(' at column \(token.column), found \(describe(current))")
      }
      _ = advance()
      return inner
    }
    if token.isSymbol("{") {
      _ = advance()
      var items: [PredicateValue] = []
      if !current.isSymbol("}") {
        while true {
          guard case .value(let value, _) = try parseOperand() else {
            throw fail(current.column, "a list holds values, not key paths")
          }
          items.append(value)
          if current.isSymbol(",") {
            _ = advance()
            continue
          }
          break
        }
      }
      guard current.isSymbol("}") else {
        throw fail(current.column, "expected ',' or '}' in the list opened at column \(token.column), found \(describe(current))")
      }
      _ = advance()
      return .value(.list(items), column: token.column)
    }
    if token.isSymbol("-"), case .number = tokens[position + 1].kind {
      _ = advance()
      guard case .value(let v, _) = try parseOperand() else { throw fail(token.column, "expected a number") }
      switch v {
      case .integer(let n): return .value(.integer(-n), column: token.column)
      case .real(let x): return .value(.real(-x), column: token.column)
      default: throw fail(token.column, "expected a number after '-'")
      }
    }
    switch token.kind {
    case .number(let text):
      _ = advance()
      return .value(try number(text, column: token.column), column: token.column)
    case .string(let text):
      _ = advance()
      return .value(.string(text), column: token.column)
    case .placeholder(let spec):
      _ = advance()
      guard nextArgument < arguments.count else {
        throw fail(token.column, "\(spec) has no argument (give one value for each format specifier)")
      }
      let argument = arguments[nextArgument]
      nextArgument += 1
      if spec == "%K" {
        guard case .string(let name) = argument else { throw fail(token.column, "%K takes a key path string") }
        return try keyOperand(name, column: token.column)
      }
      return .value(argument.value, column: token.column)
    case .identifier(let name):
      switch token.keyword {
      case "YES", "TRUE":
        _ = advance()
        return .value(.bool(true), column: token.column)
      case "NO", "FALSE":
        _ = advance()
        return .value(.bool(false), column: token.column)
      case "NIL", "NULL":
        _ = advance()
        return .value(.null, column: token.column)
      case .some(let keyword):
        throw fail(token.column, "expected a key path or a value, found the keyword \(keyword)")
      case .none:
        _ = advance()
        return try keyOperand(name, column: token.column)
      }
    default:
      throw fail(token.column, "expected a key path or a value, found \(describe(token))")
    }
  }

  /// A key path (with an optional `& mask`), or a named constant.
  private mutating func keyOperand(_ name: String, column: Int) throws(PredicateSyntaxError) -> Operand {
    let key: PredicateKey
    if let known = PredicateKey.byName[name] {
      key = known
    } else if MediaSubtypes(name: name) != nil || MediaType(name: name) != nil || BurstInfo.selectionTypeNames.contains(name) {
      return .value(.name(name), column: column)
    } else {
      if readingValue {
        throw fail(column, "unknown name '\(name)': quote text ('\(name)'); names stand for subtypes (photoLive, raw), media types (image) and burst selection types (autoPick)")
      }
      if let near = Self.suggestion(for: name) {
        throw fail(column, "unknown key path '\(name)'; did you mean '\(near)'?")
      }
      throw fail(column, "unknown key path '\(name)' (known: \(PredicateKey.knownNames))")
    }
    if current.isSymbol("&") {
      _ = advance()
      guard case .value(let mask, _) = try parseOperand() else {
        throw fail(current.column, "'&' takes a number or subtype name on its right")
      }
      return .bitAnd(key, name: name, mask: mask, column: column)
    }
    return .key(key, name: name, column: column)
  }

  /// The known key path within two edits of `name` (case ignored), if any.
  static func suggestion(for name: String) -> String? {
    let a = Array(name.lowercased())
    var best: (String, Int)?
    for key in PredicateKey.byName.keys.sorted() {
      let b = Array(key.lowercased())
      guard abs(a.count - b.count) <= 2 else { continue }
      var row = Array(0...b.count)
      for i in 1...max(1, a.count) where !a.isEmpty {
        var previous = row[0]
        row[0] = i
        for j in 1...max(1, b.count) where !b.isEmpty {
          let saved = row[j]
          row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
          previous = saved
        }
      }
      let distance = row[b.count]
      if distance <= 2, best == nil || distance < best!.1 { best = (key, distance) }
    }
    return best?.0
  }

  private func number(_ text: String, column: Int) throws(PredicateSyntaxError) -> PredicateValue {
    if text.hasPrefix("0x") || text.hasPrefix("0X") {
      guard let v = UInt64(text.dropFirst(2), radix: 16) else { throw fail(column, "'\(text)' is not a number") }
      return .integer(Int64(bitPattern: v))
    }
    if let v = Int64(text) { return .integer(v) }
    if let v = Double(text), v.isFinite { return .real(v) }
    throw fail(column, "'\(text)' is not a number")
  }

  // MARK: Translation

  private static func flipped(_ op: String) -> String {
    switch op {
    case "<": ">"
    case "<=": ">="
    case ">": "<"
    case ">=": "<="
    default: op
    }
  }

  private func translate(
    _ lhs: Operand, _ op: String, _ rhs: Operand, caseInsensitive: Bool, opColumn: Int, start: Int
  ) throws(PredicateSyntaxError) -> AssetPredicate {
    switch (lhs, rhs) {
    case (.key(let key, let name, let column), .value(let value, let valueColumn)):
      return try compare(key, name: name, column: column, op, value, valueColumn: valueColumn, caseInsensitive: caseInsensitive, opColumn: opColumn)
    case (.value(let value, let valueColumn), .key(let key, let name, let column)):
      guard !["CONTAINS", "BEGINSWITH", "ENDSWITH", "LIKE", "IN", "BETWEEN"].contains(op) else {
        throw fail(valueColumn, "put the key path '\(name)' on the left of \(op)")
      }
      return try compare(key, name: name, column: column, Self.flipped(op), value, valueColumn: valueColumn, caseInsensitive: caseInsensitive, opColumn: opColumn)
    case (.bitAnd(let key, let name, let mask, let column), .value(let value, let valueColumn)),
      (.value(let value, let valueColumn), .bitAnd(let key, let name, let mask, let column)):
      return try bitTest(key, name: name, column: column, mask: mask, op, value, valueColumn: valueColumn, opColumn: opColumn)
    case (.value(_, let column), .value):
      throw fail(column, "a comparison needs a key path of the asset (known: \(PredicateKey.knownNames))")
    case (_, .key(_, let name, let column)), (_, .bitAnd(_, let name, _, let column)):
      throw fail(column, "compare the key path with a value, not with another key path ('\(name)')")
    }
  }

  /// A `burstSelectionTypes` mask: a non-negative integer or `autoPick` (1) / `userPick` (2).
  private func selectionMask(_ value: PredicateValue, column: Int) throws(PredicateSyntaxError) -> Int {
    switch value {
    case .integer(let v) where v >= 0 && v <= Int64(Int32.max): return Int(v)
    case .name(let name), .string(let name):
      guard let bit = BurstInfo.selectionTypeNames.firstIndex(of: name) else {
        throw fail(column, "unknown burst selection type '\(name)' (known: autoPick, userPick)")
      }
      return 1 << bit
    default:
      throw fail(column, "a burst selection mask is a non-negative integer or autoPick/userPick, not \(value.shown)")
    }
  }

  private func subtypeMask(_ value: PredicateValue, column: Int) throws(PredicateSyntaxError) -> MediaSubtypes {
    switch value {
    case .integer(let v) where v >= 0: return MediaSubtypes(rawValue: UInt64(v))
    case .name(let name), .string(let name):
      guard let set = MediaSubtypes(name: name) else {
        throw fail(column, "unknown subtype '\(name)' (known: \(MediaSubtypes.named.map(\.name).joined(separator: ", ")))")
      }
      return set
    default:
      throw fail(column, "a subtype mask is a non-negative integer or a subtype name, not \(value.shown)")
    }
  }

  /// `(mediaSubtypes & mask) op value`.
  private func bitTest(
    _ key: PredicateKey, name: String, column: Int, mask maskValue: PredicateValue, _ op: String,
    _ value: PredicateValue, valueColumn: Int, opColumn: Int
  ) throws(PredicateSyntaxError) -> AssetPredicate {
    if key == .burstSelectionTypes {
      let mask = try selectionMask(maskValue, column: column)
      let wanted = try selectionMask(value, column: valueColumn)
      // A wanted bit outside the mask can never be set in the masked value.
      let equal: AssetPredicate = wanted & ~mask != 0 ? .not(.all) : .burstSelectionTypes(mask: mask, equals: wanted)
      switch op {
      case "==": return equal
      case "!=": return .not(equal)
      default: throw fail(opColumn, "a bit test compares with == or != (write (burstSelectionTypes & 1) != 0), not \(op)")
      }
    }
    guard key == .mediaSubtypes else {
      throw fail(column, "bit tests ('&') apply to mediaSubtypes and burstSelectionTypes only, not '\(name)'")
    }
    let mask = try subtypeMask(maskValue, column: column)
    let wanted = try subtypeMask(value, column: valueColumn)
    let equal: AssetPredicate
    if wanted.isEmpty {
      equal = .excludesSubtypes(mask)
    } else if !mask.isSuperset(of: wanted) {
      equal = .not(.all)
    } else if wanted == mask {
      equal = .containsSubtypes(mask)
    } else {
      equal = .and([.containsSubtypes(wanted), .excludesSubtypes(mask.subtracting(wanted))])
    }
    switch op {
    case "==": return equal
    case "!=":
      if wanted.isEmpty { return .containsAnySubtype(mask) }
      return .not(equal)
    default:
      throw fail(opColumn, "a bit test compares with == or != (write (mediaSubtypes & 8) != 0), not \(op)")
    }
  }

  private func compare(
    _ key: PredicateKey, name: String, column: Int, _ op: String, _ value: PredicateValue,
    valueColumn: Int, caseInsensitive: Bool, opColumn: Int
  ) throws(PredicateSyntaxError) -> AssetPredicate {
    if case .unsupported(let reason) = key { throw fail(column, "'\(name)' is not supported: \(reason)") }
    if op == "IN" {
      guard case .list(let items) = value else {
        throw fail(valueColumn, "IN takes a list in braces ({1, 2}) or an array argument")
      }
      let parts = try items.map { (item) throws(PredicateSyntaxError) -> AssetPredicate in
        try compare(key, name: name, column: column, "==", item, valueColumn: valueColumn, caseInsensitive: caseInsensitive, opColumn: opColumn)
      }
      return parts.count == 1 ? parts[0] : .or(parts)
    }
    if op == "BETWEEN" {
      guard case .list(let items) = value, items.count == 2 else {
        throw fail(valueColumn, "BETWEEN takes a list of two values ({low, high})")
      }
      let low = try compare(key, name: name, column: column, ">=", items[0], valueColumn: valueColumn, caseInsensitive: false, opColumn: opColumn)
      let high = try compare(key, name: name, column: column, "<=", items[1], valueColumn: valueColumn, caseInsensitive: false, opColumn: opColumn)
      return .and([low, high])
    }
    if case .list = value {
      throw fail(valueColumn, "a list compares only with IN or BETWEEN")
    }
    let isStringOp = ["CONTAINS", "BEGINSWITH", "ENDSWITH", "LIKE"].contains(op)
    switch key {
    case .text(let textKey):
      return try textCompare(textKey, name: name, op, value, valueColumn: valueColumn, caseInsensitive: caseInsensitive, opColumn: opColumn)
    case .burstIdentifier:
      if value == .null {
        return try nullTest(op, present: .containsSubtypes(.burst), name: name, opColumn: opColumn)
      }
      if op == "==", !caseInsensitive, case .string(let id) = value { return .burstIdentifier(id) }
      return try textCompare(.burstIdentifier, name: name, op, value, valueColumn: valueColumn, caseInsensitive: caseInsensitive, opColumn: opColumn)
    case .location:
      guard value == .null else {
        throw fail(valueColumn, "location compares only with nil (location != nil: assets with a position)")
      }
      return try nullTest(op, present: .hasLocation(true), name: name, opColumn: opColumn)
    default:
      break
    }
    if isStringOp { throw fail(opColumn, "\(op) compares text; '\(name)' is not text") }
    if value == .null {
      switch key {
      case .pixelWidth: return try nullTest(op, present: .pixelSize(minWidth: nil, minHeight: nil, maxWidth: nil, maxHeight: nil), name: name, opColumn: opColumn)
      case .pixelHeight: return try nullTest(op, present: .pixelSize(minWidth: nil, minHeight: nil, maxWidth: nil, maxHeight: nil), name: name, opColumn: opColumn)
      case .duration: return try nullTest(op, present: .duration(min: nil, max: nil), name: name, opColumn: opColumn)
      case .creationDate: return try nullTest(op, present: .creationDate(from: nil, to: nil), name: name, opColumn: opColumn)
      case .modificationDate: return try nullTest(op, present: .modificationDate(from: nil, to: nil), name: name, opColumn: opColumn)
      case .number(let numberKey): return try nullTest(op, present: .number(numberKey, min: nil, max: nil), name: name, opColumn: opColumn)
      default: throw fail(valueColumn, "'\(name)' always has a value: compare it with a \(key == .isFavorite || key == .isHidden ? "boolean" : "number")")
      }
    }
    switch key {
    case .mediaType:
      return try mediaTypeCompare(op, value, valueColumn: valueColumn)
    case .mediaSubtypes:
      let set = try subtypeMask(value, column: valueColumn)
      let equal: AssetPredicate = .and([.containsSubtypes(set), .excludesSubtypes(MediaSubtypes.photoKitMask.subtracting(set))])
      switch op {
      case "==": return equal
      case "!=": return .not(equal)
      default: throw fail(opColumn, "mediaSubtypes is a bit mask: use == or !=, or a bit test ((mediaSubtypes & 8) != 0)")
      }
    case .isFavorite, .isHidden:
      let flag = key == .isFavorite ? "isFavorite" : "isHidden"
      guard let n = value.number, n == 0 || n == 1 else {
        throw fail(valueColumn, "\(flag) compares with YES or NO, not \(value.shown)")
      }
      let wanted: Bool
      switch op {
      case "==": wanted = n == 1
      case "!=": wanted = n != 1
      default: throw fail(opColumn, "\(flag) compares with == or !=")
      }
      return key == .isFavorite ? .isFavorite(wanted) : .isHidden(wanted)
    case .playbackVariation:
      guard case .integer(let n) = value, let v = Int(exactly: n) else {
        throw fail(valueColumn, "playbackVariation compares with an integer (1 loop, 2 bounce, 3 long exposure)")
      }
      switch op {
      case "==": return .playbackVariation(v)
      case "!=": return .not(.playbackVariation(v))
      default: throw fail(opColumn, "playbackVariation compares with == or !=")
      }
    case .pixelWidth, .pixelHeight, .fileSize:
      var isBool = false
      if case .bool = value { isBool = true }
      guard let x = value.number, !isBool else {
        throw fail(valueColumn, "'\(name)' compares with a number, not \(value.shown)")
      }
      return integerRange(key, op, x)
    case .duration:
      guard let x = value.number else { throw fail(valueColumn, "duration compares with seconds, not \(value.shown)") }
      return range(op, x) { .duration(min: $0, max: $1) }
    case .number(let numberKey):
      var isBool = false
      if case .bool = value { isBool = true }
      guard let x = value.number, !isBool else {
        throw fail(valueColumn, "'\(name)' compares with a number, not \(value.shown)")
      }
      return range(op, x) { .number(numberKey, min: $0, max: $1) }
    case .burstSelectionTypes:
      let wanted = try selectionMask(value, column: valueColumn)
      switch op {
      case "==": return .burstSelectionTypes(mask: ~0, equals: wanted)
      case "!=": return .not(.burstSelectionTypes(mask: ~0, equals: wanted))
      default: throw fail(opColumn, "burstSelectionTypes is a bit mask: use == or !=, or a bit test ((burstSelectionTypes & 1) != 0)")
      }
    case .creationDate, .modificationDate:
      let instant: ISO8601Instant
      switch value {
      case .string(let text):
        guard let parsed = ISO8601Instant(text) else {
          throw fail(valueColumn, "'\(text)' is not an ISO 8601 date (2024-05-01, 2024-05-01T12:00:00Z or 2024-05-01T12:00:00+02:00)")
        }
        instant = parsed
      case .date(let given): instant = given
      case .integer, .real: instant = ISO8601Instant(secondsSince1970: value.number!)
      default: throw fail(valueColumn, "\(name) compares with an ISO 8601 date string, not \(value.shown)")
      }
      return range(op, instant.secondsSince1970) { from, to in
        let bounds = (
          from: from.map { ISO8601Instant(secondsSince1970: $0, hasZone: instant.hasZone) },
          to: to.map { ISO8601Instant(secondsSince1970: $0, hasZone: instant.hasZone) }
        )
        return key == .creationDate
          ? .creationDate(from: bounds.from, to: bounds.to) : .modificationDate(from: bounds.from, to: bounds.to)
      }
    case .text, .burstIdentifier, .location, .unsupported:
      throw fail(column, "'\(name)' cannot be compared this way")
    }
  }

  /// `key == nil` / `key != nil`, given the predicate for "has a value".
  private func nullTest(_ op: String, present: AssetPredicate, name: String, opColumn: Int) throws(PredicateSyntaxError) -> AssetPredicate {
    switch op {
    case "==": return present == .hasLocation(true) ? .hasLocation(false) : .not(present)
    case "!=": return present
    default: throw fail(opColumn, "nil compares with == or != only")
    }
  }

  /// A range predicate for a real-valued key: strict bounds by the next representable value.
  private func range(_ op: String, _ x: Double, _ make: (Double?, Double?) -> AssetPredicate) -> AssetPredicate {
    switch op {
    case "==": make(x, x)
    case "!=": .not(make(x, x))
    case "<": make(nil, x.nextDown)
    case "<=": make(nil, x)
    case ">": make(x.nextUp, nil)
    default: make(x, nil)  // >=
    }
  }

  /// A range predicate for an integer key (`pixelWidth`, `pixelHeight`, `fileSize`).
  private func integerRange(_ key: PredicateKey, _ op: String, _ x: Double) -> AssetPredicate {
    func make(_ low: Int?, _ high: Int?) -> AssetPredicate {
      switch key {
      case .pixelWidth: .pixelSize(minWidth: low, minHeight: nil, maxWidth: high, maxHeight: nil)
      case .pixelHeight: .pixelSize(minWidth: nil, minHeight: low, maxWidth: nil, maxHeight: high)
      default: .fileSize(min: low, max: high)
      }
    }
    func clamp(_ v: Double) -> Int {
      v >= 9.0e18 ? Int.max : v <= -9.0e18 ? Int.min : Int(v)
    }
    let integral = x.rounded() == x
    switch op {
    case "==": return integral ? make(clamp(x), clamp(x)) : .not(.all)
    case "!=": return integral ? .not(make(clamp(x), clamp(x))) : .all
    case "<": return make(nil, clamp(x.rounded(.up)) &- 1)
    case "<=": return make(nil, clamp(x.rounded(.down)))
    case ">": return make(clamp(x.rounded(.down)) &+ 1, nil)
    default: return make(clamp(x.rounded(.up)), nil)  // >=
    }
  }

  private func mediaTypeCompare(_ op: String, _ value: PredicateValue, valueColumn: Int) throws(PredicateSyntaxError) -> AssetPredicate {
    let target: Int
    switch value {
    case .integer(let n):
      guard let type = MediaType(rawValue: Int(clamping: n)) else {
        throw fail(valueColumn, "unknown media type \(n) (0 unknown, 1 image, 2 video, 3 audio)")
      }
      target = type.rawValue
    case .string(let name), .name(let name):
      guard let type = MediaType(name: name.lowercased()) else {
        throw fail(valueColumn, "unknown media type '\(name)' (image, video, audio, unknown or 0…3)")
      }
      target = type.rawValue
    default:
      throw fail(valueColumn, "mediaType compares with a number (1 image, 2 video, 3 audio) or a name, not \(value.shown)")
    }
    let chosen = MediaType.allCases.filter { type in
      switch op {
      case "==": type.rawValue == target
      case "!=": type.rawValue != target
      case "<": type.rawValue < target
      case "<=": type.rawValue <= target
      case ">": type.rawValue > target
      default: type.rawValue >= target
      }
    }
    switch chosen.count {
    case 0: return .not(.all)
    case 1: return .mediaType(chosen[0])
    case MediaType.allCases.count: return .all
    default: return .or(chosen.map { .mediaType($0) })
    }
  }

  private func textCompare(
    _ key: AssetTextKey, name: String, _ op: String, _ value: PredicateValue, valueColumn: Int,
    caseInsensitive: Bool, opColumn: Int
  ) throws(PredicateSyntaxError) -> AssetPredicate {
    if value == .null {
      return try nullTest(op, present: .text(key, TextMatch(.like, "*")), name: name, opColumn: opColumn)
    }
    let text: String
    switch value {
    case .string(let s), .name(let s): text = s
    default: throw fail(valueColumn, "'\(name)' compares with a string, not \(value.shown)")
    }
    switch op {
    case "==": return .text(key, TextMatch(.equals, text, caseInsensitive: caseInsensitive))
    case "!=": return .not(.text(key, TextMatch(.equals, text, caseInsensitive: caseInsensitive)))
    case "CONTAINS":
      // The typed make/model filters are case-insensitive substrings already.
      if caseInsensitive, key == .make { return .make(text) }
      if caseInsensitive, key == .model { return .model(text) }
      return .text(key, TextMatch(.contains, text, caseInsensitive: caseInsensitive))
    case "BEGINSWITH": return .text(key, TextMatch(.beginsWith, text, caseInsensitive: caseInsensitive))
    case "ENDSWITH": return .text(key, TextMatch(.endsWith, text, caseInsensitive: caseInsensitive))
    case "LIKE": return .text(key, TextMatch(.like, text, caseInsensitive: caseInsensitive))
    default: throw fail(opColumn, "'\(name)' is text: compare it with ==, !=, CONTAINS, BEGINSWITH, ENDSWITH, LIKE or IN, not \(op)")
    }
  }
}
