import FuzzSupport
import MediaKind

/// PNG: chunks, IHDR, acTL (APNG), eXIf, iTXt/tEXt/zTXt metadata.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = FuzzHarness.bytes(data, size)
  FuzzHarness.classify(bytes, names: ["fuzz.png", "fuzz.apng"])
  return 0
}
