import MediaKind
import Testing

@Suite("Collection types: PhotoKit's raw values and names")
struct CollectionTypeTests {
  @Test("PHAssetCollectionType and PHCollectionListType raw values")
  func types() {
    #expect(AssetCollectionType.album.rawValue == 1)
    #expect(AssetCollectionType.smartAlbum.rawValue == 2)
    #expect(AssetCollectionType.moment.rawValue == 3)
    #expect(AssetCollectionType.allCases.map(\.name) == ["album", "smartAlbum", "moment"])
    #expect(CollectionListType.momentList.rawValue == 1)
    #expect(CollectionListType.folder.rawValue == 2)
    #expect(CollectionListType.smartFolder.rawValue == 3)
    #expect(AssetCollectionType(name: "SMARTALBUM") == .smartAlbum)
    #expect(AssetCollectionType(name: "3") == .moment)
  }

  @Test("PHAssetCollectionSubtype and PHCollectionListSubtype raw values and case names")
  func subtypes() {
    #expect(AssetCollectionSubtype.albumRegular.rawValue == 2)
    #expect(AssetCollectionSubtype.albumImported.rawValue == 6)
    #expect(AssetCollectionSubtype.albumCloudShared.rawValue == 101)
    #expect(AssetCollectionSubtype.smartAlbumGeneric.rawValue == 200)
    #expect(AssetCollectionSubtype.any.rawValue == Int.max)
    #expect(AssetCollectionSubtype(.livePhotos).rawValue == 213)
    #expect(AssetCollectionSubtype(.livePhotos).name == "smartAlbumLivePhotos")
    #expect(AssetCollectionSubtype(.raw).name == "smartAlbumRAW")
    #expect(AssetCollectionSubtype(.slomoVideos).name == "smartAlbumSlomoVideos")
    #expect(AssetCollectionSubtype.albumRegular.name == "albumRegular")
    #expect(AssetCollectionSubtype.moment.rawValue == 0 && AssetCollectionSubtype.moment.name == nil)
    #expect(CollectionListSubtype.momentListCluster.rawValue == 1)
    #expect(CollectionListSubtype.momentListYear.rawValue == 2)
    #expect(CollectionListSubtype.regularFolder.rawValue == 100)
    #expect(CollectionListSubtype.smartFolderEvents.rawValue == 200)
    #expect(CollectionListSubtype.smartFolderFaces.rawValue == 201)
    #expect(CollectionListSubtype.any.rawValue == Int.max)
    #expect(CollectionListSubtype.regularFolder.name == "regularFolder")
    #expect(AssetCollectionSubtype.any.matches(.albumRegular))
    #expect(!AssetCollectionSubtype.albumRegular.matches(.moment))
  }
}
