import CFuzzerDriver

/// Starts libFuzzer with a target's `LLVMFuzzerTestOneInput` (each target's `main.swift`).
public enum FuzzDriver {
  /// Runs libFuzzer's loop over `test` with the process's arguments; returns its exit status.
  public static func run(
    _ test: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
  ) -> Int32 {
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    return LLVMFuzzerRunDriver(&argc, &argv, test)
  }
}
