/// Burst membership of one frame (`PHAsset.burstIdentifier`, `representsBurst`,
/// `burstSelectionTypes`).
public struct BurstInfo: Sendable, Hashable {
  /// The identifier shared by every frame of the burst (Apple BurstUUID, GCamera BurstID...).
  public var identifier: String
  /// Whether this frame stands for the burst (set by the library layer when it groups).
  public var representsBurst: Bool?
  /// `autoPick` when a vendor marked this frame as the best shot; `userPick` never comes
  /// from a camera file (`Docs/DetectionRules.md` "Burst").
  public var selectionTypes: [String]?

  /// PhotoKit's `PHAssetBurstSelectionType` names in bit order: `autoPick` is bit 0 (1),
  /// `userPick` bit 1 (2) of ``Asset/burstSelectionTypes``.
  public static let selectionTypeNames = ["autoPick", "userPick"]

  /// Burst membership of a frame of burst `identifier`.
  public init(identifier: String, representsBurst: Bool? = nil, selectionTypes: [String]? = nil) {
    self.identifier = identifier
    self.representsBurst = representsBurst
    self.selectionTypes = selectionTypes
  }
}
