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
/// never by counting 0x2C bytes, which occur inside LZW data (`Docs/DetectionRules.md` "Animated images").
/// Animated ⇔ frames ≥ 2; a NETSCAPE2.0 loop extension alone proves nothing. The frame count
/// and duration are reported only when the walk saw every frame (Docs/Reliability.md, "GIF
/// frame counts").
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

    // The walk reads block introducers and sub-block length bytes and skips the data by its
    // lengths, decoding nothing. Its reads are not counted against the byte budget: it keeps
    // its own, in headers visited (Docs/Reliability.md, "GIF frame counts").
    var reader = ChunkedReader(source: source, countsBytes: false)
    var frames = 0
    var delay = 0
    var pendingDelay: Int?
    var loopCount: Int?
    var headers = 0
    /// Where a read the walk needed failed (nil: it reached the trailer or a malformed block).
    var stoppedAt: Int?
    var complete = false
    scan: while true {
      guard headers < Self.maxBlockHeaders, let introducer = reader.byte(at: position) else {
        stoppedAt = position
        break
      }
      headers += 1
      switch introducer {
      case 0x21:
        guard let label = reader.byte(at: position + 1) else {
          stoppedAt = position + 1
          break scan
        }
        if label == 0xF9, reader.byte(at: position + 2) == 4,
          let low = reader.byte(at: position + 4), let high = reader.byte(at: position + 5)
        {
          pendingDelay = Int(low) | Int(high) << 8
        }
        if label == 0xFF, reader.byte(at: position + 2) == 11,
          reader.matches("NETSCAPE2.0", at: position + 3),
          reader.byte(at: position + 14) == 3,
          reader.byte(at: position + 15) == 1,
          let loops = reader.integer(at: position + 16, as: UInt16.self, endianness: .little)
        {
          loopCount = Int(loops)
        }
        guard
          let next = reader.skipSubBlocks(
            from: position + 2, headers: &headers, limit: Self.maxBlockHeaders, stoppedAt: &stoppedAt)
        else { break scan }
        if label == 0xFF, reader.byte(at: position + 2) == 11,
          reader.matches("XMP DataXMP", at: position + 3)
        {
          Self.decodeXMP(in: source, from: position + 14, to: next, input: input, into: &facts)
        }
        position = next
      case 0x2C:
        guard let flags = reader.byte(at: position + 9) else {
          stoppedAt = position + 9
          break scan
        }
        frames += 1
        delay += pendingDelay ?? 0
        pendingDelay = nil
        var p = position + 10
        if flags & 0x80 != 0 { p += 3 << (Int(flags & 7) + 1) }
        // LZW minimum code size, then the data sub-blocks.
        guard reader.byte(at: p) != nil else {
          stoppedAt = p
          break scan
        }
        guard
          let next = reader.skipSubBlocks(
            from: p + 1, headers: &headers, limit: Self.maxBlockHeaders, stoppedAt: &stoppedAt)
        else { break scan }
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
    // The count is known when the walk reached the trailer, the end of the file's data (a cut
    // file: the frames it holds), or a block no decoder reads past. When it stopped at bytes it
    // could not read (past the head in the fast path, its header budget, bytes an archive
    // stream did not keep), what it counted is only a lower bound: frameCount and duration
    // are left out, and ``FactKey/gifImageCount`` keeps the frames seen (two prove animation).
    let unread = stoppedAt.map { $0 < source.size } ?? false
    if !source.limitedToHead {
      if let stoppedAt, unread {
        let why =
          headers >= Self.maxBlockHeaders
          ? "the budget of \(Self.maxBlockHeaders) block headers" : "bytes that were not read"
        facts.diagnose(
          .limit, at: "GIF",
          "frame walk stopped at offset \(stoppedAt) after \(frames) frames (\(why)): frame count and duration not known")
      } else if !complete && position < source.size {
        facts.diagnose(.truncated, at: "GIF", "no trailer; stopped at offset \(position)")
      }
    }
    facts.record(.gifImageCount, .int(frames), at: "GIF image descriptors")
    if !unread {
      // A walk of the fast path that did not stop in the head saw what the thorough one sees.
      facts.frameCount = frames
      if frames >= 2 { facts.duration = Double(delay) / 100 }
      facts.record(.gifFrameCountExact, .bool(true), at: "GIF blocks to trailer")
    }
    if let loopCount {
      facts.record(.gifLoopCount, .int(loopCount), at: "GIF NETSCAPE2.0 extension")
    }
  }

  /// The XMP packet of an `XMP DataXMP` application extension (Adobe's XMP Specification
  /// Part 3, "GIF"): the packet's bytes are stored as they are, so a decoder's sub-block walk
  /// hops through them, and a 258-byte "magic trailer" (0x01, then 0xFF down to 0x00, then the
  /// block terminator) brings that walk to the extension's end whatever the packet holds. The
  /// packet is what lies before the trailer's first bytes (0x01 0xFF 0xFE, which UTF-8 text
  /// never holds). (Without the trailer no decoder finds the extension's end, so neither does
  /// this walk.) Bounded by the payload budget; past the head in the fast path nothing is read (Docs/AddingAFormat.md,
  /// "Metadata headers writers vary").
  static func decodeXMP(
    in source: ByteSource, from start: Int, to end: Int, input: ProbeInput, into facts: inout MediaFacts
  ) {
    let length = end - 1 - start
    guard length > 0 else { return }
    guard length <= input.budget.maxPayload else {
      facts.diagnose(
        .limit, at: "GIF/XMP", "XMP packet of \(length) bytes not read (limit \(input.budget.maxPayload))")
      return
    }
    let bytes = source.read(at: start, count: length)
    guard bytes.count == length else { return }
    var packetEnd = bytes.count
    if bytes.count >= 3 {
      for k in 0..<(bytes.count - 2) where bytes[k] == 0x01 && bytes[k + 1] == 0xFF && bytes[k + 2] == 0xFE {
        packetEnd = k
        break
      }
    }
    XMPPacket.decode(bytes[..<packetEnd], location: "GIF/XMP", into: &facts)
  }

  /// Most block headers a frame walk visits: block introducers and sub-block length bytes,
  /// 16,777,216 (a GIF of 1,000,000 one-pixel frames has 6,000,000; a header is followed by at
  /// most 255 data bytes, so the walk is linear in the file and reads at most 4 GiB).
  static let maxBlockHeaders = 1 << 24
}
