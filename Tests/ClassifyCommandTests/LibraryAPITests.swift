import Foundation
import MediaKind
import MediaKindIndex
import MediaKindTestSupport
import Testing

/// The library API gives what the CLI gives: the same walk, the same records, the same bytes.
@Suite("Library API: the CLI's walk, records and bytes")
struct LibraryAPITests {
  static let samples = SampleCorpus.samplesDirectory.path

  @Test("classify(paths:) walks folders like the CLI, and records(paths:) is the same as an AsyncSequence")
  func walkAndSequence() async throws {
    let classifier = MediaClassifier()
    var viaCallback: [Classification] = []
    await classifier.classify(paths: [Self.samples]) { viaCallback.append($0) }
    var viaSequence: [Classification] = []
    for await record in classifier.records(paths: [Self.samples], concurrency: 3) { viaSequence.append(record) }
    #expect(viaCallback.count > 80)
    #expect(viaSequence == viaCallback)
    // The CLI's own output, byte for byte, from jsonLine(), Live pairs linked in both.
    let cli = try CommandRunner.classify(["--no-config", "--format", "jsonl", Self.samples])
    let lines = cli.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == viaCallback.count)
    #expect(lines.contains { $0.contains(#""pairedPath""#) })
    #expect(try viaCallback.map { try $0.jsonLine() } == lines)
  }

  @Test("the sequence consumed one record at a time gives every file of a walk, in order")
  func oneAtATime() async throws {
    let dir = try TemporaryDirectory("backpressure")
    defer { dir.remove() }
    for i in 0..<400 { try dir.write("f\(i).jpg", LibraryFixtures.appleJPEG()) }
    var iterator = MediaClassifier().records(paths: [dir.url.path], concurrency: 2).makeAsyncIterator()
    var paths: [String] = []
    while let record = await iterator.next() { paths.append(record.path) }
    #expect(paths == (0..<400).map { dir.path("f\($0).jpg") }.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
  }

  @Test("refresh takes its version from the library: a second refresh classifies nothing")
  func refreshVersion() async throws {
    let dir = try TemporaryDirectory("api-index")
    defer { dir.remove() }
    try dir.write("a.jpg", LibraryFixtures.appleJPEG())
    let index = try LibraryIndex(root: dir.url.path)
    #expect(try await index.refresh(classifier: MediaClassifier()).classified == 1)
    #expect(try await index.refresh(classifier: MediaClassifier()).classified == 0)
    // The CLI stored the same version: it reuses the library's rows and the other way round.
    let out = try CommandRunner.classify(["index", "--format", "jsonl", dir.url.path])
    #expect(out.stdout.contains(#""classified":0"#))
    #expect(MediaClassifier.version == (try CommandRunner.classify(["--version"])).stdout.split(separator: " ")[1].trimmingCharacters(in: .whitespacesAndNewlines))
  }
}
