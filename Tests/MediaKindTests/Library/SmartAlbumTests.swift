import MediaKind
import Testing

@Suite("Smart albums")
struct SmartAlbumTests {
  typealias R = LibraryRecords

  @Test("PhotoKit subtype numbers and names")
  func numbers() {
    let expected: [(Int, String)] = [
      (201, "panoramas"), (202, "videos"), (203, "favorites"), (204, "timelapses"), (205, "allHidden"), (207, "bursts"),
      (208, "slomoVideos"), (209, "userLibrary"), (210, "selfPortraits"), (211, "screenshots"),
      (212, "depthEffect"), (213, "livePhotos"), (214, "animated"), (215, "longExposures"),
      (217, "raw"), (218, "cinematic"), (219, "spatial"), (220, "screenRecordings"),
      (1_000_001, "hdrVideos"), (1_000_002, "recentlyDeleted"),  // MediaKind's own, outside PhotoKit's numbers
    ]
    #expect(SmartAlbum.allCases.map { ($0.subtype) } == expected.map(\.0))
    #expect(SmartAlbum.allCases.map(\.name) == expected.map(\.1))
    #expect(SmartAlbum(name: "Live Photos") == .livePhotos)
    #expect(SmartAlbum(name: "213") == .livePhotos)
    #expect(SmartAlbum(name: "screenshots") == .screenshots)
    #expect(SmartAlbum(name: "nope") == nil)
    #expect(SmartAlbum(name: "HDR Videos") == .hdrVideos)
    #expect(SmartAlbum(name: "1000001") == .hdrVideos)
    #expect(SmartAlbum(name: "Recently Deleted") == .recentlyDeleted && SmartAlbum(name: "205") == .allHidden)
  }

  @Test("each album holds exactly its asset; empty albums are listed with count 0")
  func everyAlbum() throws {
    let id = "AAAAAAAA-0000-4000-8000-000000000001"
    var files: [LibraryFile] = [
      LibraryFile(record: R.still("pano.jpg", uti: "public.jpeg", subtypes: [.photoPanorama])),
      LibraryFile(record: R.video("movie.mov")),
      LibraryFile(record: R.still("fav.heic"), rating: 5),
      LibraryFile(record: R.video("lapse.mov", subtypes: [.videoTimelapse])),
      LibraryFile(record: R.still("burst1.jpg", uti: "public.jpeg", date: "2024-01-01T00:00:00", burst: "B")),
      LibraryFile(record: R.still("burst2.jpg", uti: "public.jpeg", date: "2024-01-01T00:00:01", burst: "B")),
      LibraryFile(record: R.video("slomo.mov", subtypes: [.videoHighFrameRate])),
      LibraryFile(record: R.still("selfie.heic", subtypes: [.selfie])),
      LibraryFile(record: R.still("shot.png", uti: "public.png", subtypes: [.photoScreenshot])),
      LibraryFile(record: R.still("portrait.heic", subtypes: [.photoDepthEffect])),
      LibraryFile(record: R.still("IMG_L.HEIC", id: id)),
      LibraryFile(record: R.video("IMG_L.MOV", id: id)),
      LibraryFile(record: R.still("unpaired.HEIC", id: "BBBBBBBB-0000-4000-8000-000000000002")),
      LibraryFile(record: R.still("anim.gif", uti: "com.compuserve.gif", subtypes: [.photoAnimation])),
      LibraryFile(record: R.still("long.heic"), playbackVariation: 3),
      LibraryFile(record: R.raw("raw.cr2")),
      LibraryFile(record: R.video("cine.mov", subtypes: [.videoCinematic])),
      LibraryFile(record: R.still("spatial.heic", subtypes: [.spatialMedia])),
      LibraryFile(record: R.video("screen.mov", subtypes: [.videoScreenRecording])),
      LibraryFile(record: R.video("hdr.mov", subtypes: [.hdrVideo])),
    ]
    var library = MediaLibrary(files: files)
    func members(_ album: SmartAlbum) -> [String] { library.fetchAssets(in: album).map(\.path) }
    #expect(members(.panoramas) == ["pano.jpg"])
    #expect(members(.videos) == ["movie.mov", "lapse.mov", "slomo.mov", "cine.mov", "screen.mov", "hdr.mov"])
    #expect(members(.favorites) == ["fav.heic"])
    #expect(members(.timelapses) == ["lapse.mov"])
    #expect(members(.bursts) == ["burst1.jpg"])
    #expect(members(.slomoVideos) == ["slomo.mov"])
    #expect(members(.userLibrary).count == 18)  // 20 files − the paired video − a hidden burst frame
    #expect(members(.selfPortraits) == ["selfie.heic"])
    #expect(members(.screenshots) == ["shot.png"])
    #expect(members(.depthEffect) == ["portrait.heic"])
    #expect(members(.livePhotos) == ["IMG_L.HEIC"])  // the unpaired candidate is not in it
    #expect(members(.animated) == ["anim.gif"])
    #expect(members(.longExposures) == ["long.heic"])
    #expect(members(.raw) == ["raw.cr2"])
    #expect(members(.cinematic) == ["cine.mov"])
    #expect(members(.spatial) == ["spatial.heic"])
    #expect(members(.screenRecordings) == ["screen.mov"])
    #expect(members(.hdrVideos) == ["hdr.mov"])

    let summaries = library.albums()
    #expect(summaries.map(\.subtype) == SmartAlbum.allCases.map(\.subtype).sorted())
    #expect(summaries.first { $0.name == "bursts" }?.count == 1)
    #expect(library.albums(includeAllBurstAssets: true).first { $0.name == "bursts" }?.count == 2)

    files = [LibraryFile(record: R.audio("song.mp3"))]
    library = MediaLibrary(files: files)
    let empty = library.albums()
    #expect(empty.count == SmartAlbum.allCases.count)
    #expect(empty.filter { $0.count > 0 }.map(\.name) == ["userLibrary"])
    let live = try #require(empty.first { $0.subtype == 213 })
    #expect(live.title == "Live Photos" && live.count == 0)
  }
}
