/// How moments, clusters and place names are made (``LibraryCollections``). Every threshold
/// is an option; the defaults are PhotoKit-like.
///
/// - A **moment** is a run of assets in capture-time order; a new one starts when the time
///   since the previous asset exceeds ``maximumGap`` (3 h), or when the distance between
///   two consecutive located assets exceeds ``maximumDistance`` (1 km).
/// - A **cluster** (a trip) is a run of consecutive moments, each starting at most
///   ``clusterMaximumGap`` (24 h) after the previous one ended, with their mean positions at
///   most ``clusterMaximumDistance`` (100 km) apart when both are located.
/// - A moment's **place** is the ``gazetteer``'s name for its mean position
///   (``Gazetteer/place(for:within:)``: the most populous city within 5 km, or the nearest
///   one within ``placeMaximumDistance``, 50 km); `gazetteer: nil` names no places.
public struct MomentOptions: Sendable {
  /// Seconds between consecutive assets that start a new moment when exceeded (3 h).
  public var maximumGap: Double
  /// Metres between consecutive located assets that start a new moment when exceeded (1 km).
  public var maximumDistance: Double
  /// Seconds from one moment's end to the next one's start beyond which a cluster ends (24 h).
  public var clusterMaximumGap: Double
  /// Metres between the mean positions of consecutive located moments beyond which a cluster
  /// ends (100 km).
  public var clusterMaximumDistance: Double
  /// Metres from a moment's mean position to the farthest city that may name it (50 km).
  public var placeMaximumDistance: Double
  /// The place names; `nil` for none. Default: ``Gazetteer/standard`` (GeoNames, embedded).
  public var gazetteer: Gazetteer?

  /// The defaults (3 h, 1 km; clusters 24 h, 100 km; places within 50 km, embedded gazetteer).
  public init(
    maximumGap: Double = 3 * 3600, maximumDistance: Double = 1000,
    clusterMaximumGap: Double = 24 * 3600, clusterMaximumDistance: Double = 100_000,
    placeMaximumDistance: Double = 50_000, gazetteer: Gazetteer? = .standard
  ) {
    self.maximumGap = maximumGap
    self.maximumDistance = maximumDistance
    self.clusterMaximumGap = clusterMaximumGap
    self.clusterMaximumDistance = clusterMaximumDistance
    self.placeMaximumDistance = placeMaximumDistance
    self.gazetteer = gazetteer
  }
}
