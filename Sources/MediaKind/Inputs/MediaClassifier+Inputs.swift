import Foundation

extension MediaClassifier {
  /// Classifies `inputs` as `classify` does (Docs/CLI.md, "Inputs"): the paths and path
  /// lists walked lazily (each named folder with its `.mediakind.yml`), then the archives'
  /// members, then the records of earlier runs, with the excludes and the shard applied to
  /// all of them. Records come to `consume` in input order, Live Photo pairs linked
  /// (`livePhoto.pairedPath`, ``LivePhotoLinker`` over ``pairingWindow`` records). A file that
  /// cannot be read is an error record; what cannot be used as an input at all (a
  /// configuration, a path list, a records file) throws, before anything is classified for
  /// the first two.
  ///
  /// The mode is `inputs.mode`, else the one the folders' configurations agree on, else
  /// this classifier's.
  public func classify(
    inputs: MediaInputs, concurrency: Int = MediaClassifier.defaultConcurrency,
    consume: (Classification) -> Void
  ) async throws(MediaInputsError) {
    let plan = try inputs.plan()
    let classifier = with(mode: try inputs.mode(plan))
    let walk = try inputs.stream(plan).makeIterator()
    var linker = LivePhotoLinker(maxPending: Self.pairingWindow)
    func link(_ record: Classification) { linker.push(record, emit: consume) }
    if let shard = inputs.shard {
      await classifier.classify(walk: ShardedWalk(walk, shard: shard), concurrency: concurrency, consume: link)
    } else {
      await classifier.classify(walk: walk, concurrency: concurrency, consume: link)
    }
    for archive in inputs.archives {
      await classifier.classify(
        archive: archive, limits: inputs.archiveLimits ?? ArchiveLimits(), shard: inputs.shard,
        excluding: inputs.memberExcludes, concurrency: concurrency, consume: link)
    }
    var failure: MediaInputsError?
    do {
      try inputs.readRecords { record in
        var record = record
        record.livePhoto?.pairedPath = nil
        link(record)
      }
    } catch {
      failure = error
    }
    for record in linker.finish() { consume(record) }
    if let failure { throw failure }
  }

  /// This classifier, or one like it in `mode`.
  package func with(mode: ClassificationMode?) -> MediaClassifier {
    guard let mode, mode != options.mode else { return self }
    var options = self.options
    options.mode = mode
    return MediaClassifier(options: options, registry: registry)
  }
}
