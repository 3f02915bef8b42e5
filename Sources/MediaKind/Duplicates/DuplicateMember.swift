/// One asset of a ``DuplicateGroup``.
public struct DuplicateMember: Sendable, Hashable {
  /// The asset's identifier (``Asset/localIdentifier``).
  public var localIdentifier: String
  /// The asset's primary file, the file that was compared.
  public var path: String
  /// How this member matches the kept one; `nil` for the kept member itself.
  public var tier: DuplicateTier?
  /// The primary file's size in bytes.
  public var fileSize: Int
  /// The asset's display size, when known.
  public var pixelWidth: Int?
  /// The asset's display height, when known.
  public var pixelHeight: Int?
  /// At tier ``DuplicateTier/sameShot``, what it shares with the kept member, in words
  /// (`ImageUniqueID 4F2A…`, `Live Photo content identifier …`, `burst … captured …`).
  public var evidence: String?

  /// A member from its parts.
  public init(
    localIdentifier: String, path: String, tier: DuplicateTier?, fileSize: Int,
    pixelWidth: Int? = nil, pixelHeight: Int? = nil
  ) {
    self.localIdentifier = localIdentifier
    self.path = path
    self.tier = tier
    self.fileSize = fileSize
    self.pixelWidth = pixelWidth
    self.pixelHeight = pixelHeight
  }

  /// Whether this is the member to keep.
  public var isKept: Bool { tier == nil }
}
