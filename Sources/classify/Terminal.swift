import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Terminal facts and unbuffered stderr writes.
enum Terminal {
  enum Stream { case standardOutput, standardError }

  static func isTerminal(_ stream: Stream) -> Bool {
    isatty(stream == .standardOutput ? STDOUT_FILENO : STDERR_FILENO) == 1
  }

  static func writeError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}
