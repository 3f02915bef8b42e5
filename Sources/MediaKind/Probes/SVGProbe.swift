/// SVG drawings: the intrinsic size of the root `<svg>` element, in CSS pixels.
///
/// ```
/// [<?xml ...?>] [<!DOCTYPE ...>] [comments] <svg width="…" height="…" viewBox="minx miny w h" …>
/// ```
/// The size is `width` × `height` when both are absolute lengths (``SVGLength``: px, in, cm,
/// mm, Q, pt, pc or a bare number), rounded to whole pixels; when only one is absolute and a
/// `viewBox` is present, the other follows the viewBox's aspect ratio; otherwise (missing,
/// `%`, `em`: SVG's default `width="100%"`) the `viewBox` width and height. No absolute size
/// and no viewBox: no size. Gzipped SVG (`.svgz`) is not inflated.
/// The root element sits in the first KiB of real files; the fast path looks in the head, the
/// thorough path in the first ``thoroughWindow`` bytes.
/// Spec: W3C SVG 1.1 §5.1.2 (the `svg` element: width, height default 100%), §7.7 (viewBox);
/// SVG 2 §8.2 (intrinsic dimensions); ExifTool `XMP.pm` SVG tags (ImageWidth/ImageHeight are
/// the raw `width`/`height`); `Docs/DetectionRules.md` "Pixel size".
struct SVGProbe: Probe {
  let id = "svg"

  static let thoroughWindow = 1 << 20

  func accepts(_ format: FormatDescriptor) -> Bool { format.id == .svg }

  func run(on input: ProbeInput, into facts: inout MediaFacts) {
    let source = input.source
    let text = source.limitedToHead ? source.head : source.read(at: 0, count: min(source.size, Self.thoroughWindow))
    guard let attributes = Self.rootAttributes(text) else {
      if !source.limitedToHead || source.headIsWholeFile { facts.diagnose(.missing, at: "SVG", "no <svg> start tag") }
      return
    }
    guard let size = Self.intrinsicSize(attributes) else { return }
    facts.pixelWidth = size.width
    facts.pixelHeight = size.height
    facts.record(.svgSize, .string("\(size.width)x\(size.height)"), at: "SVG <svg> \(size.source)")
  }

  /// The attributes of the first `<svg` (or `<svg:svg`) start tag, by name as written.
  static func rootAttributes(_ bytes: [UInt8]) -> [String: Substring]? {
    func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }
    let lt = UInt8(ascii: "<")
    var i = 0
    var found = false
    while let open = bytes.firstIndex(of: [lt], in: i..<bytes.count) {
      i = open + 1
      let length = bytes.matches(ascii: "svg:svg", at: i) ? 7 : bytes.matches(ascii: "svg", at: i) ? 3 : 0
      if length > 0 {
        let after = i + length
        if after == bytes.count || isSpace(bytes[after]) || bytes[after] == UInt8(ascii: "/")
          || bytes[after] == UInt8(ascii: ">")
        {
          i = after
          found = true
          break
        }
      }
    }
    guard found else { return nil }
    var attributes: [String: Substring] = [:]
    func skipSpace() { while i < bytes.count, isSpace(bytes[i]) { i += 1 } }
    while attributes.count < 256 {
      skipSpace()
      guard i < bytes.count, bytes[i] != UInt8(ascii: ">"), bytes[i] != UInt8(ascii: "/") else {
        return attributes
      }
      let nameStart = i
      while i < bytes.count, !isSpace(bytes[i]), bytes[i] != UInt8(ascii: "="),
        bytes[i] != UInt8(ascii: "/"), bytes[i] != UInt8(ascii: ">")
      {
        i += 1
      }
      let name = String(decoding: bytes[nameStart..<i], as: UTF8.self)
      skipSpace()
      guard i < bytes.count, bytes[i] == UInt8(ascii: "=") else {
        if name.isEmpty { return attributes }
        continue
      }
      i += 1
      skipSpace()
      guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") || bytes[i] == UInt8(ascii: "'") else {
        return attributes
      }
      let quote = bytes[i]
      i += 1
      let valueStart = i
      while i < bytes.count, bytes[i] != quote { i += 1 }
      guard i < bytes.count else { return attributes }
      attributes[name] = Substring(String(decoding: bytes[valueStart..<i], as: UTF8.self))
      i += 1
    }
    return attributes
  }

  /// The size the attributes give, with which attributes gave it.
  static func intrinsicSize(_ attributes: [String: Substring]) -> (width: Int, height: Int, source: String)? {
    let width = attributes["width"].flatMap(SVGLength.init)?.pixels
    let height = attributes["height"].flatMap(SVGLength.init)?.pixels
    var box: (width: Double, height: Double)?
    if let viewBox = attributes["viewBox"] {
      let numbers = viewBox.split(whereSeparator: { " ,\t\r\n".contains($0) }).compactMap { Double($0) }
      if numbers.count == 4, numbers[2].isFinite, numbers[3].isFinite, numbers[2] > 0, numbers[3] > 0 {
        box = (numbers[2], numbers[3])
      }
    }
    func whole(_ w: Double, _ h: Double, _ source: String) -> (width: Int, height: Int, source: String)? {
      guard w.isFinite, h.isFinite, w > 0, h > 0, w < 1e9, h < 1e9 else { return nil }
      let width = Int(w.rounded())
      let height = Int(h.rounded())
      guard width > 0, height > 0 else { return nil }
      return (width, height, source)
    }
    switch (width, height, box) {
    case let (w?, h?, _): return whole(w, h, "width, height")
    case let (w?, nil, b?): return whole(w, w * b.height / b.width, "width, viewBox ratio")
    case let (nil, h?, b?): return whole(h * b.width / b.height, h, "height, viewBox ratio")
    case let (_, _, b?): return whole(b.width, b.height, "viewBox")
    default: return nil
    }
  }
}
