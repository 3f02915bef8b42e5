import MediaKind
import MediaKindCheck

extension CheckCommand {
  /// The records `check` compares when it reads archives or earlier records instead of a
  /// folder: an archive member's path is its name in the archive (`ARCHIVE//` removed), a
  /// record's path is relative to ROOT when it starts with `ROOT/`. Sorted by path, with
  /// `--shard` applied (by the relative path, as the expected file is filtered).
  func streamRecords(_ inputs: MediaInputs) async throws -> [Classification] {
    let classifier = MediaClassifier(options: ClassifyOptions(mode: inputs.mode ?? .thorough))
    let shard = inputs.shard
    let walk = inputs.walkOptions
    var records: [Classification] = []
    func keep(_ record: Classification, relative: String) {
      guard shard?.contains(path: relative) ?? true, !walk.excludes(relative: relative) else { return }
      records.append(Self.checked(record, path: relative))
    }
    for archive in inputs.archives {
      let prefix = archive.displayName + "//"
      let limits = inputs.archiveLimits ?? ArchiveLimits(maxMembers: MediaLibrary.defaultArchiveMaxMembers)
      await classifier.classify(archive: archive, limits: limits, concurrency: concurrency.width) { record in
        keep(record, relative: record.path.hasPrefix(prefix) ? String(record.path.dropFirst(prefix.count)) : record.path)
      }
    }
    let rootPrefix = root.flatMap { $0.isEmpty ? nil : ($0.hasSuffix("/") ? $0 : $0 + "/") }
    for input in inputs.records {
      do {
        try RecordLines.read(input) { record in
          var relative = record.path
          if let rootPrefix, relative.hasPrefix(rootPrefix) { relative = String(relative.dropFirst(rootPrefix.count)) }
          keep(record, relative: relative)
        }
      } catch let error as RecordLines.Failure {
        throw CheckInputError(file: error.file, line: error.line, message: error.message)
      }
    }
    return Self.byPath(records)
  }

  /// The records of the files `--files-from` lists (a policy check of exactly those files),
  /// classified as `classify` classifies a list: each path relative to ROOT (the current
  /// folder when none is given) when it lies inside it, the excludes and `--shard` applied.
  /// Sorted by path. A listed file that cannot be read is an error record, a finding.
  func listedRecords(_ inputs: MediaInputs) async throws -> [Classification] {
    let classifier = MediaClassifier(options: ClassifyOptions(mode: inputs.mode ?? .thorough))
    let base = (root ?? "").isEmpty ? "." : root!
    let prefix = base.hasSuffix("/") ? base : base + "/"
    var records: [Classification] = []
    try await classifier.classify(inputs: inputs, concurrency: concurrency.width) { record in
      var relative = record.path
      if relative.hasPrefix(prefix) { relative = String(relative.dropFirst(prefix.count)) }
      while relative.hasPrefix("./") { relative.removeFirst(2) }
      records.append(Self.checked(record, path: relative))
    }
    return Self.byPath(records)
  }

  /// `record` as check compares it: at its path relative to ROOT, without the pairing path
  /// (which names a file by its path as read).
  private static func checked(_ record: Classification, path: String) -> Classification {
    var copy = record
    copy.path = path
    copy.livePhoto?.pairedPath = nil
    return copy
  }

  /// `records` sorted by path (UTF-8 bytes), the order an expected file keeps.
  private static func byPath(_ records: [Classification]) -> [Classification] {
    records.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
  }
}
