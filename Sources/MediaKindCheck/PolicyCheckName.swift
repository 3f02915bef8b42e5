import MediaKind

/// The checks a policy rule can make; raw values are the rule's keys in the policy file.
public enum PolicyCheckName: String, CaseIterable, Sendable, Hashable, Encodable {
  /// The media type is one of these (`image`, `video`, `audio`, `unknown`).
  case mediaTypes
  /// The UTI conforms to one of these (`public.image` allows every image).
  case utis
  /// `true`: the file name's extension names the content's format.
  case extensionMatchesContent
  /// None of these subtypes (`photoScreenshot`, `photoLive`, ...).
  case forbidSubtypes
  /// `true`: no capture location.
  case noLocation
  /// At most this many bytes (`500KB`, `2MiB`).
  case maxFileSize
  /// At most this display width in pixels.
  case maxPixelWidth
  /// At most this display height in pixels.
  case maxPixelHeight
  /// At most this many pixels (`12MP`, `4032x3024`).
  case maxPixels
  /// At most this long (`30s`, `2m`).
  case maxDuration
  /// `true`: an animated image; `false`: not one.
  case animated
  /// `true`: the file could be read (a record with `status: error` is a violation).
  case noErrors
  /// A video's codec is one of these (`hevc`, `h264`: FFmpeg's names).
  case videoCodec
  /// An audio file's or a video's audio codec is one of these (`aac`, `alac`, `flac`).
  case audioCodec
  /// At most this overall bit rate (`20Mbps`, `320kbps`).
  case maxBitRate
  /// `forbid`: no HDR video (`hdrVideo`); `require`: every video is HDR.
  case hdrVideo
  /// An image's colour profile is one of these (`sRGB`, `Display P3`; `none` allows images
  /// that state none).
  case colorProfile
  /// `true`: no file that is truncated or a placeholder (the record's `integrity`).
  case complete
}
