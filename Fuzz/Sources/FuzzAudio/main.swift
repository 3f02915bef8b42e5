import FuzzSupport
import MediaKind

#if canImport(Glibc)
  import Glibc
#endif

/// Audio: MPEG audio (ID3v2, frame headers, Xing/VBRI, trailing tags), FLAC, Ogg (Vorbis,
/// Opus), ADTS AAC, AMR, CAF, MIDI.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = FuzzHarness.bytes(data, size)
  FuzzHarness.classify(bytes, names: ["fuzz.mp3", "fuzz.flac", "fuzz.ogg", "fuzz.opus", "fuzz.aac"])
  return 0
}

// libFuzzer's loop over `LLVMFuzzerTestOneInput` (SwiftPM's `main` is this file's top-level
// code, so libFuzzer's own `main` is not linked; see Package.swift).
exit(FuzzDriver.run(fuzzOneInput))
