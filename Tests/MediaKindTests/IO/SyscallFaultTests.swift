import Foundation
import MediaKindTestSupport
import Testing

@testable import MediaKind

/// The `errno` paths of the system call wrappers, driven by ``SyscallFaults`` (a failure a test
/// injects into the next call) instead of permissions, which root ignores: `EINTR` is retried
/// by the one retry helper, `EACCES`, `EIO` and `ENOSPC` become the failure each caller promises.
@Suite("System calls: injected errno failures")
struct SyscallFaultTests {
  static let gif: [UInt8] = Array("GIF89a".utf8) + [1, 0, 1, 0, 0, 0, 0, 0x3B]

  @Test("the line reader retries a read interrupted by EINTR and reads every line")
  func lineReaderRetriesInterrupts() throws {
    let dir = try TemporaryDirectory("syscall-faults")
    defer { dir.remove() }
    let handle = try #require(FileHandle(forReadingAtPath: try dir.write("list.txt", Array("a\r\nbb\n\nc".utf8))))
    let faults = SyscallFaults([.read: [_EINTR, _EINTR]])
    let lines = try SyscallFaults.$current.withValue(faults) {
      var reader = LineReader(descriptor: handle.fileDescriptor, dropsCarriageReturn: true, chunkSize: 3)
      var lines: [String] = []
      while let line = try reader.next() { lines.append(String(decoding: line, as: UTF8.self)) }
      return lines
    }
    #expect(lines == ["a", "bb", "", "c"])
    #expect(faults.remaining.isEmpty)
  }

  @Test("a read that fails with EIO is the reader's unreadable failure, once, and the end after it")
  func lineReaderReportsReadErrors() throws {
    let dir = try TemporaryDirectory("syscall-faults")
    defer { dir.remove() }
    let handle = try #require(FileHandle(forReadingAtPath: try dir.write("list.txt", Array("one\ntwo\n".utf8))))
    var reader = LineReader(descriptor: handle.fileDescriptor, chunkSize: 4)
    #expect(try reader.next().map { Array($0) } == Array("one".utf8))
    SyscallFaults.$current.withValue(SyscallFaults([.read: [_EIO]])) {
      #expect(throws: LineReader.Failure.unreadable(errno: _EIO)) { try reader.next() }
    }
    #expect(try reader.next() == nil)
  }

  @Test("a file whose open fails with EACCES is a permissionDenied record, even for root")
  func openDenied() throws {
    let dir = try TemporaryDirectory("syscall-faults")
    defer { dir.remove() }
    let path = try dir.write("a.gif", Self.gif)
    let record = SyscallFaults.$current.withValue(SyscallFaults([.open: [_EACCES], .openat: [_EACCES]])) {
      MediaClassifier().classify(path: path)
    }
    #expect(record.status == .error)
    #expect(record.error?.kind == .permissionDenied)
    #expect(MediaClassifier().classify(path: path).status == .ok)
  }

  @Test("a head read interrupted by EINTR is retried; one failing with EIO is a readFailed record")
  func headReadFaults() throws {
    let dir = try TemporaryDirectory("syscall-faults")
    defer { dir.remove() }
    let path = try dir.write("a.gif", Self.gif)
    let interrupted = SyscallFaults([.pread: [_EINTR, _EINTR, _EINTR]])
    let retried = SyscallFaults.$current.withValue(interrupted) { MediaClassifier().classify(path: path) }
    #expect(retried.status == .ok)
    #expect(retried.format == MediaClassifier().classify(path: path).format)
    #expect(interrupted.remaining.isEmpty)

    let failed = SyscallFaults.$current.withValue(SyscallFaults([.pread: [_EIO]])) {
      MediaClassifier().classify(path: path)
    }
    #expect(failed.status == .error)
    #expect(failed.error?.kind == .readFailed)
    #expect(failed.error?.message == system_strerror(_EIO))
  }

  @Test("a write that fails with ENOSPC is an output error naming the file, and leaves no file behind")
  func writeNoSpace() throws {
    let dir = try TemporaryDirectory("syscall-faults")
    defer { dir.remove() }
    let output = try OutputDirectory(creating: dir.path("out"))
    let faults = SyscallFaults([.write: [_EINTR, _ENOSPC]])
    let thrown = SyscallFaults.$current.withValue(faults) {
      #expect(throws: OutputDirectoryError.self) { try output.write(Array("x".utf8), to: "report.json") }
    }
    #expect("\(try #require(thrown))".contains(system_strerror(_ENOSPC)))
    #expect(faults.remaining.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: output.path(of: "report.json")))
    try output.write(Array("x".utf8), to: "report.json")
    #expect(FileManager.default.contents(atPath: output.path(of: "report.json")) == Data("x".utf8))
  }
}
