public import MediaKind

/// The files of a folder under check, classified, with paths relative to the folder.
///
/// The folder is walked as `classify` walks folders (`FileEnumerator` in MediaKind: sorted, depth
/// first,
/// links to folders not followed inside the walk); files matching an exclude glob, or listed
/// in ``excludedPaths`` (the expected file or policy itself when it sits in the folder), and
/// `.mediakind` index folders are left out before they are read.
public struct RootScan: Sendable {
  /// The folder, as given.
  public let root: String
  /// How the folder is walked (its excludes are relative to it).
  public var walk: WalkOptions
  /// Exact relative paths to leave out.
  public var excludedPaths: Set<String>

  /// A scan of `root` walked as `walk` says, without the files `excludedPaths` name.
  public init(root: String, walk: WalkOptions = WalkOptions(), excludedPaths: Set<String> = []) {
    self.root = root
    self.walk = walk
    self.excludedPaths = excludedPaths
  }

  /// A scan of `root` as `inputs` walk it (`classify check` builds it so): its walk options
  /// and excludes, with the folder's `.mediakind.yml` merged in unless
  /// `inputs.readsConfiguration` is false; ``mode`` and ``allowsUnreadable`` are what
  /// `inputs` and the configuration say.
  public init(root: String, inputs: MediaInputs, excludedPaths: Set<String> = []) throws(MediaInputsError) {
    var inputs = inputs
    inputs.paths = [root]
    let plan = try inputs.plan()
    self.init(root: root, walk: plan.options(for: root), excludedPaths: excludedPaths)
    mode = try inputs.mode(plan)
    allowsUnreadable = plan.allowsUnreadable
  }

  /// The mode files are classified in, when it is not the classifier's.
  public var mode: ClassificationMode?
  /// Whether the folder's configuration lets files that cannot be read pass.
  public var allowsUnreadable = false

  /// A scan of `root` without the files `excludes` or `excludedPaths` name.
  public init(root: String, excludes: [PathGlob], excludedPaths: Set<String> = []) {
    self.init(root: root, walk: WalkOptions(excludes: excludes), excludedPaths: excludedPaths)
  }

  /// `path` (as the walk builds it, `root/relative`) relative to the folder.
  public func relativePath(_ path: String) -> String {
    let prefix = root.hasSuffix("/") ? root : root + "/"
    if path.hasPrefix(prefix) { return String(path.dropFirst(prefix.count)) }
    if path == root { return String(path.split(separator: "/").last ?? Substring(path)) }
    return path
  }

  /// Whether the file at `relative` is left out: an exclude names it, or it lies in a
  /// `.mediakind` folder (where `classify index` keeps its index, as library scans skip it).
  public func isExcluded(_ relative: String) -> Bool {
    excludedPaths.contains(relative) || walk.excludes(relative: relative)
      || relative.split(separator: "/").contains(".mediakind")
  }

  /// Classifies every file under the folder; the records' paths are relative and the list
  /// is sorted by path (UTF-8 bytes). A folder the walk cannot enter, the root included, is
  /// an error record like an unreadable file. `onSkip` hears of paths skipped on purpose
  /// (links to folders not followed); `progress` hears of each record as it is made (its
  /// path as walked, not yet relative).
  public func classify(
    with classifier: MediaClassifier, concurrency: Int = MediaClassifier.defaultConcurrency,
    onSkip: (@Sendable (_ path: String, _ reason: String) -> Void)? = nil,
    progress: (Classification) -> Void = { _ in }
  ) async -> [Classification] {
    let entries = FileEnumerator(roots: [root], options: walk, onSkip: onSkip).lazy.filter {
      !isExcluded(relativePath($0.path))
    }
    var records: [Classification] = []
    await classifier.with(mode: mode).classify(entries: entries, concurrency: concurrency) { record in
      progress(record)
      var relative = record
      relative.path = relativePath(record.path)
      if var live = relative.livePhoto, let paired = live.pairedPath {
        live.pairedPath = relativePath(paired)
        relative.livePhoto = live
      }
      records.append(relative)
    }
    return records.sorted { PathOrder.precedes($0.path, $1.path) }
  }
}
