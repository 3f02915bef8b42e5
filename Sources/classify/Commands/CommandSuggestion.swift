import MediaKind

/// Tells a mistyped subcommand from a missing file. `classify` takes files by default, so
/// `classify asset lib` would otherwise report a missing file named `asset`; when no file
/// of that name exists and a subcommand is within two edits of it, the run stops with a
/// suggestion and status 64 instead.
enum CommandSuggestion {
  /// The message for `arguments` (without the program name), or nil when the first argument
  /// is a subcommand, an option, an existing path, or close to no subcommand.
  static func message(for arguments: [String], commands: [String]) -> String? {
    guard let first = arguments.first, !first.hasPrefix("-"), !commands.contains(first),
      !first.contains("/"), first.count <= 32
    else { return nil }
    guard system_lstat(first) == nil, system_errno == _ENOENT else { return nil }
    let typed = first.lowercased()
    var best: (command: String, edits: Int)?
    for command in commands {
      let edits = distance(typed, command)
      guard edits <= 2, edits < command.count else { continue }
      if best == nil || edits < best!.edits { best = (command, edits) }
    }
    guard let best else { return nil }
    return "no such file or command '\(first)'; did you mean '\(best.command)'?"
  }

  /// The optimal string alignment distance (insertions, deletions, substitutions and
  /// transpositions of neighbours) between two short words.
  static func distance(_ a: String, _ b: String) -> Int {
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
