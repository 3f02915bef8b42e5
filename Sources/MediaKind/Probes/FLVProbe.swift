/// FLV: duration, frame size and rate from the `onMetaData` script tag.
///
/// ```
/// 0 "FLV"  3 u8 version  4 u8 flags (4 audio, 1 video)  5 u32be header size (9)
/// then: u32be previous tag size (0), tags: u8 type (8 audio, 9 video, 18 script),
///       u24be data size, u24be timestamp (ms), u8 timestamp bits 24-31, u24be stream id,
///       data, u32be previous tag size (11 + data size)
/// script data: AMF0 "onMetaData" + object/ECMA array with duration (s), width, height,
///       framerate (``AMF0Reader``)
/// ```
/// Without a usable `duration`, the thorough path takes the last tag's timestamp, found
/// through the final previous-tag-size field. Spec: Adobe Flash Video File Format
/// Specification v10.1 §E.2–E.5.
struct FLVProbe: Probe {
  let id = "flv"

  /// Tags examined for the script tag (it is normally the first).
  static let maxLeadingTags = 8

  func accepts(_ format: FormatDescriptor) -> Bool { format.id == .flv }

  func run(on input: ProbeInput, into facts: inout MediaFacts) {
    let source = input.source
    let head = source.head
    guard head.matches(ascii: "FLV", at: 0), let headerSize = head.integer(at: 5, as: UInt32.self)
    else {
      facts.diagnose(.truncated, at: "FLV", "header truncated")
      return
    }
    var position = Int(headerSize) + 4
    for _ in 0..<Self.maxLeadingTags {
      let tag = source.read(at: position, count: 11)
      guard tag.count == 11, let type = tag.integer(at: 0, as: UInt8.self),
        let size = tag.integer(at: 1, byteCount: 3, as: UInt32.self)
      else { break }
      let dataStart = position + 11
      if type & 0x1F == 18 {
        let data = source.read(at: dataStart, count: min(Int(size), input.budget.maxPayload))
        if let (name, properties) = AMF0Reader.metadata(data, maxEntries: input.budget.maxEntries),
          name == "onMetaData"
        {
          apply(properties, into: &facts)
          break
        }
      }
      position = dataStart + Int(size) + 4
      guard position < source.size else { break }
    }
    if facts.duration == nil, let last = lastTimestamp(source) {
      facts.duration = Double(last) / 1000
    }
  }

  private func apply(_ properties: [String: AMF0Reader.Value], into facts: inout MediaFacts) {
    func number(_ key: String) -> Double? {
      if case .number(let value)? = properties[key], value.isFinite, value > 0 { return value }
      return nil
    }
    if let duration = number("duration") { facts.duration = duration }
    if let width = number("width"), let height = number("height"), width < 1e6, height < 1e6 {
      facts.pixelWidth = Int(width)
      facts.pixelHeight = Int(height)
    }
    if let rate = number("framerate") ?? number("videoframerate") { facts.frameRate = rate }
  }

  /// The last tag's timestamp in ms, through the final previous-tag-size field (thorough
  /// path, or a file inside the head).
  private func lastTimestamp(_ source: ByteSource) -> Int? {
    guard source.size >= 15, source.canRead((source.size - 4)..<source.size) else { return nil }
    guard let previous = source.read(at: source.size - 4, count: 4).integer(at: 0, as: UInt32.self),
      previous >= 11, Int(previous) <= source.size - 4
    else { return nil }
    let tag = source.read(at: source.size - 4 - Int(previous), count: 8)
    guard let type = tag.integer(at: 0, as: UInt8.self), [8, 9, 18].contains(type & 0x1F),
      let low = tag.integer(at: 4, byteCount: 3, as: UInt32.self),
      let high = tag.integer(at: 7, as: UInt8.self)
    else { return nil }
    return Int(high) << 24 | Int(low)
  }
}
