import ArgumentParser
import Foundation
import MediaKind

/// `classify resource ASSET PATH... [--type TYPE] [--output FILE|-]`: one resource's bytes
/// (PhotoKit's `requestData`), wherever it lives (Docs/Library.md, "A resource's bytes").
struct ClassifyResource: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "resource",
    abstract: "Write the bytes of one resource of an asset (PhotoKit's requestData): a file, an archive member or a .livp's still or video.",
    discussion: """
      Scans PATH... (and --archive, as classify assets does), finds ASSET (an identifier, \
      UUID/L0/001 as classify assets prints it, or the path of any of its files, \
      ARCHIVE//MEMBER for a member) and streams the resource --type names (default: the one \
      ASSET's path names, else the asset's primary one) in chunks: an archive member is read \
      from its archive, never extracted. A file that changed since the scan (its size or \
      identity), a missing member or a damaged archive is an error with the reason (exit 1), \
      and nothing is written. --output FILE is written whole or not at all and never over an \
      existing file (exit 73); without --output, or with -o -, the bytes go to standard output, \
      which must not be a terminal.
      """)

  @Argument(help: "The asset: an identifier (UUID/L0/001) or the path of any of its files.")
  var asset: String

  @OptionGroup var scan: LibraryScanArguments

  @Option(name: .long, help: "The resource's type (default: the file ASSET names, else the primary resource).")
  var type: AssetResource.Kind?

  @Option(name: [.customShort("o"), .long], help: "The file to write (a new one), or - for standard output.")
  var output: String?

  func validate() throws {
    if output == nil || output == "-", Terminal.isTerminal(.standardOutput) {
      throw ValidationError("Standard output is a terminal: give --output FILE (or pipe the bytes, or -o - to write them anyway).")
    }
  }

  func run() async throws {
    let library = try await scan.scan()
    let lookup = AssetNameLookup(library.assets)
    guard let found = lookup.asset(named: asset) else {
      Terminal.error(asset, "no asset of the scan has this identifier or path")
      throw ExitStatus.failures.exitCode
    }
    let named = lookup.normalized(asset)
    let candidates = found.resources.filter { type == nil || $0.type == type }
    guard let resource = type == nil
      ? found.resources.first(where: { lookup.normalized($0.path).utf8.elementsEqual(named.utf8) }) ?? found.primaryResource
      : candidates.first
    else {
      let types = found.resources.map(\.type.rawValue).joined(separator: ", ")
      Terminal.error(asset, "the asset has no \(type?.rawValue ?? "") resource (it has \(types))")
      throw ExitStatus.failures.exitCode
    }
    let manager = AssetResourceManager(library: library)
    if let output, output != "-" {
      try write(resource, manager, to: output)
    } else {
      let out = FileHandle.standardOutput
      do {
        try manager.requestData(for: resource) { chunk in
          out.write(Data(chunk))
          return true
        }
      } catch {
        Terminal.error(error.path, error.message)
        throw ExitStatus.failures.exitCode
      }
    }
  }

  /// Streams `resource` into the new file `path`, named only once complete.
  private func write(_ resource: AssetResource, _ manager: AssetResourceManager, to path: String) throws {
    let folder = (path as NSString).deletingLastPathComponent
    let file: NewFileStream
    do {
      file = try OutputDirectory(creating: folder.isEmpty ? "." : folder, create: false)
        .newFile((path as NSString).lastPathComponent)
    } catch {
      Terminal.error(error)
      throw ExitStatus.cannotWrite.exitCode
    }
    var writeFailure: OutputDirectoryError?
    do {
      try manager.requestData(for: resource) { chunk in
        do throws(OutputDirectoryError) {
          try file.write(chunk)
          return true
        } catch {
          writeFailure = error
          return false
        }
      }
      try file.commit()
    } catch let error as AssetResourceDataError {
      if let writeFailure {
        Terminal.error(writeFailure)
        throw ExitStatus.cannotWrite.exitCode
      }
      Terminal.error(error.path, error.message)
      throw ExitStatus.failures.exitCode
    } catch {
      Terminal.error(error)
      throw ExitStatus.cannotWrite.exitCode
    }
  }
}
