/// Assets that are the same asset: one to keep and its duplicates, each with its tier
/// (`Docs/Library.md`, "Duplicates"; ``MediaLibrary/duplicates(tiers:concurrency:)``).
public struct DuplicateGroup: Sendable, Hashable {
  /// The members, the kept one first, then the others in walk order.
  public var members: [DuplicateMember]
  /// Why the first member is the one to keep.
  public var keepReason: DuplicateKeepReason

  /// A group from its parts (`members` with the kept one first).
  public init(members: [DuplicateMember], keepReason: DuplicateKeepReason) {
    self.members = members
    self.keepReason = keepReason
  }

  /// The member to keep.
  public var kept: DuplicateMember { members[0] }

  /// The members that duplicate the kept one.
  public var duplicates: ArraySlice<DuplicateMember> { members.dropFirst() }

  /// The weakest tier in the group (the tier that holds for every pair with the kept member).
  public var tier: DuplicateTier {
    duplicates.compactMap(\.tier).max() ?? .identicalBytes
  }
}
