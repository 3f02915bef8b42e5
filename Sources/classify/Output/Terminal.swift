import ArgumentParser
import Foundation
import MediaKind
import MediaKindCheck
import MediaKindIndex

/// Terminal facts and unbuffered stderr writes.
enum Terminal {
  enum Stream { case standardOutput, standardError }

  static func isTerminal(_ stream: Stream) -> Bool {
    system_isatty(stream == .standardOutput ? _STDOUT_FILENO : _STDERR_FILENO)
  }

  /// Writes a message to standard error with control characters escaped
  /// (``PathEscaping/terminalSafe(_:)``): messages quote file names, which may hold any byte.
  static func writeError(_ text: String) {
    writeControl(PathEscaping.terminalSafe(text))
  }

  /// Makes a write past the file-size limit (`ulimit -f`) fail with `EFBIG`, reported like a
  /// full disk, instead of killing the process with `SIGXFSZ` halfway through an index write.
  static func ignoreFileSizeSignal() {
    system_ignoreFileSizeSignal()
  }

  /// The one shape of an error line: `classify: PATH: reason`, or `classify: PATH:LINE:
  /// reason` when the problem is on a line of PATH, or `classify: reason` when no file is
  /// at fault. PATH is the path as the user gave it, escaped as records show paths
  /// (``PathEscaping/display(_:)``: one line, no control characters); the reason is kept on
  /// one line.
  static func error(_ path: String?, line: Int? = nil, _ reason: String) {
    var text = "classify: "
    if let path {
      text += PathEscaping.display(path) + (line.map { ":\($0)" } ?? "") + ": "
    }
    writeError(text + PathEscaping.lineSafe(reason) + "\n")
  }

  /// Prints the error line of `error` (``error(_:line:_:)``) and ends the command with
  /// `status`.
  static func fail(_ error: CheckInputError, status: ExitStatus) -> ExitCode {
    Terminal.error(error.file, line: error.line, error.message)
    return status.exitCode
  }

  /// The error line of any error a command stops on: an index's, a check input's, or any
  /// other error's own sentence.
  static func error(_ error: any Error) {
    switch error {
    case let error as IndexError: Terminal.error(error.errorLine.path, error.errorLine.reason)
    case let error as FileLineError: Terminal.error(error.file, line: error.line, error.message)
    case let error as MediaInputsError: Terminal.error(error.file, line: error.line, error.reason)
    case let error as OutputDirectoryError:
      Terminal.error(error.path, (error.refused ? "refusing to write: " : "cannot write: ") + error.reason)
    default: Terminal.error(nil, "\(error)")
    }
  }

  /// Reports a file that could not be read: `classify: PATH: kind: message`.
  static func report(_ record: Classification) {
    let error = record.error.map { "\($0.kind.rawValue): \($0.message)" } ?? "error"
    writeError("classify: \(PathEscaping.lineSafe(record.path)): \(PathEscaping.lineSafe(error))\n")
  }

  /// Tells of a path a walk skipped on purpose: `classify: PATH: skipped: reason`.
  static func reportSkip(_ path: String, _ reason: String) {
    writeError("classify: \(PathEscaping.lineSafe(path)): skipped: \(PathEscaping.lineSafe(reason))\n")
  }

  /// Writes `text` to standard output, escaping control characters when it is readable text
  /// for a terminal (``PathEscaping/terminalSafe(_:)``).
  static func writeOutput(_ text: String, escaping: Bool) {
    FileHandle.standardOutput.write(Data((escaping ? PathEscaping.terminalSafe(text) : text).utf8))
  }

  /// Writes `text` to standard error as it is: only for the program's own control sequences
  /// (the progress line), never for text holding a name.
  static func writeControl(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}
