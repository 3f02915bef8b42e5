import BrotliBridge

/// JPEG XL in the ISO BMFF-style container: the metadata boxes (capture date, camera,
/// location). The pixel size comes from the codestream (``ImageHeaderProbe``).
///
/// ```
/// "JXL " signature box, "ftyp" "jxl ", then boxes in any order:
/// "Exif"   u32be offset of the TIFF header from the payload's start + 4, then the EXIF
///          data (the offset skips an optional "Exif\0\0" prefix)
/// "xml "   XMP packet
/// "brob"   a Brotli-compressed box: 4 bytes naming the original type ("Exif", "xml ",
///          "jumb"; never "brob", "jxlc", "jxlp" or the signature boxes), then a Brotli
///          stream (RFC 7932) of the original box's payload
/// "jxlc"/"jxlp"  the codestream
/// ```
/// A `brob` box is decoded by libbrotli (``BrotliDecoder``) with its output capped at
/// ``brotliLimit(mode:budget:)``: a stream that expands past it (a Brotli "bomb") is dropped
/// with a diagnostic, having cost at most the cap.
/// Spec: ISO/IEC 18181-2 §9.1 (Exif box), §9.2 (XML box), §9.3 (brob box); ExifTool
/// `Jpeg2000.pm` (JXL boxes, `brob` decoded with IO::Uncompress::Brotli).
struct JPEGXLProbe: Probe {
  let id = "jpegxl"

  func accepts(_ format: FormatDescriptor) -> Bool { format.family == .jpegXL }

  /// The most bytes a `brob` box may decode to: EXIF and XMP blocks are KiB, rarely MiB. The
  /// fast path, which reads no more than the head, decodes at most 1 MiB.
  static func brotliLimit(mode: ClassificationMode, budget: ReadBudget) -> Int {
    mode == .fast ? 1 << 20 : min(budget.maxPayload, 16 << 20)
  }

  func run(on input: ProbeInput, into facts: inout MediaFacts) {
    let source = input.source
    guard source.head.matches(ascii: "JXL ", at: 4) else { return }  // bare codestream
    var walker = BoxWalker(budget: input.budget)
    for header in walker.topLevelBoxes(of: source) {
      switch header.type {
      case "Exif", "xml ":
        guard let box = walker.load(header, from: source) else { continue }
        Self.decode(header.type, Array(box.payload), location: "JXL \(header.type) box", input: input, into: &facts)
      case "brob":
        guard let box = walker.load(header, from: source) else { continue }
        let payload = Array(box.payload)
        guard payload.count >= 4 else { continue }
        let inner = FourCC(payload.integer(at: 0, as: UInt32.self) ?? 0)
        guard inner == "Exif" || inner == "xml " else { continue }
        let limit = Self.brotliLimit(mode: input.mode, budget: input.budget)
        let decoded: [UInt8]
        do {
          decoded = try BrotliDecoder.decompress(Array(payload[4...]), maxOutput: limit)
        } catch {
          facts.diagnose(.unsupported, at: "JPEG XL", "Brotli-compressed \(inner) box not decoded: \(Self.describe(error))")
          continue
        }
        Self.decode(inner, decoded, location: "JXL brob/\(inner) box", input: input, into: &facts)
      default:
        break
      }
    }
  }

  /// An `Exif` or `xml ` box payload (stored, or decoded from a `brob` box).
  private static func decode(
    _ type: FourCC, _ payload: [UInt8], location: String, input: ProbeInput,
    into facts: inout MediaFacts
  ) {
    guard type == "Exif" else {
      XMPPacket.decode(payload, location: location, into: &facts)
      return
    }
    guard let offset = payload.integer(at: 0, as: UInt32.self), Int(offset) <= payload.count - 4 - 8
    else {
      facts.diagnose(.missing, at: "JPEG XL", "\(location) without a TIFF header offset")
      return
    }
    let tiffStart = 4 + Int(offset)
    guard ExifBlock.isTIFFHeader(payload, at: tiffStart) else {
      facts.diagnose(.inconsistent, at: "JPEG XL", "\(location) offset \(offset) does not reach a TIFF header")
      return
    }
    ExifPayload.decode(payload, tiffStart: tiffStart, location: location, mode: input.mode, into: &facts)
  }

  private static func describe(_ error: BrotliBridgeError) -> String {
    switch error {
    case .outOfMemory: "out of memory"
    case .corrupt(let name): "corrupt stream (\(name))"
    case .truncated: "truncated stream"
    case .outputLimitExceeded(let limit): "decodes to more than \(limit) bytes"
    }
  }
}
