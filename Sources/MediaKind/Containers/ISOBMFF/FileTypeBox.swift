/// The ISO BMFF `ftyp` box at the start of a file: major brand and compatible brands.
///
/// ```
/// 0  u32 size   4 "ftyp"   8 major_brand   12 minor_version   16 compatible_brands[]
/// ```
/// Spec: ISO/IEC 14496-12 §4.3. Brand meanings: `Docs/DetectionRules.md` "Formats and media type" brand table.
public struct FileTypeBox: Sendable, Hashable {
  /// The brand the file declares first (`heic`, `qt  `, `isom`, ...).
  public let majorBrand: FourCC
  /// The major brand's version, as the writer set it (informative only).
  public let minorVersion: UInt32
  /// Every other brand the file claims to conform to, in file order.
  public let compatibleBrands: [FourCC]

  /// Brands that say only "some ISO BMFF / MPEG-4 file" and so never outrank a specific
  /// brand in the compatible list.
  public static let genericBrands: Set<FourCC> = [
    "isom", "iso2", "iso3", "iso4", "iso5", "iso6", "iso7", "iso8", "iso9", "mp41", "mp42",
    "mp71", "avc1", "dash", "mmp4", "mif1", "mif2", "mif3", "msf1", "miaf", "MA1A", "MA1B",
    "unif",
  ]

  /// Parses the box at offset 0 of `head`, if it is an `ftyp` box.
  public init?(head: [UInt8]) {
    guard let size = head.integer(at: 0, as: UInt32.self), head.matches(ascii: "ftyp", at: 4),
      let major = head.integer(at: 8, as: UInt32.self)
    else { return nil }
    majorBrand = Self.padded(major)
    minorVersion = head.integer(at: 12, as: UInt32.self) ?? 0
    let end = min(Int(size), head.count, 4096)
    var brands: [FourCC] = []
    var offset = 16
    while offset + 4 <= end {
      if let b = head.integer(at: offset, as: UInt32.self), b != 0 { brands.append(Self.padded(b)) }
      offset += 4
    }
    compatibleBrands = brands
  }

  /// A brand whose trailing bytes are NUL, as some writers pad it (`M4A\0`), read with the
  /// spaces the brand tables use (`M4A `): a brand is four printable characters, padded
  /// with spaces (ISO/IEC 14496-12 §4.3, §6.2).
  static func padded(_ brand: UInt32) -> FourCC {
    guard brand & 0xFF == 0, brand != 0 else { return FourCC(brand) }
    var value = brand
    var shift: UInt32 = 0
    while shift < 24, (value >> shift) & 0xFF == 0 {
      value |= 0x20 << shift
      shift += 8
    }
    return FourCC(value)
  }

  /// How strongly the brands say one of `brands`: 100 when the major brand is a specific one
  /// of them, 50 when a generic major brand or a compatible brand is, 0 otherwise.
  public func strength(for brands: Set<FourCC>) -> Int {
    if brands.contains(majorBrand) {
      return Self.genericBrands.contains(majorBrand) ? 50 : 100
    }
    return compatibleBrands.contains(where: brands.contains) ? 50 : 0
  }

  /// Whether `brand` is the major or a compatible brand.
  public func has(_ brand: FourCC) -> Bool {
    majorBrand == brand || compatibleBrands.contains(brand)
  }
}
