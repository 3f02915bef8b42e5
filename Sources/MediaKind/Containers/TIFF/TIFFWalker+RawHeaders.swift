/// TIFF structures whose header carries a vendor magic number instead of 42: Panasonic RW2
/// and Olympus ORF keep the TIFF byte-order mark, the first-IFD offset at 4 and ordinary IFDs.
///
/// ```
/// 0 "II" / "MM"   2 u16 magic   4 u32 first IFD offset (relative to the header)
/// magic 42 TIFF, 43 BigTIFF (handled by TIFFWalker.init?(bytes:start:budget:))
/// magic 0x0055 "IIU\0"            Panasonic RW2/RWL   (ExifTool %magicNumber RW2, PanasonicRaw.pm)
/// magic 0x4F52 "IIRO", "MMOR"     Olympus ORF         (ExifTool %magicNumber ORF)
/// magic 0x5352 "IIRS"             Olympus ORF (E-series, ExifTool ORF)
/// ```
extension TIFFWalker {
  /// The non-standard magic numbers, as read in the file's own byte order, with the format
  /// that uses them. Source: ExifTool `ExifTool.pm` `%magicNumber` (RW2, ORF).
  static let vendorMagics: [(magic: UInt16, format: String)] = [
    (0x0055, "Panasonic RW2 (IIU\\0)"),
    (0x4F52, "Olympus ORF (IIRO / MMOR)"),
    (0x5352, "Olympus ORF (IIRS)"),
  ]

  /// A walker for a classic TIFF/BigTIFF header, or for the vendor headers above (walked as
  /// classic TIFF in the header's byte order); nil for anything else.
  static func anyHeader(_ bytes: [UInt8], start: Int = 0, budget: ReadBudget = .standard)
    -> TIFFWalker?
  {
    if let walker = TIFFWalker(bytes: bytes, start: start, budget: budget) { return walker }
    guard let b0 = bytes.integer(at: start, as: UInt8.self),
      let b1 = bytes.integer(at: start + 1, as: UInt8.self), b0 == b1, b0 == 0x49 || b0 == 0x4D
    else { return nil }
    let endianness: Endianness = b0 == 0x4D ? .big : .little
    guard let magic = bytes.integer(at: start + 2, as: UInt16.self, endianness: endianness),
      vendorMagics.contains(where: { $0.magic == magic })
    else { return nil }
    return TIFFWalker(bytes: bytes, start: start, endianness: endianness, budget: budget)
  }
}
