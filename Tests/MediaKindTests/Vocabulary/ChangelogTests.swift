import Foundation
import MediaKind
import MediaKindTestSupport
import Testing

/// CHANGELOG.md's newest release is the version `classify --version` prints, so a release
/// cannot be tagged with a changelog that does not describe it (or the other way round).
@Suite("the changelog")
struct ChangelogTests {
  @Test("the newest release heading is MediaClassifier.version, and versions only go up")
  func newestReleaseIsTheVersion() throws {
    let url = SampleCorpus.repositoryRoot().appendingPathComponent("CHANGELOG.md")
    let text = try String(contentsOf: url, encoding: .utf8)
    let versions = text.split(separator: "\n").compactMap { line -> [Int]? in
      guard line.hasPrefix("## ") else { return nil }
      let word = line.dropFirst(3).split(separator: " ").first.map(String.init) ?? ""
      let parts = word.split(separator: ".").compactMap { Int($0) }
      return parts.count == 3 ? parts : nil
    }
    let newest = try #require(versions.first, "no '## X.Y.Z - date' heading in CHANGELOG.md")
    #expect(newest.map(String.init).joined(separator: ".") == MediaClassifier.version)
    for (newer, older) in zip(versions, versions.dropFirst()) {
      #expect(newer.lexicographicallyPrecedes(older) == false && newer != older, "\(newer) after \(older)")
    }
  }
}
