/// BMP: pixel size from the DIB header.
///
/// ```
/// 0 "BM"  2 u32 file size  10 u32 pixel offset  14 u32 DIB size
/// DIB size 12 (OS/2 v1): 18 u16 width, 20 u16 height; otherwise 18 i32 width, 22 i32 height
/// (negative height = top-down rows)
/// ```
/// Spec: Microsoft BITMAPINFOHEADER / BITMAPCOREHEADER.
struct BMPProbe: Probe {
  let id = "bmp"

  func accepts(_ format: FormatDescriptor) -> Bool { format.family == .bmp }

  func run(on input: ProbeInput, into facts: inout MediaFacts) {
    let head = input.source.head
    // An OS/2 bitmap array ("BA") holds a BMP header at 14.
    let base = head.matches(ascii: "BA", at: 0) ? 14 : 0
    guard let dib = head.integer(at: base + 14, as: UInt32.self, endianness: .little) else {
      return
    }
    if dib == 12 {
      guard let w = head.integer(at: base + 18, as: UInt16.self, endianness: .little),
        let h = head.integer(at: base + 20, as: UInt16.self, endianness: .little)
      else { return }
      facts.pixelWidth = Int(w)
      facts.pixelHeight = Int(h)
    } else {
      guard let w = head.integer(at: base + 18, as: UInt32.self, endianness: .little),
        let h = head.integer(at: base + 22, as: UInt32.self, endianness: .little)
      else { return }
      facts.pixelWidth = Int(Int32(bitPattern: w)).magnitude.clampedInt
      facts.pixelHeight = Int(Int32(bitPattern: h)).magnitude.clampedInt
    }
  }
}

extension UInt {
  var clampedInt: Int { Int(clamping: self) }
}
