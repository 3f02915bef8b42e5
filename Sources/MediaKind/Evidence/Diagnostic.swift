/// One piece of damage or oddity met while reading a file: what kind it is, where, and what
/// was seen. Probes collect them in ``MediaFacts/diagnostics`` instead of throwing; the record
/// prints each as its ``description`` (`JPEG: no SOF segment before the scan data`).
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
  /// What kind of problem a diagnostic reports.
  public enum Code: String, Sendable, Hashable, CaseIterable {
    /// The data ends before a structure does (cut files, lengths that run past the end).
    case truncated
    /// A structure breaks its specification (bad lengths, unknown blocks, loops).
    case malformed
    /// A structure the format requires is absent.
    case missing
    /// Two structures disagree (a declared count that does not match what is there).
    case inconsistent
    /// A value no real file can have, dropped or passed over (``FieldBounds``).
    case implausible
    /// A read budget or limit stopped the reading.
    case limit
    /// Valid data that MediaKind does not decode.
    case unsupported
  }

  /// The kind of problem.
  public var code: Code
  /// Where: a format or structure (`JPEG`, `ISOBMFF`, `APP1/Exif`), or nil when the message
  /// names it.
  public var location: String?
  /// What was seen, in a sentence fragment.
  public var message: String

  /// A diagnostic of kind `code` at `location`.
  public init(_ code: Code, at location: String? = nil, _ message: String) {
    self.code = code
    self.location = location
    self.message = message
  }

  /// The text the record prints: `location: message`, or the message alone.
  public var description: String {
    guard let location else { return message }
    return location + ": " + message
  }

  /// The same diagnostic seen from an enclosing structure: `outer` becomes the location and
  /// this diagnostic's text the message (`APP1/Exif: TIFF: IFD chain loops back ...`).
  public func within(_ outer: String) -> Diagnostic {
    Diagnostic(code, at: outer, description)
  }
}
