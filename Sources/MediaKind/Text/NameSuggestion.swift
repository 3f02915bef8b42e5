/// The name a mistyped word most likely meant: a command (`classify asset` → `assets`), a key
/// of a settings file or policy (`exlude` → `exclude`), an option value. A name within two
/// edits of the word, fewer than the name's own length, is suggested; the closest wins, the
/// first given on a tie.
package enum NameSuggestion {
  /// The closest of `names` to `word` (compared in lower case), or nil when none is close.
  package static func closest(to word: String, among names: [String]) -> String? {
    let typed = word.lowercased()
    var best: (name: String, edits: Int)?
    for name in names {
      let edits = distance(typed, name.lowercased())
      guard edits <= 2, edits < name.count else { continue }
      if best == nil || edits < best!.edits { best = (name, edits) }
    }
    return best?.name
  }

  /// The optimal string alignment distance (insertions, deletions, substitutions and
  /// transpositions of neighbours) between two short words.
  package static func distance(_ a: String, _ b: String) -> Int {
    let x = Array(a.unicodeScalars)
    let y = Array(b.unicodeScalars)
    if x.isEmpty { return y.count }
    if y.isEmpty { return x.count }
    var d = [[Int]](repeating: [Int](repeating: 0, count: y.count + 1), count: x.count + 1)
    for i in 0...x.count { d[i][0] = i }
    for j in 0...y.count { d[0][j] = j }
    for i in 1...x.count {
      for j in 1...y.count {
        let cost = x[i - 1] == y[j - 1] ? 0 : 1
        d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
        if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] {
          d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
        }
      }
    }
    return d[x.count][y.count]
  }
}
