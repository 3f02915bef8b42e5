extension MediaLibrary {
  /// Whether the library at `root` keeps identifiers for assets away from their path hash's
  /// path (`.mediakind/identities.json` with entries; Docs/Changes.md, "Identity"). Matching
  /// them looks at every file of the library, so an index computes its change sets over the
  /// whole library when this is true.
  package static func keepsIdentifiers(root: String) -> Bool {
    !StoredIdentities.read(root: root).table.assets.isEmpty
  }
}
