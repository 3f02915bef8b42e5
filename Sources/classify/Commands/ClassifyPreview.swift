import ArgumentParser
import Foundation
import MediaKind
import MediaKindImaging

/// `classify preview`: one image per input, as PhotoKit's image manager would give it.
struct ClassifyPreview: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "preview",
    abstract: "Write a preview image of each input (PhotoKit's requestImage) and print one line per result.",
    discussion: """
      fast: an image embedded in the file (EXIF thumbnail, MPF preview, HEIF thumbnail, RAW \
      preview), no decoding of the image itself; high: decoded by libvips (video frames by \
      FFmpeg); opportunistic: the fast one first (isDegraded true), then the final one. Output \
      names are the input's stem, a hash of its path, a key of its content (size, modification \
      time, sampled bytes, an edited render or Live Photo half beside it) and a hash of the \
      request (size, fill, exact, crop, delivery, version, encoding), the fast stand-in's \
      ending in .degraded.EXT, so no two inputs, contents, requests or results share one; \
      nothing is written over an existing file (the same bytes are left as they are and the \
      line says "existing": true, other bytes are an error). --remove-stale removes the \
      previews of the same input and request made from its earlier content. Files inside a \
      library (--library, or the nearest folder above with a .mediakind folder) are served \
      from its thumbnail cache when unchanged ("cached": true); --no-cache bypasses it. Exit status \
      1 when any input gave no image, 66 when a path named does not exist, 73 when --out \
      cannot be written (every status: classify --help).
      """ + inputUse.helpText)

  @Argument(help: "Files or folders (walked recursively); `-` reads paths from standard input.")
  var paths: [String] = []

  @OptionGroup var inputs: InputArguments

  /// What preview reads: files, not archive members or records.
  static let inputUse = InputUse(
    archives: "preview writes an image of a file it can open again by its path, which an archive member read as a stream is not",
    records: "records hold no pixels to make a preview of",
    mode: "preview reads images, it does not classify them")

  @Option(name: .long, help: "Target size in pixels (a square box).")
  var size = 320

  @Flag(name: .long, help: "Fill the box (aspectFill) instead of fitting inside it.")
  var fill = false

  @Option(name: .long, help: "fast, opportunistic or high.")
  var delivery: DeliveryArgument = .opportunistic

  @Flag(name: .long, help: "Exactly the target size (resizeMode exact); default: fast (may be larger).")
  var exact = false

  @Option(
    name: .long,
    help: ArgumentHelp(
      "Only this part of the upright image, in unit coordinates (normalizedCropRect: 0,0,1,1 is all of it); implies --exact.",
      valueName: "x,y,w,h"))
  var crop: String?

  // Not `--version`: with the root command's version, ArgumentParser takes `--version` after
  // any subcommand as the request to print it (Docs/Imaging.md, "`classify preview`").
  @Option(
    name: .customLong("image-version"),
    help: ArgumentHelp(
      "current (the edited render beside the file, IMG_E1234.JPG, when there is one), unadjusted or original (both the file itself); PhotoKit's PHImageRequestOptionsVersion.",
      valueName: "current|unadjusted|original"))
  var imageVersion: ImageRequestVersion?

  @Flag(name: .long, help: "The same as --image-version original (kept for earlier scripts).")
  var original = false

  @Option(name: .long, help: "The image encoding: jpeg, png or webp.")
  var encoding: ImageEncoding = .jpeg

  @Option(name: .long, help: "table, json, jsonl or csv (default: table on a terminal, jsonl otherwise).")
  var format: OutputFormat?

  @OptionGroup var csv: CSVGuardArgument

  @Option(name: .long, help: "The folder to write into (created when missing).")
  var out: String

  @Flag(
    name: .long,
    help: "Once an input's image is in place, remove its previews of the same request made from its earlier content (plain files only).")
  var removeStale = false

  @Option(name: .long, help: "Inputs worked on at the same time (default: twice the cores).")
  var concurrency: Int?

  @OptionGroup var cache: ThumbnailCacheArguments

  func validate() throws {
    try inputs.refuse(Self.inputUse)
    if paths.isEmpty && inputs.filesFrom.isEmpty { throw ValidationError("Give at least one file or folder (or `-`, --files-from FILE).") }
    try inputs.refuseSecondStandardInput(paths: paths)
    if size < 1 || size > 16_384 { throw ValidationError("--size must be between 1 and 16384.") }
    if let concurrency, concurrency < 1 { throw ValidationError("--concurrency must be at least 1.") }
    if original, let imageVersion, imageVersion != .original {
      throw ValidationError("--original is --image-version original: it cannot be given with --image-version \(imageVersion.rawValue).")
    }
    if let crop, ImageCropRect(crop) == nil {
      throw ValidationError("--crop must be x,y,w,h: four numbers, a non-empty rectangle inside 0,0,1,1 (not '\(crop)').")
    }
  }

  func run() async throws {
    // The folder named is followed; nothing inside it is (`OutputDirectory`).
    let directory: OutputDirectory
    do {
      directory = try OutputDirectory(creating: out)
    } catch {
      Terminal.error(error)
      throw ExitStatus.cannotWrite.exitCode
    }
    var options = ImageRequestOptions(
      deliveryMode: delivery.mode, resizeMode: exact || crop != nil ? .exact : .fast,
      version: imageVersion ?? (original ? .original : .current), encoding: encoding)
    options.normalizedCropRect = crop.flatMap { ImageCropRect($0) }
    // Listed once, before anything is written: what this run writes is never stale.
    var staleFiles: PreviewStaleFiles?
    if removeStale {
      guard let names = directory.names() else {
        Terminal.error(directory.path, "cannot list the folder to find stale previews (--remove-stale)")
        throw ExitStatus.cannotWrite.exitCode
      }
      staleFiles = PreviewStaleFiles(names: names)
    }
    let renderer = PreviewRenderer(
      managers: ImageManagerPool(arguments: cache), target: ImageTargetSize(side: size), contentMode: fill ? .aspectFill : .aspectFit,
      options: options, directory: directory, staleFiles: staleFiles)
    let inputs = self.inputs.inputs(paths: paths)
    let shard = inputs.shard
    let format = self.format ?? (Terminal.isTerminal(.standardOutput) ? .table : .jsonl)
    let writer = OutputWriter<PreviewRecord>(format: format, csvGuard: csv.enabled)
    var progress = self.inputs.progress(of: inputs, tableOnTerminal: format == .table)
    var failed = false
    // Begun with the first result: an input that cannot be used prints nothing on standard
    // output.
    var begun = false
    try await self.inputs.run(inputs) { () async throws(MediaInputsError) in
      let stream = try inputs.stream(try inputs.plan()).lazy.filter { shard?.contains(path: $0.path) ?? true }.map(\.path)
      await renderer.run(stream, concurrency: concurrency ?? 2 * ProcessInfo.processInfo.activeProcessorCount) { records in
        if !begun {
          begun = true
          writer.begin()
        }
        for record in records {
          if record.error != nil && !record.isDegraded {
            failed = true
            progress?.clear()
            Terminal.error(record.path, record.error ?? "no image")
          }
          for failure in record.notRemoved {
            failed = true
            progress?.clear()
            Terminal.error(record.path, "stale preview not removed: \(failure)")
          }
          writer.write(record)
        }
        progress?.tick()
      }
    }
    if !begun { writer.begin() }
    writer.end()
    progress?.finish()
    for note in renderer.managers.notes { Terminal.error(nil, "note: \(note)") }
    ThumbnailCacheArguments.printDebugCount()
    try ExitStatus.of(operands: paths, failed: failed).exit()
  }
}
