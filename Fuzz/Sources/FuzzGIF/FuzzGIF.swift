import FuzzSupport
import MediaKind

/// GIF: logical screen, image descriptors, extensions, sub-block chains.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = FuzzHarness.bytes(data, size)
  FuzzHarness.classify(bytes, names: ["fuzz.gif"])
  return 0
}
