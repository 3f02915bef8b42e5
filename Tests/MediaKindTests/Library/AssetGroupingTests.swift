import MediaKind
import Testing

@Suite("Asset grouping: RAW+JPEG, sidecars, bursts")
struct AssetGroupingTests {
  typealias R = LibraryRecords

  @Test("RAW + JPEG, same folder and stem, capture times within 1 s: one asset, RAW as alternatePhoto")
  func rawPlusJPEG() throws {
    let library = R.library([
      R.raw("d/IMG_0001.CR2", date: "2024-05-01T10:00:00.00", size: 20000),
      R.still("d/IMG_0001.JPG", uti: "public.jpeg", date: "2024-05-01T10:00:00.640", size: 2000),
    ])
    #expect(library.assets.count == 1)
    let asset = try #require(library.assets.first)
    #expect(asset.resources.map(\.type) == [.photo, .alternatePhoto])
    #expect(asset.resources[0].path == "d/IMG_0001.JPG")
    #expect(asset.uti == "public.jpeg")
    #expect(asset.subtypes.contains(.raw))
    #expect(asset.fileSize == 22000)
    #expect(library.fetchAssets(in: .raw).count == 1)
  }

  @Test("RAW + JPEG more than 1 s apart, in other folders, or without dates: no pair")
  func rawPlusJPEGRefused() {
    #expect(R.library([
      R.raw("d/IMG_1.CR2", date: "2024-05-01T10:00:00"),
      R.still("d/IMG_1.JPG", uti: "public.jpeg", date: "2024-05-01T10:00:02"),
    ]).assets.count == 2)
    #expect(R.library([
      R.raw("d/IMG_1.CR2"), R.still("e/IMG_1.JPG", uti: "public.jpeg"),
    ]).assets.count == 2)
    #expect(R.library([
      R.raw("d/IMG_1.CR2", date: nil), R.still("d/IMG_1.JPG", uti: "public.jpeg", date: nil),
    ]).assets.count == 2)
  }

  @Test("RAW + HEIC with the same ImageUniqueID pair whatever their times")
  func rawByImageUniqueID() {
    let raw = LibraryFile(record: R.raw("d/IMG_1.DNG", uti: "com.adobe.raw-image", date: nil), imageUniqueID: "ABC123")
    let heic = LibraryFile(record: R.still("d/IMG_1.HEIC", date: "2024-01-01T00:00:00"), imageUniqueID: "abc123")
    let library = R.library(files: [raw, heic])
    #expect(library.assets.count == 1)
    #expect(library.assets.first?.resources.last?.type == .alternatePhoto)
  }

  @Test("Pixel RAW naming (….RAW-01.COVER.jpg + ….RAW-02.ORIGINAL.dng) pairs")
  func pixelNames() {
    let library = R.library([
      R.still("p/PXL_20231026_210642603.RAW-01.COVER.jpg", uti: "public.jpeg"),
      R.raw("p/PXL_20231026_210642603.RAW-02.ORIGINAL.dng", uti: "com.adobe.raw-image"),
    ])
    #expect(library.assets.count == 1)
  }

  @Test("zoned JPEG time and floating RAW time of one shot still match")
  func zonedAndFloating() {
    let library = R.library([
      R.raw("d/A.NEF", date: "2024-05-01T10:00:00"),
      R.still("d/A.JPG", uti: "public.jpeg", date: "2024-05-01T10:00:00.5+02:00"),
    ])
    #expect(library.assets.count == 1)
  }

  @Test("sidecars: <stem>.xmp, <file.ext>.xmp, <stem>.AAE and IMG_O1234.AAE attach; a sidecar's rating wins")
  func sidecars() throws {
    let files = [
      LibraryFile(record: R.raw("d/IMG_1.CR2")),
      LibraryFile(record: R.sidecar("d/IMG_1.CR2.xmp"), rating: 5),
      LibraryFile(record: R.still("d/IMG_2.HEIC")),
      LibraryFile(record: R.sidecar("d/IMG_2.xmp")),
      LibraryFile(record: R.still("d/IMG_3.HEIC"), rating: 5),
      LibraryFile(record: R.sidecar("d/IMG_3.AAE", format: .aae)),
      LibraryFile(record: R.sidecar("d/IMG_O3.AAE", format: .aae)),
      LibraryFile(record: R.sidecar("d/orphan.xmp"), rating: 5),
    ]
    let library = R.library(files: files)
    #expect(library.assets.count == 3)
    let raw = try #require(library.assets.first { $0.path == "d/IMG_1.CR2" })
    #expect(raw.resources.map(\.path) == ["d/IMG_1.CR2", "d/IMG_1.CR2.xmp"])
    #expect(raw.resources.last?.type == .sidecar)
    #expect(raw.isFavorite)
    let two = try #require(library.assets.first { $0.path == "d/IMG_2.HEIC" })
    #expect(two.resources.count == 2)
    #expect(!two.isFavorite)
    let three = try #require(library.assets.first { $0.path == "d/IMG_3.HEIC" })
    #expect(three.resources.map(\.path) == ["d/IMG_3.HEIC", "d/IMG_3.AAE", "d/IMG_O3.AAE"])
    #expect(three.fileSize == 1200)
    #expect(three.isFavorite)
    #expect(library.fetchAssets(in: .favorites).count == 2)
  }

  @Test("a stem shared by a RAW and a JPEG that do not pair: the .xmp goes to the RAW")
  func sidecarPrefersRAW() throws {
    let library = R.library([
      R.still("d/X.jpg", uti: "public.jpeg", date: "2020-01-01T00:00:00"),
      R.raw("d/X.nef", date: "2024-01-01T00:00:00"),
      R.sidecar("d/X.xmp"),
    ])
    let raw = try #require(library.assets.first { $0.path == "d/X.nef" })
    #expect(raw.resources.count == 2)
  }

  @Test("bursts: earliest frame represents; others hidden unless includeAllBurstAssets")
  func burstEarliest() throws {
    let b = "D4E4B3D1-0E45-4987-BE12-76D604E25D2C"
    let library = R.library([
      R.still("IMG_2.JPG", uti: "public.jpeg", date: "2016-10-09T14:44:18.445", burst: b),
      R.still("IMG_1.JPG", uti: "public.jpeg", date: "2016-10-09T14:44:17.878", burst: b),
      R.still("IMG_3.JPG", uti: "public.jpeg", date: "2016-10-09T14:44:19.000", burst: b.lowercased()),
      R.still("other.JPG", uti: "public.jpeg"),
    ])
    #expect(library.assets.count == 4)
    let shown = library.fetchAssets()
    #expect(shown.map(\.path) == ["IMG_1.JPG", "other.JPG"])
    #expect(shown.first?.burst?.representsBurst == true)
    #expect(library.fetchAssets(with: FetchOptions(includeAllBurstAssets: true)).count == 4)
    #expect(library.fetchAssets(in: .bursts).count == 1)
    #expect(library.fetchAssets(in: .bursts, options: FetchOptions(includeAllBurstAssets: true)).count == 3)
    let hidden = try #require(library.assets.first { $0.path == "IMG_2.JPG" })
    #expect(hidden.burst?.representsBurst == false)
  }

  @Test("bursts: a vendor best-shot mark beats the earliest frame and is an autoPick")
  func burstBestShot() throws {
    let b = "GCAMERA-BURST-1"
    var late = LibraryFile(record: R.still("B_2.jpg", uti: "public.jpeg", date: "2024-01-01T00:00:05", burst: b))
    late.isBurstBestShot = true
    let early = LibraryFile(record: R.still("B_1.jpg", uti: "public.jpeg", date: "2024-01-01T00:00:01", burst: b))
    let library = R.library(files: [early, late])
    let shown = library.fetchAssets()
    #expect(shown.map(\.path) == ["B_2.jpg"])
    #expect(shown.first?.burst?.selectionTypes == ["autoPick"])
  }

  @Test("unknown content and unreadable files make no asset; audio does")
  func whatBecomesAnAsset() {
    var doc = Classification(path: "notes.pdf", mode: .fast, mediaType: .unknown)
    doc.format = .pdf
    let missing = Classification.failure(
      path: "gone.jpg", mode: .fast, InputFailure(kind: .notFound, message: "No such file"))
    let library = R.library([doc, missing, R.audio("song.mp3")])
    #expect(library.assets.map(\.path) == ["song.mp3"])
    #expect(library.assets.first?.resources.first?.type == .audio)
    #expect(library.failures.map(\.path) == ["gone.jpg"])
  }

  @Test("localIdentifier is stable across runs and root spellings, and differs between files")
  func localIdentifier() {
    let a = R.library([R.still("photos/IMG_1.HEIC")]).assets[0].localIdentifier
    let b = R.library([R.still("./photos//IMG_1.HEIC")]).assets[0].localIdentifier
    let c = R.library([R.still("photos/IMG_2.HEIC")]).assets[0].localIdentifier
    #expect(a == b)
    #expect(a != c)
    #expect(a.hasSuffix("/L0/001"))
    #expect(a.count == 36 + 7)
  }
}
