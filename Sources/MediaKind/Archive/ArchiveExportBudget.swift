/// Export files read from one archive's members (Docs/Library.md, "Exports read from
/// archives"): a Google Takeout JSON or an iCloud export's CSV, kept whole while the stream
/// passes, is read as the same file in a folder is (`LibraryFileReader.readExport`), so the
/// library joins it to its asset after every archive has been read, whichever part holds it.
///
/// Bounded: each file at most what the folder reader reads (1 MiB of JSON, 64 MiB of CSV) and
/// what the stream kept whole (``ArchiveLimits/wholeMember``, or the fast path's head), and at
/// most `maxBytes` of them per archive. A file past a bound is not read, and its record says
/// so in a diagnostic (the asset it describes keeps its own metadata only).
struct ArchiveExportBudget {
  /// The most bytes of export files read from one archive (real Takeout sidecars are a few
  /// KiB each: 256 MiB is some 100,000 photos' worth).
  static let maxBytes = 256 << 20

  /// Bytes of export files read so far.
  private(set) var used = 0

  /// Reads `member`'s export file into `file` (its record made), if it is one; called for
  /// every member, concurrently (it holds no state).
  static func read(_ member: ArchiveMember, into file: inout LibraryFile) {
    guard file.record.status == .ok, file.record.mediaType == .unknown, case .bytes(let bytes) = member.content
    else { return }
    let fileExtension = PathParts(member.fileName).fileExtension
    let limit = LibraryFileReader.exportLimit(fileExtension: fileExtension)
    guard limit > 0, bytes.size > 0 else { return }
    guard bytes.isWhole, bytes.size <= limit else {
      let why = bytes.size > limit ? "more than the \(limit >> 20) MiB read of one" : "more than was kept of the member"
      note(&file, "\(bytes.size) bytes, \(why)")
      return
    }
    let folder = PathParts(ExportFolder.memberPath(member.path) ?? member.path).directory
    LibraryFileReader.readExport(
      bytes.front, fileExtension: fileExtension, inAlbumsFolder: PathParts.fileName(of: folder) == "Albums",
      into: &file)
  }

  /// Counts `file`'s export bytes, in archive order; past `maxBytes` what it says is
  /// dropped and its record says why.
  mutating func admit(_ file: inout LibraryFile) {
    guard file.takeoutSidecar != nil || file.icloudPhotoDetails != nil || file.icloudAlbum != nil else { return }
    let size = file.record.fileSize ?? 0
    guard used + size <= Self.maxBytes else {
      file.takeoutSidecar = nil
      file.icloudPhotoDetails = nil
      file.icloudAlbum = nil
      Self.note(&file, "the archive's export files passed \(Self.maxBytes >> 20) MiB")
      return
    }
    used += size
  }

  private static func note(_ file: inout LibraryFile, _ why: String) {
    file.record.diagnostics = (file.record.diagnostics ?? []) + [
      "export metadata not read (a Takeout JSON or an iCloud export CSV): \(why)"
    ]
  }
}
