import MediaKind

/// Smart album counts in every output format: JSON and CSV from
/// ``SmartAlbumSummary/recordMembers`` (`subtype`, `name`, `title`, `count`).
extension SmartAlbumSummary: OutputItem {
  /// `213      livePhotos        Live Photos       3`: the number padded to the width of
  /// MediaKind's own album number (HDR Videos, 1000001), so the columns line up.
  func tableText(explain: Bool) -> String {
    let number = String(subtype).padding(toLength: 7, withPad: " ", startingAt: 0)
    let name = self.name.padding(toLength: 18, withPad: " ", startingAt: 0)
    let title = self.title.padding(toLength: 18, withPad: " ", startingAt: 0)
    return "\(number)  \(name)\(title)\(count)\n"
  }
}
