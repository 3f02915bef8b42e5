/// An iCloud Drive placeholder: the `.NAME.icloud` file macOS and iOS leave where a file has
/// been evicted to iCloud, a small binary property list that names the file
/// (`NSURLNameKey`) and its size (`NSURLFileSizeKey`). `Docs/DetectionRules.md`, "Integrity".
struct ICloudStub: Equatable {
  /// The name of the file the stub stands for.
  let name: String
  /// Its size in bytes, when the stub states one.
  let fileSize: Int64?

  /// The stub in `bytes` (a whole stub is a few hundred bytes: the head holds it), or nil when
  /// they are not a property list naming a file.
  init?(_ bytes: [UInt8]) {
    guard let plist = BinaryPropertyList(bytes),
      case .string(let name)? = plist.values["NSURLNameKey"], !name.isEmpty
    else { return nil }
    self.name = name
    if case .integer(let size)? = plist.values["NSURLFileSizeKey"], size >= 0 {
      fileSize = size
    } else {
      fileSize = nil
    }
  }
}
