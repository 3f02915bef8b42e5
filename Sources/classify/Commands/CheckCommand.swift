import ArgumentParser
import Foundation
import MediaKind
import MediaKindCheck

/// `classify check`: checks a folder against an expected file (`--expect`) or a media
/// policy (`--policy`), for CI. Docs/Checks.md describes both files.
struct CheckCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Check a folder against an expected file or a media policy.",
    discussion: """
      --expect FILE compares every file under ROOT with its line in FILE (JSON Lines, \
      paths relative to ROOT), on the fields each line names; --record writes FILE from the \
      current results instead. --policy FILE checks every file under ROOT against the rules \
      of a YAML policy. Exit status: 0 when everything matches, 1 when anything does not, \
      65 when the expected file, the policy or a .mediakind.yml is not valid, 66 when ROOT \
      or a file named cannot be read, 73 when --record cannot write (every status: \
      classify --help).
      """ + inputUse.helpText)

  @Argument(help: "The folder to check (with --archive or --records: the prefix their paths are relative to, if any).")
  var root: String?

  @Option(name: .long, help: ArgumentHelp("Expected results (JSON Lines, paths relative to ROOT).", valueName: "file"))
  var expect: String?

  @Option(name: .long, help: ArgumentHelp("A media policy (YAML).", valueName: "file"))
  var policy: String?

  @Flag(name: .long, help: "Write (or refresh) the --expect file from the current results.")
  var record = false

  @Option(name: .long, help: "table, jsonl or junit (default: table on a terminal, jsonl otherwise).")
  var format: CheckOutputFormat?

  @Flag(
    name: .customLong("allow-unreadable"),
    help: "Let files and folders that cannot be read pass (by default each one is a finding).")
  var allowUnreadable = false

  @OptionGroup var inputs: InputArguments
  @OptionGroup var concurrency: ConcurrencyArgument

  /// What check reads: a folder, archives, records, and path lists for a policy only.
  static let inputUse = InputUse()

  /// Why `--expect` takes no path list.
  static let expectListRefusal =
    "--files-from and -0 do not apply with --expect: it compares every file under ROOT with the expected file (a list would leave the others unchecked, and every file it does not name would look missing), so exclude what should not be checked"

  func validate() throws {
    try inputs.refuse(Self.inputUse)
    try inputs.refuseSecondStandardInput(paths: [])
    let lists = !inputs.filesFrom.isEmpty || inputs.null
    if lists && expect != nil { throw ValidationError(Self.expectListRefusal + ".") }
    if lists && (!inputs.archive.isEmpty || !inputs.records.isEmpty) {
      throw ValidationError("--files-from checks files on disk; give it without --archive and --records.")
    }
    if root == nil && !lists && inputs.archive.isEmpty && inputs.records.isEmpty {
      throw ValidationError("Give the folder to check (or --files-from LIST, --archive FILE, --records FILE).")
    }
    switch (expect, policy) {
    case (nil, nil): throw ValidationError("Give --expect FILE or --policy FILE.")
    case (_?, _?): throw ValidationError("Give either --expect or --policy, not both.")
    default: break
    }
    if record && expect == nil { throw ValidationError("--record needs --expect FILE.") }
    if record && format != nil { throw ValidationError("--record writes the --expect file; --format does not apply.") }
  }

  func run() async throws {
    let lists = !inputs.filesFrom.isEmpty
    let checked = inputs.inputs(paths: lists ? [] : root.map { [$0] } ?? [])
    do {
      try await check(checked)
    } catch let error as CheckInputError {
      throw Terminal.fail(error, status: .unusable(error.file))
    } catch let error as MediaInputsError {
      Terminal.writeError("classify: \(error)\n")
      throw (error.kind == .configuration ? ExitStatus.dataError : ExitStatus.unusable(error.file)).exitCode
    }
  }

  private func check(_ inputs: MediaInputs) async throws {
    defer { InputArguments.warnUnmatched(inputs, patterns: self.inputs.exclude) }
    let root = self.root ?? ""
    let records: [Classification]
    let allowUnreadable: Bool
    var expectations: ExpectationFile?
    let policyCheck: PolicyCheck?
    if !inputs.pathLists.isEmpty {
      // A policy check of the files listed (and only those): paths relative to ROOT.
      allowUnreadable = self.allowUnreadable
      policyCheck = try policy.map { try PolicyCheck.load($0) }
      records = try await listedRecords(inputs)
    } else if !inputs.archives.isEmpty || !inputs.records.isEmpty {
      // Archives and earlier records: paths relative to the archive, or to ROOT.
      allowUnreadable = self.allowUnreadable
      expectations = try expect.flatMap { record ? nil : try ExpectationFile.load($0) }
      policyCheck = try policy.map { try PolicyCheck.load($0) }
      records = try await streamRecords(inputs)
    } else {
      // A root that does not exist (or is a file) is a missing input; a folder that exists
      // but cannot be read is walked, and fails the check as an unreadable finding.
      try RequiredFolder.check(root)
      let scan = try RootScan(
        root: root, inputs: inputs,
        excludedPaths: Set([expect, policy].compactMap { $0.flatMap(relativeInsideRoot) }))
      allowUnreadable = self.allowUnreadable || scan.allowsUnreadable
      // Load the inputs before reading any media, so a bad file fails fast.
      expectations = try expect.flatMap { record ? nil : try ExpectationFile.load($0) }
      policyCheck = try policy.map { try PolicyCheck.load($0) }
      let classifier = MediaClassifier(options: ClassifyOptions(mode: scan.mode ?? .thorough))
      // Unreadable files are findings, reported with the others: the progress only counts.
      var progress = Progress.shown(
        counter: WalkCounter(roots: [root], plan: (try? inputs.plan()) ?? WalkPlan(base: inputs.walkOptions)))
      let all = await scan.classify(
        with: classifier, concurrency: concurrency.width, onSkip: Terminal.reportSkip
      ) { _ in progress?.tick() }
      progress?.finish()
      records = inputs.shard.map { shard in all.filter { shard.contains(path: $0.path) } } ?? all
    }
    if let shard = inputs.shard, var file = expectations {
      file.records = file.records.filter { shard.contains(path: $0.path) }
      expectations = file
    }

    if record, let expect {
      let unreadable = records.filter { $0.status == .error }
      if !unreadable.isEmpty, !allowUnreadable {
        for failure in unreadable { Terminal.report(failure) }
        Terminal.error(
          expect,
          "not recording: \(unreadable.count) file(s) or folder(s) could not be read; an expected file must not bless what was not read (--allow-unreadable records them as errors)")
        throw ExitStatus.failures.exitCode
      }
      let file = ExpectationFile(recording: records)
      let changes: ExpectationChanges?
      do {
        changes = try file.write(to: expect)
      } catch {
        throw Terminal.fail(error, status: .cannotWrite)
      }
      var line = "check: recorded \(file.records.count) files in \(expect)"
      if let changes { line += " (\(changes.added) added, \(changes.removed) removed, \(changes.changed) changed)" }
      print(line)
      return
    }
    let report: CheckReport
    let suite: String
    if let expectations, let expect {
      report = ExpectationCheck(expected: expectations).compare(records, allowUnreadable: allowUnreadable)
      suite = "classify check --expect \(expect) \(root.isEmpty ? (self.inputs.archive + self.inputs.records).joined(separator: " ") : root)"
    } else if let policyCheck, let policy {
      report = policyCheck.evaluate(records, allowUnreadable: allowUnreadable)
      suite = "classify check --policy \(policy) \(self.inputs.filesFrom.isEmpty ? (root.isEmpty ? (self.inputs.archive + self.inputs.records).joined(separator: " ") : root) : "--files-from " + self.inputs.filesFrom.joined(separator: " "))"
    } else {
      return
    }
    write(report, suite: suite)
    if !report.ok { throw ExitStatus.failures.exitCode }
  }

  private func write(_ report: CheckReport, suite: String) {
    let format = self.format ?? (Terminal.isTerminal(.standardOutput) ? .table : .jsonl)
    var text: String
    switch format {
    case .table:
      text = CheckTable.render(report)
    case .jsonl:
      text = ""
      for finding in report.findings { text += ((try? finding.jsonLine()) ?? "{}") + "\n" }
      text += ((try? report.summary.jsonLine()) ?? "{}") + "\n"
    case .junit:
      text = JUnitReport.render(report, suiteName: suite)
      Terminal.writeError(report.summary.line + "\n")
    }
    Terminal.writeOutput(text, escaping: format == .table)
  }

  /// The path of `file` relative to ROOT when it lies inside ROOT (so the walk skips it).
  private func relativeInsideRoot(_ file: String) -> String? {
    func resolved(_ path: String) -> String {
      URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }
    let fileURL = URL(fileURLWithPath: file).standardizedFileURL
    let parent = resolved(fileURL.deletingLastPathComponent().path)
    let full = parent + "/" + fileURL.lastPathComponent
    let base = resolved(root ?? ".")
    let prefix = base.hasSuffix("/") ? base : base + "/"
    guard full.hasPrefix(prefix) else { return nil }
    return String(full.dropFirst(prefix.count))
  }
}
