import FuzzSupport
import MediaKind

/// ISO BMFF: HEIF/AVIF items (iinf, iloc, iref, iprp), QuickTime/MP4 movies (moov, trak,
/// stsd, stts, keys/ilst metadata, udta), 3GP and JPEG XL containers.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = FuzzHarness.bytes(data, size)
  FuzzHarness.classify(bytes, names: ["fuzz.heic", "fuzz.mov", "fuzz.mp4", "fuzz.avif", "fuzz.m4a"])
  return 0
}
