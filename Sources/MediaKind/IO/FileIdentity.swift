/// What tells one version of a file from another without reading it: device, inode, size and
/// modification time, from one `stat`.
///
/// The library index (`MediaKindIndex`) keeps this beside each file's classification, so a
/// rescan classifies again only files whose identity changed. A `touch` changes the identity
/// (the file is then classified again, and reported as changed only when its classification
/// differs); a rename keeps device, inode, size and time, which is how renames are recognised.
public struct FileIdentity: Sendable, Hashable, Codable {
  /// `st_dev`.
  public var device: UInt64
  /// `st_ino`.
  public var inode: UInt64
  /// `st_size`, in bytes.
  public var size: Int
  /// `st_mtim` in nanoseconds since 1970-01-01T00:00:00Z (exact, so equal times compare equal).
  public var modificationNanoseconds: Int64

  /// An identity from its parts.
  public init(device: UInt64, inode: UInt64, size: Int, modificationNanoseconds: Int64) {
    self.device = device
    self.inode = inode
    self.size = size
    self.modificationNanoseconds = modificationNanoseconds
  }

  /// The modification time in seconds since 1970 (for sorting; not exact).
  public var modificationTime: Double { Double(modificationNanoseconds) / 1_000_000_000 }

  /// The identity of the file at `path` (symbolic links followed, as the walk follows links
  /// to files), or `nil` when it cannot be `stat`ed or is not a regular file. Reads nothing.
  /// The corresponding C function is `stat(2)`.
  /// A display path with `\xNN` escapes (a walk's name that is not UTF-8, see
  /// ``PathEscaping``) is tried as the bytes it stands for, as ``MediaClassifier`` opens it.
  public init?(path: String) {
    var status = system_stat(path)
    if status == nil {
      guard system_errno == _ENOENT, let raw = PathEscaping.rawBytes(path) else { return nil }
      let cPath = raw.map { CChar(bitPattern: $0) } + [0]
      status = system_stat(cPath)
    }
    guard let info = status, info.isRegularFile else { return nil }
    self.init(info)
  }

  /// The identity of an open descriptor (`fstat(2)`).
  init?(descriptor: Int32) {
    guard let info = system_fstat(descriptor) else { return nil }
    self.init(info)
  }

  /// The identity a `stat` gave.
  init(_ info: FileStatus) {
    device = info.device
    inode = info.inode
    size = info.size
    let seconds = info.modificationSeconds
    let (product, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
    modificationNanoseconds = overflow ? seconds : product &+ info.modificationNanoseconds
  }
}
