import MediaKind
import Testing

@Suite("Live Photo pairing")
struct AssetLivePhotoPairingTests {
  typealias R = LibraryRecords
  static let id = "8F1D2C3B-0000-4000-8000-00000000A001"
  static let other = "8F1D2C3B-0000-4000-8000-00000000B002"

  @Test("a still and a video with the same identifier make one Live asset with two resources")
  func pairsByIdentifier() throws {
    let library = R.library([
      R.still("a/IMG_1.HEIC", id: Self.id, size: 1000),
      R.video("a/IMG_1.MOV", id: Self.id, duration: 2.5, size: 3000),
    ])
    #expect(library.assets.count == 1)
    let asset = try #require(library.assets.first)
    #expect(asset.mediaType == .image)
    #expect(asset.subtypes.contains(.photoLive))
    #expect(asset.resources.map(\.type) == [.photo, .pairedVideo])
    #expect(asset.fileSize == 4000)
    #expect(asset.duration == 2.5)
    #expect(asset.livePhoto?.pairedPath == "a/IMG_1.MOV")
    #expect(asset.isPairedLivePhoto)
    #expect(library.fetchAssets(in: .livePhotos).count == 1)
    #expect(library.fetchAssets(in: .videos).count == 0)
  }

  @Test("identifiers compare case-insensitively")
  func caseInsensitive() {
    let library = R.library([
      R.still("IMG_1.HEIC", id: Self.id.lowercased()),
      R.video("IMG_1.MOV", id: Self.id),
    ])
    #expect(library.assets.count == 1)
    #expect(library.assets.first?.isPairedLivePhoto == true)
  }

  @Test("same name, different identifier: no pair; the still stays a candidate and says why")
  func sameNameDifferentIdentifier() throws {
    let library = R.library([
      R.still("IMG_1.HEIC", id: Self.id),
      R.video("IMG_1.MOV", id: Self.other),
    ])
    #expect(library.assets.count == 2)
    let still = try #require(library.assets.first { $0.mediaType == .image })
    #expect(!still.isPairedLivePhoto)
    #expect(still.subtypes.contains(.photoLive))  // kept as a candidate
    let notes = still.notes ?? []
    #expect(notes.contains { $0.contains("Live Photo candidate") })
    #expect(notes.contains { $0.contains("IMG_1.MOV") && $0.contains(Self.other) })
    let video = try #require(library.assets.first { $0.mediaType == .video })
    #expect(!video.subtypes.contains(.photoLive))
    #expect(library.fetchAssets(in: .livePhotos).count == 0)
  }

  @Test("same name with no identifier on the video does not pair (names never pair alone)")
  func sameNameNoIdentifier() throws {
    let library = R.library([
      R.still("IMG_1.HEIC", id: Self.id),
      R.video("IMG_1.MOV", id: nil, mode: .fast),
    ])
    #expect(library.assets.count == 2)
    let still = try #require(library.assets.first { $0.mediaType == .image })
    #expect(still.notes?.contains { $0.contains("fast mode") } == true)
  }

  @Test("a still with no identifier and a same-named video with one: no pair")
  func nameOnlyNeverPairs() {
    let library = R.library([R.still("IMG_1.HEIC", id: nil), R.video("IMG_1.MOV", id: Self.id)])
    #expect(library.assets.count == 2)
    #expect(library.fetchAssets(in: .livePhotos).count == 0)
  }

  @Test("an MP4 re-mux (Google Takeout) of the Live video pairs")
  func mp4Remux() throws {
    let library = R.library([
      R.still("takeout/IMG_1234.HEIC", id: Self.id),
      R.video("takeout/IMG_1234.MP4", id: Self.id, uti: "public.mpeg-4"),
    ])
    let asset = try #require(library.assets.first)
    #expect(library.assets.count == 1)
    #expect(asset.resources[1].uti == "public.mpeg-4")
  }

  @Test("an edited pair IMG_E1234 pairs by its own identifier, the original by its own")
  func editedPair() throws {
    let edited = "EEEE0000-0000-4000-8000-000000000001"
    let library = R.library([
      R.still("IMG_1234.HEIC", id: Self.id),
      R.video("IMG_1234.MOV", id: Self.id),
      R.still("IMG_E1234.HEIC", id: edited),
      R.video("IMG_E1234.MOV", id: edited),
    ])
    #expect(library.assets.count == 2)
    let pairs = library.assets.map { [$0.resources[0].path, $0.resources[1].path] }
    #expect(pairs == [["IMG_1234.HEIC", "IMG_1234.MOV"], ["IMG_E1234.HEIC", "IMG_E1234.MOV"]])
  }

  @Test("pairs across folders of one scan by identifier; Photos library <UUID>_3.mov names too")
  func crossFolder() throws {
    let library = R.library([
      R.still("originals/A/ABC.heic", id: Self.id),
      R.video("export/videos/ABC_3.mov", id: Self.id),
    ])
    #expect(library.assets.count == 1)
    #expect(library.assets.first?.livePhoto?.pairedPath == "export/videos/ABC_3.mov")
  }

  @Test("several files share one identifier: names rank them; each file pairs at most once")
  func ambiguousRankedByName() {
    let candidates = [
      LivePhotoPairing.Candidate(index: 0, path: "a/IMG_1.HEIC", role: .still, identifier: Self.id),
      LivePhotoPairing.Candidate(index: 1, path: "a/IMG_1.MOV", role: .video, identifier: Self.id),
      LivePhotoPairing.Candidate(index: 2, path: "a/IMG_1.MP4", role: .video, identifier: Self.id),
      LivePhotoPairing.Candidate(index: 3, path: "b/copy.HEIC", role: .still, identifier: Self.id),
    ]
    let pairs = LivePhotoPairing.pairs(among: candidates)
    #expect(pairs.count == 2)
    #expect(pairs[0].still.path == "a/IMG_1.HEIC" && pairs[0].video.path == "a/IMG_1.MOV")
    #expect(pairs[1].still.path == "b/copy.HEIC" && pairs[1].video.path == "a/IMG_1.MP4")
  }

  @Test("a PNG with a content identifier cannot be a Live still")
  func onlyJPEGAndHEIF() throws {
    let library = R.library([
      R.still("IMG_1.PNG", id: Self.id, uti: "public.png"),
      R.video("IMG_1.MOV", id: Self.id),
    ])
    #expect(library.assets.count == 2)
    let png = try #require(library.assets.first { $0.mediaType == .image })
    #expect(png.notes?.first?.contains("only JPEG and HEIF") == true)
  }

  @Test("a Live video without its still is a plain video asset, with a note")
  func loneVideo() throws {
    let library = R.library([R.video("IMG_9.MOV", id: Self.id, subtypes: [.photoLive])])
    let asset = try #require(library.assets.first)
    #expect(asset.mediaType == .video)
    #expect(!asset.subtypes.contains(.photoLive))
    #expect(asset.notes?.first?.contains("whose still is not in this scan") == true)
  }
}
