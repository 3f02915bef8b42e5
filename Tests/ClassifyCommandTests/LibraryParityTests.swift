import Foundation
import MediaKind
import MediaKindCheck
import MediaKindTestSupport
import Testing

/// The library gives what the CLI gives (issue 25): the same inputs through the public API
/// and through `classify` give the same bytes, for `classify`, `assets`, `albums`, `moments`
/// and `check`, with a folder's `.mediakind.yml` in force (an exclude and a mode) and a Live
/// Photo pair split across folders.
@Suite("Library API and CLI: the same bytes")
struct LibraryParityTests {
  static let liveID = "6B1E7D0A-3C2F-4E51-8A9B-0C1D2E3F4A5B"

  static func tree() throws -> TemporaryDirectory {
    let dir = try TemporaryDirectory("parity")
    try dir.write("lib/stills/IMG_7.JPG", LibraryFixtures.appleJPEG(contentIdentifier: liveID, date: "2025:08:17 19:33:48"))
    try dir.write("lib/videos/IMG_7.MOV", LibraryFixtures.quickTimeMovie(contentIdentifier: liveID, seconds: 2))
    try dir.write("lib/trip/a.jpg", LibraryFixtures.appleJPEG(date: "2024:05:12 09:00:00"))
    try dir.write("lib/trip/b.jpg", LibraryFixtures.appleJPEG(date: "2024:05:12 09:30:00", width: 40, height: 30))
    try dir.write("lib/trip/skip/c.jpg", LibraryFixtures.appleJPEG(date: "2024:05:12 10:00:00"))
    try dir.write("lib/notes.txt", Array("not media\n".utf8))
    // Excludes as .gitignore lines (skip/ at any depth) and a mode: both change the output.
    try dir.write("lib/.mediakind.yml", Array("exclude: ['*.txt', 'skip/']\nmode: fast\n".utf8))
    return dir
  }

  static func lines(_ items: [some JSONBufferEncodable]) throws -> String {
    try items.map { try $0.jsonLine() + "\n" }.joined()
  }

  @Test("classify, assets, albums, moments and check: the public API's bytes are the CLI's")
  func sameBytes() async throws {
    let dir = try Self.tree()
    defer { dir.remove() }
    let root = dir.path("lib")
    let inputs = MediaInputs(paths: [root])

    // classify: records in walk order, the split Live pair linked, the configuration's mode.
    var records: [Classification] = []
    try await MediaClassifier().classify(inputs: inputs) { records.append($0) }
    let cli = try CommandRunner.classify(["--format", "jsonl", root])
    #expect(cli.status == 0, "\(cli.stderr)")
    #expect(try Self.lines(records) == cli.stdout)
    #expect(records.count == 4)
    #expect(records.allSatisfy { $0.mode == .fast })
    #expect(records.filter { $0.livePhoto?.pairedPath != nil }.count == 2)
    // records(paths:) links the pair as well.
    var sequenced: [Classification] = []
    for await record in MediaClassifier(options: ClassifyOptions(mode: .fast)).records(paths: [root], walk: WalkOptions(excludes: [try PathGlob(excluding: "*.txt"), try PathGlob(excluding: "skip/"), try PathGlob(".mediakind.yml")])) {
      sequenced.append(record)
    }
    #expect(sequenced == records)

    // assets, albums, moments: one library scan.
    let library = try await MediaLibrary.scan(inputs: inputs)
    let assets = try CommandRunner.classify(["assets", "--format", "jsonl", root])
    #expect(try Self.lines(Array(library.fetchAssets())) == assets.stdout)
    #expect(library.assets.count == 3)
    let albums = try CommandRunner.classify(["albums", "--format", "jsonl", root])
    #expect(try Self.lines(library.albums(options: FetchOptions())) == albums.stdout)
    let moments = try CommandRunner.classify(["moments", "--format", "jsonl", root])
    #expect(try Self.lines(CollectionListing(library: library).collections(.moment)) == moments.stdout)
    #expect(!moments.stdout.isEmpty)
    let types = try CommandRunner.classify(["albums", "--type", "all", "--format", "jsonl", root])
    let listing = CollectionListing(library: library)
    #expect(
      try Self.lines(listing.collections(.smartAlbum) + listing.collections(.album) + listing.collections(.moment))
        == types.stdout)

    // check: the folder scanned as the CLI scans it, against the policy.
    try dir.write("policy.yml", Array("rules:\n  - name: small\n    paths: ['**/*.jpg']\n    maxPixels: 1000\n".utf8))
    let scan = try RootScan(root: root, inputs: inputs)
    let checked = await scan.classify(with: MediaClassifier())
    let report = try PolicyCheck(
      policy: YAMLText.decode(Policy.self, from: String(contentsOfFile: dir.path("policy.yml"), encoding: .utf8), file: "policy.yml"),
      source: "policy.yml"
    ).evaluate(checked, allowUnreadable: scan.allowsUnreadable)
    let check = try CommandRunner.classify(["check", "--format", "jsonl", "--policy", "policy.yml", "lib"], in: dir.url)
    #expect(try Self.lines(report.findings) + report.summary.jsonLine() + "\n" == check.stdout)
    #expect(checked.count == 4)
  }
}
