// Fact keys recorded from PNG chunks (`PNGProbe`).
extension FactKey {
  /// `PNG.CgBI`, read at `PNG CgBI chunk before IHDR`.
  public static let pngCgBI = FactKey(rawValue: "PNG.CgBI")
  /// `PNG.acTL.NumFrames`, read at `PNG acTL`.
  public static let pngACTLNumFrames = FactKey(rawValue: "PNG.acTL.NumFrames")
  /// `PNG.acTL.NumPlays`, read at `PNG acTL`.
  public static let pngACTLNumPlays = FactKey(rawValue: "PNG.acTL.NumPlays")
  /// `PNG.eXIf.Present`, read at `PNG eXIf`.
  public static let pngEXIfPresent = FactKey(rawValue: "PNG.eXIf.Present")
}
