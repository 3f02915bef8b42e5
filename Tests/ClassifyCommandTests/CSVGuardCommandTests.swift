import Foundation
import MediaKindTestSupport
import Testing

/// CSV text cells that a spreadsheet would run as a formula get a leading `'` (OWASP, CSV
/// injection); numbers stay as they are; `--no-csv-guard` prints them raw (Docs/CLI.md).
@Suite("CSV: formula injection guard")
struct CSVGuardCommandTests {
  static let formulaName = "=HYPERLINK(\"x\").gif"

  /// A folder with a GIF named as a formula, a JPEG at longitude -122.009 named `-gps.jpg`,
  /// and an album folder `@SUM(1+1)` holding `+pic.jpg`.
  static func setUp() throws -> TemporaryDirectory {
    let dir = try TemporaryDirectory("csv-guard")
    let samples = SampleCorpus.samplesDirectory
    let gif = try Data(contentsOf: samples.appendingPathComponent("image/gif/three-frames.gif"))
    let located = try Data(contentsOf: samples.appendingPathComponent("image/jpeg/apple-live-photo-still.jpg"))
    try dir.write(formulaName, [UInt8](gif))
    try dir.write("-gps.jpg", [UInt8](located))
    try dir.write("@SUM(1+1)/+pic.jpg", [UInt8](located))
    return dir
  }

  static func lines(_ output: CommandRunner.Output) -> [Substring] {
    output.stdout.split(separator: "\n")
  }

  @Test("records: a path starting with = or - gets a quote in front; a negative longitude does not")
  func records() throws {
    let dir = try Self.setUp()
    defer { dir.remove() }
    let run = try CommandRunner.classify(["--format", "csv", "--", Self.formulaName, "-gps.jpg"], in: dir.url)
    #expect(run.status == 0, "\(run.stderr)")
    let lines = Self.lines(run)
    #expect(lines.count == 3)
    #expect(lines[1].hasPrefix("\"'=HYPERLINK(\"\"x\"\").gif\",ok,"), "\(lines[1])")
    #expect(lines[2].hasPrefix("\"'-gps.jpg\",ok,"), "\(lines[2])")
    #expect(lines[2].contains(",37.3349,-122.009,"), "\(lines[2])")
  }

  @Test("--no-csv-guard prints the cells raw (still RFC 4180 quoted)")
  func raw() throws {
    let dir = try Self.setUp()
    defer { dir.remove() }
    let run = try CommandRunner.classify(["--format", "csv", "--no-csv-guard", "--", Self.formulaName, "-gps.jpg"], in: dir.url)
    #expect(run.status == 0, "\(run.stderr)")
    let lines = Self.lines(run)
    #expect(lines[1].hasPrefix("\"=HYPERLINK(\"\"x\"\").gif\",ok,"), "\(lines[1])")
    #expect(lines[2].hasPrefix("-gps.jpg,ok,"), "\(lines[2])")
  }

  @Test("assets and albums: paths and titles are guarded; numbers are not")
  func assetsAndAlbums() throws {
    let dir = try Self.setUp()
    defer { dir.remove() }
    let assets = try CommandRunner.classify(["assets", "--format", "csv", "@SUM(1+1)"], in: dir.url)
    #expect(assets.status == 0, "\(assets.stderr)")
    let asset = try #require(Self.lines(assets).last)
    #expect(asset.contains(",\"'@SUM(1+1)/+pic.jpg\",image,"), "\(asset)")
    #expect(asset.contains(",37.3349,-122.009"), "\(asset)")
    let albums = try CommandRunner.classify(["albums", "--type", "album", "--format", "csv", "."], in: dir.url)
    #expect(albums.status == 0, "\(albums.stderr)")
    #expect(Self.lines(albums).contains { $0.contains(",\"'@SUM(1+1)\",,1,") }, "\(albums.stdout)")
    let raw = try CommandRunner.classify(["albums", "--type", "album", "--format", "csv", "--no-csv-guard", "."], in: dir.url)
    #expect(Self.lines(raw).contains { $0.contains(",@SUM(1+1),,1,") }, "\(raw.stdout)")
  }
}
