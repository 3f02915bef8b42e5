import ArgumentParser
import MediaKind

extension LibraryScanOptions {
  /// Builds the library from folders (walked, with `--shard` applied), archives (each member a
  /// file, `ARCHIVE//MEMBER`) and earlier records (`--records`), in that order. Records read
  /// back carry no rating, ImageUniqueID or burst mark (the record schema does not hold
  /// them), so favourites and RAW pairs by ImageUniqueID need the files themselves.
  func scanStreams() async throws -> MediaLibrary {
    let (plan, mode) = try walk.resolve(roots: paths, mode: mode)
    let classifier = MediaClassifier(options: ClassifyOptions(mode: mode))
    let reader = LibraryFileReader(classifier: classifier)
    let shard = streams.shard.value
    var files: [LibraryFile] = []
    let keep: (LibraryFile) -> Void = { file in
      if file.record.status == .error { Terminal.report(file.record) }
      files.append(file)
    }
    let walks = paths.map {
      FileEnumerator(roots: [$0], options: plan.options(for: $0), onSkip: Terminal.reportSkip)
    }
    let entries = walks.lazy.flatMap { $0 }.filter {
      !MediaLibrary.isIndexPath($0.path) && (shard?.contains(path: $0.path) ?? true)
    }
    await reader.read(entries: entries, concurrency: concurrency.width, cache: cache(), consume: keep)
    for archive in streams.archives.inputs {
      await reader.read(
        archive: archive, limits: streams.archives.limits(defaultMaxMembers: ArchiveArguments.heldRecordsMaxMembers),
        shard: shard, concurrency: concurrency.width, consume: keep)
    }
    do {
      for input in streams.records {
        try RecordLines.read(input) { record in
          guard shard?.contains(path: record.path) ?? true else { return }
          var record = record
          record.livePhoto?.pairedPath = nil
          keep(LibraryFile(record: record))
        }
      }
    } catch let error as RecordLines.Failure {
      throw error.report()
    }
    return MediaLibrary(files: files, registry: classifier.registry)
  }
}
