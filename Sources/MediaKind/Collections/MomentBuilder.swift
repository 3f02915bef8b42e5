/// Builds moments, clusters and years from capture times and positions
/// (``MomentOptions`` has the rules and thresholds).
///
/// Assets are ordered by capture time (the file's own, or an export's: Takeout, iCloud), ties
/// by primary path (then identifier), so the same files give the same moments in any input
/// order, wherever the tree lies. A burst
/// joins the moment of its representative (only representatives decide where moments
/// split); Live Photos and RAW+JPEG pairs are one asset each. Assets with no capture date
/// are never dated by their file's modification time here (a copy's time is the day it was
/// copied, and would make a moment of today, named after the last place seen): they make one
/// last moment, `Undated`, with no dates, in no year and no cluster. A moment belongs to the year of its first asset, on that asset's own clock.
///
/// Cost: one sort (n log n) and linear passes; one gazetteer lookup (log n) per moment.
struct MomentBuilder {
  let assets: [Asset]
  let times: [CaptureTime?]
  let options: MomentOptions

  struct Result {
    var moments: [AssetCollection] = []
    var clusters: [CollectionList] = []
    var years: [CollectionList] = []
  }

  /// A moment's facts for grouping moments into clusters.
  private struct Span {
    var start: CaptureTime
    var end: CaptureTime
    var firstDay: CalendarDay
    var lastDay: CalendarDay
    var centroid: GeoMath.Centroid
    var place: String?
  }

  func build() -> Result {
    // Representatives in time order; undated ones apart.
    var dated: [(position: Int, time: CaptureTime)] = []
    var undated: [Int] = []
    for (position, asset) in assets.enumerated() where asset.representsBurst && asset.isListed {
      if let time = times[position], !time.isFileTime {
        dated.append((position, time))
      } else {
        undated.append(position)
      }
    }
    dated.sort { a, b in
      if a.time.seconds != b.time.seconds { return a.time.seconds < b.time.seconds }
      return precedes(a.position, b.position)
    }
    undated.sort(by: precedes)

    // Split into moments.
    var groups: [[(position: Int, time: CaptureTime)]] = []
    var current: [(position: Int, time: CaptureTime)] = []
    var previousTime = 0.0
    var lastLocated: Location?
    for entry in dated {
      let position = entry.position
      let time = entry.time.seconds
      let location = assets[position].location.flatMap { $0.isPlausible ? $0 : nil }
      var split = false
      if !current.isEmpty {
        if time - previousTime > options.maximumGap { split = true }
        if let location, let lastLocated,
          GeoMath.distance(lastLocated, location) > options.maximumDistance
        {
          split = true
        }
      }
      if split {
        groups.append(current)
        current = []
        lastLocated = nil
      }
      current.append(entry)
      previousTime = time
      if let location { lastLocated = location }
    }
    if !current.isEmpty { groups.append(current) }

    // Burst frames follow their representative.
    var groupOfBurst: [String: Int] = [:]
    for (g, members) in groups.enumerated() {
      for member in members {
        if let id = Self.burstKey(assets[member.position]) { groupOfBurst[id] = g }
      }
    }
    var undatedFrames: [Int] = []
    var framesOf: [Int: [Int]] = [:]
    for (position, asset) in assets.enumerated() where !asset.representsBurst && asset.isListed {
      if let id = Self.burstKey(asset), let g = groupOfBurst[id] {
        framesOf[g, default: []].append(position)
      } else {
        undatedFrames.append(position)
      }
    }

    var result = Result()
    var spans: [Span] = []
    for (g, members) in groups.enumerated() {
      let (moment, span) = makeMoment(representatives: members, frames: framesOf[g] ?? [])
      result.moments.append(moment)
      spans.append(span)
    }
    undatedFrames.sort(by: precedes)
    if let firstUndated = undated.first ?? undatedFrames.first {
      let firstID = assets[firstUndated].localIdentifier
      var moment = AssetCollection(
        localIdentifier: CollectionIdentifier.moment(firstAsset: firstID), type: .moment,
        subtype: .moment, title: "Undated",
        membership: .positions((undated + undatedFrames).map { Int32(truncatingIfNeeded: $0) }))
      moment.estimatedAssetCount = undated.count
      result.moments.append(moment)
    }

    result.clusters = makeClusters(result.moments, spans)
    result.years = makeYears(result.moments, spans)
    return result
  }

  /// Path order (bytes), then identifier: a total order that does not depend on input order
  /// or on where the tree lies.
  private func precedes(_ a: Int, _ b: Int) -> Bool {
    let pa = assets[a].path
    let pb = assets[b].path
    if pa != pb { return pa.utf8.lexicographicallyPrecedes(pb.utf8) }
    return assets[a].localIdentifier < assets[b].localIdentifier
  }

  private static func burstKey(_ asset: Asset) -> String? {
    guard let id = asset.burst?.identifier.trimmingSpaces.uppercased(), !id.isEmpty else { return nil }
    return id
  }

  /// A moment of `representatives` (in time order; never empty) and their burst frames.
  private func makeMoment(representatives dated: [(position: Int, time: CaptureTime)], frames: [Int])
    -> (AssetCollection, Span)
  {
    let representatives = dated.map(\.position)
    var members = representatives
    if !frames.isEmpty {
      members += frames
      members.sort { a, b in
        let ta = times[a]?.seconds ?? .infinity
        let tb = times[b]?.seconds ?? .infinity
        if ta != tb { return ta < tb }
        return precedes(a, b)
      }
    }
    let first = dated[0].time
    let last = dated[dated.count - 1].time
    var firstDay = first.day
    var lastDay = first.day
    var centroid = GeoMath.Centroid()
    var fileDates = 0
    for (position, time) in dated {
      if time.day < firstDay { firstDay = time.day }
      if time.day > lastDay { lastDay = time.day }
      if time.isFileTime { fileDates += 1 }
      if let location = assets[position].location, location.isPlausible { centroid.add(location) }
    }
    let range = DateRangeText.text(from: firstDay, to: lastDay)
    let approximate = centroid.location
    let place = approximate.flatMap {
      options.gazetteer?.place(for: $0, within: options.placeMaximumDistance)?.name
    }
    var moment = AssetCollection(
      localIdentifier: CollectionIdentifier.moment(firstAsset: assets[representatives[0]].localIdentifier),
      type: .moment, subtype: .moment, title: place ?? range,
      membership: .positions(members.map { Int32(truncatingIfNeeded: $0) }))
    moment.localizedSubtitle = place == nil ? nil : range
    moment.estimatedAssetCount = representatives.count
    moment.startDate = first.text
    moment.endDate = last.text
    moment.approximateLocation = approximate
    moment.localizedLocationNames = place.map { [$0] } ?? []
    moment.fileDateCount = fileDates
    return (
      moment,
      Span(start: first, end: last, firstDay: firstDay, lastDay: lastDay, centroid: centroid, place: place)
    )
  }

  private func makeClusters(_ moments: [AssetCollection], _ spans: [Span]) -> [CollectionList] {
    var clusters: [CollectionList] = []
    var runStart = 0
    func close(_ end: Int) {
      guard end > runStart else { return }
      let run = runStart..<end
      var list = CollectionList(
        localIdentifier: CollectionIdentifier.cluster(firstMoment: moments[runStart].localIdentifier),
        type: .momentList, subtype: .momentListCluster, title: nil)
      var names: [String] = []
      var seen: Set<String> = []
      var firstDay = spans[runStart].firstDay
      var lastDay = spans[runStart].lastDay
      for i in run {
        list.estimatedAssetCount += moments[i].estimatedAssetCount
        if let place = spans[i].place, seen.insert(place).inserted { names.append(place) }
        if spans[i].firstDay < firstDay { firstDay = spans[i].firstDay }
        if spans[i].lastDay > lastDay { lastDay = spans[i].lastDay }
      }
      let range = DateRangeText.text(from: firstDay, to: lastDay)
      let title = DateRangeText.places(names)
      list.localizedTitle = title ?? range
      list.localizedSubtitle = title == nil ? nil : range
      list.localizedLocationNames = names
      list.startDate = spans[runStart].start.text
      list.endDate = spans[end - 1].end.text
      list.childIdentifiers = run.map { moments[$0].localIdentifier }
      clusters.append(list)
      runStart = end
    }
    for i in spans.indices.dropFirst() {
      let gap = spans[i].start.seconds - spans[i - 1].end.seconds
      var split = gap > options.clusterMaximumGap
      if let a = spans[i - 1].centroid.location, let b = spans[i].centroid.location,
        GeoMath.distance(a, b) > options.clusterMaximumDistance
      {
        split = true
      }
      if split { close(i) }
    }
    close(spans.count)
    return clusters
  }

  private func makeYears(_ moments: [AssetCollection], _ spans: [Span]) -> [CollectionList] {
    var byYear: [Int: [Int]] = [:]
    for i in spans.indices { byYear[spans[i].start.day.year, default: []].append(i) }
    return byYear.sorted { $0.key < $1.key }.map { year, members in
      var list = CollectionList(
        localIdentifier: CollectionIdentifier.year(year), type: .momentList, subtype: .momentListYear,
        title: String(year))
      var first = spans[members[0]].start
      var last = spans[members[0]].end
      for i in members {
        list.estimatedAssetCount += moments[i].estimatedAssetCount
        if spans[i].start.seconds < first.seconds { first = spans[i].start }
        if spans[i].end.seconds > last.seconds { last = spans[i].end }
      }
      list.startDate = first.text
      list.endDate = last.text
      list.childIdentifiers = members.map { moments[$0].localIdentifier }
      return list
    }
  }
}
