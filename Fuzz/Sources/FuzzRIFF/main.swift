import FuzzSupport
import MediaKind

#if canImport(Glibc)
  import Glibc
#endif

/// RIFF: WebP (VP8, VP8L, VP8X, ANIM/ANMF, EXIF, XMP), WAV and AVI; also AIFF/IFF.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = FuzzHarness.bytes(data, size)
  FuzzHarness.classify(bytes, names: ["fuzz.webp", "fuzz.wav", "fuzz.avi", "fuzz.aiff"])
  return 0
}

// libFuzzer's loop over `LLVMFuzzerTestOneInput` (SwiftPM's `main` is this file's top-level
// code, so libFuzzer's own `main` is not linked; see Package.swift).
exit(FuzzDriver.run(fuzzOneInput))
