/// How ``MediaLibrary/changes(in:classifier:walk:options:concurrency:)`` observes a folder.
public struct WatchOptions: Sendable, Hashable {
  /// A file is classified once nothing happened to it for this long after it was closed
  /// for writing (or moved in): seconds.
  public var debounce: Double
  /// A file still open for writing is classified anyway once nothing happened to it for this
  /// long (a writer that keeps it open): seconds.
  public var stallTimeout: Double
  /// How often queued notifications are read: seconds.
  public var pollInterval: Double
  /// Without notifications (no inotify, or its watch limit reached), the whole folder is
  /// compared with the library this often: seconds.
  public var rescanInterval: Double
  /// Use rescans only, even where notifications work (tests, network file systems).
  public var rescansOnly: Bool
  /// Watch at most this many folders, as if the kernel's watch limit were reached there
  /// (tests of the fallback; nil: the kernel's own limit).
  public var maxWatchedFolders: Int?
  /// How the observed library pairs Live Photos (``LivePairingMode/strict`` unless set;
  /// `classify watch --pair-live probable`).
  public var livePairing: LivePairingMode = .strict

  /// Options of a watch: seconds a file must stay unchanged before it is classified (`debounce`),
  /// before a file still growing is classified anyway (`stallTimeout`), between polls of pending
  /// files and between rescans without inotify; `rescansOnly` never uses inotify;
  /// `maxWatchedFolders` caps the folders watched.
  public init(
    debounce: Double = 0.3, stallTimeout: Double = 10, pollInterval: Double = 0.05,
    rescanInterval: Double = 2, rescansOnly: Bool = false, maxWatchedFolders: Int? = nil
  ) {
    self.maxWatchedFolders = maxWatchedFolders
    self.debounce = max(0, debounce)
    self.stallTimeout = max(debounce, stallTimeout)
    self.pollInterval = max(0.001, pollInterval)
    self.rescanInterval = max(0.01, rescanInterval)
    self.rescansOnly = rescansOnly
  }
}
