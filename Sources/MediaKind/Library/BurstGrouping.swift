/// Groups burst frames by burst identifier and picks each burst's representative
/// (`Docs/DetectionRules.md` "Burst").
///
/// The representative is the frame a vendor marked as the best shot (XMP
/// `GCamera:BurstPrimary`, Samsung SEF 0x09e1: its `burst.selectionTypes` holds `autoPick`),
/// else the earliest capture (capture time, else modification time; ties to scan order).
/// It gets `representsBurst: true`, the other frames `false`; fetches show only the
/// representatives unless ``FetchOptions/includeAllBurstAssets`` is set, as in PhotoKit.
/// A burst identifier alone on one frame still makes a burst of one.
public enum BurstGrouping {
  /// The assets of each burst (identifier upper-cased), as positions into `assets`, in order.
  public static func groups(in assets: [Asset]) -> [String: [Int]] {
    var groups: [String: [Int]] = [:]
    for (position, asset) in assets.enumerated() {
      guard let id = asset.burst?.identifier.trimmingSpaces.uppercased(), !id.isEmpty else {
        continue
      }
      groups[id, default: []].append(position)
    }
    return groups
  }

  /// The position of the representative among `members` (positions into `assets`).
  public static func representative(of members: [Int], in assets: [Asset]) -> Int? {
    if let best = members.first(where: {
      assets[$0].burst?.selectionTypes?.contains("autoPick") == true
    }) {
      return best
    }
    return members.min { a, b in
      let da = assets[a].sortDate ?? .infinity
      let db = assets[b].sortDate ?? .infinity
      return da != db ? da < db : a < b
    }
  }

  /// Sets `representsBurst` on every burst frame of `assets`.
  public static func apply(to assets: inout [Asset]) {
    for (_, members) in groups(in: assets) {
      guard let chosen = representative(of: members, in: assets) else { continue }
      for position in members {
        assets[position].burst?.representsBurst = position == chosen
      }
    }
  }
}
