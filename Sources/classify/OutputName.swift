import Foundation

/// File names for generated images that cannot collide: the source's stem, then 16 hex digits
/// of an FNV-1a 64-bit hash of its absolute path, then the extension (`IMG_1234-8f3a….jpg`).
/// Two inputs with the same name in different folders get different names; the same input
/// gets the same name in every run.
enum OutputName {
  static func name(for path: String, extension ext: String) -> String {
    let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in absolute.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01B3
    }
    var stem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    stem = String(stem.unicodeScalars.map { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_") ? Character($0) : "_" }.prefix(64))
    let hex = String(hash, radix: 16)
    return "\(stem)-\(String(repeating: "0", count: 16 - hex.count))\(hex).\(ext)"
  }
}
