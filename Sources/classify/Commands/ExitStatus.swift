import ArgumentParser
import Foundation
import MediaKind

/// The exit status of every `classify` command: one table (Docs/CLI.md, "Output and exit
/// status"), the values of BSD's sysexits.h where one fits.
///
/// | status | meaning |
/// |---|---|
/// | 0 | done: every input read, nothing found |
/// | 1 | done, but some files could not be read (error records), `check` found something, `changes --exit-code` found changes, `duplicates --exit-code` found duplicates, `preview` gave no image for an input |
/// | 64 | usage: an unknown option or command, a bad value, a missing argument |
/// | 65 | a file that steers the run is not valid: `.mediakind.yml`, a policy, an expected file, a records file |
/// | 66 | an input named on the command line does not exist or cannot be read: a path, ROOT, `--files-from`, `--records`, `--expect`, `--policy`, `merge`'s inputs |
/// | 73 | an output cannot be written: `--out`, the index, the `--record` file, standard output |
enum ExitStatus: Int32, CaseIterable {
  case success = 0
  case failures = 1
  case usage = 64
  case dataError = 65
  case noInput = 66
  case cannotWrite = 73

  /// The error that ends the command with this status.
  var exitCode: ExitCode { ExitCode(rawValue) }

  /// The status for an input file (a policy, an expected file, a records file) that could
  /// not be used: ``noInput`` when it does not exist or cannot be opened, else ``dataError``.
  static func unusable(_ path: String) -> ExitStatus {
    path != "-" && !FileManager.default.isReadableFile(atPath: path) ? .noInput : .dataError
  }

  /// ``noInput`` when one of `operands` (paths named on the command line; `-` is standard
  /// input) does not exist or cannot be reached, else ``failures`` when `failed`, else
  /// ``success``. A missing operand still has its error record: the run goes on, and its
  /// status tells it. A path given back as a record printed it (`a\x0Ab.jpg`) names the file
  /// of those bytes, as the classifier opens it (``PathEscaping/rawBytes(_:)``).
  static func of(operands: some Sequence<String>, failed: Bool) -> ExitStatus {
    for path in operands where path != "-" && !exists(path) { return .noInput }
    return failed ? .failures : .success
  }

  private static func exists(_ path: String) -> Bool {
    if system_stat(path) != nil { return true }
    guard let raw = PathEscaping.rawBytes(path) else { return false }
    let bytes = raw.map { CChar(bitPattern: $0) } + [0]
    return bytes.withUnsafeBufferPointer { system_stat($0.baseAddress!) } != nil
  }

  /// Ends the command with this status (nothing when it is ``success``).
  func exit() throws {
    if self != .success { throw exitCode }
  }
}
