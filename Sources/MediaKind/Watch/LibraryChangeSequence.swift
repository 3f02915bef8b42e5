/// The change sets of an observed folder as an `AsyncSequence`
/// (``MediaLibrary/changes(in:classifier:walk:options:concurrency:)``).
///
/// Iteration starts the observer: the folder is scanned, then each `next()` waits for the
/// next change set. The sequence ends when the iterating task is cancelled.
public struct LibraryChangeSequence: AsyncSequence, Sendable {
  public typealias Element = LibraryChange

  let root: String
  let classifier: MediaClassifier
  let walk: WalkOptions
  let options: WatchOptions
  let concurrency: Int

  public func makeAsyncIterator() -> Iterator {
    Iterator(
      watcher: LibraryWatcher(
        root: root, reader: LibraryFileReader(classifier: classifier), walk: walk,
        options: options, concurrency: concurrency))
  }

  /// Waits for change sets; not `Sendable` (it owns the notification descriptor).
  public struct Iterator: AsyncIteratorProtocol {
    let watcher: LibraryWatcher

    public mutating func next() async -> LibraryChange? {
      await watcher.next()
    }

    /// Scans the folder and starts watching it now (the first `next()` does it otherwise):
    /// changes made after this returns are reported; files already there are the library.
    public mutating func start() async {
      await watcher.start()
    }

    /// The library as it is now (empty until the first `next()` has scanned the folder).
    public var library: MediaLibrary { watcher.library }
  }
}

@available(*, unavailable)
extension LibraryChangeSequence.Iterator: Sendable {}
