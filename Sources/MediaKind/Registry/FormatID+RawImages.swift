// The format ids of `FormatRegistry.rawImages` (`FormatRegistry+RawImages.swift`), in table order.
extension FormatID {
  /// `cr3`: Canon RAW 3.
  public static let cr3 = FormatID(rawValue: "cr3")
  /// `crw`: Canon RAW (CIFF).
  public static let crw = FormatID(rawValue: "crw")
  /// `raf`: Fujifilm RAW.
  public static let raf = FormatID(rawValue: "raf")
  /// `x3f`: Sigma/Foveon RAW.
  public static let x3f = FormatID(rawValue: "x3f")
  /// `mrw`: Minolta RAW.
  public static let mrw = FormatID(rawValue: "mrw")
  /// `kyocera-raw`: Kyocera/Contax RAW.
  public static let kyoceraRaw = FormatID(rawValue: "kyocera-raw")
  /// `orf`: Olympus RAW.
  public static let orf = FormatID(rawValue: "orf")
  /// `rw2`: Panasonic RAW.
  public static let rw2 = FormatID(rawValue: "rw2")
  /// `cr2`: Canon RAW 2.
  public static let cr2 = FormatID(rawValue: "cr2")
  /// `dng`: Adobe Digital Negative.
  public static let dng = FormatID(rawValue: "dng")
  /// `nrw`: Nikon RAW (Coolpix).
  public static let nrw = FormatID(rawValue: "nrw")
  /// `nef`: Nikon RAW.
  public static let nef = FormatID(rawValue: "nef")
  /// `sr2`: Sony RAW (SR2).
  public static let sr2 = FormatID(rawValue: "sr2")
  /// `arw`: Sony RAW.
  public static let arw = FormatID(rawValue: "arw")
  /// `pef`: Pentax RAW.
  public static let pef = FormatID(rawValue: "pef")
  /// `srw`: Samsung RAW.
  public static let srw = FormatID(rawValue: "srw")
  /// `3fr`: Hasselblad RAW.
  public static let hasselblad3FR = FormatID(rawValue: "3fr")
  /// `iiq`: Phase One RAW.
  public static let iiq = FormatID(rawValue: "iiq")
  /// `erf`: Epson RAW.
  public static let erf = FormatID(rawValue: "erf")
  /// `dcr`: Kodak RAW.
  public static let dcr = FormatID(rawValue: "dcr")
  /// `tiff`: TIFF image.
  public static let tiff = FormatID(rawValue: "tiff")
}
