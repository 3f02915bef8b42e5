import MediaKind
import Testing

/// The resource kinds PhotoKit numbers: an `.AAE` is the edit's `adjustmentData`, an edited
/// Live Photo's video a `fullSizePairedVideo`; an `.xmp` stays a `sidecar`.
@Suite("Asset resource kinds")
struct AssetResourceKindTests {
  typealias R = LibraryRecords
  static let id = "8F1D2C3B-0000-4000-8000-00000000C001"
  static let editedID = "8F1D2C3B-0000-4000-8000-00000000C002"

  @Test("PhotoKit's PHAssetResourceType numbers; only sidecar has none; adjustment data and sidecars hold no media")
  func photoKitTypes() {
    let types = Dictionary(uniqueKeysWithValues: AssetResource.Kind.allCases.map { ($0, $0.photoKitType) })
    #expect(
      types == [
        .photo: 1, .video: 2, .audio: 3, .alternatePhoto: 4, .fullSizePhoto: 5, .fullSizeVideo: 6, .adjustmentData: 7,
        .pairedVideo: 9, .fullSizePairedVideo: 10, .sidecar: nil,
      ])
    #expect(AssetResource.Kind.allCases.filter(\.isSidecarFile) == [.adjustmentData, .sidecar])
  }

  @Test(".AAE beside a photo (by content, or by name when the content is unknown) is adjustmentData; .xmp is a sidecar")
  func adjustmentData() throws {
    var unknownAAE = Classification(path: "d/IMG_4.AAE", mode: .fast, mediaType: .unknown)
    unknownAAE.fileSize = 50
    let library = R.library([
      R.still("d/IMG_3.HEIC"),
      R.sidecar("d/IMG_3.AAE", format: .aae),
      R.sidecar("d/IMG_3.xmp"),
      R.still("d/IMG_4.HEIC"),
      unknownAAE,
    ])
    let three = try #require(library.assets.first { $0.path == "d/IMG_3.HEIC" })
    #expect(three.resources.map(\.type) == [.photo, .adjustmentData, .sidecar])
    #expect(three.resources.map(\.type.photoKitType) == [1, 7, nil])
    let four = try #require(library.assets.first { $0.path == "d/IMG_4.HEIC" })
    #expect(four.resources.map(\.type) == [.photo, .adjustmentData])
    #expect(library.fetchAssets(with: FetchOptions(predicate: .hasResource(.adjustmentData))).count == 2)
  }

  @Test("a Takeout edited copy that is a Live Photo joins its original: the still as fullSizePhoto, its video as fullSizePairedVideo")
  func editedLivePhoto() throws {
    let library = R.library([
      R.still("t/IMG_1.JPG", id: Self.id, uti: "public.jpeg"),
      R.video("t/IMG_1.MOV", id: Self.id),
      R.still("t/IMG_1-edited.JPG", id: Self.editedID, uti: "public.jpeg"),
      R.video("t/IMG_1-edited.MOV", id: Self.editedID),
    ])
    #expect(library.assets.count == 1)
    let asset = try #require(library.assets.first)
    #expect(asset.resources.map(\.type) == [.photo, .pairedVideo, .fullSizePhoto, .fullSizePairedVideo])
    #expect(asset.resources.map(\.path) == ["t/IMG_1.JPG", "t/IMG_1.MOV", "t/IMG_1-edited.JPG", "t/IMG_1-edited.MOV"])
    #expect(asset.resources.last?.type.photoKitType == 10)
  }

  @Test("an edited video whose original is a Live Photo's video joins that Live Photo as fullSizePairedVideo; a plain edited video stays fullSizeVideo")
  func editedPairedVideo() throws {
    let library = R.library([
      R.still("t/IMG_2.JPG", id: Self.id, uti: "public.jpeg"),
      R.video("t/IMG_2.MOV", id: Self.id),
      R.video("t/IMG_2-edited.MOV"),
      R.video("t/VID_3.MOV"),
      R.video("t/VID_3-edited.MOV"),
    ])
    #expect(library.assets.count == 2)
    let live = try #require(library.assets.first { $0.path == "t/IMG_2.JPG" })
    #expect(live.resources.map(\.type) == [.photo, .pairedVideo, .fullSizePairedVideo])
    #expect(live.resources.last?.path == "t/IMG_2-edited.MOV")
    let video = try #require(library.assets.first { $0.path == "t/VID_3.MOV" })
    #expect(video.resources.map(\.type) == [.video, .fullSizeVideo])
  }
}
