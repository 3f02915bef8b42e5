#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a program as a child of the test process and reports the child's own peak resident
/// set size (`wait4`'s `rusage`), which in-process `getrusage` cannot give: the test process
/// runs other suites at the same time, and its peak is theirs too.
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
    while wait4(pid, &status, 0, &usage) < 0 {
      guard errno == EINTR else {
        throw SpawnError(description: "wait4: \(String(cString: strerror(errno)))")
      }
    }
    let signal = status & 0x7f
    let exitStatus = signal == 0 ? (status >> 8) & 0xff : 128 + signal
    // Linux reports ru_maxrss in kilobytes, macOS in bytes.
    #if os(Linux)
      let peak = Int(usage.ru_maxrss) * 1024
    #else
      let peak = Int(usage.ru_maxrss)
    #endif
    return Result(status: exitStatus, peakResidentBytes: peak)
  }
}
