/// A typed filter over assets: the `predicate` of ``FetchOptions`` (PhotoKit takes an
/// `NSPredicate`; here each test is a case, so a misspelt key cannot compile).
///
/// ```swift
/// let bigLive: AssetPredicate = .and([.containsSubtypes(.photoLive), .fileSize(min: 2_000_000, max: nil)])
/// ```
/// Ranges are inclusive; a `nil` bound is open. Assets without the value tested (no duration,
/// no pixel size, no date) fail a range test, except that a still's duration counts as 0.
public indirect enum AssetPredicate: Sendable, Hashable {
  /// Every asset.
  case all
  /// Assets of one media type.
  case mediaType(MediaType)
  /// Assets having every subtype or toolkit flag in the set (`burst`, `raw`, `selfie`… sit
  /// in the same ``MediaSubtypes`` from bit 32 up).
  case containsSubtypes(MediaSubtypes)
  /// Assets having none of the subtypes or flags in the set.
  case excludesSubtypes(MediaSubtypes)
  /// Assets having any of the subtypes or flags in the set.
  case containsAnySubtype(MediaSubtypes)
  /// Assets with a resource whose UTI is or conforms to this one (`public.image`,
  /// `public.camera-raw-image`, `com.compuserve.gif`…).
  case conformsTo(UniformTypeIdentifier)
  /// Total size (all resources) in bytes.
  case fileSize(min: Int?, max: Int?)
  /// Duration in seconds (stills count as 0).
  case duration(min: Double?, max: Double?)
  /// Display pixel size.
  case pixelSize(minWidth: Int?, minHeight: Int?, maxWidth: Int?, maxHeight: Int?)
  /// Capture time within the range. An undated asset (no capture date in the file or an
  /// export's sidecar) never matches a range: a file time is not a capture date
  /// (Docs/Library.md, "Predicates in PhotoKit's syntax"); `.not(.creationDate(from: nil, to: nil))`
  /// finds undated assets.
  case creationDate(from: ISO8601Instant?, to: ISO8601Instant?)
  /// PhotoKit's `modificationDate`, here the primary file's modification time, within the
  /// range.
  case modificationDate(from: ISO8601Instant?, to: ISO8601Instant?)
  /// Whether the asset has a plausible location.
  case hasLocation(Bool)
  /// Camera make, compared case-insensitively (substring).
  case make(String)
  /// Camera model, compared case-insensitively (substring).
  case model(String)
  /// Whether the asset is a favourite (rating 5).
  case isFavorite(Bool)
  /// Whether the asset is hidden (PhotoKit's `isHidden`: `mediakind:Hidden` in its XMP
  /// sidecar, Docs/Changes.md "Favorite and hidden").
  case isHidden(Bool)
  /// Whether the asset is in Recently Deleted (Docs/Changes.md "Recently Deleted").
  case isTrashed(Bool)
  /// Assets with a resource of this role (`pairedVideo`, `alternatePhoto`, `sidecar`…).
  case hasResource(AssetResource.Kind)
  /// Members of one burst.
  case burstIdentifier(String)
  /// Apple's playback variation (1 loop, 2 bounce, 3 long exposure).
  case playbackVariation(Int)
  /// PhotoKit's `burstSelectionTypes` bit mask (``Asset/burstSelectionTypes``: `autoPick` 1,
  /// `userPick` 2) masked with `mask` equals `equals`: `(burstSelectionTypes & 1) != 0` is
  /// `.not(.burstSelectionTypes(mask: 1, equals: 0))`.
  case burstSelectionTypes(mask: Int, equals: Int)
  /// A technical number of the primary resource within the range (inclusive; `nil` open);
  /// assets without the value fail.
  case number(AssetNumberKey, min: Double?, max: Double?)
  /// A text property compared as NSPredicate compares strings (`==`, `CONTAINS`,
  /// `BEGINSWITH`, `ENDSWITH`, `LIKE`, optionally `[c]`); assets without the value fail.
  case text(AssetTextKey, TextMatch)
  /// All of the predicates.
  case and([AssetPredicate])
  /// Any of the predicates.
  case or([AssetPredicate])
  /// The opposite.
  case not(AssetPredicate)

  /// Whether `asset` matches; `hierarchy` answers UTI conformance.
  public func evaluate(_ asset: Asset, hierarchy: UTIHierarchy) -> Bool {
    switch self {
    case .all:
      return true
    case .mediaType(let type):
      return asset.mediaType == type
    case .containsSubtypes(let set):
      return asset.subtypes.isSuperset(of: set)
    case .excludesSubtypes(let set):
      return asset.subtypes.isDisjoint(with: set)
    case .containsAnySubtype(let set):
      return !asset.subtypes.isDisjoint(with: set)
    case .conformsTo(let uti):
      return asset.resources.contains { $0.uti.map { hierarchy.conforms($0, to: uti) } ?? false }
    case .fileSize(let min, let max):
      return Self.within(asset.fileSize, min, max)
    case .duration(let min, let max):
      let value = asset.duration ?? (asset.mediaType == .image ? 0 : nil)
      guard let value else { return false }
      return Self.within(value, min, max)
    case .pixelSize(let minWidth, let minHeight, let maxWidth, let maxHeight):
      guard let w = asset.pixelWidth, let h = asset.pixelHeight else { return false }
      return Self.within(w, minWidth, maxWidth) && Self.within(h, minHeight, maxHeight)
    case .creationDate(let from, let to):
      guard let date = asset.creationDate.flatMap(ISO8601Instant.init)?.secondsSince1970 else { return false }
      return Self.within(date, from?.secondsSince1970, to?.secondsSince1970)
    case .modificationDate(let from, let to):
      guard let date = asset.modificationTime else { return false }
      return Self.within(date, from?.secondsSince1970, to?.secondsSince1970)
    case .hasLocation(let wanted):
      return (asset.location?.isPlausible ?? false) == wanted
    case .make(let text):
      return asset.make.map { Self.matches($0, text) } ?? false
    case .model(let text):
      return asset.model.map { Self.matches($0, text) } ?? false
    case .isFavorite(let wanted):
      return asset.isFavorite == wanted
    case .isHidden(let wanted):
      return asset.isHidden == wanted
    case .isTrashed(let wanted):
      return asset.isTrashed == wanted
    case .hasResource(let kind):
      return asset.resources.contains { $0.type == kind }
    case .burstIdentifier(let id):
      return asset.burst.map { $0.identifier.uppercased() == id.uppercased() } ?? false
    case .burstSelectionTypes(let mask, let equals):
      return asset.burstSelectionTypes & mask == equals
    case .playbackVariation(let value):
      return asset.playbackVariation == value
    case .text(let key, let match):
      return key.value(of: asset).map(match.matches) ?? false
    case .number(let key, let min, let max):
      guard let value = key.value(of: asset) else { return false }
      return Self.within(value, min, max)
    case .and(let list):
      return list.allSatisfy { $0.evaluate(asset, hierarchy: hierarchy) }
    case .or(let list):
      return list.contains { $0.evaluate(asset, hierarchy: hierarchy) }
    case .not(let inner):
      return !inner.evaluate(asset, hierarchy: hierarchy)
    }
  }

  private static func within<T: Comparable>(_ value: T, _ min: T?, _ max: T?) -> Bool {
    if let min, value < min { return false }
    if let max, value > max { return false }
    return true
  }

  private static func matches(_ value: String, _ text: String) -> Bool {
    text.isEmpty || value.lowercased().contains(text.lowercased())
  }
}
