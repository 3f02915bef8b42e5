import FuzzSupport
import MediaKind

#if canImport(Glibc)
  import Glibc
#endif

/// Predicates in PhotoKit's syntax (`--where`, a policy's `where:`, `AssetPredicate(format:)`):
/// any text parses or fails with a `PredicateSyntaxError` whose message stays short, without
/// trapping or recursing as deep as the input (Docs/Reliability.md, "Untrusted text").
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let text = FuzzHarness.text(data, size)
  do {
    let predicate = try AssetPredicate(format: text)
    _ = String(describing: predicate)
  } catch {
    if error.description.count > 2_000 { fatalError("an error message of \(error.description.count) characters") }
  }
  return 0
}

exit(FuzzDriver.run(fuzzOneInput))
