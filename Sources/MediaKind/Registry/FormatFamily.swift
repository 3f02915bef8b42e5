/// The container family of a format: decides which walker and probes read it, so no code
/// elsewhere switches over individual formats (`Docs/Architecture.md`, "Format registry").
public enum FormatFamily: String, Sendable, Hashable, CaseIterable {
  /// JPEG segments (JFIF, EXIF, MPF, XMP, ICC).
  case jpeg
  /// PNG and APNG chunks.
  case png
  /// GIF blocks and extensions.
  case gif
  /// WebP RIFF chunks (VP8, VP8L, VP8X, ANIM, EXIF, XMP).
  case webp
  /// Windows bitmaps (BITMAPINFOHEADER and its successors).
  case bmp
  /// TIFF and the TIFF-based RAWs (IFDs, EXIF, MakerNotes).
  case tiff
  /// ISO base media files: MP4, QuickTime, HEIF, AVIF, 3GP, CR3 (boxes).
  case isobmff
  /// RIFF containers other than WebP: AVI, WAV.
  case riff
  /// AIFF and AIFF-C (IFF chunks).
  case aiff
  /// Matroska and WebM (EBML elements).
  case ebml
  /// MPEG audio frames (MP3) with ID3 tags.
  case mpegAudio
  /// FLAC metadata blocks.
  case flac
  /// Ogg pages (Vorbis, Opus, Theora, FLAC in Ogg).
  case ogg
  /// ASF objects (WMA, WMV).
  case asf
  /// JPEG XL codestreams and containers (boxes).
  case jpegXL
  /// JPEG 2000 (JP2 boxes, J2K codestreams).
  case jpeg2000
  /// Photoshop documents (image resources).
  case psd
  /// Windows icons and cursors (directory entries).
  case ico
  /// Recognised by signature, with no metadata walker of its own.
  case opaque
}
