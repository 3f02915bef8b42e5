/// The technical facts a media policy checks (codecs, bit rate, colour, audio layout,
/// exposure, colour profile), read from the structures the probes already parse: no stream is
/// decoded. Every member is optional and printed only when the file states it; each is
/// bounded by ``FieldBounds`` before it reaches the record (`Docs/CLI.md`, "Technical facts").
///
/// Names follow one vocabulary: codecs as FFmpeg names them (`h264`, `hevc`, `aac`,
/// `pcm_s16le`: ``CodecName``), colour code points as ITU-T H.273 by FFmpeg's names
/// (`bt709`, `smpte2084`: ``ColorCodePoints``), so `ffprobe`'s `codec_name`, `color_transfer`
/// ... compare as they are.
public struct TechnicalMetadata: Sendable, Hashable {
  /// The first video track's codec (`h264`, `hevc`, `av1`, `vp9`, `prores`, ...).
  public var videoCodec: String?
  /// The video codec's profile as FFmpeg names it (`High`, `Main 10`).
  public var videoProfile: String?
  /// Overall bits per second: file size × 8 / duration (what `ffprobe`'s format `bit_rate`
  /// and mediainfo's `OverallBitRate` report).
  public var bitRate: Int?
  /// Colour primaries of the first video track (H.273 `ColourPrimaries`: `bt709`, `bt2020`).
  public var colorPrimaries: String?
  /// Transfer characteristics (H.273: `bt709`, `smpte2084` (PQ), `arib-std-b67` (HLG)).
  public var transferCharacteristics: String?
  /// Matrix coefficients (H.273: `bt709`, `bt2020nc`).
  public var matrixCoefficients: String?
  /// The Dolby Vision profile of a `dvcC`/`dvvC` configuration (5, 8, ...).
  public var dolbyVisionProfile: Int?
  /// Degrees the container turns the first video track clockwise for display (90, 180, 270).
  public var rotation: Int?
  /// Frames per second the camera recorded at, when the file states one apart from the
  /// playback rate (Android slow motion: `com.android.capture.fps`).
  public var captureFrameRate: Double?
  /// The projection of a panorama or 360° video (`equirectangular`, `cylindrical`, `cubemap`).
  public var projection: String?
  /// The first audio track's codec (`aac`, `alac`, `mp3`, `opus`, `flac`, `pcm_s16le`, ...).
  public var audioCodec: String?
  /// Channels of the first audio track.
  public var audioChannels: Int?
  /// Samples per second of the first audio track.
  public var sampleRate: Int?
  /// Bits per sample of a lossless or PCM audio track (lossy codecs have none).
  public var bitDepth: Int?
  /// EXIF ISO speed (`ISOSpeedRatings`, 0x8827).
  public var iso: Int?
  /// EXIF f-number (0x829D).
  public var fNumber: Double?
  /// EXIF exposure time in seconds (0x829A).
  public var exposureTime: Double?
  /// EXIF focal length in millimetres (0x920A).
  public var focalLength: Double?
  /// The colour profile: `sRGB`, `Display P3`, `Adobe RGB (1998)`, ... from an embedded ICC
  /// profile's description, a PNG `sRGB` chunk or a HEIF `colr` box (``ColorProfileName``).
  public var colorProfile: String?

  /// No facts.
  public init() {}

  /// Whether the video is HDR: PQ or HLG transfer, or a Dolby Vision configuration.
  public var isHDRVideo: Bool {
    dolbyVisionProfile != nil || transferCharacteristics == ColorCodePoints.pq
      || transferCharacteristics == ColorCodePoints.hlg
  }
}
