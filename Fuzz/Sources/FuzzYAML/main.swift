import FuzzSupport
import MediaKindCheck

#if canImport(Glibc)
  import Glibc
#endif

/// YAML the CLI reads from untrusted trees: a policy (and a folder's `.mediakind.yml`, which
/// goes through the same `YAMLText`): the nesting scan, then the YAML parser and the policy
/// decoder. Any input must end in a value or a `CheckInputError`, never a crash, a hang or
/// unbounded memory (Docs/Reliability.md, "Untrusted text").
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let text = FuzzHarness.text(data, size)
  do {
    let policy = try YAMLText.decode(Policy.self, from: text, file: "fuzz.yml")
    _ = try? PolicyCheck(policy: policy, source: "fuzz.yml")
  } catch {
    // An error must describe itself in a bounded, single-line-per-part message.
    _ = error.description
  }
  return 0
}

exit(FuzzDriver.run(fuzzOneInput))
