#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Why an input could not be read at all: becomes a record with `status: "error"`.
public struct InputFailure: Error, Sendable, Hashable, Codable {
  /// The schema's error kinds (`output-schema.md`).
  public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
    case notFound, permissionDenied, notRegularFile, readFailed, timedOut
  }

  public var kind: Kind
  public var message: String

  public init(kind: Kind, message: String) {
    self.kind = kind
    self.message = message
  }

  /// A failure from a system call's `errno`.
  init(errno code: Int32, path: String) {
    let text = String(cString: strerror(code))
    switch code {
    case ENOENT, ENOTDIR: self.init(kind: .notFound, message: text)
    case EACCES, EPERM: self.init(kind: .permissionDenied, message: text)
    case ELOOP: self.init(kind: .readFailed, message: "\(text) (symbolic link loop)")
    default: self.init(kind: .readFailed, message: text)
    }
  }
}
