import Foundation
import MediaKind
import MediaKindTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `classify report` takes the conventions of the other commands: walk options, --where,
/// fail-closed checks.
@Suite("classify report: --where, walk options, fail-closed checks")
struct ReportOptionTests {
  @Test("--where keeps the selected assets; an unreadable file fails the report's check unless allowed")
  func whereAndUnreadable() throws {
    let dir = try TemporaryDirectory("report-where")
    defer { dir.remove() }
    try dir.write("root/a.jpg", LibraryFixtures.appleJPEG())
    try dir.write("root/b.mov", LibraryFixtures.quickTimeMovie(contentIdentifier: nil))
    try dir.write("root/.git/c.jpg", LibraryFixtures.appleJPEG())
    let all = try CommandRunner.classify(["report", "root", "--out", dir.path("all"), "--format", "table"], in: dir.url)
    #expect(all.status == 0, "\(all.stderr)")
    #expect(all.stdout.hasPrefix("report: 2 assets"), "\(all.stdout)")  // .git is left out, as in every walk
    let videos = try CommandRunner.classify(["report", "root", "--out", dir.path("v"), "--where", "mediaType == 2", "--format", "table"], in: dir.url)
    #expect(videos.stdout.hasPrefix("report: 1 assets"), "\(videos.stdout)")
    let bad = try CommandRunner.classify(["report", "root", "--out", dir.path("x"), "--where", "mediaType =="], in: dir.url)
    #expect(bad.status == 64)
    #expect(symlink("nowhere.jpg", dir.path("root/dangling.jpg")) == 0)
    try dir.write("policy.yml", Array("rules:\n  - maxFileSize: 1GB\n".utf8))
    let strict = try CommandRunner.classify(["report", "root", "--out", dir.path("p"), "--policy", "policy.yml"], in: dir.url)
    #expect(strict.status == 1)
    let negative = try CommandRunner.classify(["report", "root", "--out", dir.path("n"), "--concurrency", "-1"], in: dir.url)
    #expect(negative.status == 64 && negative.stderr.contains("must be 1 or more"))
  }
}
