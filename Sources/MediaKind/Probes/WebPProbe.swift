/// WebP: canvas size, animation flag, frame count and duration.
///
/// ```
/// 0 "RIFF" u32le size "WEBP"  12 first chunk: "VP8 " | "VP8L" | "VP8X"
/// VP8X data: flags (0x02 animation, 0x04 XMP, 0x08 EXIF, 0x10 alpha, 0x20 ICC), 3 reserved,
///   u24le canvas width-1, u24le canvas height-1
/// VP8 : frame tag (3) + start code 9D 01 2A + u16le width (14 bits) + u16le height (14 bits)
/// VP8L: 0x2F + 14-bit width-1, 14-bit height-1 packed little-endian
/// ANMF data: x, y, w-1, h-1 (u24le each), u24le duration (ms), flags
/// ```
/// Spec: developers.google.com/speed/webp/docs/riff_container; `Docs/DetectionRules.md` "Animated images".
struct WebPProbe: Probe {
  let id = "webp"

  func accepts(_ format: FormatDescriptor) -> Bool { format.family == .webp }

  func run(on input: ProbeInput, into facts: inout MediaFacts) {
    let source = input.source
    let head = source.head
    guard let firstCode = head.integer(at: 12, as: UInt32.self) else { return }
    let first = FourCC(firstCode)
    var vp8xFlags: UInt8 = 0
    switch first {
    case "VP8X":
      guard let flags = head.integer(at: 20, as: UInt8.self),
        let w = head.integer(at: 24, byteCount: 3, as: UInt32.self, endianness: .little),
        let h = head.integer(at: 27, byteCount: 3, as: UInt32.self, endianness: .little)
      else { return }
      facts.pixelWidth = Int(w) + 1
      facts.pixelHeight = Int(h) + 1
      vp8xFlags = flags
      facts.record(.webPVP8XFlags, .int(Int(flags)), at: "RIFF/VP8X")
      if flags & 0x02 != 0 {
        facts.record(.webPAnimationFlag, .bool(true), at: "RIFF/VP8X flags 0x02")
      }
    case "VP8 ":
      if let w = head.integer(at: 26, as: UInt16.self, endianness: .little),
        let h = head.integer(at: 28, as: UInt16.self, endianness: .little)
      {
        facts.pixelWidth = Int(w & 0x3FFF)
        facts.pixelHeight = Int(h & 0x3FFF)
      }
    case "VP8L":
      if head.integer(at: 20, as: UInt8.self) == 0x2F,
        let bits = head.integer(at: 21, as: UInt32.self, endianness: .little)
      {
        facts.pixelWidth = Int(bits & 0x3FFF) + 1
        facts.pixelHeight = Int((bits >> 14) & 0x3FFF) + 1
      }
    default:
      facts.diagnose(.malformed, at: "WebP", "unexpected first chunk \(first)")
    }

    // Walk the chunks: ANMF frames, EXIF and XMP payloads.
    var position = 12
    var frames = 0
    var duration = 0
    var complete = false
    var chunks = 0
    let riffEnd = min(
      source.size, 8 + Int(head.integer(at: 4, as: UInt32.self, endianness: .little) ?? 0))
    while chunks < input.budget.maxEntries {
      chunks += 1
      let header = source.read(at: position, count: 8)
      guard header.count == 8, let type = header.integer(at: 0, as: UInt32.self),
        let length = header.integer(at: 4, as: UInt32.self, endianness: .little)
      else { break }
      let dataStart = position + 8
      switch FourCC(type) {
      case "ANMF":
        frames += 1
        let data = source.read(at: dataStart + 12, count: 3)
        if let d = data.integer(at: 0, byteCount: 3, as: UInt32.self, endianness: .little) {
          duration += Int(d)
        }
      case "EXIF":
        if length > 0, Int(length) <= input.budget.maxPayload {
          let payload = source.read(at: dataStart, count: Int(length))
          let start = payload.matches(ascii: "Exif\0\0", at: 0) ? 6 : 0
          ExifPayload.decode(
            payload, tiffStart: start, location: "RIFF/EXIF", mode: input.mode, into: &facts)
        }
      case "ICCP":
        // The ICC profile, stored as it is (WebP container spec, "Color profile").
        if length > 0, Int(length) <= input.budget.maxPayload, facts.technical.colorProfile == nil {
          let payload = source.read(at: dataStart, count: Int(length))
          if payload.count == Int(length) {
            facts.technical.colorProfile = ICCProfile.description(payload[...]).map(ColorProfileName.normalized)
          }
        }
      case "XMP ":
        if length > 0, Int(length) <= input.budget.maxPayload {
          let payload = source.read(at: dataStart, count: Int(length))
          XMPPacket.decode(payload, location: "RIFF/XMP", into: &facts)
        }
      default:
        break
      }
      position = dataStart + Int(length) + Int(length & 1)
      if position + 8 > riffEnd {
        complete = position >= riffEnd
        break
      }
      if source.limitedToHead && position + 8 > head.count { break }
    }
    if frames > 0 {
      // The frames seen prove an animation (the fact the rules read); the count and the
      // duration are the file's only when the walk reached its end (the fast path stops at
      // the head: 20 of 101 frames is no frame count).
      facts.record(.webPFrameCount, .int(frames), at: "RIFF/ANMF")
      if complete {
        facts.frameCount = frames
        facts.duration = Double(duration) / 1000
      }
    }
    // VP8X says an EXIF chunk follows, whose Orientation turns the stored size into the
    // displayed one; a walk that stopped before it cannot know the displayed size, so it
    // states none (a 3648x2736 store shown as 2736x3648 must not print as 3648x2736).
    if !complete, facts.orientation == nil, vp8xFlags & 0x08 != 0 {
      facts.pixelWidth = nil
      facts.pixelHeight = nil
    }
  }
}
