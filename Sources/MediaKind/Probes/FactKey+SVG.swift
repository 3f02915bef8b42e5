// Fact keys recorded from SVG documents (`SVGProbe`).
extension FactKey {
  /// `SVG.Size`, read at `SVG <svg>`.
  public static let svgSize = FactKey(rawValue: "SVG.Size")
}
