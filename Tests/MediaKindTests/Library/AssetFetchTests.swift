import MediaKind
import Testing

@Suite("Fetch options, predicates, sort descriptors, fetch results")
struct AssetFetchTests {
  typealias R = LibraryRecords

  /// Five assets with distinct values for every predicate and sort key.
  static func library() -> MediaLibrary {
    var gif = R.still("c/anim.gif", uti: "com.compuserve.gif", date: "2021-03-01T00:00:00Z", size: 500, subtypes: [.photoAnimation], width: 100, height: 80)
    gif.format = .gif
    gif.duration = 1.5
    var located = R.still("b/IMG_2.HEIC", date: "2023-06-01T12:00:00+02:00", size: 2_500_000, subtypes: [.photoHDR, .selfie])
    located.location = Location(latitude: 48.85, longitude: 2.35)
    located.make = "Apple"
    located.model = "iPhone 15 Pro"
    var canon = R.raw("a/IMG_3.CR2", date: "2019-01-01T00:00:00", size: 9_000_000)
    canon.make = "Canon"
    canon.model = "EOS 6D"
    canon.pixelWidth = 5472
    canon.pixelHeight = 3648
    let video = R.video("d/clip.mov", duration: 30, size: 40_000_000, date: "2022-01-01T00:00:00Z", subtypes: [.videoHighFrameRate])
    let song = R.audio("e/song.mp3", duration: 200, size: 4_000_000)
    return MediaLibrary(files: [
      LibraryFile(record: located, rating: 5), LibraryFile(record: canon),
      LibraryFile(record: gif), LibraryFile(record: video), LibraryFile(record: song),
    ])
  }

  func paths(_ predicate: AssetPredicate, in library: MediaLibrary = Self.library()) -> [String] {
    library.fetchAssets(with: FetchOptions(predicate: predicate)).map(\.path)
  }

  @Test("media type, subtypes (contains / excludes / any), toolkit flags")
  func typeAndSubtypes() {
    #expect(paths(.mediaType(.video)) == ["d/clip.mov"])
    #expect(paths(.mediaType(.audio)) == ["e/song.mp3"])
    #expect(paths(.containsSubtypes(.photoHDR)) == ["b/IMG_2.HEIC"])
    #expect(paths(.containsSubtypes([.photoHDR, .selfie])) == ["b/IMG_2.HEIC"])
    #expect(paths(.containsSubtypes([.photoHDR, .raw])).isEmpty)
    #expect(paths(.containsSubtypes(.raw)) == ["a/IMG_3.CR2"])  // toolkit flag (bit 33)
    #expect(paths(.containsSubtypes(.selfie)) == ["b/IMG_2.HEIC"])
    #expect(paths(.excludesSubtypes([.raw, .photoAnimation])) == ["b/IMG_2.HEIC", "d/clip.mov", "e/song.mp3"])
    #expect(paths(.containsAnySubtype([.raw, .videoHighFrameRate])) == ["a/IMG_3.CR2", "d/clip.mov"])
  }

  @Test("UTI conformance through the tree")
  func utiConformance() {
    #expect(paths(.conformsTo("public.image")) == ["b/IMG_2.HEIC", "a/IMG_3.CR2", "c/anim.gif"])
    #expect(paths(.conformsTo("public.camera-raw-image")) == ["a/IMG_3.CR2"])
    #expect(paths(.conformsTo("com.compuserve.gif")) == ["c/anim.gif"])
    #expect(paths(.conformsTo("public.movie")) == ["d/clip.mov"])
    #expect(paths(.conformsTo("public.audio")) == ["e/song.mp3"])
  }

  @Test("size, duration and pixel size ranges (inclusive, open ends)")
  func ranges() {
    #expect(paths(.fileSize(min: 2_500_000, max: 9_000_000)) == ["b/IMG_2.HEIC", "a/IMG_3.CR2", "e/song.mp3"])
    #expect(paths(.fileSize(min: nil, max: 1000)) == ["c/anim.gif"])
    #expect(paths(.duration(min: 1, max: 60)) == ["c/anim.gif", "d/clip.mov"])
    #expect(paths(.duration(min: nil, max: 0)) == ["b/IMG_2.HEIC", "a/IMG_3.CR2"])  // stills count as 0
    #expect(paths(.pixelSize(minWidth: 4000, minHeight: nil, maxWidth: nil, maxHeight: nil)) == ["b/IMG_2.HEIC", "a/IMG_3.CR2"])
    #expect(paths(.pixelSize(minWidth: nil, minHeight: nil, maxWidth: 200, maxHeight: 100)) == ["c/anim.gif"])
  }

  @Test("date range (zoned and floating times), location, make, model, favourite, resources, burst, variation")
  func otherPredicates() throws {
    let from = try #require(ISO8601Instant("2021-01-01"))
    let to = try #require(ISO8601Instant("2022-12-31T23:59:59Z"))
    #expect(paths(.creationDate(from: from, to: to)) == ["c/anim.gif", "d/clip.mov"])
    #expect(paths(.creationDate(from: ISO8601Instant("2023-06-01T10:00:00Z"), to: ISO8601Instant("2023-06-01T10:00:00Z"))) == ["b/IMG_2.HEIC"])
    #expect(paths(.hasLocation(true)) == ["b/IMG_2.HEIC"])
    #expect(paths(.hasLocation(false)).count == 4)
    #expect(paths(.make("canon")) == ["a/IMG_3.CR2"])
    #expect(paths(.model("iphone")) == ["b/IMG_2.HEIC"])
    #expect(paths(.isFavorite(true)) == ["b/IMG_2.HEIC"])
    #expect(paths(.hasResource(.audio)) == ["e/song.mp3"])
    #expect(paths(.burstIdentifier("x")).isEmpty)
    #expect(paths(.playbackVariation(3)).isEmpty)
    #expect(paths(.and([.mediaType(.image), .not(.containsSubtypes(.raw))])) == ["b/IMG_2.HEIC", "c/anim.gif"])
    #expect(paths(.or([.mediaType(.audio), .mediaType(.video)])) == ["d/clip.mov", "e/song.mp3"])
    #expect(paths(.all).count == 5)
  }

  @Test("sort by each key, ascending and descending; missing values last; ties keep library order")
  func sorting() {
    let library = Self.library()
    func sorted(_ key: AssetSortDescriptor.Key, _ ascending: Bool) -> [String] {
      library.fetchAssets(with: FetchOptions(sortDescriptors: [AssetSortDescriptor(key, ascending: ascending)])).map(\.path)
    }
    #expect(sorted(.fileSize, true) == ["c/anim.gif", "b/IMG_2.HEIC", "e/song.mp3", "a/IMG_3.CR2", "d/clip.mov"])
    #expect(sorted(.fileSize, false) == ["d/clip.mov", "a/IMG_3.CR2", "e/song.mp3", "b/IMG_2.HEIC", "c/anim.gif"])
    // The song has no capture date and no file time: last either way.
    #expect(sorted(.creationDate, true) == ["a/IMG_3.CR2", "c/anim.gif", "d/clip.mov", "b/IMG_2.HEIC", "e/song.mp3"])
    #expect(sorted(.creationDate, false) == ["b/IMG_2.HEIC", "d/clip.mov", "c/anim.gif", "a/IMG_3.CR2", "e/song.mp3"])
    #expect(sorted(.duration, true) == ["b/IMG_2.HEIC", "a/IMG_3.CR2", "c/anim.gif", "d/clip.mov", "e/song.mp3"])
    #expect(sorted(.duration, false) == ["e/song.mp3", "d/clip.mov", "c/anim.gif", "b/IMG_2.HEIC", "a/IMG_3.CR2"])
    #expect(sorted(.name, true) == ["c/anim.gif", "d/clip.mov", "b/IMG_2.HEIC", "a/IMG_3.CR2", "e/song.mp3"])
    #expect(sorted(.name, false) == ["e/song.mp3", "a/IMG_3.CR2", "b/IMG_2.HEIC", "d/clip.mov", "c/anim.gif"])
  }

  @Test("the creationDate sort places an undated asset by its file time (an order, not a date)")
  func mtimeFallback() {
    let old = LibraryFile(
      record: R.still("x.heic", date: nil),
      identity: FileIdentity(device: 1, inode: 1, size: 1, modificationNanoseconds: 1_000_000_000))
    let dated = LibraryFile(record: R.still("y.heic", date: "2024-01-01T00:00:00Z"))
    let library = MediaLibrary(files: [dated, old])
    let options = FetchOptions(sortDescriptors: [AssetSortDescriptor(.creationDate)])
    #expect(library.fetchAssets(with: options).map(\.path) == ["x.heic", "y.heic"])
  }

  @Test("fetchLimit after sorting; 0 means no limit; the result is index-based and batched")
  func limitAndResult() {
    let library = Self.library()
    let top = library.fetchAssets(with: FetchOptions(sortDescriptors: [AssetSortDescriptor(.fileSize, ascending: false)], fetchLimit: 2))
    #expect(top.map(\.path) == ["d/clip.mov", "a/IMG_3.CR2"])
    #expect(library.fetchAssets(with: FetchOptions(fetchLimit: 2)).map(\.path) == ["b/IMG_2.HEIC", "a/IMG_3.CR2"])
    let all = library.fetchAssets()
    #expect(all.count == 5)
    #expect(all.objects(in: 3..<10).map(\.path) == ["d/clip.mov", "e/song.mp3"])
    #expect(all.countOfAssets(with: .image) == 3)
    #expect(all.firstIndex(ofLocalIdentifier: all[4].localIdentifier) == 4)
    #expect(FetchResult().isEmpty)
  }

  /// The undated song's file time is inside every range below: it must never count as its
  /// capture date (issue 28), while `modificationDate` compares exactly the file time.
  static func libraryWithFileTimes() -> MediaLibrary {
    var song = R.audio("e/song.mp3", duration: 200, size: 4_000_000)
    song.creationDate = nil
    var frame = R.still("f/IMG_9.JPG", date: "2024-02-02T00:00:00Z", size: 1000, burst: "B1")
    frame.burst?.selectionTypes = ["autoPick"]
    let other = R.still("f/IMG_10.JPG", date: "2024-02-02T00:00:01Z", size: 1000, burst: "B1")
    func file(_ record: Classification, _ seconds: Int64) -> LibraryFile {
      LibraryFile(
        record: record,
        identity: FileIdentity(device: 1, inode: UInt64(seconds), size: 1000, modificationNanoseconds: seconds * 1_000_000_000))
    }
    return MediaLibrary(files: [file(song, 1_700_000_000), file(frame, 1_710_000_000), file(other, 1_710_000_100)])
  }

  @Test("an undated asset is in no capture-date range; modificationDate compares the file time")
  func undatedAndModificationDate() throws {
    let library = Self.libraryWithFileTimes()
    let wide = (from: ISO8601Instant("1990-01-01"), to: ISO8601Instant("2030-01-01"))
    #expect(paths(.creationDate(from: wide.from, to: wide.to), in: library) == ["f/IMG_9.JPG"])
    #expect(paths(.not(.creationDate(from: nil, to: nil)), in: library) == ["e/song.mp3"])
    #expect(paths(.modificationDate(from: ISO8601Instant("2023-11-14T22:13:20Z"), to: ISO8601Instant("2023-11-14T22:13:20Z")), in: library) == ["e/song.mp3"])
    #expect(paths(.modificationDate(from: ISO8601Instant("2024-01-01"), to: nil), in: library) == ["f/IMG_9.JPG"])
    let song = try #require(library.fetchAssets(with: FetchOptions()).first { $0.path == "e/song.mp3" })
    #expect(song.modificationDate == "2023-11-14T22:13:20Z" && song.creationDate == nil)
    let line = try song.jsonLine()
    #expect(line.contains("\"modificationDate\":\"2023-11-14T22:13:20Z\"") && !line.contains("creationDate"))
    let parsed = try AssetPredicate(format: "creationDate >= '1990-01-01'")
    #expect(library.fetchAssets(with: FetchOptions(predicate: parsed)).map(\.path) == ["f/IMG_9.JPG"])
  }

  @Test("burstSelectionTypes: a vendor's best shot is autoPick (1), other frames 0")
  func burstSelection() throws {
    let library = Self.libraryWithFileTimes()
    let options = { (p: AssetPredicate) in FetchOptions(predicate: p, includeAllBurstAssets: true) }
    #expect(library.fetchAssets(with: options(.not(.burstSelectionTypes(mask: 1, equals: 0)))).map(\.path) == ["f/IMG_9.JPG"])
    for format in ["(burstSelectionTypes & autoPick) != 0", "burstSelectionTypes == 1", "(burstSelectionTypes & 1) == 1"] {
      let parsed = try AssetPredicate(format: format)
      #expect(library.fetchAssets(with: options(parsed)).map(\.path) == ["f/IMG_9.JPG"], "\(format)")
    }
    let none = try AssetPredicate(format: "burstSelectionTypes == 0 AND burstIdentifier != nil")
    #expect(library.fetchAssets(with: options(none)).map(\.path) == ["f/IMG_10.JPG"])
    #expect(library.fetchAssets(with: options(try AssetPredicate(format: "(burstSelectionTypes & userPick) != 0"))).isEmpty)
  }
}
