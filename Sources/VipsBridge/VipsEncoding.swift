/// An encoding libvips writes: JPEG, PNG or WebP.
public enum VipsEncoding: String, Sendable, Hashable, CaseIterable {
  case jpeg, png, webp
}
