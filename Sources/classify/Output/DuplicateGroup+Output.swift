import MediaKind

/// `classify duplicates` prints one group a line: JSON (the group object), a CSV row of the
/// group, or a table line naming the kept file and each duplicate with its tier.
extension DuplicateGroup: OutputItem {
  static func csvColumns(explain: Bool) -> [String] {
    ["keep", "keepReason", "tier", "count", "duplicates", "duplicateTiers", "duplicateEvidence"]
  }

  func csvFields(explain: Bool) -> [CSVCell] {
    [
      .text(kept.path), .text(keepReason.rawValue), .text(tier.rawValue), .number("\(members.count)"),
      .text(duplicates.map(\.path).joined(separator: " | ")),
      .text(duplicates.map { $0.tier?.rawValue ?? "" }.joined(separator: " | ")),
      .text(duplicates.map { $0.evidence ?? "" }.joined(separator: " | ")),
    ]
  }

  /// `keep ./a/IMG_1.JPG (oldestFile): ./b/IMG_1.JPG identicalBytes, ./c/x.jpg sameShot
  /// (ImageUniqueID 4F2A…)`
  func tableText(explain: Bool) -> String {
    let others = duplicates.map { member in
      "\(PathEscaping.display(member.path)) \(member.tier?.rawValue ?? "")" + (member.evidence.map { " (\($0))" } ?? "")
    }
    return "keep \(PathEscaping.display(kept.path)) (\(keepReason.rawValue)): \(others.joined(separator: ", "))\n"
  }
}
