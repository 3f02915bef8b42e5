extension MediaLibrary {
  /// The groups of assets that are the same asset, each with the member to keep and why, and
  /// every other member's tier (`Docs/Library.md`, "Duplicates").
  ///
  /// ```swift
  /// let library = await MediaLibrary.scan(roots: ["Photos"])
  /// let report = await library.duplicates()
  /// for group in report.groups {
  ///   print("keep \(group.kept.path) (\(group.keepReason))")
  ///   for member in group.duplicates { print("  \(member.path) \(member.tier!)") }
  /// }
  /// ```
  /// Members are assets, compared by their primary files: the halves of a Live Photo, a
  /// RAW+JPEG pair, a burst's frames and an asset's sidecars are never duplicates of each
  /// other. Files of a size no other file has are never read; the others are read in chunks,
  /// `concurrency` files at a time, never written. A file that cannot be read is left out and
  /// named in ``DuplicateReport/failures``. Archive members (`ARCHIVE//MEMBER`) are compared
  /// by what their scan kept: identical bytes by the digest a thorough scan takes of each
  /// member as the stream passes it, and the same shot; never by image data, and a member
  /// without a digest (fast mode) is never identical to anything. A file on disk is kept
  /// over a member (``DuplicateKeepReason/onDisk``).
  ///
  /// - Parameters:
  ///   - tiers: the tiers to look for (both by default).
  ///   - concurrency: how many files are read at once.
  public func duplicates(
    tiers: Set<DuplicateTier> = Set(DuplicateTier.allCases),
    concurrency: Int = MediaClassifier.defaultConcurrency
  ) async -> DuplicateReport {
    await DuplicateFinder(library: self, tiers: tiers, concurrency: concurrency).find()
  }
}
