// The format ids of `FormatRegistry.images` (`FormatRegistry+Images.swift`), in table order.
extension FormatID {
  /// `mpo`: Multi-Picture Object (stereo/multi-frame JPEG).
  public static let mpo = FormatID(rawValue: "mpo")
  /// `jpeg`: JPEG image.
  public static let jpeg = FormatID(rawValue: "jpeg")
  /// `png`: PNG image (APNG when animated).
  public static let png = FormatID(rawValue: "png")
  /// `gif`: GIF image.
  public static let gif = FormatID(rawValue: "gif")
  /// `webp`: WebP image.
  public static let webp = FormatID(rawValue: "webp")
  /// `heic`: HEIF image, HEVC coded (HEIC).
  public static let heic = FormatID(rawValue: "heic")
  /// `heics`: HEIF image sequence, HEVC coded.
  public static let heics = FormatID(rawValue: "heics")
  /// `avif`: AVIF image (AV1 in HEIF).
  public static let avif = FormatID(rawValue: "avif")
  /// `avifs`: AVIF image sequence (animated AVIF).
  public static let avifs = FormatID(rawValue: "avifs")
  /// `jpegxl`: JPEG XL image.
  public static let jpegxl = FormatID(rawValue: "jpegxl")
  /// `jp2`: JPEG 2000 image (JP2/JPX).
  public static let jp2 = FormatID(rawValue: "jp2")
  /// `heif`: HEIF image (other codecs).
  public static let heif = FormatID(rawValue: "heif")
  /// `heifs`: HEIF image sequence (other codecs).
  public static let heifs = FormatID(rawValue: "heifs")
  /// `psd`: Adobe Photoshop document.
  public static let psd = FormatID(rawValue: "psd")
  /// `bmp`: Windows bitmap.
  public static let bmp = FormatID(rawValue: "bmp")
  /// `ico`: Windows icon.
  public static let ico = FormatID(rawValue: "ico")
  /// `cur`: Windows cursor.
  public static let cur = FormatID(rawValue: "cur")
  /// `qoi`: Quite OK Image.
  public static let qoi = FormatID(rawValue: "qoi")
  /// `bpg`: Better Portable Graphics.
  public static let bpg = FormatID(rawValue: "bpg")
  /// `flif`: Free Lossless Image Format.
  public static let flif = FormatID(rawValue: "flif")
  /// `xcf`: GIMP image.
  public static let xcf = FormatID(rawValue: "xcf")
  /// `dpx`: Digital Picture Exchange.
  public static let dpx = FormatID(rawValue: "dpx")
  /// `exr`: OpenEXR image.
  public static let exr = FormatID(rawValue: "exr")
  /// `hdr`: Radiance RGBE image.
  public static let hdr = FormatID(rawValue: "hdr")
  /// `miff`: ImageMagick MIFF.
  public static let miff = FormatID(rawValue: "miff")
  /// `psp`: Paint Shop Pro image.
  public static let psp = FormatID(rawValue: "psp")
  /// `pcx`: ZSoft PCX image.
  public static let pcx = FormatID(rawValue: "pcx")
  /// `pnm`: Netpbm image (PBM/PGM/PPM/PAM).
  public static let pnm = FormatID(rawValue: "pnm")
  /// `lfp`: Lytro light-field picture.
  public static let lfp = FormatID(rawValue: "lfp")
  /// `fpf`: FLIR thermal image.
  public static let fpf = FormatID(rawValue: "fpf")
  /// `czi`: Zeiss CZI microscopy image.
  public static let czi = FormatID(rawValue: "czi")
  /// `wpg`: WordPerfect graphic.
  public static let wpg = FormatID(rawValue: "wpg")
  /// `djvu`: DjVu document or image.
  public static let djvu = FormatID(rawValue: "djvu")
  /// `pgf`: Progressive Graphics File (libpgf).
  public static let pgf = FormatID(rawValue: "pgf")
  /// `svg`: SVG drawing.
  public static let svg = FormatID(rawValue: "svg")
  /// `pict`: Apple QuickDraw picture.
  public static let pict = FormatID(rawValue: "pict")
  /// `tga`: Truevision TGA image.
  public static let tga = FormatID(rawValue: "tga")
}
