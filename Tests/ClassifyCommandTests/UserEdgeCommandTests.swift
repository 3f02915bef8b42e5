import Foundation
import MediaKind
import MediaKindIndex
import MediaKindTestSupport
import Testing

@testable import classify

#if canImport(Glibc)
  import Glibc
#endif

/// End to end through the built `classify`: what issue 13 found wrong or awkward when tried
/// as a new user would, each as the user sees it.
@Suite("classify: the edges a user meets")
struct UserEdgeCommandTests {
  static let samples = SampleCorpus.samplesDirectory
  static func sample(_ relative: String) -> String { samples.appendingPathComponent(relative).path }

  static func run(_ arguments: [String], in dir: TemporaryDirectory, stdin: String? = nil, launcher: [String] = [])
    throws -> CommandRunner.Output
  {
    try CommandRunner.classify(arguments, stdin: stdin, in: dir.url, launcher: launcher)
  }

  static func records(_ text: String) throws -> [Classification] {
    try text.split(separator: "\n").map { try JSONDecoder().decode(Classification.self, from: Data($0.utf8)) }
  }

  // MARK: 1. A touch is no change

  @Test("a touch is no change: index, touch every file, changes lists nothing (videos of 2.863333 s)")
  func touchIsNoChange() async throws {
    let dir = try TemporaryDirectory("touch")
    defer { dir.remove() }
    for i in 0..<6 {
      try dir.write("v/clip\(i).mov", LibraryFixtures.quickTimeMovie(contentIdentifier: nil, units: 1718 + UInt32(i)))
    }
    try dir.write("p/IMG_1.JPG", LibraryFixtures.appleJPEG(contentIdentifier: "AB", date: "2024:05:01 10:00:00"))
    try dir.write("p/IMG_1.MOV", LibraryFixtures.quickTimeMovie(contentIdentifier: "AB", units: 1718))
    #expect(try Self.run(["index", "."], in: dir).status == 0)
    let later = Date().addingTimeInterval(3600)
    for path in FileEnumerator(roots: [dir.url.path]).map(\.path) where !path.contains(".mediakind") {
      try FileManager.default.setAttributes([.modificationDate: later], ofItemAtPath: path)
    }
    let changes = try Self.run(["changes", "--exit-code", "."], in: dir)
    #expect(changes.stdout == "")
    #expect(changes.status == 0, "\(changes.stdout)")
    #expect(changes.stderr.contains("no changes"))
    // The same through the library API, and the refresh that accepts the touch.
    let index = try LibraryIndex(root: dir.url.path)
    let report = try await index.refresh(classifier: MediaClassifier())
    #expect(report.changedFiles == 8 && report.classified == 8)
    #expect(report.changeSet.isEmpty)
  }

  // MARK: 2. check fails closed

  @Test("check fails closed: a file it cannot read is recorded only when allowed, and fails the check")
  func checkFailsClosed() throws {
    let dir = try TemporaryDirectory("closed")
    defer { dir.remove() }
    try dir.write("root/a.jpg", LibraryFixtures.appleJPEG())
    #expect(symlink("nowhere.jpg", dir.path("root/dangling.jpg")) == 0)
    let refused = try Self.run(["check", "root", "--expect", "exp.jsonl", "--record"], in: dir)
    #expect(refused.status == 1)
    #expect(refused.stderr.contains("classify: exp.jsonl: not recording: 1 file(s)"), "\(refused.stderr)")
    #expect(!FileManager.default.fileExists(atPath: dir.path("exp.jsonl")))
    #expect(try Self.run(["check", "root", "--expect", "exp.jsonl", "--record", "--allow-unreadable"], in: dir).status == 0)
    let strict = try Self.run(["check", "root", "--expect", "exp.jsonl", "--format", "jsonl"], in: dir)
    #expect(strict.status == 1)
    #expect(strict.stdout.contains(#""type":"unreadable""#))
    #expect(strict.stdout.contains(#""ok":false"#))
    let allowed = try Self.run(["check", "root", "--expect", "exp.jsonl", "--allow-unreadable", "--format", "table"], in: dir)
    #expect(allowed.status == 0, "\(allowed.stdout)")
    #expect(allowed.stdout.hasSuffix(", 1 unreadable (allowed)\n"))
    let junit = try Self.run(["check", "root", "--expect", "exp.jsonl", "--format", "junit"], in: dir)
    #expect(junit.status == 1 && junit.stdout.contains(#"<failure type="unreadable""#))
  }

  @Test("check fails closed on a folder it cannot read, as an unprivileged user (mode 000)")
  func unreadableFolder() throws {
    let dir = try TemporaryDirectory("closed-000")
    defer {
      chmod(dir.path("root/locked"), 0o755)
      dir.remove()
    }
    try dir.write("root/a.jpg", LibraryFixtures.appleJPEG())
    try dir.write("root/locked/b.jpg", LibraryFixtures.appleJPEG())
    for path in [dir.url.path, dir.path("root")] { chmod(path, 0o777) }
    chmod(dir.path("root/locked"), 0o000)
    let nobody = geteuid() == 0 ? ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] : []
    let expect = dir.path("exp.jsonl")
    let record = try Self.run(["check", "root", "--expect", expect, "--record", "--allow-unreadable"], in: dir, launcher: nobody)
    #expect(record.status == 0, "\(record.stderr)")
    let check = try Self.run(["check", "root", "--expect", expect, "--format", "jsonl"], in: dir, launcher: nobody)
    #expect(check.status == 1)
    #expect(check.stdout.contains(#""path":"locked""#) && check.stdout.contains(#""type":"unreadable""#))
    // An unreadable root fails too.
    chmod(dir.path("root"), 0o000)
    defer { chmod(dir.path("root"), 0o755) }
    let policy = try dir.write("policy.yml", Array("rules:\n  - paths: \"**\"\n    maxFileSize: 1GB\n".utf8))
    let root = try Self.run(["check", "root", "--policy", policy, "--format", "jsonl"], in: dir, launcher: nobody)
    #expect(root.status == 1, "\(root.stdout) \(root.stderr)")
    #expect(root.stdout.contains(#""type":"unreadable""#))
  }

  // MARK: 3-4. changes exit codes; formats

  @Test("every command honours each format its help lists, and refuses others with 64")
  func formats() throws {
    let dir = try TemporaryDirectory("formats")
    defer { dir.remove() }
    try dir.write("a.jpg", LibraryFixtures.appleJPEG())
    try dir.write("b.mov", LibraryFixtures.quickTimeMovie(contentIdentifier: nil))
    _ = try Self.run(["index", "."], in: dir)
    try dir.write("c.jpg", LibraryFixtures.appleJPEG(date: "2023:01:01 00:00:00"))
    for command in [["files"], ["assets"], ["albums"], ["changes"], ["index", "--index", dir.path("other.sqlite")]] {
      for format in ["table", "json", "jsonl", "csv"] {
        let out = try Self.run(command + ["--format", format, "."], in: dir)
        #expect(out.status == 0, "\(command) \(format): \(out.stderr)")
        let text = out.stdout
        switch format {
        case "json":
          #expect((try? JSONSerialization.jsonObject(with: Data(text.utf8))) != nil, "\(command) json")
        case "jsonl":
          #expect(text.split(separator: "\n").allSatisfy { (try? JSONSerialization.jsonObject(with: Data($0.utf8))) != nil })
          #expect(!text.isEmpty, "\(command) jsonl")
        case "csv":
          let lines = text.split(separator: "\n")
          #expect(lines.count >= 2, "\(command) csv")
          #expect(!lines[0].contains(" ") && lines[0].contains(","), "\(command) csv header")
        default:
          #expect(!text.hasPrefix("{") && !text.hasPrefix("["), "\(command) table")
        }
      }
      let bad = try Self.run(command + ["--format", "xml", "."], in: dir)
      #expect(bad.status == 64, "\(command)")
    }
    let check = try Self.run(["check", ".", "--policy", "p.yml", "--format", "csv"], in: dir)
    #expect(check.status == 64)
    // albums: jsonl in a pipe, like every other command.
    let albums = try Self.run(["albums", "."], in: dir)
    #expect(albums.stdout.hasPrefix(#"{"count":"#))
  }

  // MARK: 5. Absurd values

  @Test("absurd values from damaged headers are dropped with a diagnostic naming the field")
  func absurdValues() throws {
    let dir = try TemporaryDirectory("absurd")
    defer { dir.remove() }
    let caf = Self.sample("broken/caf/sample-rate-7e-304-huge-duration.caf")
    for mode in ["fast", "thorough"] {
      let out = try Self.run(["--mode", mode, "--format", "jsonl", caf], in: dir)
      let record = try #require(try Self.records(out.stdout).first)
      #expect(record.duration == nil)
      #expect(record.diagnostics?.contains { $0.contains("caf: duration") && $0.contains("implausible") } == true)
      let table = try Self.run(["--mode", mode, "--format", "table", caf], in: dir)
      #expect(!table.stdout.contains("inf"))
    }
    // A capture date from a broken clock: the chain goes on to the next tag, and says why.
    try dir.write("future.jpg", LibraryFixtures.appleJPEG(date: "2155:01:01 00:00:00"))
    let future = try #require(try Self.records(try Self.run(["future.jpg"], in: dir).stdout).first)
    #expect(future.creationDate == nil)
    #expect(future.diagnostics?.contains { $0.contains("EXIF.DateTimeOriginal 2155-01-01T00:00:00 passed over") } == true)
  }

  // MARK: 6. Extension claims

  @Test("extension claims: none is no claim, text under a text extension agrees, UTF-16 XMP is XMP")
  func extensionClaims() throws {
    let dir = try TemporaryDirectory("claims")
    defer { dir.remove() }
    try dir.write("photo", LibraryFixtures.appleJPEG())
    try dir.write(".gitignore", Array("*.o\n".utf8))
    try dir.write("x.py", Array("print(1)\n".utf8))
    try dir.write("r.jsonl", Array("{\"a\":1}\n".utf8))
    try dir.write("lies.png", LibraryFixtures.appleJPEG())
    let xmp = LibraryFixtures.xmp(rating: 4)
    var utf16: [UInt8] = [0xFF, 0xFE]
    for unit in xmp.utf16 { utf16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
    try dir.write("photo.xmp", utf16)
    let records = try Self.records(try Self.run(["--hidden", "."], in: dir).stdout)
    func claim(_ name: String) -> Bool?? { records.first { $0.path == "./" + name }.map(\.extensionMatchesContent) }
    #expect(claim("photo") == .some(nil))
    #expect(claim(".gitignore") == .some(nil))
    #expect(claim("x.py") == .some(true))
    #expect(claim("r.jsonl") == .some(true))
    #expect(claim("lies.png") == .some(false))
    #expect(records.first { $0.path == "./photo.xmp" }?.uti == "com.adobe.xmp")
    // The library reads the UTF-16 sidecar's rating too.
    let assets = try Self.run(["assets", "--format", "jsonl", "."], in: dir).stdout
    #expect(assets.contains(#""rating":4"#))
  }

  // MARK: 7-9. Coordinates, vocabulary, control characters

  @Test("coordinates print rounded in every output, JUnit messages included")
  func coordinates() throws {
    let dir = try TemporaryDirectory("coords")
    defer { dir.remove() }
    let live = Self.sample("image/jpeg/apple-live-photo-still.jpg")
    let json = try Self.run(["--format", "jsonl", live], in: dir).stdout
    let record = try #require(try Self.records(json).first)
    let location = try #require(record.location)
    for value in [location.latitude, location.longitude] {
      #expect(value == FieldBounds.rounded(value, places: 7))
    }
    let csv = try Self.run(["--format", "csv", live], in: dir).stdout
    #expect(csv.contains(String(describing: location.latitude)))
    try dir.write("root/a.jpg", Array(try #require(FileManager.default.contents(atPath: live))))
    try dir.write("exp.jsonl", Array(#"{"path":"a.jpg","location":{"latitude":1.123456789,"longitude":2}}"#.utf8))
    let junit = try Self.run(["check", "root", "--expect", dir.path("exp.jsonl"), "--format", "junit"], in: dir)
    #expect(junit.stdout.contains("\(location.latitude)"))
    #expect(!junit.stdout.contains("00000000"))
  }

  @Test("the subtype error lists exactly the names the option accepts")
  func vocabulary() throws {
    let dir = try TemporaryDirectory("vocabulary")
    defer { dir.remove() }
    let out = try Self.run(["assets", "--subtype", "nosuch", "."], in: dir)
    #expect(out.status == 64)
    let known = try #require(out.stderr.split(separator: "\n").first { $0.contains("Known:") })
    let listed = known.split(separator: ":").last!.split(separator: ",").map {
      $0.trimmingCharacters(in: CharacterSet(charactersIn: " ."))
    }
    #expect(listed == MediaSubtypes.named.map(\.name))
    for name in listed {
      #expect(try Self.run(["assets", "--subtype", name, "."], in: dir).status == 0, "\(name)")
    }
  }

  @Test("control characters in names never reach the terminal raw; JSON and XML stay valid")
  func controlCharacters() throws {
    let dir = try TemporaryDirectory("escapes")
    defer { dir.remove() }
    let evil = "evil\u{1B}[31mRED\u{1B}[0m\u{9B}2J\u{7F}.png"
    try dir.write(evil, LibraryFixtures.appleJPEG())
    try dir.write("missing/x", [])
    unlink(dir.path("missing/x"))
    #expect(symlink("nowhere", dir.path("bell\u{07}.jpg")) == 0)
    let table = try Self.run(["--format", "table", "."], in: dir)
    for text in [table.stdout, table.stderr] {
      #expect(!text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) })
    }
    #expect(table.stdout.contains(#"evil\x1B[31mRED\x1B[0m\xC2\x9B2J\x7F.png"#))
    #expect(table.stderr.contains(#"bell\x07.jpg"#))
    let json = try Self.records(try Self.run(["--format", "jsonl", "."], in: dir).stdout)
    // The record's path is escaped too (a name is one line everywhere), and opens the file.
    let escaped = #"./evil\x1B[31mRED\x1B[0m\xC2\x9B2J\x7F.png"#
    #expect(json.contains { $0.path == escaped })
    #expect(try Self.run(["--format", "jsonl", escaped], in: dir).status == 0)
    let junit = try Self.run(["check", ".", "--expect", dir.path("none.jsonl"), "--format", "junit"], in: dir)
    #expect(!junit.stdout.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
  }

  // MARK: Awkward: defaults, walking, path lists, errors, output

  @Test("the default mode is thorough: an iPhone video shows its size, duration and photoLive")
  func defaultMode() throws {
    let dir = try TemporaryDirectory("default")
    defer { dir.remove() }
    let out = try Self.run(["--format", "table", Self.sample("video/mov/live-photo-video-with-still-image-time.mov")], in: dir)
    #expect(out.stdout.contains("2.5 s") && out.stdout.contains("photoLive") && out.stdout.contains("x"))
    let fast = try Self.records(try Self.run(["--mode", "fast", Self.sample("image/png")], in: dir).stdout)
    #expect(fast.allSatisfy { $0.mode == .fast })
  }

  @Test("walking: tool folders left out, links to folders skipped with a note, --follow, --exclude, .mediakind.yml")
  func walking() throws {
    let dir = try TemporaryDirectory("walking")
    let outside = try TemporaryDirectory("walking-outside")
    defer {
      dir.remove()
      outside.remove()
    }
    try dir.write("root/a.jpg", LibraryFixtures.appleJPEG())
    try dir.write("root/.git/objects/x.jpg", LibraryFixtures.appleJPEG())
    try dir.write("root/node_modules/y.jpg", LibraryFixtures.appleJPEG())
    try outside.write("z.jpg", LibraryFixtures.appleJPEG())
    #expect(symlink(outside.url.path, dir.path("root/linked")) == 0)
    #expect(symlink(dir.path("root"), dir.path("root/loop")) == 0)
    func paths(_ arguments: [String]) throws -> (paths: [String], out: CommandRunner.Output) {
      let out = try Self.run(arguments + ["root"], in: dir)
      return (try Self.records(out.stdout).map(\.path), out)
    }
    let plain = try paths([])
    #expect(plain.paths == ["root/a.jpg", "root/node_modules/y.jpg"])
    #expect(plain.out.status == 0)
    #expect(plain.out.stderr.contains("root/linked: skipped: symbolic link to a folder"))
    #expect(try paths(["--hidden"]).paths.contains("root/.git/objects/x.jpg"))
    let followed = try paths(["--follow"])
    #expect(followed.paths == ["root/a.jpg", "root/linked/z.jpg", "root/node_modules/y.jpg"])
    #expect(followed.out.stderr.contains("root/loop: skipped: folder already walked"))
    #expect(try paths(["--exclude", "node_modules"]).paths == ["root/a.jpg"])
    // A folder's own settings; the command line wins; a misspelt key is an error (status 65).
    try dir.write("root/.mediakind.yml", Array("exclude: [\"node_modules\"]\nmode: fast\n".utf8))
    let configured = try paths([])
    #expect(configured.paths == ["root/a.jpg"])
    #expect(try Self.records(configured.out.stdout).allSatisfy { $0.mode == .fast })
    #expect(try Self.records(try paths(["--mode", "thorough"]).out.stdout).allSatisfy { $0.mode == .thorough })
    #expect(try paths(["--no-config"]).paths == ["root/.mediakind.yml", "root/a.jpg", "root/node_modules/y.jpg"])
    try dir.write("root/.mediakind.yml", Array("exlude: [x]\n".utf8))
    let misspelt = try paths([])
    #expect(misspelt.out.status == 65)
    #expect(misspelt.out.stderr.contains("unknown key 'exlude' (did you mean 'exclude'?)"))
  }

  @Test("Samples check passes with no flags: its .mediakind.yml holds the excludes")
  func samplesCheckWithoutFlags() throws {
    let dir = try TemporaryDirectory("samples-check")
    defer { dir.remove() }
    let out = try Self.run(["check", Self.samples.path, "--expect", Self.sample("expected.jsonl")], in: dir)
    #expect(out.status == 0, "\(out.stdout.suffix(500))")
  }

  @Test("-0 reads NUL-separated path lists: names with line feeds")
  func nullSeparated() throws {
    let dir = try TemporaryDirectory("null")
    defer { dir.remove() }
    try dir.write("two\nlines.jpg", LibraryFixtures.appleJPEG())
    try dir.write("plain.jpg", LibraryFixtures.appleJPEG())
    let out = try Self.run(["-0", "-"], in: dir, stdin: "two\nlines.jpg\u{0}plain.jpg\u{0}")
    #expect(out.status == 0, "\(out.stderr)")
    #expect(try Self.records(out.stdout).map(\.path) == ["two\\x0Alines.jpg", "plain.jpg"])
    #expect(try Self.records(out.stdout).allSatisfy { $0.status == .ok })
  }

  @Test("errors a user makes: a mistyped command, negative numbers")
  func usageErrors() throws {
    let dir = try TemporaryDirectory("usage")
    defer { dir.remove() }
    let typo = try Self.run(["asset", "lib"], in: dir)
    #expect(typo.status == 64)
    #expect(typo.stderr == "classify: no such file or command 'asset'; did you mean 'assets'?\n")
    try dir.write("asset", LibraryFixtures.appleJPEG())
    #expect(try Self.run(["asset"], in: dir).status == 0)  // a file of that name wins
    #expect(try Self.run(["zzzz"], in: dir).status == 66)  // far from any command: a missing file
    let limit = try Self.run(["assets", "--limit", "-1", "."], in: dir)
    #expect(limit.status == 64 && limit.stderr.contains("--limit must be 0 or more (got -1)"))
    let width = try Self.run(["--concurrency", "-3", "."], in: dir)
    #expect(width.status == 64 && width.stderr.contains("--concurrency must be 1 or more (got -3)"))
  }

  @Test("CSV carries every scalar field; --explain adds the evidence column")
  func csv() throws {
    let dir = try TemporaryDirectory("csv")
    defer { dir.remove() }
    let out = try Self.run(["--format", "csv", "--explain", Self.sample("image/jpeg/apple-live-photo-still.jpg")], in: dir)
    let lines = out.stdout.split(separator: "\n").map(String.init)
    #expect(lines.count == 2)
    let header = lines[0].split(separator: ",").map(String.init)
    for column in ["lensModel", "orientation", "altitude", "livePhotoContentIdentifier", "burstIdentifier", "evidence"] {
      #expect(header.contains(column), "\(column)")
    }
    let row = lines[1]
    #expect(row.contains("8F1D6A4C-2B3E-4F50-9A61-7C8D9E0F1A2B"))
    #expect(row.contains("iPhone 15 Pro back triple camera"))
    #expect(row.contains("photoLive <- "))
  }

  @Test("the format reason: a table line with --explain, three CSV columns")
  func formatReason() throws {
    let dir = try TemporaryDirectory("format-reason")
    defer { dir.remove() }
    let sample = Self.sample("broken/jpeg/really-jpeg-wrong-extension.png")
    let table = try Self.run(["--format", "table", "--explain", sample], in: dir)
    #expect(
      table.stdout.contains(
        "\n  format png -> jpeg (contentOverridesExtension): the extension .png names png; the content's signature is jpeg's\n"))
    let plain = try Self.run(["--format", "table", sample], in: dir)
    #expect(!plain.stdout.contains("contentOverridesExtension"))
    let csv = try Self.run(["--format", "csv", sample], in: dir).stdout.split(separator: "\n").map(String.init)
    let header = csv[0].split(separator: ",").map(String.init)
    let row = csv[1].split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    let column = try #require(header.firstIndex(of: "formatGuess"))
    #expect(Array(header[column...].prefix(3)) == ["formatGuess", "formatReason", "formatReasonDetail"])
    #expect(row[column] == "png")
    #expect(row[column + 1] == "contentOverridesExtension")
    #expect(row[column + 2] == "the extension .png names png; the content's signature is jpeg's")
  }

  @Test("progress: done/total, files per second and an ETA once the total is known")
  func progressLine() {
    #expect(Progress.line(done: 1200, total: 5000, elapsed: .seconds(2)) == "1200/5000 files, 600 files/s, ETA 7 s")
    #expect(Progress.line(done: 1200, total: nil, elapsed: .seconds(2)) == "1200 files, 600 files/s")
    #expect(Progress.duration(185) == "3 min 05 s")
    #expect(Progress.duration(7620) == "2 h 07 min")
  }
}
