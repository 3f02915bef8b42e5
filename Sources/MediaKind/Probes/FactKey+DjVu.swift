// Fact keys recorded from DjVu documents (`DjVuProbe`).
extension FactKey {
  /// `DjVu.Meta.CreationDate`.
  public static let djvuMetaCreationDate = FactKey(rawValue: "DjVu.Meta.CreationDate")
}
