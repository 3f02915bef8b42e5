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
  /// Output names hash the absolute input path: relative paths are read against this.
  let workingDirectory = FileManager.default.currentDirectoryPath
  /// The request's part of every output name.
  var tag: PreviewRequestTag { PreviewRequestTag(target: target, contentMode: contentMode, options: options) }

  /// The records of one input: one per result (two for an opportunistic request with a fast
  /// stand-in). Each result has its own file, named for the input and the request
  /// (``PreviewRequestTag``): the final one `<stem>-<path hash>-<request>.<ext>`, a degraded
  /// stand-in `<stem>-<path hash>-<request>.degraded.<ext>`, so neither the pair nor two requests
  /// of the same input share a name (a final result that is a stand-in, with a
  /// ``ImageResult/reason``, is the final file). Nothing is written over an existing file
  /// (``OutputDirectory/writeNew(_:to:)``): a file of that name with the same bytes (a rerun)
  /// is left as it is and named on the line; one with other bytes is an error on the line. The
  /// request runs in this task (`results(for:)`), not in a stream's task of its own.
  func render(_ path: String) async -> [PreviewRecord] {
    let ext = options.encoding.fileExtension
    let request = tag.hex
    var records: [PreviewRecord] = []
    for result in await managers.manager(for: path).results(for: path, targetSize: target, contentMode: contentMode, options: options) {
      var written: String?
      var failure: OutputDirectoryError?
      if let data = result.data {
        let name = OutputName.name(
          for: path, request: request, extension: result.isDegraded && result.reason == nil ? "degraded." + ext : ext,
          workingDirectory: workingDirectory)
        // A passed-on embedded JPEG stays JPEG whatever the name says for png/webp; it is
        // only passed on when JPEG was asked for, so the name matches. Previews can be made
        // again: no sync.
        do {
          _ = try directory.writeNew(data, to: name)
          written = directory.path(of: name)
        } catch {
          failure = error
        }
      }
      records.append(PreviewRecord(path: path, output: written, result: result, writeFailure: failure))
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
