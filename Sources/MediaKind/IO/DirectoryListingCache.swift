/// Finds the regular files of a path list from their directories' listings, so that a list
/// of many files per folder (`classify --files-from`, `find … | classify -`) costs one
/// directory read per folder instead of one `lstat` per line, and each file is then opened by
/// name in its open directory (``DirectoryHandle``).
///
/// Only what is sure is taken: a name the directory reports as a regular file (`d_type`
/// `DT_REG`), as a directory walk does, or, for a folder's first line and in folders not
/// listed, a name that `lstat` relative to the open folder (`fstatat`) finds regular.
/// Everything else (a directory, a symbolic link, a FIFO or device, a missing name, a path
/// with `.` or `..` as its last component or a trailing `/`, a path longer than the system
/// takes) gets nil, and the caller goes the usual way (``FileEnumerator``: `lstat`, follow
/// links, errors), so the records are the same either way.
///
/// The cost stays bounded for any list: a folder is read only when two lines in a row name
/// files in it, and only while the names read stay within a budget that grows by
/// `entriesPerLine` per line (plus `initialBudget`); a list naming one file in each of
/// many large folders therefore reads none of them (and costs one `open` of each folder
/// instead of a whole-path `lstat` of each file).
public struct DirectoryListingCache {
  /// Names the budget grows by per line: reading a name costs a small fraction of an `lstat`.
  static let entriesPerLine = 16
  static let initialBudget = 4096

  private enum State {
    /// One line so far names a file in ``directory`` (``handle`` holds it open, if it opens).
    case seenOnce
    /// ``handle``, ``names`` and ``types`` hold the folder's listing (sorted by name bytes).
    case listed
    /// Not to be read (over the budget, or not readable): lines go the usual way.
    case unlisted
  }

  /// The raw bytes of the folder part of the last line (up to its last `/`, kept), or nil.
  private var directory: [UInt8]?
  private var state = State.unlisted
  private var handle: DirectoryHandle?
  private var names: [[UInt8]] = []
  private var types: [UInt8] = []
  private var budget = DirectoryListingCache.initialBudget

  /// An empty cache.
  public init() {}

  /// The walk step for `rawPath` (a line of the list, `display` its text) when its folder's
  /// listing says it is a regular file; nil otherwise.
  public mutating func step(rawPath: [UInt8], display: String) -> FileEnumerator.Step? {
    budget = min(budget + Self.entriesPerLine, 1 << 24)
    let slash = UInt8(ascii: "/")
    let nameStart = (rawPath.lastIndex(of: slash) ?? -1) + 1
    let nameLength = rawPath.count - nameStart
    guard nameLength > 0, rawPath.count < _PATH_MAX, !rawPath.contains(0),
      !(nameLength == 1 && rawPath[nameStart] == UInt8(ascii: ".")),
      !(nameLength == 2 && rawPath[nameStart] == UInt8(ascii: ".")
        && rawPath[nameStart + 1] == UInt8(ascii: "."))
    else { return nil }
    let folder = rawPath[..<nameStart]
    guard let directory, directory[...].byteOrder(folder) == 0 else {
      let bytes = Array(folder)
      directory = bytes
      state = .seenOnce
      handle = DirectoryHandle.open(rawPath: bytes)
      names = []
      types = []
      return statStep(rawPath: rawPath, nameStart: nameStart, display: display)
    }
    if case .seenOnce = state { list() }
    switch state {
    case .listed:
      guard let k = search(rawPath[nameStart...]), types[k] == _DT_REG else { return nil }
      return step(rawPath: rawPath, nameStart: nameStart, display: display)
    case .seenOnce, .unlisted:
      return statStep(rawPath: rawPath, nameStart: nameStart, display: display)
    }
  }

  private func step(rawPath: [UInt8], nameStart: Int, display: String) -> FileEnumerator.Step {
    FileEnumerator.Step(
      entry: .file(display), rawPath: rawPath, isRegularFile: true, parent: handle,
      nameOffset: nameStart)
  }

  /// The step for a name that `lstat` in the open folder finds regular; nil otherwise.
  private func statStep(rawPath: [UInt8], nameStart: Int, display: String)
    -> FileEnumerator.Step?
  {
    guard let handle else { return nil }
    let found = CString.with(rawPath[nameStart...]) {
      system_fstatat(handle.descriptor, $0, _AT_SYMLINK_NOFOLLOW)
    }
    guard let found, found.isRegularFile
    else { return nil }
    return step(rawPath: rawPath, nameStart: nameStart, display: display)
  }

  /// Reads the open folder within the budget.
  private mutating func list() {
    state = .unlisted
    guard budget > 0, let opened = handle else { return }
    guard var entries = opened.entries(limit: budget) else {
      budget = 0  // spent on a folder too large to list
      return
    }
    budget -= entries.count
    entries.sort { $0.name[...].byteOrder($1.name[...]) < 0 }
    names = entries.map(\.name)
    types = entries.map(\.type)
    state = .listed
  }

  /// The index of `name` in the sorted ``names``, or nil.
  private func search(_ name: ArraySlice<UInt8>) -> Int? {
    var low = 0
    var high = names.count
    while low < high {
      let mid = (low + high) / 2
      let order = names[mid][...].byteOrder(name)
      if order == 0 { return mid }
      if order < 0 { low = mid + 1 } else { high = mid }
    }
    return nil
  }
}
