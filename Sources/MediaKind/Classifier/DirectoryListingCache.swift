#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finds the regular files of a path list from their directories' listings, so that a list
/// of many files per folder (`classify --files-from`, `find … | classify -`) costs one
/// directory read per folder instead of one `lstat` per line, and each file is then opened by
/// name in its open directory (``DirectoryHandle``).
///
/// Only what a listing can say for sure is taken from it: a name the directory reports as a
/// regular file (`d_type` `DT_REG`), as a directory walk does. Everything else (a directory,
/// a symbolic link, a FIFO or device, a name the listing does not hold, a path with `.` or
/// `..` as its last component or a trailing `/`, a path longer than the system takes) gets
/// nil, and the caller goes the usual way (``FileEnumerator``: `lstat`, follow links, errors),
/// so the records are the same either way.
///
/// The cost stays bounded for any list: a folder is read only when two lines in a row name
/// files in it, and only while the names read stay within a budget that grows by
/// ``entriesPerLine`` per line (plus ``initialBudget``); a list naming one file in each of
/// many large folders therefore reads none of them.
public struct DirectoryListingCache {
  /// Names the budget grows by per line: reading a name costs a small fraction of an `lstat`.
  static let entriesPerLine = 16
  static let initialBudget = 4096

  private enum State {
    /// One line so far names a file in ``directory``.
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

  public init() {}

  /// The walk step for `rawPath` (a line of the list, `display` its text) when its folder's
  /// listing says it is a regular file; nil otherwise.
  public mutating func step(rawPath: [UInt8], display: String) -> FileEnumerator.Step? {
    budget = min(budget + Self.entriesPerLine, 1 << 24)
    let slash = UInt8(ascii: "/")
    let nameStart = (rawPath.lastIndex(of: slash) ?? -1) + 1
    let nameLength = rawPath.count - nameStart
    guard nameLength > 0, rawPath.count < Int(PATH_MAX), !rawPath.contains(0),
      !(nameLength == 1 && rawPath[nameStart] == UInt8(ascii: ".")),
      !(nameLength == 2 && rawPath[nameStart] == UInt8(ascii: ".")
        && rawPath[nameStart + 1] == UInt8(ascii: "."))
    else { return nil }
    let folder = rawPath[..<nameStart]
    guard let directory, Self.compare(directory[...], folder) == 0 else {
      directory = Array(folder)
      state = .seenOnce
      handle = nil
      names = []
      types = []
      return nil
    }
    if case .seenOnce = state { list(Array(folder)) }
    guard case .listed = state, let k = search(rawPath[nameStart...]), types[k] == UInt8(DT_REG)
    else { return nil }
    return FileEnumerator.Step(
      entry: .file(display), rawPath: rawPath, isRegularFile: true, parent: handle,
      nameOffset: nameStart)
  }

  /// Opens and reads the folder `folder` (a path ending in `/`, or empty for the current
  /// directory) within the budget.
  private mutating func list(_ folder: [UInt8]) {
    state = .unlisted
    guard budget > 0, let opened = DirectoryHandle.open(rawPath: folder) else { return }
    guard var entries = opened.entries(limit: budget) else {
      budget = 0  // spent on a folder too large to list
      return
    }
    budget -= entries.count
    entries.sort { Self.compare($0.name[...], $1.name[...]) < 0 }
    handle = opened
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
      let order = Self.compare(names[mid][...], name)
      if order == 0 { return mid }
      if order < 0 { low = mid + 1 } else { high = mid }
    }
    return nil
  }

  /// The byte order of `a` and `b` (negative, zero, positive), as `memcmp` with the shorter
  /// one first on a common prefix.
  private static func compare(_ a: ArraySlice<UInt8>, _ b: ArraySlice<UInt8>) -> Int {
    a.withUnsafeBytes { x in
      b.withUnsafeBytes { y in
        let common = min(x.count, y.count)
        if common > 0, let p = x.baseAddress, let q = y.baseAddress {
          let order = memcmp(p, q, common)
          if order != 0 { return Int(order) }
        }
        return x.count - y.count
      }
    }
  }
}
