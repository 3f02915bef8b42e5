import Foundation
import MediaKind

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
