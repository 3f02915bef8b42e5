import Foundation
import MediaKind
import MediaKindTestSupport
import Testing

@testable import classify

/// Issue 25, "One product", part A: one output, exit, error, progress, completion and help
/// model for every command, each as the user meets it through the built `classify`.
@Suite("classify: one output, exit, error, progress, completion and help model")
struct OutputModelCommandTests {
  static let jpeg = SampleCorpus.samplesDirectory.appendingPathComponent("image/jpeg/exif-thumbnail-ifd1-160x120.jpg")

  /// A folder with three small JPEGs in `root/`.
  static func fixture(_ label: String) throws -> TemporaryDirectory {
    let dir = try TemporaryDirectory(label)
    let bytes = [UInt8](try Data(contentsOf: jpeg))
    for name in ["a.jpg", "b.jpg", "c.jpg"] { _ = try dir.write("root/\(name)", bytes) }
    return dir
  }

  static func run(_ arguments: [String], in dir: TemporaryDirectory, stdin: String? = nil, progress: Bool = false)
    throws -> CommandRunner.Output
  {
    var environment = ProcessInfo.processInfo.environment
    environment["CLASSIFY_PROGRESS"] = progress ? "1" : nil
    return try CommandRunner.classify(arguments, stdin: stdin, in: dir.url, environment: environment)
  }

  // MARK: --format is the text format everywhere

  @Test("preview: --format is the text format (table, json, jsonl, csv); the image encoding is --encoding")
  func previewFormat() throws {
    let dir = try Self.fixture("format")
    defer { dir.remove() }
    let base = ["preview", "root/a.jpg", "--size", "32", "--delivery", "fast", "--out", "out"]
    let jsonl = try Self.run(base + ["--encoding", "png"], in: dir)
    #expect(jsonl.status == 0, "\(jsonl.stderr)")
    let line = try #require(
      try JSONSerialization.jsonObject(with: Data(jsonl.stdout.utf8)) as? [String: Any], "\(jsonl.stdout)")
    #expect((line["output"] as? String)?.hasSuffix(".png") == true)
    let table = try Self.run(base + ["--format", "table"], in: dir)
    #expect(table.status == 0, "\(table.stderr)")
    #expect(table.stdout.hasPrefix("root/a.jpg  160x120  embeddedThumbnail  out/"), "\(table.stdout)")
    let csv = try Self.run(base + ["--format", "csv"], in: dir)
    #expect(csv.stdout.hasPrefix("path,output,width,height,isDegraded,source,"), "\(csv.stdout)")
    let json = try Self.run(base + ["--format", "json"], in: dir)
    #expect((try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [Any])?.count == 1)
    // An image encoding is no text format.
    let png = try Self.run(base + ["--format", "png"], in: dir)
    #expect(png.status == 64)
    #expect(png.stderr.contains("--format"), "\(png.stderr)")
  }

  // MARK: One exit status table

  @Test(
    "a missing input is status 66 in every command",
    arguments: [
      ["missing.jpg"], ["files", "--files-from", "missing.txt"], ["assets", "missing"], ["albums", "missing"],
      ["moments", "missing"], ["index", "missing"], ["changes", "missing"], ["watch", "missing"],
      ["preview", "missing.jpg", "--out", "out"], ["report", "missing", "--out", "site"],
      ["check", "missing", "--policy", "p.yml"], ["check", "root", "--policy", "missing.yml"],
      ["check", "root", "--expect", "missing.jsonl"], ["merge", "missing.jsonl"],
      ["assets", "--records", "missing.jsonl"], ["import", "p.yml", "--into", "missing"],
      ["import", "missing.jpg", "--into", "."],
    ])
  func missingInput(_ arguments: [String]) throws {
    let dir = try Self.fixture("missing")
    defer { dir.remove() }
    _ = try dir.write("p.yml", Array("rules:\n  - noLocation: true\n".utf8))
    let out = try Self.run(arguments, in: dir)
    #expect(out.status == ExitStatus.noInput.rawValue, "\(arguments): \(out.status) \(out.stderr)")
    #expect(out.stderr.hasPrefix("classify: missing"), "\(arguments): \(out.stderr)")
  }

  @Test("the statuses are documented once, in the help and in Docs/CLI.md, with the values the code uses")
  func statusTable() throws {
    let help = try CommandRunner.classify(["--help"]).stdout
    let doc = try String(
      contentsOf: SampleCorpus.repositoryRoot().appendingPathComponent("Docs/CLI.md"), encoding: .utf8)
    let section = try #require(doc.range(of: "## Output and exit status")).upperBound
    for status in ExitStatus.allCases {
      #expect(help.contains("  \(status.rawValue) "), "help lacks \(status)")
      #expect(doc[section...].contains("| \(status.rawValue) |"), "Docs/CLI.md lacks \(status)")
    }
  }

  @Test("an invalid .mediakind.yml is status 65, named by file and line, and a misspelt key says what it meant")
  func unknownKey() throws {
    let dir = try Self.fixture("unknown-key")
    defer { dir.remove() }
    _ = try dir.write("root/.mediakind.yml", Array("mode: fast\nexlude: [x]\n".utf8))
    let out = try Self.run(["root"], in: dir)
    #expect(out.status == 65)
    #expect(out.stderr == "classify: root/.mediakind.yml:2: unknown key 'exlude' (did you mean 'exclude'?)\n")
    _ = try dir.write("root/.mediakind.yml", Array("check:\n  allowUnreadabel: true\n".utf8))
    let nested = try Self.run(["check", "root", "--policy", "p.yml"], in: dir)
    #expect(nested.status == 65)
    #expect(
      nested.stderr == "classify: root/.mediakind.yml:2: check: unknown key 'allowUnreadabel' (did you mean 'allowUnreadable'?)\n")
  }

  @Test("a misspelt policy key: status 65, its line and the key it meant")
  func policyUnknownKey() throws {
    let dir = try Self.fixture("policy-key")
    defer { dir.remove() }
    _ = try dir.write("p.yml", Array("rules:\n  - name: small\n    maxFilesize: 1KB\n".utf8))
    let out = try Self.run(["check", "root", "--policy", "p.yml"], in: dir)
    #expect(out.status == 65)
    #expect(out.stderr == "classify: p.yml:3: rules[0]: unknown key 'maxFilesize' (did you mean 'maxFileSize'?)\n")
  }

  @Test("merge: a line that is no record says what is missing, with no Swift internals (status 65)")
  func mergeBadRecord() throws {
    let dir = try Self.fixture("merge")
    defer { dir.remove() }
    _ = try dir.write("a.jsonl", Array("{\"status\":\"ok\"}\n".utf8))
    let out = try Self.run(["merge", "a.jsonl"], in: dir)
    #expect(out.status == 65)
    #expect(out.stderr.hasPrefix("classify: a.jsonl:1: not a classify record: missing key "), "\(out.stderr)")
    for word in ["DecodingError", "CodingKeys", "intValue", "keyNotFound", "Context("] {
      #expect(!out.stderr.contains(word), "\(out.stderr)")
    }
  }

  @Test("a usage error is told in the one error shape, then the usage lines (status 64)", arguments: [
    (["report"], "classify: Missing expected argument '<root>'\n"),
    (["preview", "x.jpg", "--out", "o", "--size", "0"], "classify: --size must be between 1 and 16384.\n"),
    (["assets", "--sort", "bogus", "root"], "classify: The value 'bogus' is invalid for '--sort <sort>'"),
    (["--bogus", "root"], "classify: Unknown option '--bogus'"),
  ])
  func usageErrorLine(_ arguments: [String], _ prefix: String) throws {
    let dir = try Self.fixture("usage")
    defer { dir.remove() }
    let out = try Self.run(arguments, in: dir)
    #expect(out.status == 64, "\(arguments): \(out.stderr)")
    #expect(out.stderr.hasPrefix(prefix), "\(arguments): \(out.stderr)")
    #expect(!out.stderr.contains("Error: "), "\(out.stderr)")
    #expect(out.stdout.isEmpty)
  }

  @Test("standard output that cannot be written: exit 73 with one error line; a closed pipe ends quietly")
  func standardOutputFailures() throws {
    let dir = try Self.fixture("stdout")
    defer { dir.remove() }
    let classify = CommandRunner.classifyURL.path
    let full = try CommandRunner.run(
      "/bin/sh", ["-c", "cd '\(dir.url.path)' && '\(classify)' --format jsonl root > /dev/full"])
    #expect(full.status == 73, "\(full.stderr)")
    #expect(full.stderr == "classify: standard output: cannot write: No space left on device\n", "\(full.stderr)")
    // `head -c 1` reads one byte and leaves: the rest of the output (far more than a pipe
    // holds: 3,000 records) meets a closed pipe.
    _ = try dir.write("list.txt", Array(String(repeating: "root/a.jpg\nroot/b.jpg\nroot/c.jpg\n", count: 1000).utf8))
    let closed = try CommandRunner.run(
      "/bin/bash",
      ["-c", "cd '\(dir.url.path)' && trap '' PIPE && '\(classify)' --format jsonl --files-from list.txt | head -c 1 >/dev/null; echo \"${PIPESTATUS[0]}\""])
    #expect(closed.stdout == "73\n", "\(closed.stderr)")
    #expect(closed.stderr.isEmpty, "\(closed.stderr)")
  }

  @Test("a command's own refusal (exit 64 after its error line) prints that one line only")
  func refusalIsOneLine() throws {
    let dir = try Self.fixture("refusal")
    defer { dir.remove() }
    let out = try Self.run(["assets", "--in-album", "Nope", "root"], in: dir)
    #expect(out.status == 64)
    #expect(out.stderr.hasPrefix("classify: --in-album 'Nope' names no album"), "\(out.stderr)")
    #expect(out.stderr.split(separator: "\n", omittingEmptySubsequences: false).count == 2, "\(out.stderr)")
  }

  @Test("one error line shape: classify: PATH: reason, the path escaped", arguments: [
    (["check", "root", "--policy", "bad.yml"], "classify: bad.yml:3: not valid YAML: "),
    (["report", "root/a.jpg", "--out", "site"], "classify: root/a.jpg: not a folder\n"),
    (["merge", "bad\nname.jsonl"], "classify: bad\\x0Aname.jsonl: no such file\n"),
  ])
  func errorLine(_ arguments: [String], _ prefix: String) throws {
    let dir = try Self.fixture("error-line")
    defer { dir.remove() }
    _ = try dir.write("bad.yml", Array("rules: [\n  {".utf8))
    let out = try Self.run(arguments, in: dir)
    #expect(out.stderr.hasPrefix(prefix), "\(out.stderr)")
    #expect(out.stderr.split(separator: "\n").count == 1 || arguments.first == "check", "\(out.stderr)")
  }

  // MARK: Progress

  /// The progress lines a forced run (`CLASSIFY_PROGRESS=1`) wrote on standard error.
  static func progressLines(_ stderr: String) -> [String] {
    stderr.split(separator: "\n").map(String.init).filter { $0.contains(" files/s") }
  }

  @Test("progress: report, index and --files-from show done/total from the first file")
  func progressTotals() throws {
    let dir = try Self.fixture("progress")
    defer { dir.remove() }
    _ = try dir.write("list.txt", Array("root/a.jpg\nroot/b.jpg\nroot/c.jpg\n".utf8))
    let cases: [[String]] = [
      ["report", "root", "--out", "site"], ["index", "root"], ["--files-from", "list.txt"], ["root"],
      ["assets", "root", "--no-index"], ["preview", "root", "--out", "previews", "--delivery", "fast"],
    ]
    for arguments in cases {
      let out = try Self.run(arguments, in: dir, progress: true)
      #expect(out.status == 0, "\(arguments): \(out.stderr)")
      let lines = Self.progressLines(out.stderr)
      #expect(lines.first?.hasPrefix("1/3 files, ") == true, "\(arguments): \(out.stderr)")
      #expect(lines.last?.hasPrefix("3/3 files, ") == true, "\(arguments): \(out.stderr)")
      // Nothing of the terminal's control sequences when it is forced into a log.
      #expect(!out.stderr.contains("\u{1B}"), "\(arguments)")
    }
  }

  @Test("progress: no line unless standard error is a terminal or it is forced")
  func progressOnlyWhenAsked() throws {
    let dir = try Self.fixture("progress-off")
    defer { dir.remove() }
    let out = try Self.run(["report", "root", "--out", "site"], in: dir)
    #expect(Self.progressLines(out.stderr).isEmpty, "\(out.stderr)")
  }

  @Test("progress line: done/total and ETA, a lower bound while counting, rate alone without a total")
  func progressLine() {
    #expect(Progress.line(done: 1200, total: 5000, elapsed: .seconds(2)) == "1200/5000 files, 600 files/s, ETA 7 s")
    #expect(Progress.line(done: 1200, total: nil, counted: 4096, elapsed: .seconds(2)) == "1200/4096+ files, 600 files/s")
    #expect(Progress.line(done: 1200, total: nil, counted: 1000, elapsed: .seconds(2)) == "1200 files, 600 files/s")
    #expect(Progress.line(done: 5, total: nil, elapsed: .seconds(1)) == "5 files, 5 files/s")
    #expect(Progress.duration(185) == "3 min 05 s")
    #expect(Progress.duration(7620) == "2 h 07 min")
  }

  // MARK: Completions

  /// The words bash completion offers for `words` (the last one being completed).
  static func bashCompletions(_ words: [String], in dir: TemporaryDirectory) throws -> [String] {
    let script = try CommandRunner.classify(["--generate-completion-script", "bash"]).stdout
    _ = try dir.write("completion.bash", Array(script.utf8))
    let quoted = words.map { "'\($0)'" }.joined(separator: " ")
    let line = words.joined(separator: " ")
    let driver = """
      cd '\(dir.url.path)' || exit 1
      source completion.bash
      COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); COMP_LINE='\(line)'; COMP_POINT=${#COMP_LINE}
      COMPREPLY=()
      _classify classify '\(words.last ?? "")' '\(words.count > 1 ? words[words.count - 2] : "")'
      printf '%s\\n' "${COMPREPLY[@]}"
      """
    _ = try dir.write("driver.bash", Array(driver.utf8))
    let out = try CommandRunner.run("/usr/bin/bash", [dir.path("driver.bash")])
    return out.stdout.split(separator: "\n").map(String.init)
  }

  @Test("bash completion completes the default command's options and values, and every enum value")
  func bashCompletion() throws {
    let dir = try Self.fixture("completion")
    defer { dir.remove() }
    #expect(try Self.bashCompletions(["classify", "--mo"], in: dir) == ["--mode"])
    #expect(Set(try Self.bashCompletions(["classify", "--format", ""], in: dir)) == ["table", "json", "jsonl", "csv"])
    #expect(try Self.bashCompletions(["classify", "root/a.jpg", "--exp"], in: dir) == ["--explain"])
    #expect(try Self.bashCompletions(["classify", "ass"], in: dir).contains("assets"))
    #expect(
      Set(try Self.bashCompletions(["classify", "assets", "--type", ""], in: dir))
        == ["image", "video", "audio", "unknown", "smart", "album", "moment", "all"])
    #expect(Set(try Self.bashCompletions(["classify", "check", "--format", ""], in: dir)) == ["table", "jsonl", "junit"])
    #expect(Set(try Self.bashCompletions(["classify", "preview", "--encoding", ""], in: dir)) == ["jpeg", "png", "webp"])
  }

  @Test("zsh and fish scripts offer the default command's options and their values at the top level")
  func otherShells() throws {
    // zsh: the top-level function's specs hold the default command's options, with the
    // value lists they name, and a first word that is no command falls to `files`.
    let zsh = try CommandRunner.classify(["--generate-completion-script", "zsh"]).stdout
    let top = try #require(zsh.range(of: "\n_classify() {\n"))
    let end = try #require(zsh.range(of: "\n}\n", range: top.upperBound..<zsh.endIndex))
    let body = zsh[top.upperBound..<end.lowerBound]
    #expect(body.contains("    local -ar ___format=('table' 'json' 'jsonl' 'csv')\n"), "\(body)")
    #expect(body.contains("        '--mode[thorough (default)"), "\(body)")
    #expect(body.contains(":format:{__classify_complete \"${___format[@]}\"}'"), "\(body)")
    #expect(body.contains("        *)\n            _classify_files && ret=0\n"), "\(body)")
    #expect(body.components(separatedBy: "'--version[").count == 2, "--version once")
    // fish: the top level parses the default command's options and completes them.
    let fish = try CommandRunner.classify(["--generate-completion-script", "fish"]).stdout
    #expect(fish.contains("    case 'classify'\n        __classify_parse_subcommand 0 'format=' "),
      "\(fish)")
    #expect(fish.contains(" 'files-from=+' '0/null' "), "\(fish)")
    #expect(
      fish.contains(
        "complete -c 'classify' -n '__classify_should_offer_completions_for_flags_or_options \"classify\" format' -l 'format'"),
      "\(fish)")
    #expect(fish.contains("-rfka 'table json jsonl csv'"))
  }

  // MARK: Help

  @Test("help never points into a source tree", arguments: [
    [], ["files"], ["check"], ["assets"], ["albums"], ["moments"], ["index"], ["changes"], ["preview"], ["report"],
    ["merge"], ["watch"], ["schema"], ["import"], ["duplicates"],
  ])
  func helpWithoutSourcePaths(_ command: [String]) throws {
    let help = try CommandRunner.classify(command + ["--help"])
    #expect(help.status == 0)
    #expect(!help.stdout.contains("Docs/") && !help.stdout.contains(".md"), "\(help.stdout)")
  }
}
