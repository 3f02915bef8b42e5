/// The stored pixel size of a TIFF or TIFF-based RAW image, chosen among its IFDs.
///
/// ```
/// 0x00FE NewSubfileType  bit 0 reduced-resolution (preview/thumbnail), bit 1 page of a
///                        multi-page file, bit 2 transparency mask, 8 depth map and 16
///                        enhanced image (DNG 1.5); absent = 0
/// 0x00FF SubfileType     (old) 2 = reduced resolution
/// 0x0100 ImageWidth      0x0101 ImageLength          SHORT or LONG
/// 0xC620 DefaultCropSize (DNG) SHORT, LONG or RATIONAL × 2: the displayed size of the raw IFD
/// RW2 IFD0 0x0004 SensorTopBorder, 0x0005 SensorLeftBorder, 0x0006 SensorBottomBorder,
///          0x0007 SensorRightBorder: width = right − left, height = bottom − top
/// ```
/// Sources: TIFF 6.0 §8 (NewSubfileType, SubfileType); Adobe DNG Specification 1.7
/// (DefaultCropSize); ExifTool `PanasonicRaw.pm` (Composite ImageWidth/ImageHeight);
/// `Docs/DetectionRules.md` "Pixel size" (largest full-resolution IFD; DNG crop; RAW preview pitfall).
///
/// Plain TIFF reports the first page (IFD0), as ExifTool's Composite:ImageSize and image
/// viewers do; a later, larger page does not win. RAW reports the full-resolution image: the
/// DNG crop, the RW2 sensor borders, else the largest full-resolution IFD (IFD0, its chain and
/// SubIFDs), or EXIF PixelX/YDimension when larger (CR2 keeps its raw size out of the IFDs).
enum TIFFImageSize {
  /// The chosen size and where it was read.
  struct Choice: Sendable, Hashable {
    let width: Int
    let height: Int
    let source: String
  }

  /// `sensorBorders`: read the Panasonic RW2 border tags of IFD0 (only RW2 gives tags
  /// 0x0004-0x0007 that meaning).
  static func choose(
    _ directories: TIFFWalker.Directories, isRaw: Bool, sensorBorders: Bool = false
  ) -> Choice? {
    var candidates: [(TIFFDirectory, String)] = []
    for (index, directory) in directories.chain.enumerated() {
      candidates.append((directory, "IFD\(index)"))
    }
    for (index, directory) in directories.subIFDs.enumerated() {
      candidates.append((directory, "SubIFD\(index)"))
    }
    if !isRaw {
      guard let ifd0 = directories.ifd0, let size = dimensions(ifd0) else { return nil }
      return Choice(width: size.0, height: size.1, source: "IFD0 0x0100/0x0101")
    }
    let fullResolution = candidates.filter { isFullResolution($0.0) }
    // DNG: the raw IFD's DefaultCropSize is the displayed size.
    for (directory, name) in fullResolution {
      if let crop = directory[0xC620], crop.count >= 2,
        let w = crop.double(0), let h = crop.double(1),
        let width = rounded(w), let height = rounded(h)
      {
        return Choice(width: width, height: height, source: "\(name) 0xC620 DefaultCropSize")
      }
    }
    // Panasonic RW2: IFD0 sensor borders.
    if sensorBorders, let ifd0 = directories.ifd0, let size = panasonicBorders(ifd0) {
      return Choice(width: size.0, height: size.1, source: "IFD0 RW2 sensor borders")
    }
    var best: Choice?
    for (directory, name) in fullResolution {
      guard let (w, h) = dimensions(directory) else { continue }
      if best.map({ area(w, h) > area($0.width, $0.height) }) ?? true {
        best = Choice(width: w, height: h, source: "\(name) 0x0100/0x0101")
      }
    }
    if let exif = directories.exif, let w = exif[0xA002]?.integer(),
      let h = exif[0xA003]?.integer(),
      w > 0, h > 0, w <= maxSide, h <= maxSide,
      best.map({ area(w, h) > area($0.width, $0.height) }) ?? true
    {
      best = Choice(width: w, height: h, source: "ExifIFD 0xA002/0xA003")
    }
    return best
  }

  /// Sides above this are treated as damage (TIFF allows 2^32 − 1, no real image comes close).
  static let maxSide = 1 << 20

  /// Whether the IFD holds a full-resolution image: NewSubfileType 0 or 2 (a page of a
  /// multi-page file; every other value is a reduced image, a mask, a DNG 1.5 depth map or
  /// enhanced image, or invalid), and old SubfileType not 2 (reduced resolution).
  static func isFullResolution(_ directory: TIFFDirectory) -> Bool {
    if let newType = directory[0x00FE]?.integer(), newType & ~2 != 0 { return false }
    if let oldType = directory[0x00FF]?.integer(), oldType == 2 { return false }
    return true
  }

  static func dimensions(_ directory: TIFFDirectory) -> (Int, Int)? {
    guard let w = directory[0x0100]?.integer(), let h = directory[0x0101]?.integer(),
      w > 0, h > 0, w <= maxSide, h <= maxSide
    else { return nil }
    return (w, h)
  }

  static func panasonicBorders(_ ifd0: TIFFDirectory) -> (Int, Int)? {
    guard let top = ifd0[0x0004]?.integer(), let left = ifd0[0x0005]?.integer(),
      let bottom = ifd0[0x0006]?.integer(), let right = ifd0[0x0007]?.integer(),
      right > left, bottom > top
    else { return nil }
    // The borders are file values (a LONG8 near Int.max minus an SSHORT of -1 overflows).
    let (width, wideOverflow) = right.subtractingReportingOverflow(left)
    let (height, tallOverflow) = bottom.subtractingReportingOverflow(top)
    guard !wideOverflow, !tallOverflow, width <= maxSide, height <= maxSide else { return nil }
    return (width, height)
  }

  static func rounded(_ value: Double) -> Int? {
    guard value.isFinite, value >= 1, value <= Double(maxSide) else { return nil }
    return Int(value.rounded())
  }

  static func area(_ w: Int, _ h: Int) -> Int { w.multipliedReportingOverflow(by: h).partialValue }
}
