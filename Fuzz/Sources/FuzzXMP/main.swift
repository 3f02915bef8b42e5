import FuzzSupport
import MediaKind

#if canImport(Glibc)
  import Glibc
#endif

/// XMP packets and the Google Container directory, as bare payloads and as an XMP sidecar;
/// also the Samsung SEF trailer reader (a directory at the end of the input).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = FuzzHarness.bytes(data, size)
  _ = MetadataPayload.xmp.decode(bytes)
  _ = MetadataPayload.samsungTrailer.decode(bytes, mode: .fast)
  _ = MetadataPayload.samsungTrailer.decode(bytes, mode: .thorough)
  FuzzHarness.classify(bytes, names: ["fuzz.xmp"])
  return 0
}

// libFuzzer's loop over `LLVMFuzzerTestOneInput` (SwiftPM's `main` is this file's top-level
// code, so libFuzzer's own `main` is not linked; see Package.swift).
exit(FuzzDriver.run(fuzzOneInput))
