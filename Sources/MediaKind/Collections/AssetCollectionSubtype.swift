/// PhotoKit's `PHAssetCollectionSubtype`: the minor kind of an ``AssetCollection``.
///
/// Raw values are PhotoKit's (`Photos/PhotosTypes.h`): user albums `albumRegular = 2` (a
/// folder of files is one), `albumSyncedEvent = 3` … `albumImported = 6`, shared albums 100
/// and 101, smart albums `smartAlbumGeneric = 200` and 201…220 (``SmartAlbum``), and
/// `any = Int.max`; MediaKind's own smart albums (HDR videos 1,000,001, Recently Deleted
/// 1,000,002) lie in a range no
/// PhotoKit value reaches (NSIntegerMax) for fetching every subtype. PhotoKit names no moment
/// subtype; a moment reports 0 (PhotoKit prints `assetCollectionType=3/0`), here ``moment``.
public struct AssetCollectionSubtype: RawRepresentable, Sendable, Hashable, Codable {
  /// PhotoKit's raw value.
  public let rawValue: Int
  /// A subtype from its PhotoKit raw value.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// The subtype moments report (0; PhotoKit has no name for it).
  public static let moment = Self(rawValue: 0)
  /// An album created by the user: here, a folder that holds assets.
  public static let albumRegular = Self(rawValue: 2)
  /// An iPhoto event synced to the device (never built from files).
  public static let albumSyncedEvent = Self(rawValue: 3)
  /// An iPhoto Faces group synced to the device (never built from files).
  public static let albumSyncedFaces = Self(rawValue: 4)
  /// An album synced from iPhoto (never built from files).
  public static let albumSyncedAlbum = Self(rawValue: 5)
  /// An album imported from a camera (never built from files).
  public static let albumImported = Self(rawValue: 6)
  /// My Photo Stream (never built from files).
  public static let albumMyPhotoStream = Self(rawValue: 100)
  /// An iCloud shared album (never built from files).
  public static let albumCloudShared = Self(rawValue: 101)
  /// A smart album of no more specific subtype (never built from files).
  public static let smartAlbumGeneric = Self(rawValue: 200)
  /// Every subtype (a fetch argument, never a collection's own subtype).
  public static let any = Self(rawValue: Int.max)

  /// The subtype of a smart album (201…220, or MediaKind's 1,000,001 and 1,000,002).
  public init(_ album: SmartAlbum) { rawValue = album.rawValue }

  /// The smart album this subtype names, if any.
  public var smartAlbum: SmartAlbum? { SmartAlbum(rawValue: rawValue) }

  /// Every named subtype with PhotoKit's Swift case name (`smartAlbumLivePhotos`).
  public static let named: [(name: String, value: Self)] =
    [
      ("albumRegular", .albumRegular), ("albumSyncedEvent", .albumSyncedEvent),
      ("albumSyncedFaces", .albumSyncedFaces), ("albumSyncedAlbum", .albumSyncedAlbum),
      ("albumImported", .albumImported), ("albumMyPhotoStream", .albumMyPhotoStream),
      ("albumCloudShared", .albumCloudShared), ("smartAlbumGeneric", .smartAlbumGeneric),
    ]
    + SmartAlbum.allCases.sorted { $0.rawValue < $1.rawValue }.map { album in
      // PhotoKit spells RAW in capitals (`smartAlbumRAW`); every other name is camel case.
      let name = album == .raw ? "RAW" : album.name.prefix(1).uppercased() + album.name.dropFirst()
      return ("smartAlbum" + name, Self(album))
    }
    + [("any", .any)]

  /// PhotoKit's Swift case name (`albumRegular`, `smartAlbumLivePhotos`), or `nil` for a
  /// number PhotoKit does not name (a moment's 0).
  public var name: String? { Self.named.first { $0.value == self }?.name }

  /// Whether a fetch for `self` returns collections of subtype `other`.
  public func matches(_ other: Self) -> Bool { self == .any || self == other }
}
