import Foundation

/// What a run reads, the same for every caller: files and folders, path lists, archives and
/// the records of earlier runs, with the walk options, excludes, shard and mode that apply
/// to them. ``MediaClassifier/classify(inputs:concurrency:consume:)`` and
/// ``MediaLibrary/scan(inputs:classifier:concurrency:cache:progress:)`` take it, and
/// `classify` builds one from its options (Docs/CLI.md, "Inputs"), so the same value gives
/// the same records through Swift and through the CLI.
///
/// ```swift
/// var inputs = try MediaInputs(paths: ["Photos"], excluding: ["*.tmp", "/drafts/"])
/// inputs.shard = Shard(index: 0, count: 4)
/// try await MediaClassifier().classify(inputs: inputs) { print($0.path) }
/// ```
///
/// In order: the ``paths`` (a folder walked, with its `.mediakind.yml` honoured unless
/// ``readsConfiguration`` is false; `-` reads a path list from standard input), the
/// ``pathLists``, the ``archives`` (each member a file, `ARCHIVE//MEMBER`) and the
/// ``records`` (JSON Lines of earlier runs, standing in for a scan of their files).
public struct MediaInputs: Sendable {
  /// Files and folders; `-` reads a path list from standard input.
  public var paths: [String] = []
  /// Files holding paths, one per line (NUL-separated with ``nullSeparated``); `-` is
  /// standard input.
  public var pathLists: [String] = []
  /// Path lists are separated by NUL bytes (as `find -print0` writes them), not lines.
  public var nullSeparated = false
  /// Files and folders to leave out, read as `.gitignore` lines
  /// (``PathGlob/init(excluding:)``): relative to each folder walked, to the working
  /// directory for files named on their own or listed, to the archive for its members and
  /// to the working directory for records.
  public var excludes: [PathGlob] = []
  /// Descend into subfolders.
  public var recursive = true
  /// Walk version-control and tool folders (`.git`, `.mediakind`, `@eaDir`, ...) too.
  public var includeToolFolders = false
  /// Follow symbolic links to folders inside a walk (each folder once).
  public var followLinks = false
  /// Read each named folder's `.mediakind.yml` (``FolderSettings``); what is set here wins.
  public var readsConfiguration = true
  /// Archives read as streams.
  public var archives: [ArchiveInput] = []
  /// Limits per archive; nil: ``ArchiveLimits/defaultMaxMembers`` for a classification and
  /// ``MediaLibrary/defaultArchiveMaxMembers`` for a library.
  public var archiveLimits: ArchiveLimits?
  /// Only the files of this shard (walks, lists, archive members and records alike).
  public var shard: Shard?
  /// JSON Lines of earlier runs (`classify` or `classify merge` output); `-` is standard input.
  public var records: [String] = []
  /// The mode; nil: what the folders' `.mediakind.yml` agree on, else the classifier's.
  public var mode: ClassificationMode?
  /// Told which excludes left something out.
  public var tally: ExcludeTally?
  /// Told of paths skipped on purpose (links to folders not followed, ...).
  public var onSkip: (@Sendable (_ path: String, _ reason: String) -> Void)?

  /// Inputs reading `paths` (files and folders; `-` a path list on standard input).
  public init(paths: [String] = []) {
    self.paths = paths
  }

  /// Inputs reading `paths`, leaving out what `patterns` (`.gitignore` lines) match.
  public init(paths: [String] = [], excluding patterns: [String]) throws(PathGlob.Invalid) {
    self.paths = paths
    excludes = try patterns.map { pattern throws(PathGlob.Invalid) in try PathGlob(excluding: pattern) }
  }

  /// The folders and files named (not `-`): where configurations and indexes are looked for.
  public var roots: [String] { paths.filter { $0 != "-" } }

  /// How many inputs read standard input (more than one cannot work: it is one stream).
  package var standardInputReaders: Int {
    paths.filter { $0 == "-" }.count + pathLists.filter { $0 == "-" }.count
      + records.filter { $0 == "-" }.count + archives.filter { $0 == .standardInput }.count
  }

  /// The walk options of the command line (before any folder's configuration).
  public var walkOptions: WalkOptions {
    WalkOptions(
      recursive: recursive, includeToolFolders: includeToolFolders, followLinks: followLinks,
      excludes: excludes, tally: tally)
  }

  /// The walk options of each root, with the roots' configurations read.
  package func plan() throws(MediaInputsError) -> WalkPlan {
    var plan = WalkPlan(base: walkOptions)
    guard readsConfiguration else { return plan }
    for root in roots where plan.configurations[root] == nil {
      do {
        guard let configuration = try FolderSettings.load(root: root) else { continue }
        plan.configurations[root] = configuration
      } catch {
        throw MediaInputsError(kind: .configuration, file: error.file, line: error.line, reason: error.message)
      }
    }
    return plan
  }

  /// The mode `plan` gives: ``mode``, else the configurations' (nil when they say none).
  package func mode(_ plan: WalkPlan) throws(MediaInputsError) -> ClassificationMode? {
    if let mode { return mode }
    guard plan.configurations.values.contains(where: { $0.mode != nil }) else { return nil }
    do {
      return try plan.mode(commandLine: nil)
    } catch {
      throw MediaInputsError(kind: .configuration, file: error.file, line: error.line, reason: error.message)
    }
  }

  /// The walk of the paths and path lists (lists opened now: one that cannot be read is an
  /// error before anything is classified).
  package func stream(_ plan: WalkPlan) throws(MediaInputsError) -> InputWalk {
    let separator: UInt8 = nullSeparated ? 0 : 0x0A
    var sources: [InputWalk.Source] = paths.map {
      $0 == "-" ? .lines(FileHandle.standardInput, separator: separator) : .path($0)
    }
    for list in pathLists {
      if list == "-" {
        sources.append(.lines(FileHandle.standardInput, separator: separator))
      } else if let handle = FileHandle(forReadingAtPath: list) {
        sources.append(.lines(handle, separator: separator))
      } else {
        let exists = FileManager.default.fileExists(atPath: list)
        throw MediaInputsError(kind: .pathList, file: list, reason: exists ? "cannot read the file" : "no such file")
      }
    }
    return InputWalk(sources: sources, plan: plan, onSkip: onSkip)
  }

  /// Whether the record or archive member at `path` is kept: in the shard, not excluded.
  /// Records are matched relative to the working directory, members to their archive.
  package func keeps(recordPath path: String, workingDirectory: String) -> Bool {
    if let shard, !shard.contains(path: path) { return false }
    guard !excludes.isEmpty else { return true }
    var relative = Substring(path)
    if let range = PathParts.archiveSeparator(in: path) {
      relative = path[range.upperBound...]
    } else if relative.hasPrefix("/") {
      relative = relative.hasPrefix(workingDirectory) ? relative.dropFirst(workingDirectory.count) : relative.dropFirst()
    }
    return !walkOptions.excludes(relative: String(relative))
  }

  /// Calls `body` with each record of ``records``, as kept (``keeps(recordPath:workingDirectory:)``).
  package func readRecords(_ body: (Classification) -> Void) throws(MediaInputsError) {
    let cwd = FileManager.default.currentDirectoryPath
    let workingDirectory = cwd.hasSuffix("/") ? cwd : cwd + "/"
    for input in records {
      do {
        try RecordLines.read(input) { record in
          if keeps(recordPath: record.path, workingDirectory: workingDirectory) { body(record) }
        }
      } catch let error as RecordLines.Failure {
        throw MediaInputsError(kind: .records, file: error.file, line: error.line, reason: error.message)
      } catch {
        throw MediaInputsError(kind: .records, file: input, reason: "\(error)")
      }
    }
  }

  /// The walk options for the members of an archive: the excludes, relative to the archive.
  package var memberExcludes: WalkOptions? { excludes.isEmpty ? nil : walkOptions }
}
