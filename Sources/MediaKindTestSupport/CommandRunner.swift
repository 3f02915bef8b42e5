public import Foundation

/// Runs the built `classify` binary, as a user would, and captures what it prints.
public enum CommandRunner {
  /// The result of one run.
  public struct Output: Sendable {
    public var stdout: String
    public var stderr: String
    public var status: Int32

    public init(stdout: String, stderr: String, status: Int32) {
      self.stdout = stdout
      self.stderr = stderr
      self.status = status
    }
  }

  /// The `classify` executable beside the test bundle (SwiftPM puts products and test
  /// bundles in the same build folder).
  public static var classifyURL: URL {
    let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    var directory = testBinary.deletingLastPathComponent()
    // The test binary may sit inside `X.xctest/` (bundle layout) or beside the products.
    while directory.path != "/" {
      let candidate = directory.appendingPathComponent("classify")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      directory.deleteLastPathComponent()
    }
    return SampleCorpus.repositoryRoot().appendingPathComponent(".build/debug/classify")
  }

  /// Runs `classify` with `arguments`, optional standard input, in `directory`. `launcher`
  /// runs it through another program (`["setpriv", "--reuid=65534", ...]`, `["prlimit",
  /// "--fsize=..."]`), looked up in `PATH`.
  public static func classify(
    _ arguments: [String], stdin: String? = nil, in directory: URL? = nil,
    environment: [String: String]? = nil, launcher: [String] = []
  ) throws -> Output {
    try classify(
      arguments, stdinBytes: stdin.map { Array($0.utf8) }, in: directory, environment: environment,
      launcher: launcher)
  }

  /// Runs `classify` with `arguments` and these bytes on standard input (an archive
  /// stream), written from another thread while the output is read.
  public static func classify(
    _ arguments: [String], stdinBytes: [UInt8]?, in directory: URL? = nil,
    environment: [String: String]? = nil, launcher: [String] = []
  ) throws -> Output {
    let process = Process()
    if launcher.isEmpty {
      process.executableURL = classifyURL
      process.arguments = arguments
    } else {
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = launcher + [classifyURL.path] + arguments
    }
    if let directory { process.currentDirectoryURL = directory }
    if let environment { process.environment = environment }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    let input = Pipe()
    process.standardInput = input
    try process.run()
    let writer = input.fileHandleForWriting
    let feeding = DispatchGroup()
    feeding.enter()
    let bytes = stdinBytes
    DispatchQueue.global().async {
      if let bytes { try? writer.write(contentsOf: Data(bytes)) }
      try? writer.close()
      feeding.leave()
    }
    // Read both pipes to the end before waiting, so a large output cannot block the child.
    let group = DispatchGroup()
    nonisolated(unsafe) var errData = Data()
    group.enter()
    DispatchQueue.global().async {
      errData = err.fileHandleForReading.readDataToEndOfFile()
      group.leave()
    }
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    feeding.wait()
    process.waitUntilExit()
    return Output(
      stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self), status: process.terminationStatus)
  }

  /// Starts `classify` with `arguments` in `directory` and returns at once: its output goes to
  /// /dev/null. For tests that interrupt a run (`kill -9`) or run two at once.
  public static func start(_ arguments: [String], in directory: URL? = nil) throws -> Process {
    let process = Process()
    process.executableURL = classifyURL
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    try process.run()
    return process
  }

  /// Runs another program (`mount`, `umount`) and captures what it prints.
  public static func run(_ executable: String, _ arguments: [String]) throws -> Output {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Output(
      stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self), status: process.terminationStatus)
  }
}
