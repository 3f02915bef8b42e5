import Foundation
import MediaKind
import MediaKindTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `classify import` (issue 27; Docs/Changes.md, Docs/Reliability.md "Imports under faults"):
/// copy, link and move; asset groups that travel as one; collision names; bytes from standard
/// input; duplicates; hostile names and planted links; a read-only or busy library; kill -9.
@Suite("classify import: the write side on a folder library")
struct ImportCommandTests {
  // MARK: - Fixtures

  /// A DNG (TIFF with DNGVersion) captured at `date` (EXIF form), with an ImageUniqueID.
  static func dng(date: String, uniqueID: String) -> [UInt8] {
    TIFFBuilder.build(
      ifd0: [
        .ascii(0x010F, "Apple"), .ascii(0x0110, "iPhone 15 Pro"),
        TIFFField(tag: 0xC612, type: 1, count: 4, value: [1, 4, 0, 0]),
      ],
      exif: [.ascii(0x9003, date), .ascii(0xA420, uniqueID)])
  }

  /// An animated GIF of `frames` frames (GCE delays, a NETSCAPE loop).
  static func gif(frames: Int) -> [UInt8] { ByteBuilder.gif(frames: frames, netscape: true) }

  /// The kinds of group a generated source folder holds.
  enum Kind: CaseIterable { case live, raw, sidecar, single }

  /// One generated group: its files (name → bytes), primary first.
  struct GeneratedGroup {
    var kind: Kind
    var files: [(name: String, bytes: [UInt8])]
  }

  /// `count` groups with distinct bytes (`tag` makes them distinct between calls): Live pairs,
  /// RAW+JPEG pairs, JPEGs with an XMP sidecar, single JPEGs.
  static func groups(_ count: Int, tag: Int) -> [GeneratedGroup] {
    (0..<count).map { i in
      let stem = String(format: "IMG_%04d", i)
      let date = String(format: "%04d:05:01 10:%02d:%02d", 2010 + tag, (i / 60) % 60, i % 60)
      let id = "\(tag)-\(i)"
      let kind = Kind.allCases[i % Kind.allCases.count]
      switch kind {
      case .live:
        return GeneratedGroup(
          kind: kind,
          files: [
            (stem + ".JPG", LibraryFixtures.appleJPEG(contentIdentifier: "CID-" + id, date: date)),
            (stem + ".MOV", LibraryFixtures.quickTimeMovie(contentIdentifier: "CID-" + id)),
          ])
      case .raw:
        return GeneratedGroup(
          kind: kind,
          files: [
            (stem + ".JPG", LibraryFixtures.appleJPEG(imageUniqueID: "U" + id, date: date)),
            (stem + ".DNG", dng(date: date, uniqueID: "U" + id)),
          ])
      case .sidecar:
        return GeneratedGroup(
          kind: kind,
          files: [
            (stem + ".JPG", LibraryFixtures.appleJPEG(imageUniqueID: "S" + id, date: date)),
            (stem + ".xmp", Array((LibraryFixtures.xmp(rating: i % 5) + "<!-- \(id) -->").utf8)),
          ])
      case .single:
        return GeneratedGroup(kind: kind, files: [(stem + ".JPG", LibraryFixtures.appleJPEG(imageUniqueID: "P" + id, date: date))])
      }
    }
  }

  static func write(_ groups: [GeneratedGroup], into folder: String) throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    for group in groups {
      for file in group.files { try Data(file.bytes).write(to: URL(fileURLWithPath: folder + "/" + file.name)) }
    }
  }

  /// Every file under `root` outside `.mediakind`, relative path → bytes (read through `cache`
  /// when given: only files changed since its last look are read again).
  static func libraryFiles(_ root: String, cache: FileContentCache? = nil) -> [String: [UInt8]] {
    var files: [String: [UInt8]] = [:]
    guard let walk = FileManager.default.enumerator(atPath: root) else { return files }
    while let path = walk.nextObject() as? String {
      if path == ".mediakind" || path.hasPrefix(".mediakind/") { continue }
      var isDirectory: ObjCBool = false
      let full = root + "/" + path
      guard FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue,
        let bytes = cache?.bytes(full) ?? bytes(full)
      else { continue }
      files[path] = bytes
    }
    return files
  }

  static func bytes(_ path: String) -> [UInt8]? {
    FileManager.default.contents(atPath: path).map(Array.init)
  }

  static func inode(_ path: String) -> UInt64? {
    (try? FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? NSNumber)?.uint64Value
  }

  // MARK: - Copy, link, move; re-runs

  @Test("copy, link and move place the same bytes; a re-run creates nothing")
  func transfers() throws {
    let dir = try TemporaryDirectory("import")
    defer { dir.remove() }
    let jpeg = LibraryFixtures.appleJPEG(date: "2024:05:17 09:00:00")
    for mode in ["copy", "link", "move"] {
      let source = try dir.write("src-\(mode)/IMG_1234.JPG", jpeg)
      let library = dir.path("lib-\(mode)")
      try FileManager.default.createDirectory(atPath: library, withIntermediateDirectories: true)
      let out = try CommandRunner.classify(["import", dir.path("src-\(mode)"), "--into", library, "--\(mode)"])
      #expect(out.status == 0, "\(out.stderr)")
      let placed = library + "/2024/2024-05-17/IMG_1234.JPG"
      #expect(Self.bytes(placed) == jpeg)
      let line = try #require(try JSONLines.objects(out.stdout).first)
      #expect(line["action"] as? String == "created")
      #expect(line["path"] as? String == placed)
      // The identifier is the one the read side gives the asset.
      let assets = try CommandRunner.classify(["assets", library, "--format", "jsonl"])
      let asset = try #require(try JSONLines.objects(assets.stdout).first)
      #expect(asset["localIdentifier"] as? String == line["localIdentifier"] as? String)
      switch mode {
      case "copy":
        #expect(Self.bytes(source) == jpeg)
        #expect(Self.inode(source) != Self.inode(placed))
      case "link":
        #expect(Self.inode(source) == Self.inode(placed))
      default:
        #expect(!FileManager.default.fileExists(atPath: source))
      }
      if mode != "move" {
        let again = try CommandRunner.classify(["import", dir.path("src-\(mode)"), "--into", library])
        #expect(again.status == 0)
        let duplicate = try #require(try JSONLines.objects(again.stdout).first)
        #expect(duplicate["action"] as? String == "duplicate")
        #expect(duplicate["path"] as? String == placed)
        #expect(Self.libraryFiles(library).count == 1)
      }
      // Nothing is left in the library's own folders.
      #expect(try FileManager.default.contentsOfDirectory(atPath: library + "/.mediakind/tmp").isEmpty)
      #expect(try FileManager.default.contentsOfDirectory(atPath: library + "/.mediakind/journal").isEmpty)
    }
  }

  @Test("--dry-run prints the plan and writes nothing")
  func dryRun() throws {
    let dir = try TemporaryDirectory("import")
    defer { dir.remove() }
    try Self.write(Self.groups(4, tag: 0), into: dir.path("src"))
    let library = dir.path("lib")
    try FileManager.default.createDirectory(atPath: library, withIntermediateDirectories: true)
    let out = try CommandRunner.classify(["import", dir.path("src"), "--into", library, "--dry-run"])
    #expect(out.status == 0, "\(out.stderr)")
    let lines = try JSONLines.objects(out.stdout)
    #expect(lines.count == 4)
    #expect(lines.allSatisfy { $0["action"] as? String == "wouldCreate" })
    #expect(try FileManager.default.contentsOfDirectory(atPath: library).isEmpty)
  }

  // MARK: - Groups and names

  @Test("a Live pair, RAW+JPEG, sidecars and an edited render travel as one; a collision renames all members alike")
  func groupsAndCollisions() throws {
    let dir = try TemporaryDirectory("import")
    defer { dir.remove() }
    let date = "2024:05:17 09:00:00"
    let first: [(String, [UInt8])] = [
      ("IMG_0001.HEIC", LibraryFixtures.appleJPEG(contentIdentifier: "LIVE-1", date: date)),
      ("IMG_0001.MOV", LibraryFixtures.quickTimeMovie(contentIdentifier: "LIVE-1")),
      ("IMG_0001.HEIC.xmp", Array(LibraryFixtures.xmp(rating: 3).utf8)),
      ("IMG_O0001.AAE", Array("<plist>edit</plist>".utf8)),
      ("IMG_E0001.JPG", LibraryFixtures.appleJPEG(imageUniqueID: "EDIT-1", date: date)),
      ("IMG_0002.JPG", LibraryFixtures.appleJPEG(imageUniqueID: "RAW-2", date: date)),
      ("IMG_0002.DNG", Self.dng(date: date, uniqueID: "RAW-2")),
    ]
    for (name, bytes) in first { try dir.write("card/" + name, bytes) }
    let library = dir.path("lib")
    try FileManager.default.createDirectory(atPath: library, withIntermediateDirectories: true)
    let out = try CommandRunner.classify(["import", dir.path("card"), "--into", library])
    #expect(out.status == 0, "\(out.stderr)")
    let lines = try JSONLines.objects(out.stdout)
    #expect(lines.count == 2, "\(out.stdout)")
    let folder = library + "/2024/2024-05-17/"
    let live = try #require(lines.first { ($0["source"] as? String)?.hasSuffix("IMG_0001.HEIC") == true })
    #expect(
      Set(live["paths"] as? [String] ?? [])
        == Set(["IMG_0001.HEIC", "IMG_0001.MOV", "IMG_0001.HEIC.xmp", "IMG_O0001.AAE", "IMG_E0001.JPG"].map { folder + $0 }))
    let raw = try #require(lines.first { ($0["source"] as? String)?.hasSuffix("IMG_0002.JPG") == true })
    #expect(Set(raw["paths"] as? [String] ?? []) == Set([folder + "IMG_0002.JPG", folder + "IMG_0002.DNG"]))
    for (name, bytes) in first { #expect(Self.bytes(folder + name) == bytes, "\(name)") }

    // Another Live photo of the same names (other bytes): every member takes " (1)".
    let second: [(String, [UInt8])] = [
      ("IMG_0001.HEIC", LibraryFixtures.appleJPEG(contentIdentifier: "LIVE-2", date: date)),
      ("IMG_0001.MOV", LibraryFixtures.quickTimeMovie(contentIdentifier: "LIVE-2", seconds: 3)),
      ("IMG_0001.HEIC.xmp", Array(LibraryFixtures.xmp(rating: 5).utf8)),
    ]
    for (name, bytes) in second { try dir.write("card2/" + name, bytes) }
    let again = try CommandRunner.classify(["import", dir.path("card2"), "--into", library])
    #expect(again.status == 0, "\(again.stderr)")
    let renamed = try #require(try JSONLines.objects(again.stdout).first)
    #expect(renamed["action"] as? String == "created")
    #expect(
      renamed["paths"] as? [String]
        == ["IMG_0001 (1).HEIC", "IMG_0001 (1).MOV", "IMG_0001 (1).HEIC.xmp"].map { folder + $0 })
    #expect(Self.bytes(folder + "IMG_0001 (1).MOV") == second[1].1)
    // The first import's files are untouched.
    for (name, bytes) in first { #expect(Self.bytes(folder + name) == bytes, "\(name)") }

    // The read side sees each group as one asset (a Live Photo with its video and sidecar).
    let assets = try JSONLines.objects(try CommandRunner.classify(["assets", library, "--format", "jsonl"]).stdout)
    let resources = assets.map { ($0["resources"] as? [[String: Any]] ?? []).compactMap { $0["path"] as? String } }
    #expect(resources.contains([folder + "IMG_0001 (1).HEIC", folder + "IMG_0001 (1).MOV", folder + "IMG_0001 (1).HEIC.xmp"]))
    #expect(resources.contains([folder + "IMG_0002.JPG", folder + "IMG_0002.DNG"]), "\(resources)")
  }

  @Test("a .livp is placed as the one file it is, dated by its still, with its sidecar; a re-run finds it; the library reads one Live Photo")
  func livePhotoArchive() throws {
    let dir = try TemporaryDirectory("import-livp")
    defer { dir.remove() }
    let livp = try ArchiveBuilder.zip([
      .init("IMG_0005.HEIC", LibraryFixtures.appleJPEG(date: "2024:06:01 08:30:00")),
      .init("IMG_0005.MOV", LibraryFixtures.quickTimeMovie(contentIdentifier: nil, seconds: 2)),
    ])
    let xmp = Array(LibraryFixtures.xmp(rating: 5).utf8)
    try dir.write("download/IMG_0005.livp", livp)
    try dir.write("download/IMG_0005.livp.xmp", xmp)
    let library = dir.path("lib")
    try FileManager.default.createDirectory(atPath: library, withIntermediateDirectories: true)
    let out = try CommandRunner.classify(["import", dir.path("download"), "--into", library])
    #expect(out.status == 0, "\(out.stderr)")
    let line = try #require(try JSONLines.objects(out.stdout).first)
    let folder = library + "/2024/2024-06-01/"
    #expect(line["action"] as? String == "created", "\(out.stdout)")
    #expect(line["mediaType"] as? String == "image")
    #expect(line["paths"] as? [String] == [folder + "IMG_0005.livp", folder + "IMG_0005.livp.xmp"])
    #expect(Self.bytes(folder + "IMG_0005.livp") == livp && Self.bytes(folder + "IMG_0005.livp.xmp") == xmp)

    let again = try CommandRunner.classify(["import", dir.path("download"), "--into", library])
    #expect(again.status == 0, "\(again.stderr)")
    #expect(try JSONLines.objects(again.stdout).first?["action"] as? String == "duplicate", "\(again.stdout)")
    #expect(Self.libraryFiles(library).count == 2)

    let assets = try JSONLines.objects(try CommandRunner.classify(["assets", library, "--format", "jsonl"]).stdout)
    #expect(assets.count == 1)
    let asset = try #require(assets.first)
    #expect((asset["subtypes"] as? [String])?.contains("photoLive") == true)
    #expect((asset["resources"] as? [[String: Any]])?.compactMap { $0["type"] as? String } == ["photo", "pairedVideo", "sidecar"])
    #expect(asset["isFavorite"] as? Bool == true)
  }

  @Test("--album: the app's album is created on first use, new assets go first (the cover), --append last, a duplicate is added too")
  func appAlbum() throws {
    let dir = try TemporaryDirectory("import")
    defer { dir.remove() }
    let library = dir.path("lib")
    try FileManager.default.createDirectory(atPath: library, withIntermediateDirectories: true)
    for (i, folder) in ["a", "b", "c", "d"].enumerated() {
      try dir.write("\(folder)/IMG_\(i).JPG", LibraryFixtures.appleJPEG(imageUniqueID: "ALBUM-\(i)", date: "2024:05:17 09:00:0\(i)"))
    }
    func importing(_ folder: String, _ extra: [String] = []) throws -> [[String: Any]] {
      let out = try CommandRunner.classify(["import", dir.path(folder), "--into", library, "--album", "My App"] + extra)
      #expect(out.status == 0, "\(out.stderr)")
      return try JSONLines.objects(out.stdout)
    }
    let first = try importing("a")
    #expect(first.map { ($0["action"] ?? $0["change"]) as? String } == ["created", "albumCreated", "addedToAlbum"])
    let id = { (lines: [[String: Any]]) in lines.first?["localIdentifier"] as? String }
    let b = try importing("b")
    let c = try importing("c", ["--append"])
    #expect(c.last?["index"] as? Int == 2)
    // The same bytes again: a duplicate, already in the album.
    let again = try importing("a")
    #expect(again.first?["action"] as? String == "duplicate")
    #expect(again.last?["change"] as? String == "unchanged")
    // The album in order: b (inserted first: the cover), a, c (appended).
    let album = try JSONLines.objects(try CommandRunner.classify(["assets", library, "--in-album", "My App", "--format", "jsonl"]).stdout)
    #expect(album.map { $0["localIdentifier"] as? String } == [id(b), id(first), id(c)])
    let albums = try JSONLines.objects(try CommandRunner.classify(["albums", library, "--type", "album", "--format", "jsonl"]).stdout)
    #expect(albums.contains { $0["localizedTitle"] as? String == "My App" && $0["estimatedAssetCount"] as? Int == 3 })
    // A new album gets the created asset and the duplicate, in the order of the sources.
    let other = try CommandRunner.classify(["import", dir.path("d"), dir.path("a"), "--into", library, "--album", "Other"])
    let otherLines = try JSONLines.objects(other.stdout)
    #expect(otherLines.filter { $0["change"] as? String == "addedToAlbum" }.map { $0["index"] as? Int } == [0, 1])
    #expect(try CommandRunner.classify(["import", dir.path("a"), "--into", library, "--append"]).status == 64)
  }

  @Test("bytes from standard input land unchanged: an animated GIF stays animated")
  func standardInputGIF() throws {
    let dir = try TemporaryDirectory("import")
    defer { dir.remove() }
    let library = dir.path("lib")
    try FileManager.default.createDirectory(atPath: library, withIntermediateDirectories: true)
    let gif = Self.gif(frames: 4)
    let out = try CommandRunner.classify(["import", "-", "--name", "party.gif", "--into", library], stdinBytes: gif)
    #expect(out.status == 0, "\(out.stderr)")
    let line = try #require(try JSONLines.objects(out.stdout).first)
    #expect(line["action"] as? String == "created")
    let placed = try #require(line["path"] as? String)
    #expect(placed == library + "/Undated/party.gif")
    #expect(Self.bytes(placed) == gif)
    let record = try #require(try JSONLines.objects(try CommandRunner.classify([placed, "--format", "jsonl"]).stdout).first)
    #expect((record["subtypes"] as? [String] ?? []).contains("photoAnimation"))
    #expect(record["frameCount"] as? Int == 4)
    // The same bytes again are a duplicate.
    let again = try CommandRunner.classify(["import", "-", "--name", "copy.gif", "--into", library], stdinBytes: gif)
    #expect(try JSONLines.objects(again.stdout).first?["action"] as? String == "duplicate")
    #expect(Self.libraryFiles(library).count == 1)
  }

  @Test("hostile names land as they are; bad names and layouts are refused before anything is written")
  func hostileNames() throws {
    let dir = try TemporaryDirectory("import")
    defer { dir.remove() }
    let date = "2024:05:17 09:00:00"
    let long = String(repeating: "é", count: 125) + ".jpg"  // 254 bytes
    #expect(long.utf8.count == 254)
    let longest = String(repeating: "é", count: 125) + "x.jpg"  // 255 bytes, the most a name holds
    #expect(longest.utf8.count == 255)
    let names = ["new\nline.jpg", "esc\u{1B}[31m.jpg", long, longest, "..jpg", "-.jpg"]
    for (i, name) in names.enumerated() {
      try dir.write("src/" + name, LibraryFixtures.appleJPEG(imageUniqueID: "H\(i)", date: date))
    }
    let library = dir.path("lib")
    try FileManager.default.createDirectory(atPath: library, withIntermediateDirectories: true)
    let out = try CommandRunner.classify(["import", dir.path("src"), "--into", library])
    #expect(out.status == 0, "\(out.stderr)")
    for name in names {
      #expect(FileManager.default.fileExists(atPath: library + "/2024/2024-05-17/" + name), "\(name)")
    }
    // A collision on the 254-byte name: the suffix fits by shortening the stem.
    try dir.write("src2/" + long, LibraryFixtures.appleJPEG(imageUniqueID: "H-other", date: date))
    let collided = try CommandRunner.classify(["import", dir.path("src2"), "--into", library])
    #expect(collided.status == 0, "\(collided.stderr)")
    let path = try #require(try JSONLines.objects(collided.stdout).first?["path"] as? String)
    let placedName = (path as NSString).lastPathComponent
    #expect(placedName.utf8.count <= 255)
    #expect(placedName.hasSuffix(" (1).jpg"))

    let before = Self.libraryFiles(library)
    for arguments in [
      ["-", "--name", "../escape.gif"], ["-", "--name", "a/b.gif"], [dir.path("src"), "--layout", "../{name}"],
      [dir.path("src"), "--layout", "/tmp/{name}"], [dir.path("src"), "--layout", "{yyyy}/{nope}/{name}"],
      [dir.path("src"), "--layout", "{yyyy}"],
    ] {
      let refused = try CommandRunner.classify(["import"] + arguments + ["--into", library], stdinBytes: Self.gif(frames: 2))
      #expect(refused.status == 64, "\(arguments): \(refused.stderr)")
      #expect(refused.stderr.hasPrefix("classify: "))
    }
    #expect(Self.libraryFiles(library) == before)
    #expect(!FileManager.default.fileExists(atPath: dir.path("escape.gif")))
  }

  @Test("names equal but for their Unicode form are two files: both imported under their own bytes, once; a re-run creates nothing")
  func normalizationTwins() throws {
    let dir = try TemporaryDirectory("import")
    defer { dir.remove() }
    let date = "2024:05:17 09:00:00"
    let composed = "Caf\u{E9}.jpg"  // NFC: é is one scalar
    let decomposed = "Cafe\u{301}.jpg"  // NFD: e and a combining acute
    #expect(composed == decomposed)  // equal as Swift strings, two names on disk
    #expect(Array(composed.utf8) != Array(decomposed.utf8))
    let nfc = LibraryFixtures.appleJPEG(imageUniqueID: "NFC", date: date)
    let nfd = LibraryFixtures.appleJPEG(imageUniqueID: "NFD", date: date)
    try dir.write("src/" + composed, nfc)
    try dir.write("src/" + decomposed, nfd)
    let library = dir.path("lib")
    try FileManager.default.createDirectory(atPath: library, withIntermediateDirectories: true)
    let out = try CommandRunner.classify(["import", dir.path("src"), "--into", library])
    #expect(out.status == 0, "\(out.stderr)")
    let lines = try JSONLines.objects(out.stdout)
    #expect(lines.count == 2, "\(out.stdout)")
    #expect(lines.allSatisfy { $0["action"] as? String == "created" })
    let folder = library + "/2024/2024-05-17"
    let placed = try FileManager.default.contentsOfDirectory(atPath: folder).map { Array($0.utf8) }
    #expect(Set(placed) == [Array(composed.utf8), Array(decomposed.utf8)])
    // (Read by name: a dictionary keyed by `String` would make the two one.)
    #expect(Self.bytes(folder + "/" + composed) == nfc)
    #expect(Self.bytes(folder + "/" + decomposed) == nfd)
    let again = try CommandRunner.classify(["import", dir.path("src"), "--into", library])
    #expect(try JSONLines.objects(again.stdout).map { $0["action"] as? String } == ["duplicate", "duplicate"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder).count == 2)
  }

  @Test("links planted at the destination names: never written through, never replaced; the group takes the collision name")
  func plantedFileLinks() throws {
    let dir = try TemporaryDirectory("import")
    defer { dir.remove() }
    let date = "2024:05:17 09:00:00"
    let live = [
      ("IMG_0001.HEIC", LibraryFixtures.appleJPEG(contentIdentifier: "LINKED", date: date)),
      ("IMG_0001.MOV", LibraryFixtures.quickTimeMovie(contentIdentifier: "LINKED")),
    ]
    for (name, bytes) in live { try dir.write("src/" + name, bytes) }
    let library = dir.path("lib")
    let folder = library + "/2024/2024-05-17/"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let outside = try dir.write("outside/target.mov", Array("not to be touched".utf8))
    // A link to a file outside at the video's name; a dangling link at the still's " (1)" name.
    try FileManager.default.createSymbolicLink(atPath: folder + "IMG_0001.MOV", withDestinationPath: outside)
    try FileManager.default.createSymbolicLink(atPath: folder + "IMG_0001 (1).HEIC", withDestinationPath: dir.path("nowhere"))
    // A hard link of an outside file at the (2) name of the video.
    let hard = try dir.write("hard/hard.mov", Array("outside, hard-linked".utf8))
    #expect(link(hard, folder + "IMG_0001 (2).MOV") == 0)
    let out = try CommandRunner.classify(["import", dir.path("src"), "--into", library])
    #expect(out.status == 0, "\(out.stderr)")
    let line = try #require(try JSONLines.objects(out.stdout).first)
    #expect(line["paths"] as? [String] == [folder + "IMG_0001 (3).HEIC", folder + "IMG_0001 (3).MOV"])
    for (name, bytes) in live { #expect(Self.bytes(folder + name.replacingOccurrences(of: ".", with: " (3).")) == bytes) }
    #expect(Self.bytes(outside) == Array("not to be touched".utf8))
    #expect(Self.bytes(hard) == Array("outside, hard-linked".utf8))
    #expect(!FileManager.default.fileExists(atPath: dir.path("nowhere")))
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder + "IMG_0001.MOV") == outside)
    // Links in place of the library's own folders are refused before anything is written.
    for planted in ["tmp", "journal"] {
      let other = dir.path("lib-\(planted)")
      try FileManager.default.createDirectory(atPath: other + "/.mediakind", withIntermediateDirectories: true)
      try FileManager.default.createDirectory(atPath: dir.path("out-\(planted)"), withIntermediateDirectories: true)
      try FileManager.default.createSymbolicLink(atPath: other + "/.mediakind/" + planted, withDestinationPath: dir.path("out-\(planted)"))
      let refused = try CommandRunner.classify(["import", dir.path("src"), "--into", other])
      #expect(refused.status == 73, "\(planted): \(refused.stderr)")
      #expect(refused.stderr.contains("symbolic link"), "\(refused.stderr)")
      #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path("out-\(planted)")).isEmpty)
    }
  }

  @Test("a symbolic link planted where a folder is to be is refused; nothing is written through it")
  func plantedLink() throws {
    let dir = try TemporaryDirectory("import")
    defer { dir.remove() }
    try dir.write("src/IMG_1.JPG", LibraryFixtures.appleJPEG(date: "2024:05:17 09:00:00"))
    let library = dir.path("lib")
    let outside = dir.path("outside")
    try FileManager.default.createDirectory(atPath: library, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: library + "/2024", withDestinationPath: outside)
    let out = try CommandRunner.classify(["import", dir.path("src"), "--into", library])
    #expect(out.status == 1)
    #expect(out.stderr.contains("symbolic link"), "\(out.stderr)")
    #expect(try JSONLines.objects(out.stdout).first?["action"] as? String == "failed")
    #expect(try FileManager.default.contentsOfDirectory(atPath: outside).isEmpty)
    #expect(try FileManager.default.contentsOfDirectory(atPath: library + "/.mediakind/tmp").isEmpty)
    // The link to .mediakind itself is refused too.
    let other = dir.path("lib2")
    try FileManager.default.createDirectory(atPath: other, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: other + "/.mediakind", withDestinationPath: outside)
    let refused = try CommandRunner.classify(["import", dir.path("src"), "--into", other])
    #expect(refused.status == 73, "\(refused.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: outside).isEmpty)
  }

  @Test("a library is not imported into itself")
  func intoItself() throws {
    let dir = try TemporaryDirectory("import")
    defer { dir.remove() }
    try dir.write("lib/a/IMG_1.JPG", LibraryFixtures.appleJPEG(date: "2024:05:17 09:00:00"))
    let library = dir.path("lib")
    for source in [library, library + "/a", library + "/a/IMG_1.JPG"] {
      let out = try CommandRunner.classify(["import", source, "--into", library])
      #expect(out.status == 64, "\(out.stderr)")
      #expect(out.stderr.contains("not imported into itself"))
    }
    #expect(!FileManager.default.fileExists(atPath: library + "/.mediakind"))
    // A library inside the source folder is not walked.
    let outer = try CommandRunner.classify(["import", dir.path(""), "--into", library + "/a"])
    #expect(outer.status == 0, "\(outer.stderr)")
  }

  // MARK: - Permission and lock

  @Test("a read-only library fails before anything is touched", .timeLimit(.minutes(10)))
  func readOnly() throws {
    let dir = try TemporaryDirectory("import")
    defer { dir.remove() }
    try dir.write("src/IMG_1.JPG", LibraryFixtures.appleJPEG(date: "2024:05:17 09:00:00"))
    let library = dir.path("lib")
    try dir.write("lib/old.jpg", LibraryFixtures.appleJPEG(date: "2020:01:01 00:00:00"))
    // As root, permissions do not stop a write: run as nobody (as IndexFaultTests does).
    chmod(library, 0o555)
    defer { chmod(library, 0o755) }
    chmod(dir.url.path, 0o755)
    let launcher = geteuid() == 0 ? ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] : []
    let out = try CommandRunner.classify(["import", dir.path("src"), "--into", library], launcher: launcher)
    #expect(out.status == 73, "\(out.stderr)")
    #expect(out.stderr.contains("read-only library"), "\(out.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: library) == ["old.jpg"])
  }

  @Test("a library another process is changing: busy at once, nothing written", .timeLimit(.minutes(10)))
  func busy() throws {
    let dir = try TemporaryDirectory("import")
    defer { dir.remove() }
    try Self.write(Self.groups(8, tag: 1), into: dir.path("src"))
    let library = dir.path("lib")
    try FileManager.default.createDirectory(atPath: library + "/.mediakind", withIntermediateDirectories: true)
    let fd = open(library + "/.mediakind/changes.lock", O_RDWR | O_CREAT, 0o644)
    #expect(fd >= 0)
    #expect(flock(fd, LOCK_EX | LOCK_NB) == 0)
    let out = try CommandRunner.classify(["import", dir.path("src"), "--into", library])
    flock(fd, LOCK_UN)
    close(fd)
    #expect(out.status == 73)
    #expect(out.stderr.contains("library is busy"), "\(out.stderr)")
    #expect(Self.libraryFiles(library).isEmpty)

    // Two real imports at once: one waits for nothing and fails busy, or comes after the
    // other and finds duplicates; nothing is there twice.
    let first = try CommandRunner.start(["import", dir.path("src"), "--into", library])
    let second = try CommandRunner.classify(["import", dir.path("src"), "--into", library])
    first.waitUntilExit()
    #expect(first.terminationStatus == 0 || second.status == 0)
    if second.status != 0 { #expect(second.stderr.contains("library is busy"), "\(second.stderr)") }
    let files = Self.libraryFiles(library)
    #expect(files.count == Self.groups(8, tag: 1).reduce(0) { $0 + $1.files.count })
    #expect(Set(files.values.map { Data($0) }).count == files.count)
  }

  // MARK: - kill -9

  /// How many source files the kill -9 test imports per source, and how many kills it makes.
  static let crashFiles = 5_000
  static let crashKills = 50

  @Test(
    "kill -9 50 times during imports of 5,000 files (Live pairs, RAW+JPEG, sidecars): each group in the library once, whole, byte-identical, or not at all",
    .timeLimit(.minutes(30)))
  func crashes() throws {
    let (dir, library, empty) = try Self.crashLibrary()
    defer { dir.remove() }
    var random = SeededGenerator(seed: "import-crashes")
    // Two sources of 5,000 files each (7 files per 4 groups): one copied, one moved.
    let groupCount = Self.crashFiles * 4 / 7 + 1
    var rounds: [(source: String, groups: [GeneratedGroup], move: Bool)] = []
    for (tag, move) in [(0, false), (1, true)] {
      let source = dir.path(move ? "src-move" : "src-copy")
      let groups = Self.groups(groupCount, tag: tag)
      #expect(groups.reduce(0) { $0 + $1.files.count } >= Self.crashFiles)
      try Self.write(groups, into: source)
      rounds.append((source, groups, move))
    }
    var files: [String: [UInt8]] = [:]
    let cache = FileContentCache()
    var killed = 0
    var inClassification = 0
    var inPlacement = 0
    var attempts = 0
    // Seconds the last run of each source took to start placing, and groups placed per second.
    var untilPlacing: [Bool: Double] = [false: 5, true: 5]
    var placingRate: [Bool: Double] = [false: 200, true: 200]
    // A source whose every group got placed (the import placed its last few groups between
    // two looks at the journal, or finished before its kill on a machine faster than the last
    // run said) is replaced by a new one, so the kills keep landing in imports with work left.
    var finished: [(source: String, groups: [GeneratedGroup], move: Bool)] = []
    var nextTag = 2
    while killed < Self.crashKills, attempts < Self.crashKills * 2 {
      attempts += 1
      let round = rounds[attempts % 2]
      let before = Self.placedGroups(library: library, groups: round.groups, files: files)
      let started = Date()
      let process = try CommandRunner.start(["import", round.source, "--into", library] + (round.move ? ["--move"] : []))
      // One kill in five lands while the sources are read and classified; the others while
      // groups are being placed (the journal has lines), within the first tenth of what is left.
      let early = Int.random(in: 0..<5, using: &random) == 0
      if early {
        // Before the time the last run took to start placing, with room for a faster run.
        usleep(UInt32(Double.random(in: 0.05...max(0.1, untilPlacing[round.move]! * 0.7), using: &random) * 1_000_000))
      } else {
        while process.isRunning, Self.journalBytes(library) == 0 { usleep(2_000) }
        untilPlacing[round.move] = Date().timeIntervalSince(started)
        let left = Double(round.groups.count - before) / placingRate[round.move]!
        usleep(UInt32(Double.random(in: 0...max(0.01, left / 10), using: &random) * 1_000_000))
      }
      let placingStarted = Self.journalBytes(library) > 0
      let killedAt = Date()
      if process.isRunning {
        kill(process.processIdentifier, SIGKILL)
        killed += 1
        if placingStarted { inPlacement += 1 } else { inClassification += 1 }
      }
      process.waitUntilExit()
      // The next command on the library recovers what the killed one left.
      let next = try CommandRunner.classify(["import", empty, "--into", library])
      #expect(next.status == 0, "\(next.stderr)")
      files = try Self.checkNothingLost(library: library, rounds: finished + rounds, cache: cache)
      let placedNow = Self.placedGroups(library: library, groups: round.groups, files: files)
      let placed = placedNow - before
      if !early, placed > 0, let placing = untilPlacing[round.move] {
        placingRate[round.move] = Double(placed) / max(0.01, killedAt.timeIntervalSince(started) - placing)
      }
      if placedNow == round.groups.count {
        finished.append(round)
        let source = dir.path((round.move ? "src-move-" : "src-copy-") + String(nextTag))
        let groups = Self.groups(groupCount, tag: nextTag)
        nextTag += 1
        try Self.write(groups, into: source)
        rounds[attempts % 2] = (source, groups, round.move)
      }
    }
    #expect(killed == Self.crashKills, "\(killed) of \(attempts) imports were interrupted")
    #expect(inClassification > 0 && inPlacement > Self.crashKills / 2, "\(inClassification) kills while reading, \(inPlacement) while placing")
    // The last complete import has a partly placed source to finish.
    let placedBefore = rounds.map { Self.placedGroups(library: library, groups: $0.groups, files: files) }
    #expect(
      zip(rounds, placedBefore).contains { 0 < $1 && $1 < $0.groups.count },
      "\(placedBefore) of \(rounds.map(\.groups.count)) groups placed before the last run; \(finished.count) sources finished")
    // A last complete import of every source: everything is in the library exactly once.
    rounds = finished + rounds
    for round in rounds {
      let all = try CommandRunner.classify(["import", round.source, "--into", library] + (round.move ? ["--move"] : []))
      #expect(all.status == 0, "\(all.stderr)")
    }
    try Self.checkNothingLost(library: library, rounds: rounds, complete: true, cache: cache)
    // Importing again creates nothing.
    let again = try CommandRunner.classify(["import", rounds[0].source, "--into", library])
    #expect(try JSONLines.objects(again.stdout).allSatisfy { $0["action"] as? String == "duplicate" })
    try Self.checkNothingLost(library: library, rounds: rounds, complete: true)
  }

  /// The bytes in the library's journal folder (an import placing groups has journal lines).
  static func journalBytes(_ library: String) -> Int {
    let folder = library + "/.mediakind/journal"
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.reduce(0) {
      $0 + ((try? FileManager.default.attributesOfItem(atPath: folder + "/" + $1)[.size] as? Int) ?? 0)
    }
  }

  /// How many of `groups` have their primary file's bytes in the library (or in `files`, the
  /// library's files as ``libraryFiles(_:)`` read them).
  static func placedGroups(library: String, groups: [GeneratedGroup], files: [String: [UInt8]]? = nil) -> Int {
    let placed = Set((files ?? libraryFiles(library)).values.map { Data($0) })
    return groups.filter { placed.contains(Data($0.files[0].bytes)) }.count
  }

  @Test(
    "a crash at each step of placing a group: rolled back or finished by the next command",
    .timeLimit(.minutes(4)))
  func crashPoints() throws {
    let (dir, library, empty) = try Self.crashLibrary()
    defer { dir.remove() }
    var environment = ProcessInfo.processInfo.environment
    var rounds: [(source: String, groups: [GeneratedGroup], move: Bool)] = []
    // journal: a group's line on disk, no name made; link 1: half of a Live pair placed;
    // commit: the group committed, its temporary names and moved sources still there.
    let points = [("journal", 3), ("link", 1), ("link", 6), ("commit", 2), ("commit", 5)]
    for (round, (point, count)) in points.enumerated() {
      let source = dir.path("src\(round)")
      let groups = Self.groups(12, tag: 20 + round)
      try Self.write(groups, into: source)
      rounds.append((source, groups, true))
      environment["MEDIAKIND_CRASH_AT"] = "\(point):\(count)"
      let crashed = try CommandRunner.classify(["import", source, "--into", library, "--move"], environment: environment)
      #expect(crashed.status == SIGKILL, "\(point):\(count) did not crash: \(crashed.status) \(crashed.stderr)")
      let next = try CommandRunner.classify(["import", empty, "--into", library])
      #expect(next.status == 0, "\(next.stderr)")
      if point != "journal" {
        #expect(next.stderr.contains("an interrupted change was recovered"), "\(point): \(next.stderr)")
      }
      try Self.checkNothingLost(library: library, rounds: rounds)
    }
    let all = try CommandRunner.classify(["import"] + rounds.map(\.source) + ["--into", library, "--move"])
    #expect(all.status == 0, "\(all.stderr)")
    try Self.checkNothingLost(library: library, rounds: rounds, complete: true)
  }

  @Test(
    "placing by renaming (a library without hard links): kill -9 mid-group rolls back whole, collisions never replace",
    .timeLimit(.minutes(4)))
  func crashPointsByRenaming() throws {
    let (dir, library, empty) = try Self.crashLibrary()
    defer { dir.remove() }
    var environment = ProcessInfo.processInfo.environment
    environment["MEDIAKIND_NO_HARD_LINKS"] = "1"
    var rounds: [(source: String, groups: [GeneratedGroup], move: Bool)] = []
    for (round, (point, count)) in [("link", 1), ("link", 4), ("commit", 3)].enumerated() {
      let source = dir.path("src\(round)")
      let groups = Self.groups(12, tag: 30 + round)
      try Self.write(groups, into: source)
      rounds.append((source, groups, true))
      environment["MEDIAKIND_CRASH_AT"] = "\(point):\(count)"
      let crashed = try CommandRunner.classify(["import", source, "--into", library, "--move"], environment: environment)
      #expect(crashed.status == SIGKILL, "\(point):\(count) did not crash: \(crashed.status) \(crashed.stderr)")
      environment["MEDIAKIND_CRASH_AT"] = nil
      let next = try CommandRunner.classify(["import", empty, "--into", library], environment: environment)
      #expect(next.status == 0, "\(next.stderr)")
      #expect(next.stderr.contains("an interrupted change was recovered"), "\(point): \(next.stderr)")
      try Self.checkNothingLost(library: library, rounds: rounds)
    }
    let all = try CommandRunner.classify(["import"] + rounds.map(\.source) + ["--into", library, "--move"], environment: environment)
    #expect(all.status == 0, "\(all.stderr)")
    try Self.checkNothingLost(library: library, rounds: rounds, complete: true)
    // The same names again, other bytes: created beside them, nothing is replaced.
    let source = dir.path("again")
    let groups = Self.groups(12, tag: 30)
    try Self.write(groups.map { group in
      var group = group
      for index in group.files.indices { group.files[index].bytes += [0] }
      return group
    }, into: source)
    let before = Self.libraryFiles(library)
    let again = try CommandRunner.classify(["import", source, "--into", library], environment: environment)
    #expect(again.status == 0, "\(again.stderr)")
    let lines = try JSONLines.objects(again.stdout)
    #expect(lines.count == 12 && lines.allSatisfy { $0["action"] as? String == "created" })
    let after = Self.libraryFiles(library)
    for (path, bytes) in before { #expect(after[path] == bytes, "\(path)") }
  }

  /// A temporary folder with an empty library and an empty source folder (whose import only
  /// opens a transaction, and so recovers).
  static func crashLibrary() throws -> (TemporaryDirectory, library: String, empty: String) {
    let dir = try TemporaryDirectory("import")
    for name in ["lib", "empty"] {
      try FileManager.default.createDirectory(atPath: dir.path(name), withIntermediateDirectories: true)
    }
    return (dir, dir.path("lib"), dir.path("empty"))
  }

  /// Every generated group is in the library whole, once, with identical bytes, or not at
  /// all (`complete`: in it); a moved group's sources are gone exactly when it is in the
  /// library; a copied group's sources are untouched; no temporary file is left or visible.
  @discardableResult
  static func checkNothingLost(
    library: String, rounds: [(source: String, groups: [GeneratedGroup], move: Bool)], complete: Bool = false,
    cache: FileContentCache = FileContentCache()
  ) throws -> [String: [UInt8]] {
    let files = libraryFiles(library, cache: cache)
    var byContent: [Data: [String]] = [:]
    for (path, bytes) in files { byContent[Data(bytes), default: []].append(path) }
    #expect(!files.keys.contains { ($0 as NSString).lastPathComponent.hasPrefix(".import-") })
    #expect(try FileManager.default.contentsOfDirectory(atPath: library + "/.mediakind/tmp").isEmpty)
    #expect(try FileManager.default.contentsOfDirectory(atPath: library + "/.mediakind/journal").isEmpty)
    // Problems are gathered and expected empty once (10,000 passing expectations a round cost
    // more than the reading).
    var problems: [String] = []
    var placedFiles = 0
    for round in rounds {
      for group in round.groups {
        let places = group.files.map { byContent[Data($0.bytes)] ?? [] }
        let inLibrary = places.allSatisfy { $0.count == 1 }
        let absent = places.allSatisfy(\.isEmpty)
        if !inLibrary && !absent { problems.append("half a group or a second copy: \(group.files.map(\.name)) at \(places)") }
        if complete && !inLibrary { problems.append("\(group.files.map(\.name)) missing") }
        if inLibrary {
          placedFiles += places.count
          // One folder for the whole group.
          if Set(places.map { ($0[0] as NSString).deletingLastPathComponent }).count != 1 {
            problems.append("\(group.files.map(\.name)) split over folders: \(places)")
          }
        }
        for file in group.files {
          let path = round.source + "/" + file.name
          let source = cache.bytes(path)
          if round.move, (source == nil) != inLibrary {
            problems.append("\(path): moved \(inLibrary), source \(source != nil)")
          }
          if !round.move, source == nil { problems.append("\(path): a copied source is gone") }
          if let source, source != file.bytes { problems.append("\(path): the source's bytes changed") }
        }
      }
    }
    #expect(problems.isEmpty, "\(problems.count) problems, the first: \(problems.prefix(10))")
    // Nothing else is in the library.
    #expect(files.count == placedFiles)
    return files
  }
}
