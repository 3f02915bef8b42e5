import FuzzSupport
import MediaKind

#if canImport(Glibc)
  import Glibc
#endif

/// Matroska and WebM: EBML header, Segment, Info, Tracks, Tags; also FLV.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = FuzzHarness.bytes(data, size)
  FuzzHarness.classify(bytes, names: ["fuzz.mkv", "fuzz.webm", "fuzz.flv"])
  return 0
}

// libFuzzer's loop over `LLVMFuzzerTestOneInput` (SwiftPM's `main` is this file's top-level
// code, so libFuzzer's own `main` is not linked; see Package.swift).
exit(FuzzDriver.run(fuzzOneInput))
