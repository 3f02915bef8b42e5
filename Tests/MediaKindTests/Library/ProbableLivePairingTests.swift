import Foundation
import MediaKind
import MediaKindTestSupport
import Testing

/// `LivePairingMode.probable`: stills and videos without a shared content identifier pair
/// on names, times, duration, camera and place (Docs/Library.md, "Probable Live Photo pairing").
@Suite("Probable Live Photo pairing")
struct ProbableLivePairingTests {
  typealias R = LibraryRecords
  static let id = "8F1D2C3B-0000-4000-8000-00000000A001"

  static func library(_ records: [Classification], _ mode: LivePairingMode = .probable) -> MediaLibrary {
    MediaLibrary(files: records.map { LibraryFile(record: $0) }, livePairing: mode)
  }

  static func still(
    _ path: String, date: String? = "2024-05-01T10:00:00.400", make: String? = "Apple",
    model: String? = "iPhone 15 Pro", id: String? = nil
  ) -> Classification {
    var r = R.still(path, id: id, uti: "public.jpeg", date: date)
    r.make = make
    r.model = model
    return r
  }

  static func video(
    _ path: String, duration: Double = 2.2, date: String? = "2024-05-01T10:00:00",
    make: String? = "Apple", model: String? = "iPhone 15 Pro"
  ) -> Classification {
    var r = R.video(path, duration: duration, date: date)
    r.make = make
    r.model = model
    return r
  }

  static func json(_ asset: Asset) throws -> String {
    var buffer = JSONBuffer()
    try asset.appendJSON(to: &buffer)
    return String(decoding: buffer.bytes, as: UTF8.self)
  }

  static func pairedPath(_ library: MediaLibrary, still: String) -> String? {
    library.assets.first { $0.path == still }?.resources.first { $0.type == .pairedVideo }?.path
  }

  @Test("same stem, times 0.4 s apart, a 2.2 s video: one Live asset that says it is probable")
  func sameStem() throws {
    let library = Self.library([Self.still("a/IMG_1234.JPG"), Self.video("a/IMG_1234.MOV")])
    #expect(library.assets.count == 1)
    let asset = try #require(library.assets.first)
    #expect(asset.subtypes.contains(.photoLive))
    #expect(asset.resources.map(\.type) == [.photo, .pairedVideo])
    #expect(asset.duration == 2.2)
    let pairing = try #require(asset.livePairing)
    #expect(pairing.method == .probable)
    // name 0.35 + time 0.30 × (1 − 0.4 / 3) + duration 0.15 + camera 0.10
    #expect(abs((pairing.score ?? 0) - 0.86) < 0.001)
    #expect(pairing.evidence?.first == "sibling names (IMG_1234.JPG, IMG_1234.MOV)")
    #expect(pairing.evidence?.contains("capture times 0.4 s apart") == true)
    #expect(library.fetchAssets(in: .livePhotos).count == 1)
  }

  @Test(
    "sibling names pair: _HEVC, _3, copy counters, an MP4",
    arguments: ["IMG_1234_HEVC.MOV", "IMG_1234_3.mov", "IMG_1234(1).MP4", "IMG_1234 (1)_HEVC.MOV", "img_1234.mp4"])
  func siblingNames(_ video: String) {
    let library = Self.library([Self.still("a/IMG_1234.JPG"), Self.video("a/" + video)])
    #expect(Self.pairedPath(library, still: "a/IMG_1234.JPG") == "a/" + video)
  }

  @Test("times 1.5 s apart still pair; 2 s apart do not; a zoned video time meets a floating still time")
  func timeWindow() {
    let near = Self.library([Self.still("IMG_1.JPG", date: "2024-05-01T10:00:01.500"), Self.video("IMG_1.MOV")])
    #expect(Self.pairedPath(near, still: "IMG_1.JPG") == "IMG_1.MOV")
    let far = Self.library([Self.still("IMG_1.JPG", date: "2024-05-01T10:00:02"), Self.video("IMG_1.MOV")])
    #expect(Self.pairedPath(far, still: "IMG_1.JPG") == nil)
    let zoned = Self.library([Self.still("IMG_1.JPG"), Self.video("IMG_1.MOV", date: "2024-05-01T10:00:01+02:00")])
    #expect(Self.pairedPath(zoned, still: "IMG_1.JPG") == "IMG_1.MOV")
  }

  @Test("never a pair: 10 s later, a 5 s video, another camera, no times, far apart, different identifiers")
  func negatives() {
    let cases: [[Classification]] = [
      [Self.still("IMG_1.JPG"), Self.video("IMG_1.MOV", date: "2024-05-01T10:00:10")],
      [Self.still("IMG_1.JPG"), Self.video("IMG_1.MOV", duration: 5)],
      [Self.still("IMG_1.JPG"), Self.video("IMG_1.MOV", make: "Google", model: "Pixel 8")],
      [Self.still("IMG_1.JPG", date: nil), Self.video("IMG_1.MOV", date: nil)],
      [Self.still("IMG_1.JPG"), Self.video("IMG_1.MOV", date: nil)],
      [Self.still("a/IMG_1.JPG"), Self.video("b/IMG_1.MOV")],
      {
        var still = Self.still("IMG_1.JPG")
        var video = Self.video("IMG_1.MOV")
        still.location = Location(latitude: 48.0, longitude: 2.0)
        video.location = Location(latitude: 48.1, longitude: 2.0)
        return [still, video]
      }(),
      [Self.still("IMG_1.JPG", id: Self.id), R.video("IMG_1.MOV", id: "8F1D2C3B-0000-4000-8000-00000000B002", date: "2024-05-01T10:00:00")],
    ]
    for records in cases {
      let library = Self.library(records)
      #expect(library.assets.count == 2, "\(records.map(\.path))")
      #expect(library.assets.allSatisfy { $0.livePairing == nil })
      #expect(!library.assets.contains { $0.resources.contains { $0.type == .pairedVideo } })
    }
  }

  @Test("other names pair only when time, duration, camera and place all agree")
  func otherNames() {
    var still = Self.still("DSC_0001.JPG", date: "2024-05-01T10:00:00")
    var video = Self.video("VID_0002.MP4")
    let place = Location(latitude: 48.0, longitude: 2.0)
    #expect(Self.pairedPath(Self.library([still, video]), still: "DSC_0001.JPG") == nil)
    still.location = place
    video.location = place
    #expect(Self.pairedPath(Self.library([still, video]), still: "DSC_0001.JPG") == "VID_0002.MP4")
  }

  @Test("one video pairs with one still: the best score wins, ties go to the earlier still")
  func oneVideoOneStill() {
    let twins = Self.library([Self.still("IMG_1.JPG"), Self.still("IMG_1(1).JPG"), Self.video("IMG_1.MOV")])
    #expect(Self.pairedPath(twins, still: "IMG_1.JPG") == "IMG_1.MOV")
    #expect(Self.pairedPath(twins, still: "IMG_1(1).JPG") == nil)
    #expect(twins.assets.count == 2)
    let closer = Self.library([
      Self.still("IMG_1.JPG", date: "2024-05-01T10:00:00.900"),
      Self.still("IMG_1(1).JPG", date: "2024-05-01T10:00:00.100"),
      Self.video("IMG_1.MOV"),
    ])
    #expect(Self.pairedPath(closer, still: "IMG_1(1).JPG") == "IMG_1.MOV")
    #expect(Self.pairedPath(closer, still: "IMG_1.JPG") == nil)
  }

  @Test("a still paired by content identifier is never taken; with probable it says contentIdentifier")
  func strictFirst() throws {
    let library = Self.library([
      R.still("IMG_1.HEIC", id: Self.id, date: "2024-05-01T10:00:00"),
      R.video("IMG_1.MOV", id: Self.id, date: "2024-05-01T10:00:00"),
      R.video("IMG_1_HEVC.MOV", date: "2024-05-01T10:00:00"),
    ])
    let still = try #require(library.assets.first { $0.mediaType == .image })
    #expect(still.livePairing == LivePairing(method: .contentIdentifier))
    #expect(Self.pairedPath(library, still: "IMG_1.HEIC") == "IMG_1.MOV")
    #expect(library.assets.count == 2)
  }

  @Test("strict, the default, leaves the same files unpaired and states no pairing")
  func strictDefault() throws {
    let records = [Self.still("a/IMG_1234.JPG"), Self.video("a/IMG_1234.MOV")]
    let strict = MediaLibrary(files: records.map { LibraryFile(record: $0) })
    #expect(strict.livePairing == .strict)
    #expect(strict.assets.count == 2)
    #expect(strict.assets.allSatisfy { $0.livePairing == nil && !$0.subtypes.contains(.photoLive) })
    let paired = Self.library([
      R.still("IMG_1.HEIC", id: Self.id), R.video("IMG_1.MOV", id: Self.id),
    ], .strict)
    let json = try Self.json(try #require(paired.assets.first))
    #expect(!json.contains("livePairing"))
  }

  @Test("the record states the pairing, and reads it back")
  func recordMember() throws {
    let library = Self.library([Self.still("a/IMG_1234.JPG"), Self.video("a/IMG_1234_HEVC.MOV")])
    let asset = try #require(library.assets.first)
    let json = try Self.json(asset)
    #expect(json.contains(#""livePairing":{"evidence":["sibling names (IMG_1234.JPG, IMG_1234_HEVC.MOV)""#))
    #expect(json.contains(#""method":"probable","score":0.86}"#))
    let decoded = try JSONDecoder().decode(Asset.self, from: Data(json.utf8))
    #expect(decoded.livePairing?.method == .probable)
    #expect(decoded.livePairing?.evidence == asset.livePairing?.evidence)
  }

  @Test("real files: a JPEG and a QuickTime movie without content identifiers pair by name and time")
  func realFiles() async throws {
    let dir = try TemporaryDirectory("probable-live")
    defer { dir.remove() }
    try dir.write("IMG_0001.JPG", LibraryFixtures.appleJPEG(date: "2024:05:01 10:00:00", subSecond: "512"))
    try dir.write(
      "IMG_0001_HEVC.MOV",
      LibraryFixtures.quickTimeMovie(contentIdentifier: nil, seconds: 2, creationDate: "2024-05-01T10:00:00+02:00"))
    try dir.write(
      "IMG_0002.JPG", LibraryFixtures.appleJPEG(date: "2024:05:01 10:05:00"))
    try dir.write(
      "IMG_0002.MOV",
      LibraryFixtures.quickTimeMovie(contentIdentifier: nil, seconds: 5, creationDate: "2024-05-01T10:05:00+02:00"))
    let inputs = MediaInputs(paths: [dir.url.path])
    let classifier = MediaClassifier(options: ClassifyOptions(mode: .thorough))
    let probable = try await MediaLibrary.scan(inputs: inputs, classifier: classifier, livePairing: .probable)
    let paired = probable.assets.filter { $0.livePairing != nil }
    #expect(paired.count == 1)
    #expect(paired.first?.resources.last?.path == dir.path("IMG_0001_HEVC.MOV"))
    #expect(paired.first?.subtypes.contains(.photoLive) == true)
    #expect(probable.assets.count == 3)
    let strict = try await MediaLibrary.scan(inputs: inputs, classifier: classifier)
    #expect(strict.assets.count == 4)
  }
}
