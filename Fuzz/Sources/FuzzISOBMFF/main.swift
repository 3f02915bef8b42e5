import FuzzSupport
import MediaKind

#if canImport(Glibc)
  import Glibc
#endif

/// ISO BMFF: HEIF/AVIF items (iinf, iloc, iref, iprp), QuickTime/MP4 movies (moov, trak,
/// stsd, stts, keys/ilst metadata, udta), 3GP and JPEG XL containers.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = FuzzHarness.bytes(data, size)
  FuzzHarness.classify(bytes, names: ["fuzz.heic", "fuzz.mov", "fuzz.mp4", "fuzz.avif", "fuzz.m4a"])
  return 0
}

// libFuzzer's loop over `LLVMFuzzerTestOneInput` (SwiftPM's `main` is this file's top-level
// code, so libFuzzer's own `main` is not linked; see Package.swift).
exit(FuzzDriver.run(fuzzOneInput))
