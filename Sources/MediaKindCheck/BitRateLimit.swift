import MediaKind

/// A bit rate limit as a policy writes it: bits per second (`8000000`), or a number with a
/// unit: `bps`, `kbps`, `Mbps`, `Gbps` (powers of 1000; `k`, `M`, `G` alone and `bit/s`
/// spellings too). Units are case-insensitive except that `M` and `m` both mean mega (no
/// policy limits millibits); a space and a fraction are allowed (`2.5 Mbps`).
public struct BitRateLimit: Sendable, Hashable, Decodable, CustomStringConvertible {
  /// The limit in bits per second.
  public let bitsPerSecond: Int
  /// The limit as written (`20Mbps`).
  public let text: String

  /// Parses `text`; `nil` when it is not a bit rate.
  public init?(_ text: String) {
    guard let (number, unit) = QuantityText.split(text) else { return nil }
    var name = unit.lowercased()
    for suffix in ["bit/s", "bps", "b/s"] where name.hasSuffix(suffix) {
      name.removeLast(suffix.count)
      break
    }
    let scales: [String: Double] = ["": 1, "k": 1e3, "m": 1e6, "g": 1e9]
    guard let scale = scales[name.filter { $0 != " " }] else { return nil }
    let value = (number * scale).rounded()
    guard value >= 0, value < 9e18 else { return nil }
    bitsPerSecond = Int(value)
    self.text = text
  }

  public init(from decoder: any Decoder) throws {
    let text = try QuantityText.decode(from: decoder)
    guard let limit = BitRateLimit(text) else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription: "'\(text)' is not a bit rate (write 8000000, 8000kbps or 8Mbps)"))
    }
    self = limit
  }

  public var description: String { text }
}
