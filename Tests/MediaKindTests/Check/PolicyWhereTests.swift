import Foundation
import Testing

@testable import MediaKind
@testable import MediaKindCheck

@Suite("Check: a rule's where: predicate")
struct PolicyWhereTests {
  @Test("where: narrows the files a rule covers; others are uncovered")
  func narrows() throws {
    let policy = try CheckFixtures.policy(#"""
      {"rules": [{"name": "big videos short", "where": "mediaType == 2 AND pixelWidth >= 1920", "maxDuration": "10s"}]}
      """#)
    #expect(policy.rules[0].whereExpression == "mediaType == 2 AND pixelWidth >= 1920")
    #expect(policy.rules[0].wherePredicate == .and([
      .mediaType(.video), .pixelSize(minWidth: 1920, minHeight: nil, maxWidth: nil, maxHeight: nil),
    ]))
    let report = try PolicyCheck(policy: policy).evaluate([
      CheckFixtures.photo("a.jpg"), CheckFixtures.movie("b.mov"),
    ])
    #expect(report.summary.uncovered == 1)  // the photo
    #expect(report.summary.failed == 1)  // the 12.5 s movie
    #expect(report.cases.map(\.path) == ["b.mov"])
  }

  @Test("where: with bit tests and text; an unreadable file stays covered (fail closed)")
  func bitsTextAndUnreadable() throws {
    let policy = try CheckFixtures.policy(#"""
      {"rules": [{"where": "(mediaSubtypes & 2) != 0 AND filename ENDSWITH[c] '.JPG'", "noLocation": true, "noErrors": true}]}
      """#)
    let report = try PolicyCheck(policy: policy).evaluate(
      [CheckFixtures.photo("a.jpg"), CheckFixtures.movie("b.mov"), CheckFixtures.unreadable("c.jpg")],
      allowUnreadable: true)
    #expect(report.summary.uncovered == 1)  // the movie
    #expect(report.cases.map(\.path) == ["a.jpg", "c.jpg"])
    #expect(report.summary.failed == 2)
  }

  @Test("a malformed where: is refused with its column")
  func malformed() {
    do {
      _ = try CheckFixtures.policy(#"{"rules": [{"where": "mediaType == 'picture'", "noErrors": true}]}"#)
      Issue.record("decoded")
    } catch {
      let text = "\(error)"
      #expect(text.contains("column 14") && text.contains("unknown media type 'picture'"), "\(text)")
    }
  }
}
