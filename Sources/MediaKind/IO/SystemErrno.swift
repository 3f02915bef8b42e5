/// The `errno` of a failed system call, captured by the wrapper that made it
/// (``system_retryingInterrupts(_:)``), so no later call can overwrite it before it is read.
package struct SystemErrno: Error, Equatable, Sendable, CustomStringConvertible {
  package let code: CInt

  package init(_ code: CInt) { self.code = code }

  /// The C library's text for it (`strerror`).
  package var description: String { system_strerror(code) }
}
