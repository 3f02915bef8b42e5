import ArgumentParser

/// The shell completion scripts `classify --generate-completion-script SHELL` prints:
/// ArgumentParser's, with what it leaves out for a default subcommand added. `files` is the
/// default command, so `classify --mo<TAB>`, `classify --format <TAB>` and `classify a.jpg
/// --ex<TAB>` complete its options and their values at the top level, as `classify files ...`
/// does. (The generated scripts offer only the subcommand names there.) A script whose shape
/// is not the one expected is printed as generated: the tests run the bash one and read the
/// others, so a change in ArgumentParser shows.
enum CompletionScript {
  /// The default command's name (its completion function is `_classify_files`).
  static let defaultCommand = "files"

  static func text(for shell: CompletionShell) -> String {
    let script = Classify.completionScript(for: shell)
    switch shell.rawValue {
    case "bash": return bash(script) ?? script
    case "zsh": return zsh(script) ?? script
    case "fish": return fish(script) ?? script
    default: return script
    }
  }

  /// bash: where the first word is no subcommand (an option, a path), the default command's
  /// function completes the words after `classify` (its options include `--version` and
  /// `--help`); subcommand names are offered for the first word only.
  static func bash(_ script: String) -> String? {
    let anchor = "        # Offer subcommand completions\n        COMPREPLY+=($(compgen -W '"
    guard let start = script.range(of: anchor),
      let lineEnd = script[start.upperBound...].firstIndex(of: "\n")
    else { return nil }
    let names = script[start.upperBound..<lineEnd].prefix { $0 != "'" }
    let replacement = """
              # Offer subcommand completions for the first word, and the default command's
              # options, option values and paths (`files` is the default command)
              COMPREPLY=()
              if [[ "${COMP_CWORD}" -eq 1 && "${cur}" != -* ]]; then
                  COMPREPLY+=($(compgen -W '\(names)' -- "${cur}"))
              fi
              unparsed_words=("${COMP_WORDS[@]:1:${COMP_CWORD}}")
              _classify_\(defaultCommand)
      """
    var result = script
    result.replaceSubrange(start.lowerBound..<lineEnd, with: replacement)
    return result
  }

  /// zsh: the top level takes the default command's options (and completes their values);
  /// after a first word that is no subcommand, the default command's function completes.
  static func zsh(_ script: String) -> String? {
    guard let function = script.range(of: "\n_classify_\(defaultCommand)() {\n"),
      let specs = script.range(of: "    local -ar arg_specs=(\n", range: function.upperBound..<script.endIndex),
      let end = script.range(of: "    )\n", range: specs.upperBound..<script.endIndex),
      let top = script.range(of: "    local -ar arg_specs=(\n"),
      let positional = script.range(of: "        '(-): :->command'\n"),
      let dispatch = script.range(of: "            \"_classify_${words[1]}\" && ret=0\n            ;;\n")
    else { return nil }
    // The value lists the option specs name (`___mode`), then the options, help and version
    // aside (the top level has its own) and positionals aside ('*:paths:' stays with files).
    let values = script[function.upperBound..<specs.lowerBound].split(separator: "\n")
      .filter { $0.hasPrefix("    local -ar ___") }.map { $0 + "\n" }
    let options = script[specs.upperBound..<end.lowerBound].split(separator: "\n").filter { line in
      let spec = line.drop { $0 == " " }
      return (spec.hasPrefix("'-") || spec.hasPrefix("'(") || spec.hasPrefix("'*-"))
        && !spec.contains("--help") && !spec.contains("--version")
    }.map { $0 + "\n" }
    guard top.upperBound <= positional.lowerBound, positional.upperBound <= dispatch.lowerBound else { return nil }
    let fallback = "        *)\n            _classify_\(defaultCommand) && ret=0\n            ;;\n"
    var result = String(script[..<top.lowerBound])
    result += values.joined()
    result += script[top.lowerBound..<positional.lowerBound]
    result += options.joined()
    result += script[positional.lowerBound..<dispatch.upperBound]
    result += fallback
    result += script[dispatch.upperBound...]
    return result
  }

  /// fish: the top level parses the default command's options (so `classify --mode fast
  /// --for<TAB>` knows `--mode` took a value), and each option completion of the default
  /// command is offered at the top level too.
  static func fish(_ script: String) -> String? {
    let context = "\"classify \(defaultCommand)\""
    let lines = script.split(separator: "\n", omittingEmptySubsequences: false)
    guard let top = lines.firstIndex(where: { $0.hasPrefix("    case 'classify'") }),
      top + 1 < lines.count,
      lines[top + 1].drop(while: { $0 == " " }) == "__classify_parse_subcommand 0 'version' 'h/help'",
      let parse = lines.first(where: { $0.hasPrefix("            __classify_parse_subcommand -r 1 ") }),
      lines.contains(where: { $0.hasPrefix("        case '\(defaultCommand)'") })
    else { return nil }
    // The default command's option specs, after its positional count.
    let specs = parse.dropFirst("            __classify_parse_subcommand -r 1 ".count)
    let added = lines.filter {
      $0.hasPrefix("complete -c 'classify' -n '__classify_should_offer_completions_for_flags_or_options \(context)")
        && !$0.contains("-l 'help'") && !$0.contains("-l 'version'")
    }.map { $0.replacingOccurrences(of: context, with: "\"classify\"") }
    guard !added.isEmpty else { return nil }
    var result = lines.map(String.init)
    result[top + 1] = String(lines[top + 1].prefix { $0 == " " }) + "__classify_parse_subcommand 0 " + specs
    // Before the trailing empty line.
    let insertAt = result.last == "" ? result.count - 1 : result.count
    result.insert(contentsOf: added, at: insertAt)
    return result.joined(separator: "\n")
  }
}
