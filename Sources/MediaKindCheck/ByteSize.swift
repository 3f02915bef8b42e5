import MediaKind

/// A file size limit as a policy writes it: a number of bytes (`500000`), or a number with a
/// unit: `B`, decimal `KB` `MB` `GB` `TB` (powers of 1000) or binary `KiB` `MiB` `GiB` `TiB`
/// (powers of 1024). Units are case-insensitive; a space and a fraction are allowed
/// (`1.5 MB`).
public struct ByteSize: Sendable, Hashable, Decodable, CustomStringConvertible {
  /// The limit in bytes.
  public let bytes: Int
  /// The limit as written (`500KB`).
  public let text: String

  /// Parses `text`; `nil` when it is not a size.
  public init?(_ text: String) {
    guard let (number, unit) = QuantityText.split(text) else { return nil }
    let units: [String: Double] = [
      "": 1, "b": 1,
      "kb": 1e3, "mb": 1e6, "gb": 1e9, "tb": 1e12,
      "kib": 1024, "mib": 1_048_576, "gib": 1_073_741_824, "tib": 1_099_511_627_776,
    ]
    guard let scale = units[unit.lowercased()] else { return nil }
    let value = (number * scale).rounded()
    guard value >= 0, value < 9e18 else { return nil }
    bytes = Int(value)
    self.text = text
  }

  /// A limit of exactly `bytes` bytes.
  public init(bytes: Int) {
    self.bytes = bytes
    text = String(bytes)
  }

  public init(from decoder: any Decoder) throws {
    let text = try QuantityText.decode(from: decoder)
    guard let size = ByteSize(text) else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription: "'\(text)' is not a size (write 500000, 500KB, 1.5MB or 2MiB)"))
    }
    self = size
  }

  public var description: String { text }
}
