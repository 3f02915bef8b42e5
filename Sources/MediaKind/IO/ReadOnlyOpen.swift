/// Opens a file of a scanned tree the way every input is opened (`InputFile`): read-only,
/// non-blocking, close-on-exec, and without updating its access time where the kernel allows
/// (`O_NOATIME`, retried without when refused). For the few files the CLI reads besides the
/// media (a folder's `.mediakind.yml`), which a read-only guarantee covers too.
public enum ReadOnlyOpen {
  /// A descriptor for `path`, or -1 with `errno` set. Without `followingLinks`, a symbolic
  /// link at `path` is refused (`ELOOP`).
  public static func open(_ path: String, followingLinks: Bool) -> Int32 {
    let flags = _O_RDONLY | _O_NONBLOCK | _O_CLOEXEC | (followingLinks ? 0 : _O_NOFOLLOW)
    let fd = system_open(path, flags | _O_NOATIME)
    if fd < 0 && system_errno == _EPERM { return system_open(path, flags) }
    return fd
  }
}
