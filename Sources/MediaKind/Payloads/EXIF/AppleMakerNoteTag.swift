/// The Apple MakerNote tags MediaKind reads, each with its source.
///
/// Source: ExifTool `lib/Image/ExifTool/Apple.pm` (tag ids, names, value meanings, "ref 2"
/// internal names); `Docs/DetectionRules.md` "Apple MakerNote".
struct AppleMakerNoteTag: Sendable {
  let tag: UInt16
  let key: FactKey
  let kind: Kind
  let note: String

  enum Kind: Sendable { case integer, number, text }

  static let table: [AppleMakerNoteTag] = [
    .init(tag: 0x0001, key: .appleMakerNoteVersion, kind: .integer,
          note: "MakerNoteVersion (ExifTool Apple.pm; corpus: 4-5 on iPhone 5-era JPEGs, 9+ on HEIC-era phones, 15 on iPhone 15)"),
    .init(tag: 0x000A, key: .appleHDRImageType, kind: .integer,
          note: "HDRImageType: 3 = HDR image, 4 = original image (ExifTool Apple.pm)"),
    .init(tag: 0x000B, key: .appleBurstUUID, kind: .text,
          note: "BurstUUID: shared by every frame of a burst (ExifTool Apple.pm)"),
    .init(tag: 0x0011, key: .appleContentIdentifier, kind: .text,
          note: "ContentIdentifier: Live Photo pairing key (ExifTool Apple.pm)"),
    .init(tag: 0x0014, key: .appleImageCaptureType, kind: .integer,
          note: "ImageCaptureType: 1 ProRAW, 2 Portrait, 10 Photo, 11 Manual Focus, 12 Scene (ExifTool Apple.pm); older ExifTool notes values 1-5 on iPhone 6s/iOS 6.1, before Portrait existed"),
    .init(tag: 0x0015, key: .appleImageUniqueID, kind: .text,
          note: "ImageUniqueID (ImageGroupIdentifier)"),
    .init(tag: 0x0017, key: .appleLivePhotoVideoIndex, kind: .integer,
          note: "LivePhotoVideoIndex: valid only with ContentIdentifier"),
    .init(tag: 0x0019, key: .appleImageProcessingFlags, kind: .integer,
          note: "ImageProcessingFlags: 0x100 panorama, 0x60 portrait ([RE] PFMetadataImage)"),
    .init(tag: 0x001F, key: .applePhotosAppFeatureFlags, kind: .integer,
          note: "PhotosAppFeatureFlags"),
    .init(tag: 0x0021, key: .appleHDRHeadroom, kind: .number,
          note: "HDRHeadroom (MeteorHeadroom): gain-map HDR"),
    .init(tag: 0x002E, key: .appleCameraType, kind: .integer,
          note: "CameraType: 0 back wide, 1 back normal, 6 front"),
    .init(tag: 0x0030, key: .appleHDRGain, kind: .number,
          note: "HDRGain (MeteorPlusGainMap): gain map present"),
    .init(tag: 0x0045, key: .appleFrontFacing, kind: .integer,
          note: "FrontFacing (not written by iPhone 15)"),
    .init(tag: 0x004A, key: .appleCameraUsed, kind: .integer,
          note: "2 back normal, 4 back wide, 5 front (ExifTool 'PH' note)"),
  ]
}
