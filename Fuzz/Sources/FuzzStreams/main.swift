import FuzzSupport
import MediaKind

#if canImport(Glibc)
  import Glibc
#endif

/// Streams and their wrappers (issue 26): MPEG program streams (packs, PES timestamps,
/// sequence headers), MXF header metadata (KLV, local sets, batches), ASF Header Objects, and
/// ID3v2/APEv2 tags in front of audio streams.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = FuzzHarness.bytes(data, size)
  FuzzHarness.classify(bytes, names: ["fuzz.mpg", "fuzz.mxf", "fuzz.wma", "fuzz.flac", "fuzz.wav"])
  return 0
}

// libFuzzer's loop over `LLVMFuzzerTestOneInput` (SwiftPM's `main` is this file's top-level
// code, so libFuzzer's own `main` is not linked; see Package.swift).
exit(FuzzDriver.run(fuzzOneInput))
