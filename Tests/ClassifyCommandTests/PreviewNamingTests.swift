import Foundation
import MediaKind
import MediaKindImaging
import MediaKindTestSupport
import Testing

/// `classify preview`'s output names (`Docs/Imaging.md`, "`classify preview`"): one name per
/// input, content and request, the degraded and the final result apart, nothing written over
/// an existing file, and `--remove-stale` removing only the input's earlier previews.
@Suite("classify preview output names")
struct PreviewNamingTests {
  /// The name the documented rule gives `input` for the request whose text is `request`.
  static func expectedName(_ input: String, request: String, degraded: Bool = false) -> String {
    let content = ImageInputKey(path: input, version: .current)?.hex ?? "unreadable"
    return OutputName.name(for: input, content: content, request: tag(request), extension: degraded ? "degraded.jpg" : "jpg", workingDirectory: "/")
  }

  /// The request tag of the request text `request`: 8 hex digits of its FNV-1a hash.
  static func tag(_ request: String) -> String {
    let hex = String(StableHash<UInt64>.of(request) & 0xFFFF_FFFF, radix: 16)
    return String(repeating: "0", count: 8 - hex.count) + hex
  }

  static func request(size: Int, delivery: String) -> String {
    "size=\(size)x\(size) mode=fit resize=fast delivery=\(delivery) version=current crop=none encoding=jpeg quality=82"
  }

  static func outputs(_ run: CommandRunner.Output) throws -> [String] {
    try PreviewCommandTests.records(run.stdout).compactMap { $0["output"] as? String }
  }

  @Test("two requests of one input, and the degraded and final results, never share a name")
  func requestsKeepTheirFiles() throws {
    let folder = try TemporaryDirectory("preview-names")
    defer { folder.remove() }
    let thumb = try Data(contentsOf: SampleCorpus.samplesDirectory.appendingPathComponent("image/jpeg/exif-thumbnail-ifd1-160x120.jpg"))
    let input = try folder.write("photo.jpg", [UInt8](thumb))
    let out = folder.path("out")
    let fast = try CommandRunner.classify(["preview", input, "--size", "64", "--delivery", "fast", "--out", out])
    let high = try CommandRunner.classify(["preview", input, "--size", "64", "--delivery", "high", "--out", out])
    let small = try CommandRunner.classify(["preview", input, "--size", "32", "--delivery", "high", "--out", out])
    let both = try CommandRunner.classify(["preview", input, "--out", out])
    for run in [fast, high, small, both] { #expect(run.status == 0, "\(run.stderr)") }
    // The exact documented names.
    #expect(try Self.outputs(fast) == [out + "/" + Self.expectedName(input, request: Self.request(size: 64, delivery: "fastFormat"))])
    #expect(try Self.outputs(high) == [out + "/" + Self.expectedName(input, request: Self.request(size: 64, delivery: "highQualityFormat"))])
    #expect(try Self.outputs(small) == [out + "/" + Self.expectedName(input, request: Self.request(size: 32, delivery: "highQualityFormat"))])
    let defaults = Self.request(size: 320, delivery: "opportunistic")
    #expect(try Self.outputs(both) == [
      out + "/" + Self.expectedName(input, request: defaults, degraded: true), out + "/" + Self.expectedName(input, request: defaults),
    ])
    #expect(Self.expectedName(input, request: defaults).hasSuffix("-262327ea.jpg"), "Docs/Imaging.md states the default tag")
    // Every file is still there, each as its own request wrote it.
    let all = try [fast, high, small, both].flatMap(Self.outputs)
    #expect(Set(all).count == 5)
    #expect(try FileManager.default.contentsOfDirectory(atPath: out).sorted() == all.map { ($0 as NSString).lastPathComponent }.sorted())
    let fastBytes = try Data(contentsOf: URL(fileURLWithPath: all[0]))
    #expect(fastBytes != (try Data(contentsOf: URL(fileURLWithPath: all[1]))), "the fast and the high-quality image differ")
  }

  @Test("a rerun leaves its own files; a file of that name with other content is never replaced")
  func nothingWrittenOver() throws {
    let folder = try TemporaryDirectory("preview-no-replace")
    defer { folder.remove() }
    let input = SampleCorpus.samplesDirectory.appendingPathComponent("image/jpeg/plain-jfif-64x48.jpg").path
    let out = folder.path("out")
    let arguments = ["preview", input, "--size", "32", "--delivery", "high", "--out", out]
    let first = try CommandRunner.classify(arguments)
    #expect(first.status == 0, "\(first.stderr)")
    let name = try #require(try Self.outputs(first).first)
    let inode = try FileManager.default.attributesOfItem(atPath: name)[.systemFileNumber] as? Int
    // The same request again: the same name, the file left as it was (not even replaced).
    let again = try CommandRunner.classify(arguments)
    #expect(again.status == 0, "\(again.stderr)")
    #expect(try Self.outputs(again) == [name])
    #expect(try PreviewCommandTests.records(again.stdout).first?["existing"] as? Bool == true, "reported as existing, not written")
    #expect(try PreviewCommandTests.records(first.stdout).first?["existing"] == nil)
    #expect(try FileManager.default.attributesOfItem(atPath: name)[.systemFileNumber] as? Int == inode)
    // Someone else's file under that name: left untouched, the line says why, exit status 1.
    try Data("not a preview".utf8).write(to: URL(fileURLWithPath: name))
    let refused = try CommandRunner.classify(arguments)
    #expect(refused.status == 1)
    let record = try #require(try PreviewCommandTests.records(refused.stdout).first)
    #expect(record["output"] is NSNull)
    #expect(record["error"] as? String == "output: refusing to write \(name): a file of that name with other content is there; it is not replaced")
    #expect(try String(contentsOfFile: name, encoding: .utf8) == "not a preview")
    #expect(refused.stderr.contains("it is not replaced"), "\(refused.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: out) == [(name as NSString).lastPathComponent], "no temporary file left")
  }

  /// Writes `sample` (a file of Samples) as `path`, replacing what is there (the input changed),
  /// and gives its modification time another second so no file system's time resolution hides
  /// the change.
  static func replaceInput(_ path: String, with sample: String, second: Int) throws {
    let bytes = try Data(contentsOf: SampleCorpus.samplesDirectory.appendingPathComponent(sample))
    try bytes.write(to: URL(fileURLWithPath: path))
    try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: TimeInterval(1_700_000_000 + second))], ofItemAtPath: path)
  }

  @Test("a rerun after the input changed writes new names beside the old ones; an unchanged rerun finds its own (issue 29)")
  func changedInput() throws {
    let folder = try TemporaryDirectory("preview-changed-input")
    defer { folder.remove() }
    let input = folder.path("photo.jpg")
    try Self.replaceInput(input, with: "image/jpeg/exif-thumbnail-ifd1-160x120.jpg", second: 0)
    let out = folder.path("out")
    let arguments = ["preview", input, "--size", "32", "--out", out]
    let first = try CommandRunner.classify(arguments)
    #expect(first.status == 0, "\(first.stderr)")
    let before = try Self.outputs(first)
    #expect(before.count == 2, "a degraded and a final image")
    let request = Self.request(size: 32, delivery: "opportunistic")
    #expect(before == [out + "/" + Self.expectedName(input, request: request, degraded: true), out + "/" + Self.expectedName(input, request: request)])
    let oldBytes = try before.map { try Data(contentsOf: URL(fileURLWithPath: $0)) }

    // The input changes: before content keys, its names were taken by the old images and the
    // rerun failed ("a file of that name with other content is there"). Now it gets new ones.
    try Self.replaceInput(input, with: "image/jpeg/plain-jfif-64x48.jpg", second: 10)
    let changed = try CommandRunner.classify(arguments)
    #expect(changed.status == 0, "\(changed.stderr)")
    let after = try Self.outputs(changed)
    #expect(after == [out + "/" + Self.expectedName(input, request: request)], "the new content has no embedded thumbnail: one final image")
    #expect(Set(after).isDisjoint(with: before))
    #expect(try PreviewCommandTests.records(changed.stdout).allSatisfy { $0["error"] is NSNull && $0["existing"] == nil })
    // The old files are still there, as they were.
    #expect(try before.map { try Data(contentsOf: URL(fileURLWithPath: $0)) } == oldBytes)
    // Only the content key differs: same stem, path hash and request tag.
    let oldName = (before[1] as NSString).lastPathComponent
    let newName = (after[0] as NSString).lastPathComponent
    #expect(oldName.prefix(23) == newName.prefix(23) && oldName.suffix(13) == newName.suffix(13) && oldName != newName, "\(oldName) \(newName)")

    // Unchanged since: the same names, reported as existing, not an error.
    let rerun = try CommandRunner.classify(arguments)
    #expect(rerun.status == 0, "\(rerun.stderr)")
    #expect(try Self.outputs(rerun) == after)
    #expect(try PreviewCommandTests.records(rerun.stdout).map { $0["existing"] as? Bool } == [true])
    // A Live Photo video appearing beside the still changes what .current may show: another key.
    let keyBefore = ImageInputKey(path: input, version: .current)
    try Data([0, 0, 0, 8, 0x66, 0x72, 0x65, 0x65]).write(to: URL(fileURLWithPath: folder.path("photo.mov")))
    #expect(ImageInputKey(path: input, version: .current) != keyBefore)
    #expect(ImageInputKey(path: folder.path("missing.jpg"), version: .current) == nil)
  }

  @Test("--remove-stale removes the same request's previews of earlier content, plain files only, and nothing else")
  func removeStale() throws {
    let folder = try TemporaryDirectory("preview-remove-stale")
    defer { folder.remove() }
    let input = folder.path("photo.jpg")
    let other = folder.path("other.jpg")
    try Self.replaceInput(input, with: "image/jpeg/exif-thumbnail-ifd1-160x120.jpg", second: 0)
    try Self.replaceInput(other, with: "image/jpeg/exif-thumbnail-ifd1-160x120.jpg", second: 0)
    let out = folder.path("out")
    let arguments = ["preview", input, "--size", "32", "--out", out]
    let old = try Self.outputs(try CommandRunner.classify(arguments))
    let otherRequest = try Self.outputs(try CommandRunner.classify(["preview", input, "--size", "48", "--out", out]))
    let otherInput = try Self.outputs(try CommandRunner.classify(["preview", other, "--size", "32", "--out", out]))
    #expect(old.count == 2 && otherRequest.count == 2 && otherInput.count == 2)
    // A preview of the naming before content keys (the same input and request) is stale too.
    let request = Self.tag(Self.request(size: 32, delivery: "opportunistic"))
    let legacy = OutputName.name(for: input, request: request, extension: "jpg", workingDirectory: "/")
    try Data("old scheme".utf8).write(to: URL(fileURLWithPath: out + "/" + legacy))
    // A link and a folder under stale-looking names: never followed, never removed.
    let prefix = OutputName.prefix(for: input, workingDirectory: "/")
    let target = folder.path("keep.txt")
    try Data("keep".utf8).write(to: URL(fileURLWithPath: target))
    let link = prefix + "0000000a-" + request + ".jpg"
    try FileManager.default.createSymbolicLink(atPath: out + "/" + link, withDestinationPath: target)
    let directory = prefix + "0000000b-" + request + ".degraded.jpg"
    try FileManager.default.createDirectory(atPath: out + "/" + directory, withIntermediateDirectories: false)

    try Self.replaceInput(input, with: "image/jpeg/plain-jfif-64x48.jpg", second: 10)
    let run = try CommandRunner.classify(arguments + ["--remove-stale"])
    #expect(run.status == 1, "a stale name that could not be removed is a failure: \(run.stderr)")
    let records = try PreviewCommandTests.records(run.stdout)
    let final = try #require(records.last)
    let fresh = try #require(final["output"] as? String)
    #expect(FileManager.default.fileExists(atPath: fresh))
    #expect(Set(final["removed"] as? [String] ?? []) == Set(old + [out + "/" + legacy]))
    let notRemoved = final["notRemoved"] as? [String] ?? []
    #expect(notRemoved.count == 2 && notRemoved.contains { $0.hasPrefix(out + "/" + link + ": it is a symbolic link") }, "\(notRemoved)")
    #expect(run.stderr.contains("stale preview not removed"), "\(run.stderr)")
    let left = Set(try FileManager.default.contentsOfDirectory(atPath: out))
    let expected = Set(([fresh] + otherRequest + otherInput).map { ($0 as NSString).lastPathComponent } + [link, directory])
    #expect(left == expected)
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "keep")
    // Nothing stale left of this request: a second run removes nothing and finds its file.
    try FileManager.default.removeItem(atPath: out + "/" + link)
    try FileManager.default.removeItem(atPath: out + "/" + directory)
    let again = try CommandRunner.classify(arguments + ["--remove-stale"])
    #expect(again.status == 0, "\(again.stderr)")
    let last = try #require(try PreviewCommandTests.records(again.stdout).last)
    #expect(last["removed"] == nil && last["existing"] as? Bool == true)
  }
}
