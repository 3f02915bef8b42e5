/// A 7- or 9-byte ADTS (Audio Data Transport Stream) frame header, as raw AAC files use.
///
/// ```
/// syncword(12) = FFF  ID(1)  layer(2) = 0  protection_absent(1)  profile(2)
/// sampling_frequency_index(4)  private(1)  channel_configuration(3)  original(1)  home(1)
/// copyright_id_bit(1)  copyright_id_start(1)  aac_frame_length(13, header included)
/// adts_buffer_fullness(11)  number_of_raw_data_blocks_in_frame(2)  [CRC(16)]
/// ```
/// Each raw data block is 1024 samples (AAC-LC/Main/LTP). Spec: ISO/IEC 14496-3 §1.A.2.2
/// (adts_fixed_header, adts_variable_header), Table 1.18 (sampling frequency index).
struct ADTSFrameHeader: Sendable, Hashable {
  static let sampleRates = [
    96000, 88200, 64000, 48000, 44100, 32000, 24000, 22050, 16000, 12000, 11025, 8000, 7350,
  ]

  let sampleRate: Int
  /// `channel_configuration` (0: stated in the stream's program config element instead).
  let channelConfiguration: Int
  /// The frame's length in bytes, header included.
  let frameLength: Int
  /// Samples in the frame (1024 per raw data block).
  let samples: Int

  /// Channels of `channelConfiguration`: 1-6 are that many, 7 is 7.1 (ISO/IEC 14496-3 Table
  /// 1.19); nil for 0 (a program config element states them).
  var channels: Int? {
    (1...7).contains(channelConfiguration) ? (channelConfiguration == 7 ? 8 : channelConfiguration) : nil
  }

  init?(_ bytes: [UInt8], at offset: Int) {
    guard let b0 = bytes.integer(at: offset, as: UInt8.self),
      let b1 = bytes.integer(at: offset + 1, as: UInt8.self),
      let b2 = bytes.integer(at: offset + 2, as: UInt8.self),
      let b3 = bytes.integer(at: offset + 3, as: UInt8.self),
      let b4 = bytes.integer(at: offset + 4, as: UInt8.self),
      let b5 = bytes.integer(at: offset + 5, as: UInt8.self),
      let b6 = bytes.integer(at: offset + 6, as: UInt8.self),
      b0 == 0xFF, b1 & 0xF6 == 0xF0
    else { return nil }
    let rateIndex = Int((b2 >> 2) & 0x0F)
    guard rateIndex < Self.sampleRates.count else { return nil }
    let length = Int(b3 & 0x03) << 11 | Int(b4) << 3 | Int(b5 >> 5)
    let headerLength = b1 & 0x01 == 1 ? 7 : 9
    guard length >= headerLength else { return nil }
    sampleRate = Self.sampleRates[rateIndex]
    channelConfiguration = Int(b2 & 0x01) << 2 | Int(b3 >> 6)
    frameLength = length
    samples = (Int(b6 & 0x03) + 1) * 1024
  }
}
