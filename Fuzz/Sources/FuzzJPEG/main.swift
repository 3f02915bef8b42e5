import FuzzSupport
import MediaKind

#if canImport(Glibc)
  import Glibc
#endif

/// JPEG: marker segments, SOF, APP1 EXIF (libexif and the Swift TIFF walker, the Apple
/// MakerNote), XMP and Extended XMP, APP2 MPF and its secondary images, Motion Photo
/// trailers and the Samsung SEF trailer.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = FuzzHarness.bytes(data, size)
  FuzzHarness.classify(bytes, names: ["fuzz.jpg", "fuzz.jpeg", "IMG_0001.JPG"])
  return 0
}

// libFuzzer's loop over `LLVMFuzzerTestOneInput` (SwiftPM's `main` is this file's top-level
// code, so libFuzzer's own `main` is not linked; see Package.swift).
exit(FuzzDriver.run(fuzzOneInput))
