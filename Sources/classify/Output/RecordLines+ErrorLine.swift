import ArgumentParser
import MediaKind

extension RecordLines.Failure {
  /// Prints the error line and gives the status it ends the command with:
  /// ``ExitStatus/noInput`` for a file that cannot be opened, else ``ExitStatus/dataError``.
  func report() -> ExitCode {
    Terminal.error(file, line: line, message)
    return (line == nil ? ExitStatus.noInput : .dataError).exitCode
  }
}
