/// How a walk of folders goes: what it descends into, and what it leaves out.
///
/// The defaults are what a person pointing `classify` at a folder expects:
/// - folders are walked recursively;
/// - version-control and tool folders (``toolFolderNames``: `.git`, `.mediakind`, Synology's
///   `@eaDir` thumbnails, macOS volume folders, ...) are not entered; ``includeToolFolders``
///   (`--hidden`) walks them too. Ordinary dot files and dot folders are walked;
/// - a symbolic link to a folder inside a walk is skipped with a note (no error);
///   ``followLinks`` (`--follow`) follows it, and every folder is then walked at most once (a
///   link loop or a second link to the same folder is skipped with a note);
/// - ``excludes`` leave out files and folders whose path relative to the root they were
///   found under matches (a folder that matches is not entered); the last exclude that
///   matches a path decides, so a negated one (``PathGlob/isNegated``) takes a path back.
///
/// A root named explicitly is always walked, whatever its name.
public struct WalkOptions: Sendable, Hashable {
  /// Descend into subfolders (`--no-recursive` turns it off).
  public var recursive: Bool
  /// Walk version-control and tool folders too (`--hidden`).
  public var includeToolFolders: Bool
  /// Follow symbolic links to folders inside a walk (`--follow`), each folder once.
  public var followLinks: Bool
  /// Globs, relative to each root, of files and folders to leave out (`--exclude`).
  public var excludes: [PathGlob]
  /// Told of each exclude that left something out (for the warning about excludes that
  /// matched nothing); nil: nothing is told.
  public var tally: ExcludeTally?

  /// Options of a walk: into subfolders when `recursive`, into tool folders (`.git`, `.mediakind`,
  /// ...) when `includeToolFolders`, through links to folders when `followLinks`, leaving out what
  /// `excludes` matches.
  public init(
    recursive: Bool = true, includeToolFolders: Bool = false, followLinks: Bool = false,
    excludes: [PathGlob] = []
  ) {
    self.recursive = recursive
    self.includeToolFolders = includeToolFolders
    self.followLinks = followLinks
    self.excludes = excludes
  }

  /// Options as ``init(recursive:includeToolFolders:followLinks:excludes:)`` makes them,
  /// telling `tally` which excludes left something out.
  public init(
    recursive: Bool = true, includeToolFolders: Bool = false, followLinks: Bool = false,
    excludes: [PathGlob] = [], tally: ExcludeTally?
  ) {
    self.init(
      recursive: recursive, includeToolFolders: includeToolFolders, followLinks: followLinks,
      excludes: excludes)
    self.tally = tally
  }

  /// Folders a walk does not enter unless ``includeToolFolders``: version control (Git,
  /// Mercurial, Subversion, Bazaar, darcs, CVS), MediaKind's own index, NAS thumbnail caches
  /// (Synology `@eaDir`, QNAP `.@__thumb`) and the folders macOS keeps on every volume.
  public static let toolFolderNames: Set<String> = [
    ".git", ".hg", ".svn", ".bzr", "_darcs", "CVS", ".mediakind", "@eaDir", ".@__thumb",
    ".Spotlight-V100", ".fseventsd", ".Trashes", ".TemporaryItems", ".DocumentRevisions-V100",
  ]

  /// Whether a folder called `name` (found inside a walk) is entered.
  public func entersFolder(named name: String) -> Bool {
    includeToolFolders || !Self.toolFolderNames.contains(name)
  }

  /// Whether the file at `relative` (to its root, or to the working directory for a file
  /// named on its own) is left out: by the excludes matching it, or a folder above it.
  public func excludes(relative: String) -> Bool {
    guard !excludes.isEmpty else { return false }
    var p = Substring(relative)
    while p.hasPrefix("./") { p = p.dropFirst(2) }
    var end = p.startIndex
    while let slash = p[end...].firstIndex(of: "/") {
      if slash > p.startIndex, excludes(relative: String(p[..<slash]), isFolder: true) { return true }
      end = p.index(after: slash)
    }
    return excludes(relative: String(p), isFolder: false)
  }

  /// Whether the file or folder at `relative` itself is left out (the folders above it are
  /// not looked at: a walk does not enter a folder left out). The last matching exclude
  /// decides; a `folder/` exclude matches only when `isFolder`.
  public func excludes(relative: String, isFolder: Bool) -> Bool {
    guard !excludes.isEmpty else { return false }
    var excluded = false
    for glob in excludes where glob.isNegated == excluded && (isFolder || !glob.matchesFoldersOnly) {
      if glob.matches(relative) {
        excluded = !glob.isNegated
        tally?.matched(glob.pattern)
      }
    }
    return excluded
  }
}
