import MediaKind

/// A duration limit as a policy writes it: seconds (`30`, `2.5`), or with units `ms`, `s`,
/// `m` / `min`, `h`, also combined (`1m30s`, `1h 5m`).
public struct PolicyDuration: Sendable, Hashable, Decodable, CustomStringConvertible {
  /// The limit in seconds.
  public let seconds: Double
  /// The limit as written.
  public let text: String

  /// Parses `text`; `nil` when it is not a duration.
  public init?(_ text: String) {
    let units: [String: Double] = [
      "": 1, "ms": 0.001, "s": 1, "sec": 1, "secs": 1, "m": 60, "min": 60, "mins": 60, "h": 3600,
    ]
    func isSpace(_ c: Character) -> Bool { c == " " || c == "\t" }
    var rest = Substring(text).drop(while: isSpace)
    guard !rest.isEmpty else { return nil }
    var total = 0.0
    while !rest.isEmpty {
      let number = rest.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
      guard !number.isEmpty, let value = Double(number) else { return nil }
      rest = rest.dropFirst(number.count).drop(while: isSpace)
      let unit = rest.prefix { $0.isLetter }
      rest = rest.dropFirst(unit.count).drop(while: isSpace)
      guard let scale = units[unit.lowercased()] else { return nil }
      // A bare number is only allowed alone (`90`), not followed by more (`3 4`).
      if unit.isEmpty, !rest.isEmpty { return nil }
      total += value * scale
    }
    guard total.isFinite else { return nil }
    seconds = total
    self.text = text
  }

  public init(from decoder: any Decoder) throws {
    let text = try QuantityText.decode(from: decoder)
    guard let duration = PolicyDuration(text) else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription: "'\(text)' is not a duration (write 30, 30s, 2m, 1m30s or 500ms)"))
    }
    self = duration
  }

  public var description: String { text }
}
