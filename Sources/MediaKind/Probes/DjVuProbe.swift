/// DjVu documents: the page size from the first `INFO` chunk, and the capture date from the
/// metadata annotations (`ANTa`, or `ANTz` compressed with BZZ), where ExifTool reads them.
///
/// ```
/// 0 "AT&T"  4 "FORM" u32be length, form type "DJVU" (single page) | "DJVM" (bundled
///   document: DIRM, then FORM:DJVU pages and FORM:DJVI shared components) | "DJVI"
/// chunks: 4-byte id, u32be length, data, a pad byte to an even offset; FORM nests
/// INFO: u16be width, u16be height, minor, major version, u16le dpi, gamma,
///       flags (low 3 bits: 1 upright, 5 rotated 90° clockwise, 2 180°, 6 90° counter-clockwise)
/// ANTa: annotation text; ANTz: the same, BZZ-compressed (``BZZDecoder``)
///   (metadata (CreationDate "2006-10-10T12:34:56+02:00") (Author "...") ...)  (xmp "<x:xmpmeta ...")
/// ```
/// `djvused set-meta` on a bundled document writes the metadata in a shared `DJVI` component,
/// so every FORM is walked (at most ``maxDepth`` deep). `CreationDate` is the capture date;
/// an `xmp` annotation goes to the XMP reader (its dates follow `Docs/DetectionRules.md` "Capture date").
/// Spec: DjVu 3 specification (Lizardtech 2005) §4 (IFF structure), §8.3.1 (INFO), §8.3.4
/// (ANTa/ANTz); ExifTool `DjVu.pm` (Info table, `ProcessAnt`, Meta table: CreationDate →
/// CreateDate); `Docs/DetectionRules.md` "Pixel size" and "Capture date".
struct DjVuProbe: Probe {
  let id = "djvu"

  static let maxDepth = 4
  /// The largest chunk read into memory (annotations are KiB).
  static let maxChunk = 4 << 20

  func accepts(_ format: FormatDescriptor) -> Bool { format.id == .djvu }

  func run(on input: ProbeInput, into facts: inout MediaFacts) {
    let source = input.source
    guard source.head.matches(ascii: "AT&TFORM", at: 0),
      let length = source.head.integer(at: 8, as: UInt32.self)
    else { return }
    var state = State(budget: input.budget.maxEntries)
    walk(source, from: 16, to: min(source.size, 12 + Int(length)), depth: 0, state: &state, input: input, into: &facts)
    if !state.sawInfo, !source.limitedToHead || source.headIsWholeFile {
      facts.diagnose(.missing, at: "DjVu", "no INFO chunk")
    }
  }

  private struct State {
    var budget: Int
    var sawInfo = false
  }

  private func walk(
    _ source: ByteSource, from start: Int, to end: Int, depth: Int, state: inout State,
    input: ProbeInput, into facts: inout MediaFacts
  ) {
    var position = start
    while position + 8 <= end, state.budget > 0 {
      state.budget -= 1
      let header = source.read(at: position, count: 12)
      guard header.count >= 8, let size = header.integer(at: 4, as: UInt32.self) else { return }
      let data = position + 8
      guard Int(size) <= end - data else {
        if !source.limitedToHead || end <= source.head.count {
          facts.diagnose(.truncated, at: "DjVu", "chunk at \(position) overruns its FORM")
        }
        return
      }
      if header.matches(ascii: "FORM", at: 0) {
        if depth < Self.maxDepth, size >= 4 {
          walk(source, from: data + 4, to: data + Int(size), depth: depth + 1, state: &state, input: input, into: &facts)
        }
      } else if header.matches(ascii: "INFO", at: 0), !state.sawInfo {
        let info = source.read(at: data, count: 10)
        if let width = info.integer(at: 0, as: UInt16.self),
          let height = info.integer(at: 2, as: UInt16.self), width > 0, height > 0
        {
          state.sawInfo = true
          facts.pixelWidth = Int(width)
          facts.pixelHeight = Int(height)
          switch info.integer(at: 9, as: UInt8.self).map({ $0 & 0x07 }) {
          case 5?: facts.containerQuarterTurns = 3
          case 2?: facts.containerQuarterTurns = 2
          case 6?: facts.containerQuarterTurns = 1
          default: break
          }
        }
      } else if header.matches(ascii: "ANTa", at: 0) || header.matches(ascii: "ANTz", at: 0),
        Int(size) <= Self.maxChunk
      {
        let bytes = source.read(at: data, count: Int(size))
        if bytes.count == Int(size) {
          annotations(bytes, compressed: header.matches(ascii: "ANTz", at: 0), into: &facts)
        }
      }
      position = data + Int(size) + Int(size & 1)
    }
  }

  private func annotations(_ bytes: [UInt8], compressed: Bool, into facts: inout MediaFacts) {
    let text: [UInt8]
    if compressed {
      guard let decoded = BZZDecoder.decode(bytes) else {
        facts.diagnose(.malformed, at: "DjVu", "ANTz chunk is not valid BZZ")
        return
      }
      text = decoded
    } else {
      text = bytes
    }
    // ExifTool's shortcut: only annotations that mention metadata or xmp are parsed.
    guard text.firstIndex(of: Array("metadata".utf8), in: 0..<text.count) != nil
      || text.firstIndex(of: Array("xmp".utf8), in: 0..<text.count) != nil
    else { return }
    let (entries, packets) = DjVuAnnotation.metadata(DjVuAnnotation.parse(text))
    for (key, value) in entries where key == "CreationDate" {
      facts.record(.djvuMetaCreationDate, .string(value), at: compressed ? "DjVu ANTz metadata" : "DjVu ANTa metadata")
      if facts.creationDate == nil, let date = DjVuAnnotation.date(value) { facts.creationDate = date }
    }
    for packet in packets {
      XMPPacket.decode(Array(packet.utf8), location: "DjVu xmp annotation", into: &facts)
    }
  }
}
