/// The first syncframe header of an AC-3 or E-AC-3 elementary stream: codec, channels and
/// sample rate, as a media policy reads them (Docs/CLI.md, "Technical facts").
///
/// ```
/// AC-3    0 0B 77  2 u16 crc1  4 fscod(2) frmsizecod(6)  5 bsid(5) bsmod(3)
///         6 acmod(3) [cmixlev(2) if acmod odd and not 1] [surmixlev(2) if acmod & 4]
///           [dsurmod(2) if acmod 2] lfeon(1)
/// E-AC-3  0 0B 77  2 strmtyp(2) substreamid(3) frmsiz(11)
///         4 fscod(2) fscod2/numblkscod(2) acmod(3) lfeon(1)  5 bsid(5)
/// ```
/// bsid up to 10 is AC-3 (A/52 §5.4.2.1; 9 and 10 are its half and quarter rates), 11 to 16
/// E-AC-3, whose header differs from byte 2 on. acmod's channels: 1+1 (dual mono, 2), 1, 2,
/// 3, 2/1, 3/1, 2/2, 3/2, plus the LFE channel when lfeon is set.
/// Spec: ATSC A/52:2018 §5.3-5.4 (syncinfo, bsi), Annex E §E.1.2 (E-AC-3 bsi).
struct AC3Header: Sendable, Hashable {
  /// `ac3` or `eac3` (FFmpeg's names).
  let codec: String
  let channels: Int
  let sampleRate: Int

  static let acmodChannels = [2, 1, 2, 3, 3, 4, 4, 5]

  init?(_ h: [UInt8]) {
    guard h.count >= 8, h[0] == 0x0B, h[1] == 0x77 else { return nil }
    let bsid = Int(h[5] >> 3)
    if bsid <= 10 {
      let fscod = Int(h[4] >> 6)
      guard fscod < 3 else { return nil }
      // bsid 9 and 10 halve and quarter the rate (the low-rate extension FFmpeg and liba52 read).
      let shift = max(bsid, 8) - 8
      let acmod = Int(h[6] >> 5)
      var bit = 3
      if acmod & 1 != 0 && acmod != 1 { bit += 2 }
      if acmod & 4 != 0 { bit += 2 }
      if acmod == 2 { bit += 2 }
      let lfe = Int(h[6 + bit / 8] >> (7 - bit % 8)) & 1
      codec = "ac3"
      channels = Self.acmodChannels[acmod] + lfe
      sampleRate = [48_000, 44_100, 32_000][fscod] >> shift
    } else if bsid <= 16 {
      let fscod = Int(h[4] >> 6)
      if fscod == 3 {
        let fscod2 = Int(h[4] >> 4) & 3
        guard fscod2 < 3 else { return nil }
        sampleRate = [24_000, 22_050, 16_000][fscod2]
      } else {
        sampleRate = [48_000, 44_100, 32_000][fscod]
      }
      codec = "eac3"
      channels = Self.acmodChannels[Int(h[4] >> 1) & 7] + Int(h[4] & 1)
    } else {
      return nil
    }
  }

  /// Codec, channels and sample rate into `technical`, where not yet set.
  func fill(_ technical: inout TechnicalMetadata) {
    if technical.audioCodec == nil { technical.audioCodec = codec }
    if technical.audioChannels == nil { technical.audioChannels = channels }
    if technical.sampleRate == nil { technical.sampleRate = sampleRate }
  }
}
