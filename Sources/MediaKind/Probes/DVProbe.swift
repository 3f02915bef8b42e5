/// DV (IEC 61834 / SMPTE 314M DIF streams): frame size, rate and duration.
///
/// ```
/// DIF block 0 of every frame: header section, byte 0 = 0x1F (SCT 0), byte 1 = 0x07,
///   byte 3 bit 7 = DSF: 0 → 525/60 system (720×480, 30000/1001 fps, 10 DIF sequences),
///                       1 → 625/50 system (720×576, 25 fps, 12 DIF sequences)
/// a frame is sequences × 150 blocks × 80 bytes (120 000 or 144 000 bytes at 25 Mbit/s)
/// ```
/// Duration = whole frames in the file / frame rate (DV25 has a constant frame size; the
/// 50/100 Mbit/s variants, told apart by the APT bits of byte 4, are not timed).
/// Specs: IEC 61834-2 §11.4 (header DIF block); SMPTE 314M §4.4; ExifTool `DV.pm`.
struct DVProbe: Probe {
  let id = "dv"

  func accepts(_ format: FormatDescriptor) -> Bool { format.id == "dv" }

  func run(on input: ProbeInput, into facts: inout MediaFacts) {
    let head = input.source.head
    guard head.matches([0x1F, 0x07, 0x00], at: 0), let b3 = head.u8(at: 3), let b4 = head.u8(at: 4)
    else {
      facts.diagnose("DV: no header DIF block at offset 0")
      return
    }
    let pal = b3 & 0x80 != 0
    facts.pixelWidth = 720
    facts.pixelHeight = pal ? 576 : 480
    let rate = pal ? 25.0 : 30000.0 / 1001.0
    facts.frameRate = rate
    // APT 0 = IEC 61834 consumer DV / DVCPRO25 with a 25 Mbit/s frame.
    guard b4 & 0x07 == 0 || b4 & 0x07 == 1 else { return }
    let frameBytes = (pal ? 12 : 10) * 150 * 80
    let frames = input.source.size / frameBytes
    if frames > 0 {
      facts.frameCount = frames
      facts.duration = Double(frames) / rate
    }
  }
}
