/// Fujifilm RAF: the capture date, camera and location from the EXIF of the embedded JPEG
/// preview, where ExifTool reads them (`FujiFilm.pm` `ProcessRAF`).
///
/// ```
/// 0    "FUJIFILMCCD-RAW " (16)   16 format version (4)   20 camera id (8)
/// 28   camera name (32)          60 directory version (4, "0100"...)  64 unknown (20)
/// 84   u32be JPEG offset         88 u32be JPEG length
/// 92   u32be CFA header offset (RAF directory) ... (all big-endian)
/// at the JPEG offset: a whole JFIF/EXIF JPEG (FF D8 ... FF D9) whose APP1 EXIF holds
/// DateTimeOriginal (0x9003), SubSecTimeOriginal, OffsetTimeOriginal, Make, Model, GPS
/// ```
/// The preview's pixel size is not the RAW's, and is not reported. The JPEG sits right after
/// the header (offset 148 or a few hundred bytes), so its APP1 is in the head for the fast path.
/// Spec: ExifTool `FujiFilm.pm` (`ProcessRAF`: `unpack('x84NN')`, the JPEG processed with
/// `ProcessJPEG`); `Docs/DetectionRules.md` "Capture date" and "RAW".
struct RAFProbe: Probe {
  let id = "raf"

  func accepts(_ format: FormatDescriptor) -> Bool { format.id == .raf }

  func run(on input: ProbeInput, into facts: inout MediaFacts) {
    let source = input.source
    let head = source.head
    guard head.matches(ascii: "FUJIFILM", at: 0),
      let offset = head.integer(at: 84, as: UInt32.self),
      let length = head.integer(at: 88, as: UInt32.self)
    else {
      facts.diagnose(.truncated, at: "RAF", "header shorter than 92 bytes")
      return
    }
    // ExifTool: an offset with bit 15 set is no JPEG offset (`$jpos & 0x8000 and return 0`).
    guard offset & 0x8000 == 0, length > 0, Int(offset) < source.size else {
      facts.diagnose(.missing, at: "RAF", "no embedded JPEG (offset \(offset), length \(length))")
      return
    }
    if !EmbeddedJPEGMetadata.decode(source, at: Int(offset), location: "RAF JPEG", budget: input.budget, mode: input.mode, into: &facts),
      !source.limitedToHead || Int(offset) + 3 <= head.count
    {
      facts.diagnose(.missing, at: "RAF", "no JPEG at offset \(offset)")
    }
  }
}
