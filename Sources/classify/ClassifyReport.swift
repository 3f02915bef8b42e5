import ArgumentParser
import Foundation
import MediaKind

/// `classify report`: a static site that shows what a folder holds, as PhotoKit would group it.
struct ClassifyReport: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "report",
    abstract: "Write a static report site of a folder: summary, smart albums with thumbnails, details, check findings.",
    discussion: """
      The site (index.html, data.js, details/, thumbs/) opens from file:// without network. \
      Thumbnails are PhotoKit-style fast previews (embedded images when the file has them). \
      --expect FILE or --policy FILE adds the findings of `classify check`. Exit status 1 \
      when a file could not be read or the check found something. See Docs/Imaging.md.
      """)

  @Argument(help: "The folder to report on.")
  var root: String

  @Option(name: .long, help: "The folder to write the site into (created when missing).")
  var out: String

  @Option(name: .long, help: ArgumentHelp("Expected results to check against (as classify check --expect).", valueName: "file"))
  var expect: String?

  @Option(name: .long, help: ArgumentHelp("A media policy to check against (as classify check --policy).", valueName: "file"))
  var policy: String?

  @Option(name: .long, help: "Thumbnail size in pixels.")
  var thumbnailSize = 256

  @Option(name: .long, help: "Files worked on at the same time (default: twice the cores).")
  var concurrency: Int?

  func validate() throws {
    if expect != nil && policy != nil { throw ValidationError("Give either --expect or --policy, not both.") }
    if thumbnailSize < 16 || thumbnailSize > 2048 { throw ValidationError("--thumbnail-size must be between 16 and 2048.") }
    if let concurrency, concurrency < 1 { throw ValidationError("--concurrency must be at least 1.") }
  }

  func run() async throws {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue else {
      Terminal.writeError("classify report: \(root): not a folder\n")
      throw ExitCode(2)
    }
    var check: CheckReport?
    do {
      let expectations = try expect.map(CheckInputs.loadExpectations)
      let policyCheck = try policy.map(CheckInputs.loadPolicy)
      if expectations != nil || policyCheck != nil {
        let records = await RootScan(root: root).classify(with: MediaClassifier(options: ClassifyOptions(mode: .thorough)))
        check = expectations.map { ExpectationCheck(expected: $0).compare(records) } ?? policyCheck?.evaluate(records)
      }
    } catch let error as CheckInputError {
      Terminal.writeError("classify report: \(error)\n")
      throw ExitCode(2)
    }
    let width = concurrency ?? MediaClassifier.defaultConcurrency
    let classifier = MediaClassifier(options: ClassifyOptions(mode: .thorough, explain: true))
    let library = await MediaLibrary.scan(roots: [root], classifier: classifier, concurrency: width)
    for failure in library.failures {
      let error = failure.error.map { "\($0.kind.rawValue): \($0.message)" } ?? "error"
      Terminal.writeError("classify: \(failure.path): \(error)\n")
    }
    let builder = ReportBuilder(library: library, root: root, folder: out, thumbnailSide: thumbnailSize, concurrency: width, check: check)
    let written: (assets: Int, thumbnails: Int, thumbnailFailures: Int)
    do {
      written = try await builder.write()
    } catch {
      Terminal.writeError("classify report: cannot write \(out): \(error.localizedDescription)\n")
      throw ExitCode(1)
    }
    print("report: \(written.assets) assets, \(written.thumbnails) thumbnails (\(written.thumbnailFailures) without), \(out)/index.html")
    if !library.failures.isEmpty || !(check?.ok ?? true) { throw ExitCode(1) }
  }
}
