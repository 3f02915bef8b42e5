/// Splits a predicate in PhotoKit's format syntax into tokens.
///
/// Identifiers are letters, digits, `_`, `$` and `.` (key paths); strings are in `'…'` or
/// `"…"` with `\` escapes (`\n`, `\t`, `\\`, `\'`, `\"`); numbers are decimal (with a
/// fraction and exponent) or `0x` hex; `[c]`-style options follow string operators;
/// format specifiers are `%d %i %u %ld %lu %lld %llu %f %lf %@ %K`.
struct PredicateLexer {
  let expression: String

  func tokens() throws(PredicateSyntaxError) -> [PredicateToken] {
    let chars = Array(expression)
    var out: [PredicateToken] = []
    var i = 0
    func fail(_ column: Int, _ message: String) -> PredicateSyntaxError {
      PredicateSyntaxError(expression: expression, column: column, message: message)
    }
    while i < chars.count {
      let c = chars[i]
      let column = i + 1
      if c.isWhitespace {
        i += 1
        continue
      }
      if c.isLetter || c == "_" || c == "$" {
        var j = i + 1
        while j < chars.count, chars[j].isLetter || chars[j].isNumber || chars[j] == "_" || chars[j] == "." || chars[j] == "$" {
          j += 1
        }
        out.append(PredicateToken(kind: .identifier(String(chars[i..<j])), column: column))
        i = j
        continue
      }
      if c.isNumber || (c == "." && i + 1 < chars.count && chars[i + 1].isNumber) {
        var j = i
        if c == "0", i + 1 < chars.count, chars[i + 1] == "x" || chars[i + 1] == "X" {
          j = i + 2
          while j < chars.count, chars[j].isHexDigit { j += 1 }
        } else {
          while j < chars.count, chars[j].isNumber || chars[j] == "." { j += 1 }
          if j < chars.count, chars[j] == "e" || chars[j] == "E" {
            var k = j + 1
            if k < chars.count, chars[k] == "+" || chars[k] == "-" { k += 1 }
            if k < chars.count, chars[k].isNumber {
              j = k
              while j < chars.count, chars[j].isNumber { j += 1 }
            }
          }
        }
        if j < chars.count, chars[j].isLetter || chars[j] == "_" {
          throw fail(j + 1, "unexpected '\(chars[j])' after the number \(String(chars[i..<j]))")
        }
        out.append(PredicateToken(kind: .number(String(chars[i..<j])), column: column))
        i = j
        continue
      }
      if c == "'" || c == "\"" {
        var text = ""
        var j = i + 1
        var closed = false
        while j < chars.count {
          let d = chars[j]
          if d == c {
            closed = true
            break
          }
          if d == "\\", j + 1 < chars.count {
            let e = chars[j + 1]
            switch e {
            case "n": text.append("\n")
            case "t": text.append("\t")
            case "r": text.append("\r")
            default: text.append(e)
            }
            j += 2
            continue
          }
          text.append(d)
          j += 1
        }
        guard closed else { throw fail(column, "the string starting here is not closed (a \(c) is missing)") }
        out.append(PredicateToken(kind: .string(text), column: column))
        i = j + 1
        continue
      }
      if c == "[" {
        var j = i + 1
        var options = ""
        while j < chars.count, chars[j] != "]" {
          options.append(chars[j])
          j += 1
        }
        guard j < chars.count else { throw fail(column, "'[' without ']': options are written [c]") }
        out.append(PredicateToken(kind: .options(options.lowercased()), column: column))
        i = j + 1
        continue
      }
      if c == "%" {
        var j = i + 1
        var spec = "%"
        while j < chars.count, chars[j] == "l" || chars[j] == "h" || chars[j] == "q" {
          spec.append(chars[j])
          j += 1
        }
        guard j < chars.count, "diuf@Kx".contains(chars[j]) else {
          throw fail(column, "unknown format specifier (use %d, %i, %u, %ld, %lu, %f, %@ or %K)")
        }
        spec.append(chars[j])
        out.append(PredicateToken(kind: .placeholder(spec), column: column))
        i = j + 1
        continue
      }
      let two = i + 1 < chars.count ? String(chars[i...(i + 1)]) : ""
      if ["==", "!=", "<>", "<=", ">=", "=<", "=>", "&&", "||"].contains(two) {
        out.append(PredicateToken(kind: .symbol(two), column: column))
        i += 2
        continue
      }
      if "=<>!&(){},|".contains(c) {
        out.append(PredicateToken(kind: .symbol(String(c)), column: column))
        i += 1
        continue
      }
      throw fail(column, "unexpected character '\(c)'")
    }
    out.append(PredicateToken(kind: .end, column: chars.count + 1))
    return out
  }
}
