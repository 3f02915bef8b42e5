/// An MPEG-4 AudioSpecificConfig (an `esds` DecoderSpecificInfo): the channel layout and the
/// output sample rate, which the ISO BMFF sample entry only states as a template (its
/// channelcount is 2 for a mono track, its samplerate the SBR core's).
///
/// ```
/// audioObjectType(5; 31 → 32 + 6 bits)  samplingFrequencyIndex(4; 15 → 24-bit rate)
/// channelConfiguration(4)
/// [object type 5 (SBR) or 29 (PS): extensionSamplingFrequencyIndex(4; 15 → 24 bits),
///  audioObjectType(5) ...]
/// ```
/// Spec: ISO/IEC 14496-3 §1.6.2.1 (AudioSpecificConfig), Table 1.16 (sampling frequency
/// index), Table 1.19 (channel configuration: 1-6 that many channels, 7 is 7.1).
struct AudioSpecificConfig: Sendable, Hashable {
  static let sampleRates = [
    96000, 88200, 64000, 48000, 44100, 32000, 24000, 22050, 16000, 12000, 11025, 8000, 7350,
  ]

  /// Channels, when the configuration names a layout (0: a program config element does).
  let channels: Int?
  /// The output sample rate (the SBR extension's when the configuration signals SBR).
  let sampleRate: Int?

  init?(_ bytes: ArraySlice<UInt8>) {
    var bit = 0
    let data = Array(bytes)
    func read(_ count: Int) -> Int? {
      guard bit + count <= data.count * 8 else { return nil }
      var value = 0
      for _ in 0..<count {
        value = value << 1 | Int(data[bit >> 3] >> (7 - UInt8(bit & 7)) & 1)
        bit += 1
      }
      return value
    }
    func rate() -> Int?? {
      guard let index = read(4) else { return nil }
      if index == 15 { return .some(read(24)) }
      return .some(index < Self.sampleRates.count ? Self.sampleRates[index] : nil)
    }
    guard var objectType = read(5) else { return nil }
    if objectType == 31 {
      guard let extra = read(6) else { return nil }
      objectType = 32 + extra
    }
    guard let core = rate(), let layout = read(4) else { return nil }
    var output = core
    if objectType == 5 || objectType == 29, let extended = rate() {
      output = extended
    }
    channels = (1...7).contains(layout) ? (layout == 7 ? 8 : layout) : nil
    sampleRate = output
  }
}
