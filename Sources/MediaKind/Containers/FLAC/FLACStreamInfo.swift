/// The FLAC STREAMINFO metadata block: sample rate, channels, total samples.
///
/// ```
/// stream:  "fLaC" then metadata blocks: 1 byte (bit 7 last-block flag, bits 0-6 type;
///          0 = STREAMINFO, always first), u24be length, data
/// STREAMINFO (34 bytes): 0 u16 min block  2 u16 max block  4 u24 min frame  7 u24 max frame
///          10: 20 bits sample rate, 3 bits channels − 1, 5 bits bits-per-sample − 1,
///              36 bits total samples (0 = unknown)   18: 16-byte MD5
/// ```
/// Spec: RFC 9639 §8.1–8.2. Ogg FLAC carries the same block after "\x7FFLAC" + version +
/// header count + "fLaC" (RFC 9639 §10.1).
struct FLACStreamInfo: Sendable, Hashable {
  let sampleRate: Int
  let channels: Int
  let bitsPerSample: Int
  /// Total samples per channel; 0 when the encoder did not know.
  let totalSamples: UInt64

  /// Parses the 34-byte block body at `offset`.
  init?(_ bytes: [UInt8], at offset: Int) {
    guard let packed = bytes.integer(at: offset + 10, as: UInt32.self),
      let high = bytes.integer(at: offset + 13, as: UInt8.self),
      let low = bytes.integer(at: offset + 14, as: UInt32.self)
    else { return nil }
    sampleRate = Int(packed >> 12)
    channels = Int((packed >> 9) & 0x7) + 1
    bitsPerSample = Int((packed >> 4) & 0x1F) + 1
    totalSamples = UInt64(high & 0x0F) << 32 | UInt64(low)
  }

  /// Seconds, when both the rate and the sample count are known.
  var duration: Double? {
    guard sampleRate > 0, totalSamples > 0 else { return nil }
    return Double(totalSamples) / Double(sampleRate)
  }
}
