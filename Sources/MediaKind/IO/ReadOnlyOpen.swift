#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Opens a file of a scanned tree the way every input is opened (`InputFile`): read-only,
/// non-blocking, close-on-exec, and without updating its access time where the kernel allows
/// (`O_NOATIME`, retried without when refused). For the few files the CLI reads besides the
/// media (a folder's `.mediakind.yml`), which a read-only guarantee covers too.
public enum ReadOnlyOpen {
  /// A descriptor for `path`, or -1 with `errno` set. Without `followingLinks`, a symbolic
  /// link at `path` is refused (`ELOOP`).
  public static func open(_ path: String, followingLinks: Bool) -> Int32 {
    let flags = O_RDONLY | O_NONBLOCK | O_CLOEXEC | (followingLinks ? 0 : O_NOFOLLOW)
    let fd = systemOpen(path, flags | InputFile.noAccessTimeFlag)
    if fd < 0 && errno == EPERM { return systemOpen(path, flags) }
    return fd
  }
}

/// `open(2)` (outside the enum, whose own `open` would hide it).
private func systemOpen(_ path: String, _ flags: Int32) -> Int32 {
  open(path, flags)
}
