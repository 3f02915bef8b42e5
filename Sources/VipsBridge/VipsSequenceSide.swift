/// Which libvips call sequences may run beside each other (``VipsLibrary/sequence(_:_:)``).
///
/// libvips keeps one error buffer per process, and some of its own calls clear it
/// (`vips_error_clear`) or stop it for a while (`vips_error_freeze`, which drops every message
/// any thread writes meanwhile): `vips_foreign_find_load` does both while it tests the loaders
/// that come before the JPEG 2000 and HEIF ones (libvips 8.14; seen with gdb on
/// `vipsthumbnail`). A warning that libjpeg writes at that moment is gone without a trace, so
/// a JPEG decode that keeps its warnings must never run beside such a call.
public enum VipsSequenceSide: Sendable, Hashable {
  /// Sequences whose libvips calls only ever add to the error buffer: files handed to libvips'
  /// JPEG loader, which `vips_foreign_find_load` tries first (its test clears and freezes
  /// nothing). They run beside each other, never beside an `other` one.
  case jpegLoad
  /// Every other sequence (other loaders, buffers, encodes of raw pixels): they run beside
  /// each other, never beside a `jpegLoad` one.
  case other

  var index: Int { self == .jpegLoad ? 0 : 1 }
}
