/// DV (IEC 61834 / SMPTE 314M DIF streams): frame size, rate and duration; codec (`dvvideo`)
/// and the first audio stream's layout (Docs/CLI.md, "Technical facts").
///
/// ```
/// DIF block 0 of every frame: header section, byte 0 = 0x1F (SCT 0), byte 1 = 0x07,
///   byte 3 bit 7 = DSF: 0 → 525/60 system (720×480, 30000/1001 fps, 10 DIF sequences),
///                       1 → 625/50 system (720×576, 25 fps, 12 DIF sequences)
/// a frame is sequences × 150 blocks × 80 bytes (120 000 or 144 000 bytes at 25 Mbit/s)
/// ```
/// Duration = whole frames in the file / frame rate (DV25 has a constant frame size; the
/// 50/100 Mbit/s variants, told apart by the APT bits of byte 4, are not timed).
///
/// Recording date (the capture date), from the VAUX blocks of the first DIF sequence:
/// ```
/// blocks 1-5 after the header (80 bytes each): ID byte 0 upper nibble 0x5 = VAUX;
///   15 packs of 5 bytes from byte 3: pack type, then 4 data bytes (BCD)
///   0x62 VAUX REC DATE: [1] time zone  [2] day (low 6 bits)  [3] month (low 5 bits)  [4] year
///   0x63 VAUX REC TIME: [1] frames     [2] seconds (low 7)   [3] minutes (low 7)  [4] hours (low 6)
/// ```
/// Audio, from the AAUX source pack of the fourth audio DIF block (IEC 61834-4 §8.1):
/// ```
/// 0 0x50  1 LF(1) AF_SIZE(6)  2 LOCK PA CHN(2) AUDIO_MODE(4)  3 50/60 STYPE(5)
/// 4 EF TC SMP(3: 48/44.1/32 kHz) QU(3: 16-bit linear, 12-bit non-linear)
/// ```
/// The time pack must follow the date pack; a two-digit year below 90 is 20xx. The time is
/// local wall-clock time with no zone (the zone byte is not read, as in ExifTool).
/// Specs: IEC 61834-2 §11.4 (header DIF block), IEC 61834-4 §9.3 (VAUX packs 0x62, 0x63);
/// SMPTE 314M §4.4; ExifTool `DV.pm`.
struct DVProbe: Probe {
  let id = "dv"

  func accepts(_ format: FormatDescriptor) -> Bool { format.id == .dv }

  func run(on input: ProbeInput, into facts: inout MediaFacts) {
    let head = input.source.head
    guard head.matches([0x1F, 0x07, 0x00], at: 0), let b3 = head.integer(at: 3, as: UInt8.self),
      let b4 = head.integer(at: 4, as: UInt8.self)
    else {
      facts.diagnose(.missing, at: "DV", "no header DIF block at offset 0")
      return
    }
    if let date = Self.recordingDate(head) { facts.creationDate = date }
    let pal = b3 & 0x80 != 0
    facts.technical.videoCodec = "dvvideo"
    Self.readAudioSource(head, into: &facts.technical)
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

  /// Offset of the AAUX source pack (0x50) in the first DIF sequence: the fourth audio block
  /// (block 6 + 3 × 16), after its 3-byte ID.
  static let audioSourcePack = 80 * 6 + 80 * 16 * 3 + 3

  /// The first audio stream from the AAUX source pack: sample rate (48, 44.1, 32 kHz),
  /// quantisation (16-bit linear or 12-bit non-linear); FFmpeg names DV audio `pcm_s16le`
  /// (it expands 12-bit samples to 16) and gives each stereo pair a stream, so the first
  /// audio stream has 2 channels. The bit depth is the stored one (12 or 16).
  static func readAudioSource(_ head: [UInt8], into technical: inout TechnicalMetadata) {
    let p = audioSourcePack
    guard head.integer(at: p, as: UInt8.self) == 0x50, let b4 = head.integer(at: p + 4, as: UInt8.self) else { return }
    let frequency = Int(b4 >> 3) & 7
    let quantisation = b4 & 7
    guard frequency < 3, quantisation < 2 else { return }
    technical.audioCodec = "pcm_s16le"
    technical.audioChannels = 2
    technical.sampleRate = [48_000, 44_100, 32_000][frequency]
    technical.bitDepth = quantisation == 0 ? 16 : 12
  }

  /// The VAUX recording date and time of the first DIF sequence, as `YYYY-MM-DDTHH:MM:SS`.
  static func recordingDate(_ head: [UInt8]) -> String? {
    func bcd(_ byte: UInt8, mask: UInt8) -> Int? {
      let value = byte & mask
      guard value >> 4 <= 9, value & 0x0F <= 9 else { return nil }
      return Int(value >> 4) * 10 + Int(value & 0x0F)
    }
    var date: (Int, Int, Int)?
    for block in 1..<6 {
      let base = block * 80
      guard let id = head.integer(at: base, as: UInt8.self), id & 0xF0 == 0x50 else { continue }
      for pack in 0..<15 {
        let p = base + 3 + pack * 5
        guard let type = head.integer(at: p, as: UInt8.self),
          let b1 = head.integer(at: p + 1, as: UInt8.self),
          let b2 = head.integer(at: p + 2, as: UInt8.self),
          let b3 = head.integer(at: p + 3, as: UInt8.self),
          let b4 = head.integer(at: p + 4, as: UInt8.self)
        else { return nil }
        if type == 0x62 {
          date = nil
          if let day = bcd(b2, mask: 0x3F), let month = bcd(b3, mask: 0x1F), let year = bcd(b4, mask: 0xFF),
            (1...12).contains(month), (1...31).contains(day)
          {
            date = (year < 90 ? 2000 + year : 1900 + year, month, day)
          }
        } else if type == 0x63, let (year, month, day) = date {
          guard let second = bcd(b2, mask: 0x7F), let minute = bcd(b3, mask: 0x7F),
            let hour = bcd(b4, mask: 0x3F), hour < 24, minute < 60, second < 60
          else { return nil }
          _ = b1
          return CaptureDate.timestamp(year, month, day, hour, minute, second)
        } else {
          // The time pack must come right after the date pack.
          date = nil
        }
      }
    }
    return nil
  }
}
