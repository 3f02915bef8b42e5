import MediaKind

/// Writes generated files (previews, thumbnails) with plain `open`/`write`/`close`: Foundation's
/// `Data.write` and `FileManager.createFile` sync every file to disk (`fsync`), which cost
/// more than making a fast preview. The files are outputs that can be made again, so no sync.
/// An existing file is unlinked and made anew rather than truncated: ext4 (`auto_da_alloc`)
/// writes a truncated file's new data out when it is closed, so a rerun over its own outputs
/// waited on the disk for every file.
enum OutputFile {
  /// Writes `bytes` to `path` (a new file, mode 0644, replacing any file or link of that name);
  /// false on any error.
  static func store(_ bytes: [UInt8], to path: String) -> Bool {
    system_unlink(path)
    let descriptor = system_open(path, _O_WRONLY | _O_CREAT | _O_TRUNC | _O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { return false }
    defer { system_close(descriptor) }
    return bytes.withUnsafeBytes { buffer -> Bool in
      var offset = 0
      while offset < buffer.count {
        let written = system_write(
          descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
        if written < 0 {
          if system_errno == _EINTR { continue }
          return false
        }
        offset += written
      }
      return true
    }
  }
}
