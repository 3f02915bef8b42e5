/// A k-d tree over places as unit vectors on the sphere: the nearest place to a position in
/// O(log n) (the chord between two unit vectors grows with their great-circle distance, so
/// the nearest by chord is the nearest on the globe).
///
/// Built once, in O(n log n) (median splits by quickselect, deterministic pivots). Equally
/// near places go to the one listed first, so a lookup never depends on how the tree was
/// built.
struct PlaceIndex: Sendable {
  /// Unit vectors, in node order (the tree is implicit: a range's median is its root).
  private let xs: [Double]
  private let ys: [Double]
  private let zs: [Double]
  /// Each node's position in the original list.
  private let ids: [Int32]

  init(latitudes: [Double], longitudes: [Double]) {
    let n = latitudes.count
    var points: [(x: Double, y: Double, z: Double, id: Int32)] = []
    points.reserveCapacity(n)
    for i in 0..<n {
      let v = GeoMath.unitVector(latitude: latitudes[i], longitude: longitudes[i])
      points.append((v.0, v.1, v.2, Int32(i)))
    }
    Self.build(&points, 0, n, depth: 0)
    xs = points.map(\.x)
    ys = points.map(\.y)
    zs = points.map(\.z)
    ids = points.map(\.id)
  }

  var count: Int { ids.count }

  private static func coordinate(_ p: (x: Double, y: Double, z: Double, id: Int32), _ axis: Int)
    -> Double
  {
    axis == 0 ? p.x : axis == 1 ? p.y : p.z
  }

  /// Arranges `points[low..<high]` so the median by `depth`'s axis sits in the middle, with
  /// smaller ones before it and larger ones after, recursively.
  private static func build(
    _ points: inout [(x: Double, y: Double, z: Double, id: Int32)], _ low: Int, _ high: Int,
    depth: Int
  ) {
    guard high - low > 1 else { return }
    let axis = depth % 3
    let mid = (low + high) / 2
    select(&points, low, high, mid, axis)
    build(&points, low, mid, depth: depth + 1)
    build(&points, mid + 1, high, depth: depth + 1)
  }

  /// Quickselect: puts the `k`-th smallest (by axis, then id) at `k`.
  private static func select(
    _ points: inout [(x: Double, y: Double, z: Double, id: Int32)], _ low: Int, _ high: Int,
    _ k: Int, _ axis: Int
  ) {
    func less(_ a: (x: Double, y: Double, z: Double, id: Int32), _ b: (x: Double, y: Double, z: Double, id: Int32)) -> Bool {
      let ca = coordinate(a, axis)
      let cb = coordinate(b, axis)
      return ca != cb ? ca < cb : a.id < b.id
    }
    var lo = low
    var hi = high - 1
    while lo < hi {
      // Median of three as the pivot.
      let m = (lo + hi) / 2
      if less(points[m], points[lo]) { points.swapAt(m, lo) }
      if less(points[hi], points[lo]) { points.swapAt(hi, lo) }
      if less(points[hi], points[m]) { points.swapAt(hi, m) }
      let pivot = points[m]
      var i = lo
      var j = hi
      while i <= j {
        while less(points[i], pivot) { i += 1 }
        while less(pivot, points[j]) { j -= 1 }
        if i <= j {
          points.swapAt(i, j)
          i += 1
          j -= 1
        }
      }
      if k <= j {
        hi = j
      } else if k >= i {
        lo = i
      } else {
        return
      }
    }
  }

  /// The original positions of every place within `maximumChord`, with their chords.
  func within(latitude: Double, longitude: Double, maximumChord: Double) -> [(id: Int, chord: Double)] {
    let q = GeoMath.unitVector(latitude: latitude, longitude: longitude)
    let limit = maximumChord * maximumChord
    var out: [(id: Int, chord: Double)] = []
    func visit(_ low: Int, _ high: Int, _ depth: Int) {
      guard low < high else { return }
      let mid = (low + high) / 2
      let dx = xs[mid] - q.0
      let dy = ys[mid] - q.1
      let dz = zs[mid] - q.2
      let squared = dx * dx + dy * dy + dz * dz
      if squared <= limit { out.append((Int(ids[mid]), squared.squareRoot())) }
      let axis = depth % 3
      let delta = axis == 0 ? q.0 - xs[mid] : axis == 1 ? q.1 - ys[mid] : q.2 - zs[mid]
      if delta < 0 || delta * delta <= limit { visit(low, mid, depth + 1) }
      if delta >= 0 || delta * delta <= limit { visit(mid + 1, high, depth + 1) }
    }
    visit(0, ids.count, 0)
    return out
  }

  /// The original position of the nearest place within `maximumChord`, and its chord.
  func nearest(latitude: Double, longitude: Double, maximumChord: Double) -> (id: Int, chord: Double)? {
    guard !ids.isEmpty else { return nil }
    let q = GeoMath.unitVector(latitude: latitude, longitude: longitude)
    var bestId = Int32.max
    var bestSquared = maximumChord * maximumChord
    var found = false
    func visit(_ low: Int, _ high: Int, _ depth: Int) {
      guard low < high else { return }
      let mid = (low + high) / 2
      let dx = xs[mid] - q.0
      let dy = ys[mid] - q.1
      let dz = zs[mid] - q.2
      let squared = dx * dx + dy * dy + dz * dz
      if squared < bestSquared || (squared == bestSquared && ids[mid] < bestId) {
        if squared <= maximumChord * maximumChord {
          bestSquared = squared
          bestId = ids[mid]
          found = true
        }
      }
      let axis = depth % 3
      let delta = axis == 0 ? q.0 - xs[mid] : axis == 1 ? q.1 - ys[mid] : q.2 - zs[mid]
      let (near, far) = delta < 0 ? ((low, mid), (mid + 1, high)) : ((mid + 1, high), (low, mid))
      visit(near.0, near.1, depth + 1)
      if delta * delta <= bestSquared { visit(far.0, far.1, depth + 1) }
    }
    visit(0, ids.count, 0)
    guard found else { return nil }
    return (Int(bestId), bestSquared.squareRoot())
  }
}
