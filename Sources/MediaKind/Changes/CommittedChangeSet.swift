/// What one ``MediaLibrary/performChanges(in:_:layout:dryRun:album:albumPosition:classifier:concurrency:livePairing:)``
/// or ``MediaLibrary/performChanges(in:layout:classifier:concurrency:_:)`` did, once its
/// transaction is committed: one ``ChangeOutcome`` per asset group, in the order of the
/// requests (and of a folder's walk); with the closure, also every other change made
/// (``changes``) and the placeholders of what was created.
public struct CommittedChangeSet: Sendable, Equatable {
  /// Every group's outcome.
  public var outcomes: [ChangeOutcome]
  /// Whether nothing was written (a dry run: `created` means "would be created").
  public var dryRun: Bool
  /// Groups of an earlier, crashed transaction that opening this one finished (committed
  /// before the crash).
  public var recoveredFinished: Int
  /// Groups of an earlier, crashed transaction that opening this one rolled back.
  public var recoveredRolledBack: Int
  /// The changes of the stored album the created and duplicate assets were added to (the
  /// `album` of ``MediaLibrary/performChanges(in:_:layout:dryRun:album:albumPosition:classifier:concurrency:livePairing:)``).
  public var albumChanges: [CommittedChange] = []
  /// Why the assets could not be added to that album (they are in the library all the same).
  public var albumFailure: LibraryChangeError?
  /// The library files (relative to the root) the transaction made or removed, in order: what
  /// an index reads again to stay current (empty in a dry run).
  public var changedPaths: [String] = []
  /// The closure's changes besides the assets created, in the order made: favorites and
  /// hidden flags, albums, folders, deletions (an album of an import's `album` is in
  /// ``albumChanges`` instead).
  public var changes: [CommittedChange] = []
  /// The closure's placeholders: assets, then albums, then folders, each in the order asked.
  public var placeholders: [ObjectPlaceholder] = []

  /// The identifier of what `placeholder` stands for, once committed (`nil` for an asset that
  /// was not created: its ``ChangeOutcome`` says why). The same as
  /// ``ObjectPlaceholder/localIdentifier``.
  public func localIdentifier(for placeholder: ObjectPlaceholder) -> String? {
    placeholders.contains(placeholder) ? placeholder.localIdentifier : nil
  }

  /// A change set.
  public init(outcomes: [ChangeOutcome], dryRun: Bool, recoveredFinished: Int = 0, recoveredRolledBack: Int = 0) {
    self.outcomes = outcomes
    self.dryRun = dryRun
    self.recoveredFinished = recoveredFinished
    self.recoveredRolledBack = recoveredRolledBack
  }

  /// The groups created.
  public var created: [ChangeOutcome] { outcomes.filter { $0.action == .created } }
  /// The groups already in the library.
  public var duplicates: [ChangeOutcome] { outcomes.filter { $0.action == .duplicate } }
  /// The groups skipped on purpose.
  public var skipped: [ChangeOutcome] { outcomes.filter { $0.action == .skipped } }
  /// The groups that could not be imported.
  public var failed: [ChangeOutcome] { outcomes.filter { $0.action == .failed } }
}
