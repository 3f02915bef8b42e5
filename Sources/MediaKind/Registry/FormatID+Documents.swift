// The format ids of `FormatRegistry.documents` (`FormatRegistry+Documents.swift`), in table order.
extension FormatID {
  /// `pdf`: PDF document.
  public static let pdf = FormatID(rawValue: "pdf")
  /// `eps`: Encapsulated PostScript.
  public static let eps = FormatID(rawValue: "eps")
  /// `zip`: ZIP archive.
  public static let zip = FormatID(rawValue: "zip")
  /// `gz`: gzip archive.
  public static let gz = FormatID(rawValue: "gz")
  /// `bz2`: bzip2 archive.
  public static let bz2 = FormatID(rawValue: "bz2")
  /// `xz`: xz archive.
  public static let xz = FormatID(rawValue: "xz")
  /// `7z`: 7-Zip archive.
  public static let sevenZip = FormatID(rawValue: "7z")
  /// `rar`: RAR archive.
  public static let rar = FormatID(rawValue: "rar")
  /// `plist`: binary property list.
  public static let plist = FormatID(rawValue: "plist")
  /// `aae`: Photos adjustment envelope (AAE sidecar).
  public static let aae = FormatID(rawValue: "aae")
  /// `xmp`: XMP sidecar.
  public static let xmp = FormatID(rawValue: "xmp")
  /// `html`: HTML document.
  public static let html = FormatID(rawValue: "html")
  /// `xml`: XML document.
  public static let xml = FormatID(rawValue: "xml")
  /// `rtf`: Rich Text Format document.
  public static let rtf = FormatID(rawValue: "rtf")
  /// `json`: JSON document.
  public static let json = FormatID(rawValue: "json")
  /// `txt`: plain text.
  public static let txt = FormatID(rawValue: "txt")
}
