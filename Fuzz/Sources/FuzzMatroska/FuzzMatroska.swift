import FuzzSupport
import MediaKind

/// Matroska and WebM: EBML header, Segment, Info, Tracks, Tags; also FLV.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = FuzzHarness.bytes(data, size)
  FuzzHarness.classify(bytes, names: ["fuzz.mkv", "fuzz.webm", "fuzz.flv"])
  return 0
}
