import Foundation
import MediaKind
import MediaKindCheck
@testable import MediaKindReport
import Testing

/// The report's capture-date chart and check findings as data: undated assets apart, months
/// with gaps filled, years for a long span; findings in columns.
@Suite("Report timeline and findings")
struct ReportTimelineTests {
  func counts(_ timeline: ReportTimeline) -> [String] { timeline.buckets.map { "\($0.label)=\($0.count)" } }

  @Test("months, gaps filled with 0, undated counted apart (never a bucket)")
  func months() {
    let timeline = ReportTimeline(["2024-11-02T10:00:00", nil, "2025-01-31T23:59:59Z", "2024-11-30", nil, "not a date", "2025-13-01"])
    #expect(timeline.unit == "month")
    #expect(counts(timeline) == ["2024-11=2", "2024-12=0", "2025-01=1"])
    #expect(timeline.undated == 4)
  }

  @Test("more than 36 months: one bucket per year, every year between")
  func years() {
    var dates: [String?] = (0..<163).map { i in String(format: "%04d-%02d-15", 2010 + i / 12, i % 12 + 1) }
    dates += [String?](repeating: nil, count: 447)
    dates.append("1998-05-01")
    let timeline = ReportTimeline(dates)
    #expect(timeline.unit == "year")
    #expect(timeline.undated == 447)
    #expect(timeline.buckets.first?.label == "1998" && timeline.buckets.last?.label == "2023")
    #expect(timeline.buckets.count == 2023 - 1998 + 1)
    #expect(timeline.buckets.map(\.count).reduce(0, +) == 164)
    #expect(counts(timeline).prefix(2) == ["1998=1", "1999=0"])
    #expect(timeline.buckets.first { $0.label == "2010" }?.count == 12)
    // Exactly 36 months stay months.
    let three = ReportTimeline((0..<36).map { i in String(format: "%04d-%02d-01", 2020 + i / 12, i % 12 + 1) })
    #expect(three.unit == "month" && three.buckets.count == 36)
  }

  @Test("nothing dated: no buckets")
  func empty() {
    let timeline = ReportTimeline([nil, nil])
    #expect(timeline.buckets.isEmpty && timeline.undated == 2)
  }

  @Test("a finding in columns: rule, check, value, limit, message (a mismatch: field, actual, expected)")
  func findings() {
    let violation = ReportBuilder.finding(CheckFinding(
      kind: .violation, path: "web/big.png", rule: "Web images", check: .maxFileSize, actual: .int(812_345),
      limit: "500KB", message: "web/big.png: maxFileSize: 812345 bytes is over 500KB"))
    #expect(violation.kind == "violation" && violation.path == "web/big.png")
    #expect(violation.rule == "Web images" && violation.check == "maxFileSize")
    #expect(violation.value == "812345" && violation.limit == "500KB")
    #expect(violation.message == "web/big.png: maxFileSize: 812345 bytes is over 500KB")
    let mismatch = ReportBuilder.finding(CheckFinding(
      kind: .mismatch, path: "b/one.png", field: .pixelWidth, expected: .int(4), actual: nil, message: "m"))
    #expect(mismatch.rule == "pixelWidth" && mismatch.check == nil)
    #expect(mismatch.value == "(absent)" && mismatch.limit == "4")
  }
}
