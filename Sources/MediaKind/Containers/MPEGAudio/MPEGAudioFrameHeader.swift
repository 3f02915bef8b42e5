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
  /// Whether the frame has one padding slot (a byte; four for Layer I).
  public let padding: Bool
  /// 3 = mono.
  public let channelMode: Int

  /// kbit/s by bitrate index (1-14): MPEG-1 layers I, II and III, then MPEG-2/2.5 layer I and
  /// layers II/III, 15 entries per row. One flat tuple: read on every frame of a walk, on
  /// every core, without a reference count.
  private static let bitrates: (
    (Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int),
    (Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int),
    (Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int),
    (Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int),
    (Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int)
  ) = (
    (0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448),  // V1 layer I
    (0, 32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384),  // V1 layer II
    (0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320),  // V1 layer III
    (0, 32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256),  // V2 layer I
    (0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160)  // V2 layers II, III
  )

  /// The bitrate in row `row` (0-4, as ``bitrates``) at `index` (0-14).
  private static func bitrate(row: Int, index: Int) -> Int {
    withUnsafeBytes(of: bitrates) { $0.load(fromByteOffset: (row * 15 + index) * MemoryLayout<Int>.stride, as: Int.self) }
  }

  /// Hz by sample-rate index (0-2) for MPEG-1, 2 and 2.5.
  private static func sampleRate(version: Int, index: Int) -> Int {
    switch (version, index) {
    case (1, 0): 44100
    case (1, 1): 48000
    case (1, 2): 32000
    case (2, 0): 22050
    case (2, 1): 24000
    case (2, 2): 16000
    case (25, 0): 11025
    case (25, 1): 12000
    case (25, 2): 8000
    default: 44100
    }
  }

  /// Parses the header at `offset`, if the bytes form a valid one (free-format and reserved
  /// values are rejected, as decoders do).
  public init?(_ bytes: [UInt8], at offset: Int) {
    guard let word = bytes.integer(at: offset, as: UInt32.self) else { return nil }
    self.init(word)
  }

  /// Parses the header held in `word` (its four bytes read big-endian), if they form a valid
  /// one.
  init?(_ word: UInt32) {
    let b0 = UInt8(truncatingIfNeeded: word >> 24), b1 = UInt8(truncatingIfNeeded: word >> 16)
    let b2 = UInt8(truncatingIfNeeded: word >> 8), b3 = UInt8(truncatingIfNeeded: word)
    guard b0 == 0xFF, b1 & 0xE0 == 0xE0 else { return nil }
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
      bitrate = Self.bitrate(row: layer - 1, index: bitrateIndex)
    } else {
      bitrate = Self.bitrate(row: layer == 1 ? 3 : 4, index: bitrateIndex)
    }
    sampleRate = Self.sampleRate(version: version, index: rateIndex)
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

  /// Whether `other` belongs to the same stream: same version, layer and sample rate (the
  /// fields that cannot change between frames; ISO/IEC 11172-3 §2.4.2.3).
  public func isSameStream(as other: MPEGAudioFrameHeader) -> Bool {
    version == other.version && layer == other.layer && sampleRate == other.sampleRate
  }

  /// How many frames of one stream follow each other from `offset` in `bytes`, up to `limit`
  /// (0 when no valid header sits there). A frame whose successor lies past the end of
  /// `bytes` ends the count.
  public static func chainLength(_ bytes: [UInt8], at offset: Int, limit: Int) -> Int {
    guard let first = MPEGAudioFrameHeader(bytes, at: offset) else { return 0 }
    var count = 1
    var next = offset + first.frameLength
    while count < limit, let header = MPEGAudioFrameHeader(bytes, at: next),
      header.isSameStream(as: first)
    {
      count += 1
      next += header.frameLength
    }
    return count
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
