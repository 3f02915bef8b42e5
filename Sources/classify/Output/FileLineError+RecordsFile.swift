import ArgumentParser
import MediaKind

extension FileLineError {
  /// For a records file (`merge`'s inputs): prints the error line and gives the status it
  /// ends the command with:
  /// ``ExitStatus/noInput`` for a file that cannot be opened, else ``ExitStatus/dataError``.
  func reportAsRecordsFile() -> ExitCode {
    Terminal.error(file, line: line, message)
    return (line == nil ? ExitStatus.noInput : .dataError).exitCode
  }
}
