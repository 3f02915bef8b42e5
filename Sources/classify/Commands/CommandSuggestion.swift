import MediaKind
import MediaKindCheck

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
    guard let best = NameSuggestion.closest(to: first, among: commands) else { return nil }
    return "no such file or command '\(first)'; did you mean '\(best)'?"
  }
}
