/// Minolta/Konica Minolta MRW: pixel size from the PRD block, and the capture date, camera and
/// location from the TIFF structure of the TTW block, where ExifTool reads them
/// (`MinoltaRaw.pm` `ProcessMRW`).
///
/// ```
/// 0 "\0MRM" (big-endian; "\0MRI" little-endian is the MRW block inside Sony ARW)
/// 4 u32 length of the block area; blocks from 8 to 8 + length, each:
///   4-byte tag, u32 length, data (the next block follows the data)
/// "\0PRD" raw picture dimensions: 0 firmware id (8) 8 u16 sensor height 10 u16 sensor width
///         12 u16 image height 14 u16 image width 16 raw depth ...
/// "\0TTW" a TIFF structure (header, IFD0 with ExifIFD/GPS; offsets from the block's data)
/// "\0WBG" white balance, "\0RIF" requested image format, "\0PAD"/"\0CSA" padding
/// ```
/// The image data follows the block area; the blocks fill the first few KiB, so the fast path
/// reads them from the head. Spec: ExifTool `MinoltaRaw.pm` (Main, PRD tables; ref 1 "Dalibor
/// Jelinek's MRW format description"); `Docs/DetectionRules.md` "Pixel size", "Capture date" and "RAW".
struct MRWProbe: Probe {
  let id = "mrw"

  func accepts(_ format: FormatDescriptor) -> Bool { format.id == .mrw }

  func run(on input: ProbeInput, into facts: inout MediaFacts) {
    let source = input.source
    let head = source.head
    guard head.matches([0x00, 0x4D, 0x52, 0x4D], at: 0),
      let length = head.integer(at: 4, as: UInt32.self)
    else {
      facts.diagnose(.missing, at: "MRW", "no \\0MRM header")
      return
    }
    let end = min(8 + Int(length), source.size)
    var position = 8
    var blocks = 0
    while position + 8 <= end, blocks < 64 {
      blocks += 1
      let header = source.read(at: position, count: 8)
      guard header.count == 8, let size = header.integer(at: 4, as: UInt32.self) else { break }
      let data = position + 8
      guard Int(size) <= end - data else {
        if !source.limitedToHead || end <= source.head.count {
          facts.diagnose(.truncated, at: "MRW", "block at \(position) overruns the block area")
        }
        return
      }
      switch (header[1], header[2], header[3]) {
      case (0x50, 0x52, 0x44):  // "PRD"
        let prd = source.read(at: data, count: 16)
        if let height = prd.integer(at: 12, as: UInt16.self),
          let width = prd.integer(at: 14, as: UInt16.self), width > 0, height > 0
        {
          facts.pixelWidth = Int(width)
          facts.pixelHeight = Int(height)
          facts.record(.mrwPRDImageSize, .string("\(width)x\(height)"), at: "MRW PRD 12/14")
        }
      case (0x54, 0x54, 0x57):  // "TTW"
        guard Int(size) <= input.budget.maxPayload else { break }
        let tiff = source.read(at: data, count: Int(size))
        if ExifBlock.isTIFFHeader(tiff, at: 0) {
          ExifPayload.decode(tiff, tiffStart: 0, location: "MRW TTW", mode: input.mode, into: &facts)
        } else if tiff.count == Int(size) {
          facts.diagnose(.missing, at: "MRW", "TTW block without a TIFF header")
        }
      default:
        break
      }
      position = data + Int(size)
    }
  }
}
