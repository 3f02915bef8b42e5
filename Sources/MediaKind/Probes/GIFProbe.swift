/// GIF: logical screen size, exact frame count and duration, loop count.
///
/// ```
/// 0 "GIF89a"  6 u16le width  8 u16le height  10 packed (bit 7: global colour table,
///   bits 0-2: its size 3·2^(n+1))  11 background  12 aspect  13 [global colour table]
/// blocks: 0x21 extension (label, sub-blocks until 0), 0x2C image descriptor (9 bytes,
///   [local colour table], LZW min code size, sub-blocks until 0), 0x3B trailer
/// GCE: 21 F9 04 packed delay(u16le, 1/100 s) transparent 00
/// ```
/// Spec: GIF89a §18-23. Frames are counted as image descriptors reached by walking blocks,
/// never by counting 0x2C bytes, which occur inside LZW data (`detection-rules.md` §22).
/// Animated ⇔ frames ≥ 2; a NETSCAPE2.0 loop extension alone proves nothing.
struct GIFProbe: Probe {
  let id = "gif"

  func accepts(_ format: FormatDescriptor) -> Bool { format.family == .gif }

  func run(on input: ProbeInput, into facts: inout MediaFacts) {
    let source = input.source
    let head = source.head
    guard let width = head.integer(at: 6, as: UInt16.self, endianness: .little),
      let height = head.integer(at: 8, as: UInt16.self, endianness: .little),
      let packed = head.integer(at: 10, as: UInt8.self)
    else {
      facts.diagnose(.truncated, at: "GIF", "header truncated")
      return
    }
    facts.pixelWidth = Int(width)
    facts.pixelHeight = Int(height)
    var position = 13
    if packed & 0x80 != 0 { position += 3 << (Int(packed & 7) + 1) }

    var reader = ChunkedReader(source: source)
    var frames = 0
    var delay = 0
    var pendingDelay: Int?
    var loopCount: Int?
    var complete = false
    var steps = 0
    scan: while steps < input.budget.maxEntries * 50 {
      steps += 1
      guard let introducer = reader.integer(at: position, as: UInt8.self) else { break }
      switch introducer {
      case 0x21:
        guard let label = reader.integer(at: position + 1, as: UInt8.self) else { break scan }
        if label == 0xF9, reader.integer(at: position + 2, as: UInt8.self) == 4,
          let centiseconds = reader.integer(at: position + 4, as: UInt16.self, endianness: .little)
        {
          pendingDelay = Int(centiseconds)
        }
        if label == 0xFF, reader.integer(at: position + 2, as: UInt8.self) == 11,
          reader.matches("NETSCAPE2.0", at: position + 3),
          reader.integer(at: position + 14, as: UInt8.self) == 3,
          reader.integer(at: position + 15, as: UInt8.self) == 1,
          let loops = reader.integer(at: position + 16, as: UInt16.self, endianness: .little)
        {
          loopCount = Int(loops)
        }
        guard let next = reader.skipSubBlocks(from: position + 2) else { break scan }
        position = next
      case 0x2C:
        guard let flags = reader.integer(at: position + 9, as: UInt8.self) else { break scan }
        frames += 1
        delay += pendingDelay ?? 0
        pendingDelay = nil
        var p = position + 10
        if flags & 0x80 != 0 { p += 3 << (Int(flags & 7) + 1) }
        // LZW minimum code size, then the data sub-blocks.
        guard reader.integer(at: p, as: UInt8.self) != nil,
          let next = reader.skipSubBlocks(from: p + 1)
        else {
          break scan
        }
        position = next
      case 0x3B:
        complete = true
        break scan
      case 0x00:
        // Stray padding between blocks; tolerated as decoders do.
        position += 1
      default:
        facts.diagnose(.malformed, at: "GIF", "unknown block 0x\(String(introducer, radix: 16)) at \(position)")
        break scan
      }
    }
    if !complete && !source.limitedToHead && position < source.size {
      facts.diagnose(.truncated, at: "GIF", "no trailer; stopped at offset \(position)")
    }
    // The fast path sees part of the file: a count that reached 2 is proven, a smaller one
    // is only a lower bound and is not reported.
    let counted = complete || frames >= 2 || !source.limitedToHead
    facts.record(.gifImageCount, .int(frames), at: "GIF image descriptors")
    if counted {
      facts.frameCount = frames
      if frames >= 2, complete || !source.limitedToHead {
        facts.duration = Double(delay) / 100
      }
    }
    if complete || !source.limitedToHead {
      facts.record(.gifFrameCountExact, .bool(true), at: "GIF blocks to trailer")
    }
    if let loopCount {
      facts.record(.gifLoopCount, .int(loopCount), at: "GIF NETSCAPE2.0 extension")
    }
  }
}
