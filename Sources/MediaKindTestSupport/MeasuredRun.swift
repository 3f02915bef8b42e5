import Foundation

/// Runs a program as a child of the test process and reports the child's own peak resident
/// set size, which in-process `getrusage` cannot give: the test process runs other suites at
/// the same time, and its peak is theirs too. Nor can `wait4`'s `ru_maxrss`: the child is
/// started by vfork and `exec` charges it with the parent's high-water mark. The child's own
/// is `VmHWM` in /proc/PID/status (Linux; it only grows), read while the child runs: the last
/// reading before it exits is its peak, give or take the last 10 ms. Where /proc does not
/// exist the peak reads 0.
public enum MeasuredRun {
  /// How a run ended.
  public struct Result: Sendable {
    /// The exit status, or 128 + the signal that ended the child.
    public var status: Int32
    /// The child's peak resident set size, in bytes.
    public var peakResidentBytes: Int
  }

  /// Runs `executable` with `arguments`; standard output goes to the file `outputPath` (made
  /// anew), standard error to `/dev/null`, standard input from `/dev/null`.
  public static func run(_ executable: String, _ arguments: [String], outputPath: String) throws -> Result {
    guard FileManager.default.createFile(atPath: outputPath, contents: nil) else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: outputPath])
    }
    let output = try FileHandle(forWritingTo: URL(fileURLWithPath: outputPath))
    defer { try? output.close() }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.run()
    var peak = 0
    while process.isRunning {
      peak = max(peak, highWaterMark(of: process.processIdentifier) ?? 0)
      Thread.sleep(forTimeInterval: 0.01)
    }
    process.waitUntilExit()
    let status =
      process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
    return Result(status: status, peakResidentBytes: peak)
  }

  /// `VmHWM` of a running process, in bytes, or nil when it cannot be read.
  static func highWaterMark(of pid: Int32) -> Int? {
    guard let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
      let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
    else { return nil }
    return Int(line.dropFirst(6).filter(\.isNumber)).map { $0 * 1024 }
  }
}
