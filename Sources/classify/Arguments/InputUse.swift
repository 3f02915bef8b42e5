/// Which of the shared inputs (``InputArguments``) a command takes; the others are refused
/// with exit status 64, and the command's help says why (``helpText``).
struct InputUse {
  /// Why a command cannot use `--files-from`/`-0`, `--archive`, `--records`, `--shard` or
  /// `--mode`; nil when it takes it.
  var lists: String?
  var archives: String?
  var records: String?
  var shard: String?
  var mode: String?

  /// Every input applies.
  static let all = InputUse()

  /// The refusals as help text: one sentence per option that does not apply.
  var helpText: String {
    let refused = [
      ("--files-from and -0", lists), ("--archive", archives), ("--records", records),
      ("--shard", shard), ("--mode", mode),
    ].compactMap { name, reason in reason.map { "\(name) do\(name.contains(" and ") ? "" : "es") not apply: \($0)." } }
    return refused.isEmpty ? "" : " " + refused.joined(separator: " ")
  }
}
