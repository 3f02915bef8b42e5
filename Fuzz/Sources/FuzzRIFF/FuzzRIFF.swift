import FuzzSupport
import MediaKind

/// RIFF: WebP (VP8, VP8L, VP8X, ANIM/ANMF, EXIF, XMP), WAV and AVI; also AIFF/IFF.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = FuzzHarness.bytes(data, size)
  FuzzHarness.classify(bytes, names: ["fuzz.webp", "fuzz.wav", "fuzz.avi", "fuzz.aiff"])
  return 0
}
