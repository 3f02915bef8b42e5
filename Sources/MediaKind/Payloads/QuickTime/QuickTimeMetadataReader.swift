/// Reads QuickTime metadata: the key/value lists of `meta` boxes with an `mdta` handler (movie
/// and track level) and the key lists of timed-metadata (`mebx`) sample entries.
///
/// ```
/// meta                 QuickTime: no version/flags (ISO files: FullBox)
/// ├─ hdlr              handler_type 'mdta'
/// ├─ keys              FullBox, u32 entry_count, per key: u32 size, u32 namespace ('mdta'),
/// │                    key bytes (size - 8), e.g. "com.apple.quicktime.content.identifier"
/// └─ ilst              one box per item; box type = 1-based key index; inside: 'data'
///                      (QuickTimeDataAtom)
///
/// mebx sample entry    8 bytes, then 'keys' (a plain box) of boxes whose type is the local
///                      key id; each holds 'keyd' (u32 namespace, key bytes) and 'dtyp'
/// ```
/// Spec: Apple QTFF "Metadata" (Metadata Atoms; Timed Metadata); ExifTool `QuickTime.pm`
/// `ProcessKeys` and `%QuickTime::Keys` (ExifTool strips `com.apple.quicktime.`, we keep
/// the full name); `Docs/DetectionRules.md` "QuickTime and MP4 metadata".
enum QuickTimeMetadataReader {
  /// The items of `meta` as (full key name, decoded value), in `ilst` order. Empty when the
  /// handler is not `mdta` or the lists are damaged (diagnosed).
  static func items(of meta: Box, walker: inout BoxWalker) -> [(key: String, value: FactValue)] {
    let skip = meta.payloadMatches(ascii: "hdlr", at: 4) ? 0 : 4
    let children = walker.children(of: meta, skipping: skip)
    guard let hdlr = children.first(where: { $0.type == "hdlr" }),
      (try? HandlerBox(parsing: hdlr))?.handlerType == "mdta",
      let keysBox = children.first(where: { $0.type == "keys" }),
      let ilst = children.first(where: { $0.type == "ilst" })
    else { return [] }
    let keys = keyNames(keysBox, walker: &walker)
    var result: [(key: String, value: FactValue)] = []
    for item in walker.children(of: ilst) {
      let index = Int(item.type.rawValue)
      guard index >= 1 && index <= keys.count else {
        walker.diagnose(.missing, at: "QuickTime", "ilst item \(index) at offset \(item.filePosition) has no key")
        continue
      }
      guard let data = walker.child("data", of: item), let value = QuickTimeDataAtom.value(of: data)
      else { continue }
      result.append((keys[index - 1], value))
    }
    return result
  }

  /// The key names of a `keys` box, in order (index 1 first). Keys of other namespaces keep
  /// their place so ilst indices stay right.
  static func keyNames(_ keys: Box, walker: inout BoxWalker) -> [String] {
    var r = keys.reader(skipping: 4)
    var names: [String] = []
    guard let declared = try? r.readInteger(as: UInt32.self) else { return [] }
    for _ in 0..<Int(declared) {
      guard r.remaining >= 8, walker.spend() else { break }
      let start = r.offset
      guard let size = try? r.readInteger(as: UInt32.self), size >= 8, Int(size) <= r.remaining + 4
      else {
        walker.diagnose(
          .malformed, at: "QuickTime", "bad key entry in 'keys' at offset \(keys.base + start)")
        break
      }
      let entry = ByteReader(keys.bytes, range: start..<(start + Int(size)), base: keys.base)
      names.append(keyName(entry))
      r = ByteReader(keys.bytes, range: (start + Int(size))..<r.end, base: keys.base)
    }
    return names
  }

  /// The `mdta` keys a `mebx` timed-metadata sample entry declares.
  static func timedMetadataKeys(_ entry: SampleEntry, walker: inout BoxWalker) -> [String] {
    guard entry.format == "mebx", let keys = entry.child("keys") else { return [] }
    var names: [String] = []
    for local in walker.children(of: keys) {
      guard let keyd = walker.child("keyd", of: local) else { continue }
      var r = keyd.reader()
      guard let namespace = try? r.fourCC(), namespace == "mdta" else { continue }
      let name = trimmed(Array(keyd.bytes[r.offset..<r.end]))
      if !name.isEmpty { names.append(name) }
    }
    return names
  }

  /// The key text of one `keys` entry (u32 size, u32 namespace, bytes).
  private static func keyName(_ entry: ByteReader) -> String {
    var r = entry
    guard (try? r.skip(8)) != nil else { return "" }
    return trimmed(Array(r.bytes[r.offset..<r.end]))
  }

  private static func trimmed(_ bytes: [UInt8]) -> String {
    var end = bytes.count
    while end > 0 && bytes[end - 1] == 0 { end -= 1 }
    return String(decoding: bytes[0..<end], as: UTF8.self)
  }
}
