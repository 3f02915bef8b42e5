/// The XMP namespaces the rules read, with their canonical prefixes (fact keys use these,
/// whatever prefix a file binds). Source: `Docs/DetectionRules.md` "XMP"; Adobe XMP Part 2;
/// Google camera/container/depth specs; ExifTool `XMP.pm`/`XMP2.pl`.
enum XMPNamespace {
  static let prefixes: [String: String] = [
    "http://ns.google.com/photos/1.0/panorama/": "GPano",
    "http://ns.google.com/photos/1.0/camera/": "GCamera",
    "http://ns.google.com/photos/1.0/container/": "Container",
    "http://ns.google.com/photos/1.0/container/item/": "Item",
    "http://ns.google.com/photos/1.0/depthmap/": "GDepth",
    "http://ns.google.com/photos/1.0/image/": "GImage",
    "http://ns.google.com/photos/1.0/creations/": "GCreations",
    "http://ns.adobe.com/hdr-gain-map/1.0/": "hdrgm",
    "http://ns.apple.com/HDRGainMap/1.0/": "HDRGainMap",
    "http://ns.apple.com/pixeldatainfo/1.0/": "apdi",
    // Apple depth/disparity images (HEIC auxiliary items, JPEG MPF images): ExifTool XMP2.pl
    // %Image::ExifTool::XMP::depthData.
    "http://ns.apple.com/depthData/1.0/": "depthData",
    "http://ns.adobe.com/xap/1.0/": "xmp",
    "http://ns.adobe.com/xmp/note/": "xmpNote",
    "http://ns.adobe.com/exif/1.0/": "exif",
    "http://cipa.jp/exif/1.0/": "exifEX",
    "http://ns.adobe.com/tiff/1.0/": "tiff",
    "http://ns.adobe.com/photoshop/1.0/": "photoshop",
    "http://ns.microsoft.com/photo/1.0/": "MicrosoftPhoto",
    "http://ns.microsoft.com/photo/1.0": "MicrosoftPhoto",
    "http://ns.apple.com/ImageIO/1.0/": "iio",
    "http://ns.adobe.com/xap/1.0/mm/": "xmpMM",
    "http://purl.org/dc/elements/1.1/": "dc",
    "http://ns.google.com/photos/dd/1.0/device/": "Device",
    "http://ns.google.com/photos/dd/1.0/camera/": "Camera",
    "http://ns.google.com/photos/dd/1.0/depthmap/": "DepthMap",
    "http://www.hdrsoft.com/photomatix_settings01": "pmtm",
    // Apple spatial photos (visionOS 1 SpatialCapture): `SpatialMedia:version`, lux clipping
    // points per eye (`Docs/DetectionRules.md` "Spatial media", correction).
    "http://ns.apple.com/SpatialMedia/1.0/": "SpatialMedia",
    // MediaKind's own properties, written to XMP sidecars by the write side: `Hidden`
    // (PhotoKit's isHidden; XMP has no standard flag) and `RatingBeforeFavorite`
    // (Docs/Changes.md, "Favorite and hidden").
    XMPNamespace.mediaKind: "mediakind",
  ]

  /// MediaKind's namespace URI (`mediakind:` in the sidecars it writes).
  static let mediaKind = "https://mediakind.dev/ns/xmp/1.0/"
  /// Adobe's basic XMP namespace (`xmp:Rating`).
  static let basic = "http://ns.adobe.com/xap/1.0/"
}
