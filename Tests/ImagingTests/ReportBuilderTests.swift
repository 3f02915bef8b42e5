import Foundation
import MediaKind
import MediaKindReport
import MediaKindTestSupport
import Testing

/// The report site as a library (`MediaKindReport`), without the CLI: the site's files are the
/// repository's (`Sources/CReportSite/site/`, compiled in), `data.js` describes every asset
/// with a thumbnail file that exists, and a predicate narrows the assets.
@Suite("MediaKindReport")
struct ReportBuilderTests {
  /// Samples/, classified as `classify report` classifies (thorough, with evidence).
  static func samples() async -> MediaLibrary {
    await MediaLibrary.scan(
      roots: [SampleCorpus.samplesDirectory.path],
      classifier: MediaClassifier(options: ClassifyOptions(mode: .thorough, explain: true)))
  }

  /// The JSON object of `data.js` (`window.MEDIAKIND_REPORT = {...};`).
  static func data(in site: String) throws -> [String: Any] {
    let text = try String(contentsOfFile: site + "/data.js", encoding: .utf8)
    let prefix = "window.MEDIAKIND_REPORT = "
    #expect(text.hasPrefix(prefix) && text.hasSuffix(";\n"))
    let json = text.dropFirst(prefix.count).dropLast(2)
    return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
  }

  @Test("the site's page, style sheet and script are the repository's files; every tile's thumbnail exists")
  func writesTheSite() async throws {
    let folder = try TemporaryDirectory("report-library")
    defer { folder.remove() }
    let site = folder.path("site")
    let library = await Self.samples()
    let summary = try await ReportBuilder(library: library, root: "Samples", tool: "test 1").write(
      into: ReportFolders(creating: site))
    #expect(summary.assets == library.assets.count && summary.assets > 50)
    #expect(summary.thumbnails > 40 && summary.thumbnailFailures == summary.assets - summary.thumbnails)

    let sources = SampleCorpus.repositoryRoot().appendingPathComponent("Sources/CReportSite/site")
    for name in ["index.html", "report.css", "report.js"] {
      let shipped = try Data(contentsOf: sources.appendingPathComponent(name))
      let written = try Data(contentsOf: URL(fileURLWithPath: site + "/" + name))
      #expect(!shipped.isEmpty && written == shipped, "\(name)")
    }

    let data = try Self.data(in: site)
    #expect(data["tool"] as? String == "test 1" && data["root"] as? String == "Samples")
    let tiles = try #require(data["assets"] as? [[String: Any]])
    #expect(tiles.count == summary.assets)
    var thumbnails = 0
    for tile in tiles {
      let id = try #require(tile["id"] as? String)
      if let thumb = tile["thumb"] as? String {
        thumbnails += 1
        #expect(thumb.hasPrefix("thumbs/" + (id.split(separator: "/").first.map(String.init) ?? "")))
        #expect(FileManager.default.fileExists(atPath: site + "/" + thumb), "\(thumb)")
      } else {
        #expect((tile["thumbError"] as? String)?.isEmpty == false, "\(id) has neither a thumbnail nor a reason")
      }
    }
    #expect(thumbnails == summary.thumbnails)
    #expect(FileManager.default.fileExists(atPath: site + "/details/0.js"))
  }

  @Test("a predicate keeps the assets it selects, with their files")
  func predicateNarrows() async throws {
    let folder = try TemporaryDirectory("report-library-where")
    defer { folder.remove() }
    let site = folder.path("site")
    let library = await Self.samples()
    let videos = library.assets.filter { $0.mediaType == .video }.count
    #expect(videos > 0 && videos < library.assets.count)
    let summary = try await ReportBuilder(
      library: library, root: "Samples", predicate: try AssetPredicate(format: "mediaType == 2")
    ).write(into: ReportFolders(creating: site))
    #expect(summary.assets == videos)
    let tiles = try #require(try Self.data(in: site)["assets"] as? [[String: Any]])
    #expect(tiles.allSatisfy { $0["mediaType"] as? String == "video" })
  }
}
