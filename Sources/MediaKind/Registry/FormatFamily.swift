/// The container family of a format: decides which walker and probes read it, so no code
/// elsewhere switches over individual formats (architecture guide §4).
public enum FormatFamily: String, Sendable, Hashable, CaseIterable {
  case jpeg, png, gif, webp, bmp, tiff, isobmff, riff, aiff, ebml, mpegAudio, flac, ogg, asf
  case jpegXL, jpeg2000, psd, ico
  /// Recognised by signature, with no metadata walker of its own.
  case opaque
}
