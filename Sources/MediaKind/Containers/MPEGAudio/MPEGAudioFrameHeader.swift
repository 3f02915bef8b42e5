/// A 4-byte MPEG-1/2/2.5 audio frame header (MP3 and its layers I and II).
///
/// ```
/// AAAAAAAA AAABBCCD EEEEFFGH IIJJKLMM
/// A sync (11 bits set)  B version (00 2.5, 10 2, 11 1)  C layer (01 III, 10 II, 11 I)
/// D no CRC  E bitrate index  F sample-rate index  G padding  H private  I channel mode ...
/// ```
/// Spec: ISO/IEC 11172-3 §2.4.2.3; tables as in ExifTool `MPEG.pm`.
public struct MPEGAudioFrameHeader: Sendable, Hashable {
  /// 1 for MPEG-1, 2 for MPEG-2, 25 for MPEG-2.5.
  public let version: Int
  /// 1, 2 or 3.
  public let layer: Int
  /// kbit/s.
  public let bitrate: Int
  /// Hz.
  public let sampleRate: Int
  public let padding: Bool
  /// 3 = mono.
  public let channelMode: Int

  private static let bitratesV1: [[Int]] = [
    [0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],  // layer I
    [0, 32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],  // layer II
    [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],  // layer III
  ]
  private static let bitratesV2: [[Int]] = [
    [0, 32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],  // layer I
    [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],  // layers II, III
  ]
  private static let sampleRates: [Int: [Int]] = [
    1: [44100, 48000, 32000], 2: [22050, 24000, 16000], 25: [11025, 12000, 8000],
  ]

  /// Parses the header at `offset`, if the bytes form a valid one (free-format and reserved
  /// values are rejected, as decoders do).
  public init?(_ bytes: [UInt8], at offset: Int) {
    guard let b0 = bytes.u8(at: offset), let b1 = bytes.u8(at: offset + 1),
      let b2 = bytes.u8(at: offset + 2), let b3 = bytes.u8(at: offset + 3),
      b0 == 0xFF, b1 & 0xE0 == 0xE0
    else { return nil }
    let versionBits = (b1 >> 3) & 0x3
    let layerBits = (b1 >> 1) & 0x3
    let bitrateIndex = Int(b2 >> 4)
    let rateIndex = Int((b2 >> 2) & 0x3)
    guard versionBits != 1, layerBits != 0, bitrateIndex != 0, bitrateIndex != 15,
      rateIndex != 3
    else { return nil }
    version = versionBits == 3 ? 1 : versionBits == 2 ? 2 : 25
    layer = 4 - Int(layerBits)
    if version == 1 {
      bitrate = Self.bitratesV1[layer - 1][bitrateIndex]
    } else {
      bitrate = Self.bitratesV2[layer == 1 ? 0 : 1][bitrateIndex]
    }
    sampleRate = Self.sampleRates[version]?[rateIndex] ?? 44100
    padding = (b2 >> 1) & 1 == 1
    channelMode = Int(b3 >> 6)
  }

  /// Samples per frame (384, 1152 or 576).
  public var samplesPerFrame: Int {
    layer == 1 ? 384 : (layer == 3 && version != 1) ? 576 : 1152
  }

  /// The frame's length in bytes, header included.
  public var frameLength: Int {
    if layer == 1 { return (12 * bitrate * 1000 / sampleRate + (padding ? 1 : 0)) * 4 }
    return samplesPerFrame / 8 * bitrate * 1000 / sampleRate + (padding ? 1 : 0)
  }

  /// Whether a valid frame header sits at `offset` and, when the next frame's position is
  /// inside `bytes`, another valid header with the same version and layer sits there too.
  public static func isFrameChain(_ bytes: [UInt8], at offset: Int) -> Bool {
    guard let first = MPEGAudioFrameHeader(bytes, at: offset) else { return false }
    let next = offset + first.frameLength
    guard next + 4 <= bytes.count else { return true }
    guard let second = MPEGAudioFrameHeader(bytes, at: next) else { return false }
    return second.version == first.version && second.layer == first.layer
  }
}
