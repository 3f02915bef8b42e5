/// Great-circle distances and centroids on a sphere of the Earth's mean radius (WGS 84
/// degrees in, metres out): precise to about 0.5 %, plenty for grouping photos.
enum GeoMath {
  /// The Earth's mean radius in metres (IUGG).
  static let earthRadius = 6_371_008.8

  /// The unit vector of a position.
  static func unitVector(latitude: Double, longitude: Double) -> (Double, Double, Double) {
    let phi = latitude * .pi / 180
    let lambda = longitude * .pi / 180
    return (system_cos(phi) * system_cos(lambda), system_cos(phi) * system_sin(lambda), system_sin(phi))
  }

  /// The great-circle distance in metres (haversine).
  static func distance(_ a: Location, _ b: Location) -> Double {
    let phi1 = a.latitude * .pi / 180
    let phi2 = b.latitude * .pi / 180
    let dPhi = phi2 - phi1
    let dLambda = (b.longitude - a.longitude) * .pi / 180
    let h = system_sin(dPhi / 2) * system_sin(dPhi / 2) + system_cos(phi1) * system_cos(phi2) * system_sin(dLambda / 2) * system_sin(dLambda / 2)
    return 2 * earthRadius * system_asin(min(1, system_sqrt(h)))
  }

  /// The chord length on the unit sphere for a great-circle distance in metres.
  static func chord(forDistance metres: Double) -> Double {
    let angle = min(.pi, max(0, metres / earthRadius))
    return 2 * system_sin(angle / 2)
  }

  /// The great-circle distance in metres for a chord length on the unit sphere.
  static func distance(forChord chord: Double) -> Double {
    2 * earthRadius * system_asin(min(1, chord / 2))
  }

  /// Adds positions up as unit vectors, for a centroid that is right across the
  /// antimeridian and near the poles.
  struct Centroid {
    private var x = 0.0
    private var y = 0.0
    private var z = 0.0
    private(set) var count = 0

    mutating func add(_ location: Location) {
      let v = GeoMath.unitVector(latitude: location.latitude, longitude: location.longitude)
      x += v.0
      y += v.1
      z += v.2
      count += 1
    }

    mutating func add(_ other: Centroid) {
      x += other.x
      y += other.y
      z += other.z
      count += other.count
    }

    /// The mean position (`nil` with no position, or for positions that cancel out).
    var location: Location? {
      guard count > 0 else { return nil }
      let norm = system_sqrt(x * x + y * y + z * z)
      guard norm > 1e-12 else { return nil }
      let latitude = system_asin(max(-1, min(1, z / norm))) * 180 / .pi
      let longitude = system_atan2(y, x) * 180 / .pi
      return Location(latitude: latitude, longitude: longitude).rounded
    }
  }
}
