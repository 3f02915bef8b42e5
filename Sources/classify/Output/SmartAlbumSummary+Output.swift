import MediaKind

/// Smart album counts in every output format: JSON and CSV from
/// ``SmartAlbumSummary/recordMembers`` (`subtype`, `name`, `title`, `count`).
extension SmartAlbumSummary: OutputItem {
  /// `213  livePhotos        Live Photos       3`.
  func tableText(explain: Bool) -> String {
    let name = self.name.padding(toLength: 18, withPad: " ", startingAt: 0)
    let title = self.title.padding(toLength: 18, withPad: " ", startingAt: 0)
    return "\(subtype)  \(name)\(title)\(count)\n"
  }
}
