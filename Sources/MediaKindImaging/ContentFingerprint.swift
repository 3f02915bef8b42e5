import MediaKind

/// What the thumbnail cache knows of a file's content without reading all of it: its size,
/// its modification time (nanoseconds) and a 128-bit FNV-1a hash (``StableHash``) of its first
/// 64 KiB, a 4 KiB block from its middle and its last 64 KiB. Device and inode are left out,
/// so a library copied or restored elsewhere keeps its cache.
///
/// Any change of size, any `touch`, and any change of bytes in the sampled parts gives another
/// fingerprint, even when the old size and time are put back. What it does not see: bytes
/// changed only outside the samples with the size and the modification time deliberately
/// restored (`touch -d`): `classify preview --no-cache` or clearing the cache is the answer
/// (`Docs/Imaging.md`, "The thumbnail cache").
struct ContentFingerprint: Sendable, Hashable {
  static let edge = 64 << 10
  static let middle = 4 << 10

  let size: Int
  let modificationNanoseconds: Int64
  let sample: UInt128

  /// The fingerprint of the regular file at `path` (links followed, as requests follow them);
  /// nil when it cannot be opened or read. The file is opened read-only.
  init?(path: String) {
    let fd = ReadOnlyOpen.open(path, followingLinks: true)
    guard fd >= 0 else { return nil }
    defer { system_close(fd) }
    guard let info = system_fstat(fd), info.isRegularFile else { return nil }
    size = info.size
    modificationNanoseconds = info.modificationSeconds &* 1_000_000_000 &+ info.modificationNanoseconds
    var hash = StableHash<UInt128>()
    let total = info.size
    var ranges: [(offset: Int, count: Int)] = []
    if total <= 2 * Self.edge + Self.middle {
      ranges = [(0, total)]
    } else {
      ranges = [(0, Self.edge), (total / 2 - Self.middle / 2, Self.middle), (total - Self.edge, Self.edge)]
    }
    var buffer = [UInt8](repeating: 0, count: max(1, ranges.map(\.count).max() ?? 1))
    for range in ranges {
      var done = 0
      while done < range.count {
        let got = buffer.withUnsafeMutableBytes { raw in
          system_pread(fd, raw.baseAddress! + done, range.count - done, range.offset + done)
        }
        if got < 0 {
          if system_errno == _EINTR || system_errno == _EAGAIN { continue }
          return nil
        }
        if got == 0 { break }
        done += got
      }
      buffer.withUnsafeBufferPointer { hash.combine(buffer: UnsafeBufferPointer(rebasing: $0[0..<done])) }
      hash.combine(CollectionOfOne(UInt8(0xFF)))
    }
    sample = hash.value
  }

  /// The fingerprint as text for a cache key.
  var text: String { "\(size):\(modificationNanoseconds):\(String(sample, radix: 16))" }
}
