/// What one `stat` says about a file, as Swift values: the part of `struct stat` the package
/// reads. Made only by the wrappers in `Syscalls.swift` (`system_stat`, `system_lstat`,
/// `system_fstat`, `system_fstatat`), which know each C library's field names (`st_mtim` on
/// Linux, `st_mtimespec` on Darwin).
package struct FileStatus: Sendable {
  /// What kind of file it is (`st_mode & S_IFMT`).
  package enum FileType: Sendable, Equatable {
    case regular, directory, fifo, socket, characterDevice, blockDevice, symbolicLink, unknown
  }

  /// `st_dev`.
  package var device: UInt64
  /// `st_ino`.
  package var inode: UInt64
  /// `st_size`, in bytes.
  package var size: Int
  /// `st_nlink`: the names (hard links) the file has.
  package var linkCount: Int
  /// The file type from `st_mode`.
  package var type: FileType
  /// The whole seconds of the modification time since 1970 (`st_mtim.tv_sec`).
  package var modificationSeconds: Int64
  /// The nanoseconds of the modification time past ``modificationSeconds`` (`tv_nsec`).
  package var modificationNanoseconds: Int64
  /// `st_blocks`: the 512-byte blocks allocated to the file (0 for a file that is all holes,
  /// such as a cloud mount's placeholder).
  package var allocatedBlocks: Int64 = -1

  /// Whether it is a regular file.
  package var isRegularFile: Bool { type == .regular }

  /// The words the records use for a file that is not regular (`notRegularFile` messages).
  var typeDescription: String {
    switch type {
    case .directory: "is a directory"
    case .fifo: "is a FIFO (named pipe)"
    case .socket: "is a socket"
    case .characterDevice: "is a character device"
    case .blockDevice: "is a block device"
    case .symbolicLink: "is a symbolic link"
    case .regular, .unknown: "is not a regular file"
    }
  }
}
