/// The previews in a `classify preview` output folder that an input's earlier content left
/// (`--remove-stale`, `Docs/Imaging.md`, "`classify preview`"): files named for the same input
/// (its stem and path hash) and the same request (its ``PreviewRequestTag``) but another content
/// key (`<stem>-<path hash>-<other key>-<request>[.degraded].<ext>`), and the names of the
/// scheme before content keys (`<stem>-<path hash>-<request>[.degraded].<ext>`), whose content
/// is not known. Previews of other requests, other inputs and every other name are never
/// among them.
///
/// The folder is listed once, when the run begins (files this run writes are never stale), and
/// the names are grouped by their `<stem>-<path hash>-` prefix, so each input looks up its own.
struct PreviewStaleFiles: Sendable {
  /// Names of the folder by the prefix they begin with.
  let byPrefix: [String: [String]]

  /// Groups `names` (a listing of the output folder); names of no preview's shape are left out.
  init(names: [String]) {
    var groups: [String: [String]] = [:]
    for name in names {
      if let prefix = Self.prefix(of: name) { groups[prefix, default: []].append(name) }
    }
    byPrefix = groups
  }

  /// `<stem>-<path hash>-` of a preview's name: the part before the first `.` ends in
  /// `-<16 hex>-<8 hex>` (the old scheme) or `-<16 hex>-<8 hex>-<8 hex>`; nil for another name.
  static func prefix(of name: String) -> String? {
    guard let dot = name.firstIndex(of: "."), dot != name.startIndex else { return nil }
    let parts = name[..<dot].split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count >= 3, isHex(parts[parts.count - 1], 8) else { return nil }
    var hashAt = parts.count - 2
    if !isHex(parts[hashAt], 16) {
      guard parts.count >= 4, isHex(parts[hashAt], 8), isHex(parts[hashAt - 1], 16) else { return nil }
      hashAt -= 1
    }
    return parts[...hashAt].joined(separator: "-") + "-"
  }

  /// The stale names for the input whose names begin with `prefix`, now keyed `content`, of
  /// the request tagged `request` and encoded as `ext`.
  func stale(prefix: String, content: String, request: String, ext: String) -> [String] {
    let endings = ["-" + request + "." + ext, "-" + request + ".degraded." + ext]
    return (byPrefix[prefix] ?? []).filter { name in
      let rest = name.dropFirst(prefix.count)
      if endings.contains(where: { "-" + rest == $0 }) { return true }  // the old scheme
      guard rest.count > 8, Self.isHex(rest.prefix(8), 8), rest.prefix(8) != content else { return false }
      return endings.contains(String(rest.dropFirst(8)))
    }
  }

  /// Whether `text` is `count` lower-case hex digits.
  static func isHex(_ text: Substring, _ count: Int) -> Bool {
    text.utf8.count == count && text.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
  }
}
