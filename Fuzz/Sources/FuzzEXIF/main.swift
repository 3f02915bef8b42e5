import FuzzSupport
import MediaKind

#if canImport(Glibc)
  import Glibc
#endif

/// EXIF and the Apple MakerNote as bare payloads (both EXIF readers), and the same bytes as a
/// TIFF file (the TIFF/RAW probe).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = FuzzHarness.bytes(data, size)
  for mode in [ClassificationMode.fast, .thorough] {
    _ = MetadataPayload.exif.decode(bytes, mode: mode)
  }
  _ = MetadataPayload.appleMakerNote.decode(bytes)
  FuzzHarness.classify(bytes, names: ["fuzz.tif", "fuzz.dng", "fuzz.cr2"])
  return 0
}

// libFuzzer's loop over `LLVMFuzzerTestOneInput` (SwiftPM's `main` is this file's top-level
// code, so libFuzzer's own `main` is not linked; see Package.swift).
exit(FuzzDriver.run(fuzzOneInput))
