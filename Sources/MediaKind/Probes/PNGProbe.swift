/// PNG and APNG: size, animation (acTL before the first IDAT), frame delays, and the
/// payloads other probes decode (eXIf, iTXt XMP, cICP).
///
/// ```
/// 8-byte signature, then chunks: u32be length, 4-byte type, data, u32 CRC
/// IHDR: u32 width, u32 height, ...       acTL: u32 num_frames, u32 num_plays
/// fcTL: u32 seq, u32 w, u32 h, u32 x, u32 y, u16 delay_num, u16 delay_den (0 ⇒ 100), ...
/// ```
/// Apple's iOS-optimised PNG (`pngcrush -iphone`, Xcode's asset step) puts a `CgBI` chunk
/// (4 bytes of flags) before IHDR, then stores premultiplied BGRA in raw-deflate IDATs; the
/// IHDR that follows it gives the size as usual:
/// ```
/// 0 signature  8 u32 4  12 "CgBI"  16 flags (4)  20 CRC  24 u32 13  28 "IHDR"  32 width  36 height
/// ```
/// Chunks are walked by ``PNGChunkWalker``.
/// Spec: PNG (Third Edition) §5.3, §11.2.2; APNG spec; `Docs/DetectionRules.md` "Pixel size", "Animated images" and "Duration";
/// CgBI: ExifTool `PNG.pm` ("Non-standard PNG image (Apple iPhone format)": IHDR after CgBI).
/// `IDAT`/`fdAT` data is skipped by seeking over chunk lengths, never read.
struct PNGProbe: Probe {
  let id = "png"

  func accepts(_ format: FormatDescriptor) -> Bool { format.family == .png }

  func run(on input: ProbeInput, into facts: inout MediaFacts) {
    let source = input.source
    var ihdr = 8
    let head = source.head
    if head.matches(ascii: "CgBI", at: 12), let length = head.integer(at: 8, as: UInt32.self),
      length <= 64
    {
      ihdr = 8 + 12 + Int(length)
      facts.record(.pngCgBI, .bool(true), at: "PNG CgBI chunk before IHDR")
    }
    guard let w = head.integer(at: ihdr + 8, as: UInt32.self),
      let h = head.integer(at: ihdr + 12, as: UInt32.self),
      head.matches(ascii: "IHDR", at: ihdr + 4)
    else {
      facts.diagnose(.missing, at: "PNG", "no IHDR chunk")
      return
    }
    facts.pixelWidth = Int(w)
    facts.pixelHeight = Int(h)

    var declaredFrames: Int?
    var seenIDAT = false
    var fcTLCount = 0
    var delay = 0.0
    var lastChunk: PNGChunk?
    let ending = PNGChunkWalker(source: source).walk(maxEntries: input.budget.maxEntries) { chunk in
      lastChunk = chunk
      let length = Int(chunk.length)
      switch chunk.type {
      case "acTL" where !seenIDAT:
        let data = source.read(at: chunk.dataOffset, count: 8)
        if let frames = data.integer(at: 0, as: UInt32.self) {
          declaredFrames = Int(frames)
          facts.record(.pngACTLNumFrames, .int(Int(frames)), at: "PNG acTL")
          let plays = data.integer(at: 4, as: UInt32.self) ?? 0
          facts.record(.pngACTLNumPlays, .int(Int(plays)), at: "PNG acTL")
        }
      case "fcTL":
        fcTLCount += 1
        let data = source.read(at: chunk.dataOffset + 20, count: 4)
        if let num = data.integer(at: 0, as: UInt16.self),
          let den = data.integer(at: 2, as: UInt16.self)
        {
          delay += Double(num) / Double(den == 0 ? 100 : den)
        }
      case "IDAT":
        seenIDAT = true
      case "eXIf":
        if length > 0, length <= input.budget.maxPayload {
          let payload = source.read(at: chunk.dataOffset, count: length)
          if payload.count == length {
            facts.record(.pngEXIfPresent, .bool(true), at: "PNG eXIf")
            ExifPayload.decode(
              payload, tiffStart: 0, location: "PNG eXIf", mode: input.mode, into: &facts)
          }
        }
      case "iTXt", "tEXt", "zTXt":
        if length > 0, length <= input.budget.maxPayload {
          let data = source.read(at: chunk.dataOffset, count: length)
          TextChunk.decode(data, type: chunk.type, mode: input.mode, into: &facts)
        }
      case "cICP":
        let data = source.read(at: chunk.dataOffset, count: 4)
        if let transfer = data.integer(at: 1, as: UInt8.self) {
          facts.record(.colorTransferCharacteristics, .int(Int(transfer)), at: "PNG cICP")
          if let primaries = data.integer(at: 0, as: UInt8.self), facts.technical.colorProfile == nil {
            facts.technical.colorProfile = ColorCodePoints.profile(primaries: Int(primaries), transfer: Int(transfer))
          }
        }
      case "sRGB":
        // PNG 3rd ed. §11.3.2.5: the image is in the sRGB colour space (iCCP is deflated:
        // not read, Docs/CLI.md "Technical facts").
        if facts.technical.colorProfile == nil { facts.technical.colorProfile = ColorProfileName.sRGB }
      default:
        break
      }
      return true
    }
    Self.assessIntegrity(ending: ending, lastChunk: lastChunk, source: source, into: &facts)
    let complete = ending == .complete
    if let declaredFrames {
      // An APNG whose acTL precedes IDAT: frame count is acTL's num_frames.
      facts.frameCount = declaredFrames
      if complete && fcTLCount > 0 { facts.duration = delay }
      if complete && fcTLCount != declaredFrames {
        facts.diagnose(.inconsistent, at: "APNG", "acTL declares \(declaredFrames) frames, \(fcTLCount) fcTL chunks found")
      }
    }
  }

  /// The record's `integrity` from how the chunk walk ended (`Docs/DetectionRules.md`,
  /// "Integrity"): `IEND` reached is complete; a chunk that runs past the end of the file, or
  /// a chunk header cut short, is truncated. Whole chunks that end with the file and no `IEND`
  /// give no verdict (a diagnostic), and neither does a walk the mode or the budget stopped.
  static func assessIntegrity(
    ending: PNGChunkWalker.End, lastChunk: PNGChunk?, source: ByteSource, into facts: inout MediaFacts
  ) {
    switch ending {
    case .complete:
      facts.integrity(.complete, at: "PNG IEND", "IEND chunk at offset \(lastChunk?.offset ?? 0)")
    case .endOfData(let position):
      let left = source.size - position
      if let lastChunk, position > source.size {
        facts.integrity(
          .truncated, at: "PNG '\(lastChunk.type)' chunk at offset \(lastChunk.offset)",
          "declares \(lastChunk.length) data bytes; the file ends \(position - source.size) bytes before the chunk does")
      } else if left == 0 {
        // Whole chunks up to the end and no IEND: a damaged end chunk (test suites rename it)
        // or a cut exactly between chunks; no proof of either, so no verdict.
        facts.diagnose(.missing, at: "PNG", "no IEND chunk: the chunks end with the file")
      } else if left < 8, source.canRead(position..<source.size) {
        facts.integrity(.truncated, at: "PNG chunk header at offset \(position)", "only \(left) bytes left, no IEND")
      }
    case .overlong, .stopped, .budget:
      break
    }
  }
}
