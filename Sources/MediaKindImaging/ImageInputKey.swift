import MediaKind

/// What a request's answer depends on besides the request itself: the file's content (its
/// `ContentFingerprint`: size, modification time, a hash of sampled bytes) and the files beside
/// it that can change the answer (its edited render, for `.current`; the other half of a Live
/// Photo), each by name and fingerprint. These are the parts the thumbnail cache keys an entry
/// on (`ThumbnailCacheKey`, `Docs/Imaging.md`, "The thumbnail cache"), and `classify preview`
/// puts ``hex`` into its output names (`Docs/Imaging.md`, "`classify preview`"), so an input
/// that changed gets new names and an unchanged one finds its files again.
package struct ImageInputKey: Sendable, Equatable {
  /// The file's fingerprint as text (`SIZE:MTIME_NS:SAMPLE_HASH`).
  package let fingerprint: String
  /// One line per file beside it that can change the answer: `beside NAME FINGERPRINT`
  /// (`unreadable` for one that cannot be read).
  package let neighbours: [String]

  /// The key of `path` for requests of `version`; nil when the file cannot be opened or read.
  package init?(path: String, version: ImageRequestVersion) {
    self.init(source: ImageSource(path: path), version: version)
  }

  /// The key of the file `source` names for requests of `version` (an asset's resource looks
  /// for no edited render by name unless it is the primary photo).
  init?(source: ImageSource, version: ImageRequestVersion) {
    let path = source.path
    guard let own = ContentFingerprint(path: path) else { return nil }
    fingerprint = own.text
    neighbours = ThumbnailCacheKey.neighbours(of: path, findingRender: source.findsRenderByName(version)).map {
      "beside \(ThumbnailCacheKey.name(of: $0)) \(ContentFingerprint(path: $0)?.text ?? "unreadable")"
    }
  }

  /// 8 lower-case hex digits: the low 32 bits of the 64-bit FNV-1a hash of the fingerprint and
  /// the neighbours' lines, joined by newlines.
  package var hex: String {
    (StableHash<UInt64>.of(([fingerprint] + neighbours).joined(separator: "\n")) & 0xFFFF_FFFF).paddedHex(digits: 8)
  }
}
