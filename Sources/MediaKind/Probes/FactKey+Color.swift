// Fact keys recorded from colour information (HEIF/AVIF `colr`, PNG `cICP`).
extension FactKey {
  /// `Color.TransferCharacteristics`, read at `meta/iprp colr nclx of item`.
  public static let colorTransferCharacteristics = FactKey(rawValue: "Color.TransferCharacteristics")
}
