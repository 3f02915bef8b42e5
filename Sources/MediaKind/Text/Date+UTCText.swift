import Foundation

extension Date {
  /// The date as ISO 8601 in UTC to the second (`2024-05-17T09:30:00Z`): how the index's
  /// refresh time and the library's stored records (albums, deletions) write "now".
  package var utcText: String {
    ISO8601DateFormatter().string(from: self)
  }
}
