/// What a change request did with one asset group (`Docs/Changes.md`): created it, found it
/// already in the library, or skipped it with a reason.
public struct ChangeOutcome: Sendable, Hashable {
  /// What happened.
  public enum Action: String, Sendable, CaseIterable {
    /// The group was placed in the library (or, in a dry run, would be).
    case created
    /// Every file of the group is already in the library (same content): nothing was added;
    /// ``ChangeOutcome/paths`` are the files already there.
    case duplicate
    /// The group was not imported on purpose (no media, a sidecar alone, partly in the
    /// library already); ``ChangeOutcome/reason`` says why. Its sources are as they were.
    case skipped
    /// The group could not be imported (a source unreadable, a write that failed, a link in
    /// the way); ``ChangeOutcome/reason`` says why. Nothing of it is in the library and its
    /// sources are as they were.
    case failed
  }

  /// What happened.
  public var action: Action
  /// The index of the ``AssetCreationRequest`` the group's primary file came from.
  public var request: Int
  /// The group's sources, primary first (a data request's file name).
  public var sources: [String]
  /// The group's files in the library (the library path as named, then the path inside it),
  /// primary first: the new files, or for a duplicate the files already there.
  public var paths: [String]
  /// The asset's identifier (`created`, `duplicate`): what `classify assets` prints for it.
  public var localIdentifier: String?
  /// The asset's media type (nil when the group's primary could not be classified).
  public var mediaType: MediaType?
  /// Why a group was skipped.
  public var reason: String?

  /// An outcome.
  public init(
    action: Action, request: Int, sources: [String], paths: [String] = [], localIdentifier: String? = nil,
    mediaType: MediaType? = nil, reason: String? = nil
  ) {
    self.action = action
    self.request = request
    self.sources = sources
    self.paths = paths
    self.localIdentifier = localIdentifier
    self.mediaType = mediaType
    self.reason = reason
  }
}
