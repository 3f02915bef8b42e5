import MediaKind
import Testing

/// Moments, clusters and years of a synthetic library with known answers: days, time zones,
/// places, a trip, photos without dates or positions, bursts and Live Photos.
@Suite("Moments, clusters and years")
struct MomentTests {
  typealias R = LibraryRecords
  static let liveID = "BBBBBBBB-0000-4000-8000-00000000000B"

  /// A gazetteer of five cities, so titles do not depend on the embedded table.
  static let places = Gazetteer(places: [
    GazetteerPlace(name: "Paris", latitude: 48.8534, longitude: 2.3488, countryCode: "FR"),
    GazetteerPlace(name: "Versailles", latitude: 48.8014, longitude: 2.1301, countryCode: "FR"),
    GazetteerPlace(name: "Lyon", latitude: 45.7485, longitude: 4.8467, countryCode: "FR"),
    GazetteerPlace(name: "New York City", latitude: 40.7143, longitude: -74.006, countryCode: "US"),
    GazetteerPlace(name: "Tokyo", latitude: 35.6895, longitude: 139.6917, countryCode: "JP"),
  ])

  static var options: MomentOptions { MomentOptions(gazetteer: places) }

  static func photo(_ name: String, _ date: String?, _ lat: Double? = nil, _ lon: Double? = nil, burst: String? = nil)
    -> Classification
  {
    var r = R.still("m/" + name, uti: "public.jpeg", date: date, burst: burst)
    if let lat, let lon { r.location = Location(latitude: lat, longitude: lon) }
    return r
  }

  static func files() -> [LibraryFile] {
    let july4 = Int64(ISO8601Instant("2025-07-04T12:00:00Z")!.secondsSince1970) * 1_000_000_000
    return [
      // 12 May 2024 in Paris: three photos, a detour to Versailles, Paris again after a gap.
      LibraryFile(record: photo("p1.jpg", "2024-05-12T09:00:00+02:00", 48.8566, 2.3522)),
      LibraryFile(record: photo("p2.jpg", "2024-05-12T09:30:00+02:00", 48.8570, 2.3530)),
      LibraryFile(record: photo("p3.jpg", "2024-05-12T11:00:00+02:00", 48.8580, 2.3500)),
      LibraryFile(record: photo("v1.jpg", "2024-05-12T11:10:00+02:00", 48.8049, 2.1204)),
      LibraryFile(record: photo("p4.jpg", "2024-05-12T15:00:00+02:00", 48.8566, 2.3522)),
      // The next morning in Lyon: 390 km away, another cluster.
      LibraryFile(record: photo("l1.jpg", "2024-05-13T10:00:00+02:00", 45.7640, 4.8357)),
      // At home, no GPS, weeks later: 2 h 59 min apart, one moment.
      LibraryFile(record: photo("h1.jpg", "2024-06-01T10:00:00+02:00")),
      LibraryFile(record: photo("h2.jpg", "2024-06-01T12:59:00+02:00")),
      // New Year's Eve in New York: one moment across the year, in the year it began.
      LibraryFile(record: photo("n1.jpg", "2024-12-31T23:30:00-05:00", 40.7128, -74.0060)),
      LibraryFile(record: photo("n2.jpg", "2025-01-01T00:20:00-05:00", 40.7130, -74.0050)),
      // Two clocks, 30 minutes apart in UTC: 1 March in Tokyo, 28 February in UTC.
      LibraryFile(record: photo("k1.jpg", "2025-03-01T01:00:00+09:00")),
      LibraryFile(record: photo("k2.jpg", "2025-02-28T16:30:00Z")),
      // No capture date: the file time (flagged), or nothing at all.
      LibraryFile(
        record: photo("u1.jpg", nil),
        identity: FileIdentity(device: 1, inode: 1, size: 1000, modificationNanoseconds: july4)),
      LibraryFile(record: photo("u2.jpg", nil)),
      // A burst and a Live Photo: one asset each.
      LibraryFile(record: photo("b1.jpg", "2025-08-01T10:00:00Z", burst: "BURST-1")),
      LibraryFile(record: photo("b2.jpg", "2025-08-01T10:00:01Z", burst: "BURST-1")),
      LibraryFile(record: R.still("m/IMG_9.HEIC", id: liveID, date: "2025-09-01T08:00:00+02:00")),
      LibraryFile(record: R.video("m/IMG_9.MOV", id: liveID, date: "2025-09-01T08:00:00+02:00")),
    ]
  }

  static func collections(_ files: [LibraryFile] = files(), options: MomentOptions = options) -> (MediaLibrary, LibraryCollections) {
    let library = MediaLibrary(files: files, roots: ["m"])
    return (library, library.collections(options: options))
  }

  @Test("moments split on a 3 h gap and a 1 km jump; titles are places, else date ranges")
  func moments() throws {
    let (library, c) = Self.collections()
    let moments = c.fetchAssetCollections(with: .moment)
    #expect(moments.map(\.localizedTitle) == [
      "Paris", "Versailles", "Paris", "Lyon", "1 June 2024", "New York City",
      "28 February – 1 March 2025", "1 August 2025", "1 September 2025", "Undated",
    ])
    #expect(moments.map(\.estimatedAssetCount) == [3, 1, 1, 1, 2, 2, 2, 1, 1, 2])
    #expect(moments.allSatisfy { $0.assetCollectionType == .moment && $0.assetCollectionSubtype.rawValue == 0 })
    #expect(moments.allSatisfy { $0.localIdentifier.hasSuffix("/L0/060") })
    #expect(moments[0].localizedSubtitle == "12 May 2024")
    #expect(moments[0].localizedLocationNames == ["Paris"])
    #expect(moments[0].startDate == "2024-05-12T09:00:00+02:00" && moments[0].endDate == "2024-05-12T11:00:00+02:00")
    let center = try #require(moments[0].approximateLocation)
    #expect(abs(center.latitude - 48.8572) < 0.001 && abs(center.longitude - 2.3517) < 0.001)
    #expect(moments[4].localizedSubtitle == nil && moments[4].approximateLocation == nil)
    #expect(moments[5].localizedSubtitle == "31 December 2024 – 1 January 2025")
    #expect(library.fetchAssets(in: moments[0]).map(\.path) == ["m/p1.jpg", "m/p2.jpg", "m/p3.jpg"])
    // A file time never dates a moment: u1 (with one) and u2 (without) are both Undated.
    #expect(moments.filter { $0.fileDateCount > 0 }.isEmpty)
    #expect(moments[9].startDate == nil && library.fetchAssets(in: moments[9]).map(\.path) == ["m/u1.jpg", "m/u2.jpg"])
    // A burst is one asset (all frames on request); a Live Photo is one asset with its video.
    #expect(library.fetchAssets(in: moments[7]).map(\.path) == ["m/b1.jpg"])
    #expect(library.fetchAssets(in: moments[7], options: FetchOptions(includeAllBurstAssets: true)).count == 2)
    #expect(library.fetchAssets(in: moments[8]).first?.isPairedLivePhoto == true)
    // Time zones: members in UTC order (k2 at 16:30Z after k1 at 16:00Z).
    #expect(library.fetchAssets(in: moments[6]).map(\.path) == ["m/k1.jpg", "m/k2.jpg"])
  }

  @Test("clusters join moments of one trip (24 h, 100 km); years by each asset's own clock")
  func clustersAndYears() {
    let (_, c) = Self.collections()
    let clusters = c.fetchCollectionLists(with: .momentList, subtype: .momentListCluster)
    #expect(clusters.map(\.localizedTitle) == [
      "Paris & Versailles", "Lyon", "1 June 2024", "New York City", "28 February – 1 March 2025",
      "1 August 2025", "1 September 2025",
    ])
    #expect(clusters[0].localizedSubtitle == "12 May 2024")
    #expect(clusters[0].localizedLocationNames == ["Paris", "Versailles"])
    #expect(clusters[0].estimatedAssetCount == 5)
    #expect(c.fetchMoments(in: clusters[0]).map(\.localizedTitle) == ["Paris", "Versailles", "Paris"])
    #expect(clusters.allSatisfy { $0.collectionListType == .momentList })

    let years = c.fetchCollectionLists(with: .momentList, subtype: .momentListYear)
    #expect(years.map(\.localizedTitle) == ["2024", "2025"])
    #expect(years.map(\.estimatedAssetCount) == [10, 4])
    #expect(c.fetchMoments(in: years[0]).last?.localizedTitle == "New York City")
    #expect(years[0].startDate == "2024-05-12T09:00:00+02:00")
    #expect(years[0].endDate == "2025-01-01T00:20:00-05:00")
    #expect(c.fetchCollections(in: years[1]).count == 3)  // Undated is in no year
    #expect(c.fetchCollectionLists(with: .momentList).count == clusters.count + years.count)
  }

  @Test("thresholds are options; no gazetteer names no places")
  func options() {
    var options = Self.options
    options.maximumGap = 5 * 3600
    options.maximumDistance = 50_000
    let (_, wide) = Self.collections(options: options)
    #expect(wide.moments.first?.estimatedAssetCount == 5)
    #expect(wide.moments.first?.localizedTitle == "Paris")
    options.gazetteer = nil
    let (_, unnamed) = Self.collections(options: options)
    #expect(unnamed.moments.first?.localizedTitle == "12 May 2024")
    #expect(unnamed.moments.first?.localizedLocationNames == [])
    options = Self.options
    options.clusterMaximumGap = 60 * 86_400
    options.clusterMaximumDistance = 20_000_000
    let (_, trips) = Self.collections(options: options)
    #expect(trips.clusters.count < 8)
    #expect(trips.clusters.first?.localizedTitle == "Paris, Versailles & Lyon")
  }

  @Test("the same files give the same collections in any input order")
  func orderIndependence() throws {
    let (_, reference) = Self.collections()
    let expected = try Self.snapshot(reference, Self.collections().0)
    var generator = SeededRandom(seed: 17)
    for _ in 0..<8 {
      var files = Self.files()
      files.shuffle(using: &generator)
      let (library, shuffled) = Self.collections(files)
      let got = try Self.snapshot(shuffled, library)
      #expect(got == expected)
    }
  }

  /// Every collection's JSON line and its members' paths (all burst frames included).
  static func snapshot(_ c: LibraryCollections, _ library: MediaLibrary) throws -> [String] {
    var lines: [String] = []
    let all: [MediaCollection] =
      c.albums.map { .assetCollection($0) } + c.folders.map { .collectionList($0) }
      + c.smartAlbums.map { .assetCollection($0) } + c.moments.map { .assetCollection($0) }
      + c.clusters.map { .collectionList($0) } + c.years.map { .collectionList($0) }
    for item in all {
      lines.append(try item.jsonLine())
      if let collection = item.assetCollection {
        var paths = library.fetchAssets(in: collection, options: FetchOptions(includeAllBurstAssets: true)).map(\.path)
        // A smart album lists assets in library order (the walk's, for a scan): compared as a set.
        if collection.assetCollectionType == .smartAlbum { paths.sort() }
        lines.append(paths.joined(separator: " "))
      }
    }
    return lines
  }
}

/// A small deterministic generator (SplitMix64) for shuffles.
struct SeededRandom: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
