import Foundation
import MediaKind
import MediaKindTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Issue 24, end to end through the built `classify`: the text an attacker can commit to a
/// scanned tree or a CI job (a folder's configuration, a policy, an expected file, a
/// predicate, file names) ends in a clear error or escaped output, never a crash, a leak or
/// a forged line (Docs/Reliability.md, "Untrusted text").
@Suite("classify command: untrusted configuration, queries and names")
struct UntrustedInputCommandTests {
  /// A folder with one small GIF, and `files` beside it.
  static func tree(_ files: [String: String] = [:]) throws -> TemporaryDirectory {
    let dir = try TemporaryDirectory("classify-untrusted")
    try dir.write("media/a.gif", HostileCommandTests.tinyGIF)
    for (name, text) in files { try dir.write(name, Array(text.utf8)) }
    return dir
  }

  /// Whether a run ended by a signal (the runner reports a signal as a status above 128 or
  /// the negated signal, depending on how the child ended).
  static func crashed(_ out: CommandRunner.Output) -> Bool { out.status > 100 || out.status < 0 }

  @Test("a .mediakind.yml of 8,000 nested '[' is a configuration error (exit 65) for every command that reads it")
  func deepFolderConfiguration() throws {
    let dir = try Self.tree(["media/.mediakind.yml": "exclude: " + String(repeating: "[", count: 8000) + "\n"])
    defer { TreeRemover.removeTree(dir.url.path) }
    let commands: [[String]] = [
      ["media"], ["assets", "media"], ["index", "media"], ["check", "media", "--policy", "policy.yml"],
      ["report", "media", "--out", "site"],
    ]
    try dir.write("policy.yml", Array("rules:\n  - name: any\n    paths: ['**']\n".utf8))
    for command in commands {
      let out = try CommandRunner.classify(command, in: dir.url)
      #expect(!Self.crashed(out), "\(command): \(out.status)")
      #expect(out.status == 65, "\(command): \(out.status) \(out.stderr)")
      #expect(out.stderr.contains(".mediakind.yml:1: nested more than 64 levels deep"), "\(command): \(out.stderr)")
    }
  }

  @Test("policies nested 100,000 levels (flow) and 3,000 (block) are refused with file, line and limit")
  func deepPolicies() throws {
    let flow = "rules: " + String(repeating: "[", count: 100_000) + "\n"
    let block = "rules:\n" + String(repeating: "- ", count: 3000) + "x\n"
    let dir = try Self.tree(["flow.yml": flow, "block.yml": block])
    defer { TreeRemover.removeTree(dir.url.path) }
    for (file, line) in [("flow.yml", 1), ("block.yml", 2)] {
      let out = try CommandRunner.classify(["check", "media", "--policy", file], in: dir.url)
      #expect(out.status == 65, "\(file): \(out.status) \(out.stderr)")
      #expect(out.stderr.contains("\(file):\(line): nested more than 64 levels deep"), "\(out.stderr)")
    }
  }

  @Test("--where with 10,000 '(' or 100,000 '!' is a usage error with a short excerpt, in every command and in a policy")
  func deepPredicates() throws {
    let parens = String(repeating: "(", count: 10_000) + "isFavorite" + String(repeating: ")", count: 10_000)
    let nots = String(repeating: "!", count: 100_000) + "isFavorite"
    let policy = "rules:\n  - name: deep\n    paths: ['**']\n    where: \"\(parens)\"\n"
    let dir = try Self.tree(["policy.yml": policy])
    defer { TreeRemover.removeTree(dir.url.path) }
    for expression in [parens, nots] {
      for command in [["assets", "media"], ["report", "media", "--out", "site"]] {
        let out = try CommandRunner.classify(command + ["--where", expression], in: dir.url)
        #expect(out.status == 64, "\(command): \(out.status)")
        #expect(out.stderr.contains("nested more than 100 levels deep"), "\(command)")
        #expect(out.stderr.utf8.count < 2000, "the error quotes the whole expression")
      }
    }
    let out = try CommandRunner.classify(["check", "media", "--policy", "policy.yml"], in: dir.url)
    #expect(out.status == 65)
    #expect(out.stderr.contains("where: column 101: nested more than 100 levels deep"), "\(out.stderr)")
    #expect(out.stderr.utf8.count < 2000)
  }

  @Test("a policy or expected file that is a symbolic link is refused without reading it; errors quote a short escaped excerpt")
  func linkedAndHugeInputs() throws {
    let dir = try Self.tree()
    defer { TreeRemover.removeTree(dir.url.path) }
    #expect(symlink("/proc/self/environ", dir.path("media-policy.yml")) == 0)
    #expect(symlink("/proc/self/environ", dir.path("expected.jsonl")) == 0)
    var environment = ProcessInfo.processInfo.environment
    environment["MEDIAKIND_TEST_SECRET"] = "hunter2-do-not-print"
    for arguments in [["--policy", "media-policy.yml"], ["--expect", "expected.jsonl"]] {
      let out = try CommandRunner.classify(["check", "media"] + arguments, in: dir.url, environment: environment)
      #expect(out.status == 65)
      #expect(out.stderr.contains("is a symbolic link"), "\(out.stderr)")
      #expect(!out.stderr.contains("hunter2") && !out.stdout.contains("hunter2"))
    }
    // A policy whose bad line is 100 KB long and holds a secret: the error shows a few
    // dozen characters around the column, escaped.
    let secretLine = "rules: [ " + String(repeating: "x", count: 50_000) + " ] ] SECRET=hunter2" + String(repeating: "y", count: 50_000)
    try dir.write("long.yml", Array(secretLine.utf8))
    let long = try CommandRunner.classify(["check", "media", "--policy", "long.yml"], in: dir.url)
    #expect(long.status == 65)
    #expect(long.stderr.contains("long.yml:1: not valid YAML"), "\(long.stderr)")
    #expect(long.stderr.utf8.count < 1000, "\(long.stderr.utf8.count) bytes of error")
    // Size caps: a policy over 1 MiB, an expected line over 64 KiB.
    try dir.write("big.yml", Array(("# " + String(repeating: "z", count: 1 << 20) + "\n").utf8))
    let big = try CommandRunner.classify(["check", "media", "--policy", "big.yml"], in: dir.url)
    #expect(big.status == 65)
    #expect(big.stderr.contains("big.yml: is larger than 1 MiB"), "\(big.stderr)")
    try dir.write("long.jsonl", Array(("{\"path\":\"a.gif\",\"x\":\"" + String(repeating: "z", count: 1 << 17) + "\"}\n").utf8))
    let longLine = try CommandRunner.classify(["check", "media", "--expect", "long.jsonl"], in: dir.url)
    #expect(longLine.status == 65)
    #expect(longLine.stderr.contains("long.jsonl:1: the line is longer than 64 KiB"), "\(longLine.stderr)")
  }

  @Test("an expected line that gives a key twice is refused with its line number")
  func duplicateExpectedKeys() throws {
    let dir = try Self.tree()
    defer { TreeRemover.removeTree(dir.url.path) }
    let recorded = try CommandRunner.classify(["check", "media", "--expect", "expected.jsonl", "--record"], in: dir.url)
    #expect(recorded.status == 0, "\(recorded.stderr)")
    let good = try String(contentsOfFile: dir.path("expected.jsonl"), encoding: .utf8)
    let twice = good.replacingOccurrences(of: "\"mediaType\":\"image\"", with: "\"mediaType\":\"video\",\"mediaType\":\"image\"")
    #expect(twice != good)
    try dir.write("twice.jsonl", Array(("# reviewed\n" + twice).utf8))
    let out = try CommandRunner.classify(["check", "media", "--expect", "twice.jsonl"], in: dir.url)
    #expect(out.status == 65)
    #expect(out.stderr.contains("twice.jsonl:2: column"), "\(out.stderr)")
    #expect(out.stderr.contains("\"mediaType\" is given twice"), "\(out.stderr)")
  }

  @Test("names with line feeds, tabs and bidirectional controls cannot forge table lines, stderr lines or CI commands")
  func forgingNames() throws {
    let dir = try TemporaryDirectory("classify-untrusted")
    defer { TreeRemover.removeTree(dir.url.path) }
    let names = ["a\n::error::forged.gif", "b\t.gif", "c\u{202E}fig.gif", "d\u{2028}e.gif"]
    for name in names { try dir.write(name, HostileCommandTests.tinyGIF) }
    #expect(symlink("nowhere", dir.path("e\n::add-mask::x.gif")) == 0)
    for format in ["table", "csv", "jsonl"] {
      let out = try CommandRunner.classify(["--format", format, "."], in: dir.url)
      #expect(out.status == 1)
      let lines = out.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
      #expect(lines.count == names.count + 1 + (format == "csv" ? 1 : 0), "\(format): \(out.stdout)")
      for line in lines + out.stderr.split(separator: "\n") {
        #expect(!line.hasPrefix("::"), "\(format): a forged line: \(line)")
      }
      for forbidden: Character in ["\u{202E}", "\u{2028}", "\t"] where format != "csv" || forbidden != "\t" {
        #expect(!out.stdout.contains(forbidden) && !out.stderr.contains(forbidden), "\(format)")
      }
    }
    let table = try CommandRunner.classify(["--format", "table", "."], in: dir.url)
    #expect(table.stdout.contains("./a\\x0A::error::forged.gif: image, gif"))
    #expect(table.stdout.contains("./c\\xE2\\x80\\xAEfig.gif: image, gif"))
    #expect(table.stderr == "classify: ./e\\x0A::add-mask::x.gif: notFound: No such file or directory\n")
    // The escaped name printed in a record opens the file again.
    let again = try CommandRunner.classify(["--format", "jsonl", "./a\\x0A::error::forged.gif"], in: dir.url)
    #expect(again.status == 0)
    #expect(again.stdout.contains("\"format\":\"gif\""))
  }
}
