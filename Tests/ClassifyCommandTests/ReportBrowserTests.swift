import Foundation
import MediaKindTestSupport
import Testing

/// `classify report` on Samples, opened in headless Chromium (Scripts/report_browser_check.py):
/// the album counts equal `classify albums`, every thumbnail loads, the console stays clean, and
/// at a desktop (1280 px) and a phone width (390 px) nothing scrolls sideways or overlaps.
@Suite("classify report in a browser", .serialized)
struct ReportBrowserTests {
  @Test("the Samples report in headless Chromium")
  func samplesReport() throws {
    let folder = try TemporaryDirectory("report-browser")
    defer { folder.remove() }
    let site = folder.path("site")
    let samples = SampleCorpus.samplesDirectory.path
    let report = try CommandRunner.classify(["report", samples, "--out", site, "--format", "table"])
    #expect(report.status == 0, "stderr: \(report.stderr)")
    #expect(report.stdout.hasPrefix("report: "))
    for file in ["index.html", "data.js", "report.js", "report.css", "details/0.js"] {
      #expect(FileManager.default.fileExists(atPath: site + "/" + file), "\(file)")
    }
    // No network: nothing in the site names another host.
    for file in ["index.html", "report.js", "report.css"] {
      let text = try String(contentsOfFile: site + "/" + file, encoding: .utf8)
      #expect(!text.contains("http://") && !text.contains("https://") && !text.contains("//cdn"), "\(file)")
    }

    let albums = try CommandRunner.classify(["albums", samples, "--format", "json"])
    #expect(albums.status == 0)
    let expected = try #require(try JSONSerialization.jsonObject(with: Data(albums.stdout.utf8)) as? [[String: Any]])

    let script = SampleCorpus.repositoryRoot().appendingPathComponent("Scripts/report_browser_check.py").path
    let screenshot = folder.path("report.png")
    let browser = try Self.run(["python3", script, site, screenshot])
    try #require(browser.status == 0, "the browser check could not run (is chromium installed? Scripts/ensure-deps.sh): \(browser.stderr)")
    let page = try #require(try JSONSerialization.jsonObject(with: Data(browser.stdout.utf8)) as? [String: Any])

    let shown = try #require(page["albums"] as? [[String: Any]])
    #expect(shown.map { $0["name"] as? String } == expected.map { $0["name"] as? String })
    #expect(shown.map { $0["count"] as? Int } == expected.map { $0["count"] as? Int })
    // Every asset of every album is a tile once rendered.
    #expect(shown.map { $0["tiles"] as? Int } == expected.map { $0["count"] as? Int })
    // The user albums and folders, as `albums --tree` lists them; every album's assets are tiles.
    let tree = try CommandRunner.classify(["albums", "--tree", samples, "--format", "jsonl"])
    let treeLines = tree.stdout.split(separator: "\n").compactMap {
      try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
    }
    let collections = try #require(page["collections"] as? [[String: Any]])
    #expect(collections.count == treeLines.count && !collections.isEmpty)
    #expect(collections.map { $0["kind"] as? String } == treeLines.map { $0["kind"] as? String == "collectionList" ? "folder" : "album" })
    #expect(collections.map { $0["count"] as? Int } == treeLines.map { $0["estimatedAssetCount"] as? Int })
    for album in collections where album["kind"] as? String == "album" {
      #expect(album["tiles"] as? Int == album["count"] as? Int)
    }
    let images = try #require(page["images"] as? Int)
    #expect(images > 40)
    #expect((page["broken"] as? [String]) == [])
    #expect((page["consoleErrors"] as? [String]) == [])
    #expect(page["detailLoaded"] as? Bool == true)
    // The page at 1280 and 390 px, every album rendered.
    let layouts = try #require(page["layouts"] as? [[String: Any]])
    #expect(layouts.map { $0["width"] as? Int } == [1280, 390])
    for layout in layouts {
      let width = layout["width"] as? Int ?? 0
      #expect((layout["scrollWidth"] as? Int ?? .max) <= width, "\(layout)")
      #expect((layout["innerWidth"] as? Int ?? .max) <= width, "\(layout)")
      #expect((layout["overflowing"] as? [String]) == [], "\(width) px")
      #expect((layout["overlaps"] as? [String]) == [], "\(width) px")
      #expect((layout["unloaded"] as? [String]) == [], "\(width) px")
      #expect((layout["consoleErrors"] as? [String]) == [], "\(width) px")
      #expect(layout["stripOverflow"] as? Bool == false, "\(width) px")
      #expect((layout["images"] as? Int ?? 0) == images, "\(width) px")
      let shot = try Data(contentsOf: URL(fileURLWithPath: try #require(layout["screenshot"] as? String)))
      #expect(Array(shot.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
    }
    let png = try Data(contentsOf: URL(fileURLWithPath: screenshot))
    #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    #expect(png.count > 20_000)
  }

  static func run(_ arguments: [String]) throws -> CommandRunner.Output {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return CommandRunner.Output(
      stdout: String(decoding: outData, as: UTF8.self), stderr: String(decoding: errData, as: UTF8.self),
      status: process.terminationStatus)
  }
}
