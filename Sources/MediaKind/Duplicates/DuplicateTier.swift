/// How a member of a ``DuplicateGroup`` matches the asset the group keeps
/// (`Docs/Library.md`, "Duplicates").
public enum DuplicateTier: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
  /// The primary files hold the same bytes: equal size, equal first and last 64 KiB, equal
  /// 128-bit XXH3 digest of the whole file, and then compared byte for byte (hard links to
  /// one file are this tier without a read). An archive member, which cannot be read again,
  /// matches by the XXH3 digest of its bytes its scan took, with no byte check after.
  case identicalBytes
  /// The files differ, but their image data is the same: a JPEG's segments other than APPn
  /// and COM from SOI to EOI (quantisation and Huffman tables, frame and scan headers, the
  /// entropy-coded data), or a PNG's IHDR, PLTE, tRNS, IDAT and APNG frame chunks. An EXIF
  /// edit, a stripped copy or another ICC profile leaves them equal.
  case identicalImageData
  /// The files hold other pixels of the same shot (another size, another encoding): both
  /// state the same EXIF or Apple ImageUniqueID, both are stills with the same Live Photo
  /// content identifier, or both are frames of one burst with the same capture time to the
  /// millisecond. Never a RAW and a JPEG, two frames of a burst, or an original and its edit.
  case sameShot

  /// Stronger tiers first.
  public static func < (lhs: DuplicateTier, rhs: DuplicateTier) -> Bool {
    lhs.strength > rhs.strength
  }

  private var strength: Int {
    switch self {
    case .identicalBytes: 2
    case .identicalImageData: 1
    case .sameShot: 0
    }
  }
}
