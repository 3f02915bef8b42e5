import Foundation
import MediaKind
import MediaKindImaging

/// Runs image requests over many inputs with bounded concurrency, writes each result's bytes
/// into a folder (``OutputDirectory``: never through a symbolic link planted in it), and hands
/// the records back in input order.
struct PreviewRenderer: Sendable {
  let managers: ImageManagerPool
  let target: ImageTargetSize
  let contentMode: ImageContentMode
  let options: ImageRequestOptions
  let directory: OutputDirectory
  /// The previews an input's earlier contents left in `directory` (`--remove-stale`), listed
  /// when the run begins; nil when they are kept.
  let staleFiles: PreviewStaleFiles?
  /// Output names hash the absolute input path: relative paths are read against this.
  let workingDirectory = FileManager.default.currentDirectoryPath
  /// The request's part of every output name.
  var tag: PreviewRequestTag { PreviewRequestTag(target: target, contentMode: contentMode, options: options) }

  /// The records of one input: one per result (two for an opportunistic request with a fast
  /// stand-in). Each result has its own file, named for the input, its content and the request
  /// (`Docs/Imaging.md`, "`classify preview`"): the final one
  /// `<stem>-<path hash>-<content key>-<request>.<ext>`, a degraded stand-in
  /// `<stem>-<path hash>-<content key>-<request>.degraded.<ext>`, so neither the pair, nor two
  /// requests, nor two contents of the same input share a name (a final result that is a
  /// stand-in, with a ``ImageResult/reason``, is the final file). The content key
  /// (`ImageInputKey`, what the thumbnail cache keys on) is taken once, before the request, and
  /// handed to it, so the name and the cache entry key the same content. Nothing
  /// is written over an existing file (``OutputDirectory/writeNew(_:to:)``): a file of that name
  /// with the same bytes (a rerun of an unchanged input) is left as it is, named on the line and
  /// marked `existing`; one with other bytes is an error on the line. With `staleFiles`
  /// (`--remove-stale`), once the final image is in place the previews of the same request
  /// that the input's earlier contents left are removed (plain files only, never through a
  /// link) and listed on the final line. The request runs in this task (`results(for:)`), not
  /// in a stream's task of its own.
  func render(_ path: String) async -> [PreviewRecord] {
    let ext = options.encoding.fileExtension
    let request = tag.hex
    let input = ImageInputKey(path: path, version: options.version)
    let content = input?.hex
    let prefix = OutputName.prefix(for: path, workingDirectory: workingDirectory)
    var records: [PreviewRecord] = []
    for result in await managers.manager(for: path).results(for: path, input: input, targetSize: target, contentMode: contentMode, options: options) {
      var written: String?
      var failure: OutputDirectoryError?
      var existing = false
      if let data = result.data {
        // A passed-on embedded JPEG stays JPEG whatever the name says for png/webp; it is
        // only passed on when JPEG was asked for, so the name matches. Previews can be made
        // again: no sync.
        if let content {
          let name = OutputName.name(
            for: path, content: content, request: request,
            extension: result.isDegraded && result.reason == nil ? "degraded." + ext : ext, workingDirectory: workingDirectory)
          do {
            existing = try directory.writeNew(data, to: name) == .alreadyThere
            written = directory.path(of: name)
          } catch {
            failure = error
          }
        } else {
          failure = OutputDirectoryError(
            path: directory.path(of: prefix + "…"), reason: "the input could not be read to key its content, which names the file",
            refused: false)
        }
      }
      records.append(PreviewRecord(path: path, output: written, result: result, writeFailure: failure, existing: existing))
    }
    if let staleFiles, let content, let last = records.indices.last, records[last].output != nil, !records[last].isDegraded || records[last].reason != nil {
      for name in staleFiles.stale(prefix: prefix, content: content, request: request, ext: ext) {
        do {
          try directory.removePlainFile(name)
          records[last].removed.append(directory.path(of: name))
        } catch {
          records[last].notRemoved.append("\(error.path): \(error.reason)")
        }
      }
    }
    return records
  }

  /// Renders every input, at most `concurrency` at once (``OrderedConcurrentMap``, one input
  /// per task), calling `emit` in input order.
  func run(_ inputs: some Sequence<String>, concurrency: Int, emit: ([PreviewRecord]) -> Void) async {
    var iterator = inputs.makeIterator()
    await OrderedConcurrentMap.run(
      next: { iterator.next() }, limits: .init(concurrency: concurrency, maxBatchSize: 1, bufferedBatches: 1),
      transform: { [self] path in await render(path) }, consume: emit)
  }
}
