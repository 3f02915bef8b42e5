import MediaKind

/// A pixel-count limit as a policy writes it: a number of pixels (`12000000`), megapixels
/// (`12MP`, `12.2 MP`), or a size whose area is the limit (`4032x3024`).
public struct PixelCount: Sendable, Hashable, Decodable, CustomStringConvertible {
  /// The limit in pixels.
  public let pixels: Int
  /// The limit as written.
  public let text: String

  /// Parses `text`; `nil` when it is not a pixel count.
  public init?(_ text: String) {
    let parts = text.lowercased().split(separator: "x")
    if parts.count == 2, let w = Int(parts[0].filter { $0 != " " }),
      let h = Int(parts[1].filter { $0 != " " }), w >= 0, h >= 0
    {
      let (area, overflow) = w.multipliedReportingOverflow(by: h)
      guard !overflow else { return nil }
      pixels = area
    } else {
      guard let (number, unit) = QuantityText.split(text) else { return nil }
      let units: [String: Double] = ["": 1, "px": 1, "mp": 1e6, "mpx": 1e6]
      guard let scale = units[unit.lowercased()], number * scale < 9e18 else { return nil }
      pixels = Int((number * scale).rounded())
    }
    self.text = text
  }

  public init(from decoder: any Decoder) throws {
    let text = try QuantityText.decode(from: decoder)
    guard let count = PixelCount(text) else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription: "'\(text)' is not a pixel count (write 12000000, 12MP or 4032x3024)"))
    }
    self = count
  }

  public var description: String { text }
}
