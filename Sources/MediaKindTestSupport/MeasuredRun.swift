#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a program as a child of the test process and reports the child's own peak resident
/// set size (Linux: its `VmHWM`; Darwin: `wait4`'s `rusage`), which in-process `getrusage`
/// cannot give: the test process runs other suites at the same time, and its peak is theirs too.
public enum MeasuredRun {
  /// How a run ended.
  public struct Result: Sendable {
    /// The exit status, or 128 + the signal that ended the child.
    public var status: Int32
    /// The child's peak resident set size, in bytes.
    public var peakResidentBytes: Int
  }

  public struct SpawnError: Error, CustomStringConvertible {
    public var description: String
  }

  /// Runs `executable` with `arguments`; standard output goes to the file `outputPath` (made
  /// anew), standard error to `/dev/null`, standard input from `/dev/null`.
  public static func run(_ executable: String, _ arguments: [String], outputPath: String) throws -> Result {
    #if os(Linux)
      var actions = posix_spawn_file_actions_t()
    #else
      var actions: posix_spawn_file_actions_t? = nil
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid = pid_t()
    let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
    guard spawned == 0 else {
      throw SpawnError(description: "posix_spawn \(executable): \(String(cString: strerror(spawned)))")
    }
    var status: Int32 = 0
    var usage = rusage()
    #if os(Linux)
      // On Linux `ru_maxrss` is no witness here: posix_spawn shares the parent's memory until
      // `exec` (vfork), and `exec` records that memory's high-water mark as the child's, so
      // the child would be charged with the test process's peak. The child's own high-water
      // mark is `VmHWM` in /proc/PID/status (it only grows): read while the child runs, the
      // last reading before it exits is its peak, give or take the last 10 ms.
      var peak = 0
      while true {
        let reaped = wait4(pid, &status, WNOHANG, &usage)
        if reaped == pid { break }
        if reaped < 0 {
          guard errno == EINTR else {
            throw SpawnError(description: "wait4: \(String(cString: strerror(errno)))")
          }
          continue
        }
        peak = max(peak, Self.highWaterMark(of: pid) ?? 0)
        usleep(10_000)
      }
    #else
      while wait4(pid, &status, 0, &usage) < 0 {
        guard errno == EINTR else {
          throw SpawnError(description: "wait4: \(String(cString: strerror(errno)))")
        }
      }
      let peak = Int(usage.ru_maxrss)  // bytes on Darwin; a spawned child has its own
    #endif
    let signal = status & 0x7f
    let exitStatus = signal == 0 ? (status >> 8) & 0xff : 128 + signal
    return Result(status: exitStatus, peakResidentBytes: peak)
  }

  /// `VmHWM` of a running process, in bytes (Linux), or nil when it cannot be read.
  static func highWaterMark(of pid: pid_t) -> Int? {
    guard let file = fopen("/proc/\(pid)/status", "r") else { return nil }
    defer { fclose(file) }
    var line = [CChar](repeating: 0, count: 256)
    while fgets(&line, Int32(line.count), file) != nil {
      let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      guard text.hasPrefix("VmHWM:") else { continue }
      let digits = text.dropFirst(6).filter(\.isNumber)
      return Int(digits).map { $0 * 1024 }
    }
    return nil
  }
}
