import Foundation
import MediaKindTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

@testable import MediaKind

@Suite("Fast path")
struct FastPathTests {
  let fast = MediaClassifier(options: ClassifyOptions(mode: .fast))
  let thorough = MediaClassifier(options: ClassifyOptions(mode: .thorough))

  static func png(width: UInt32, height: UInt32, chunks: [(String, [UInt8])] = []) -> [UInt8] {
    var b = ByteBuilder()
    b.append([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    var ihdr = ByteBuilder()
    ihdr.u32be(width)
    ihdr.u32be(height)
    ihdr.append([8, 6, 0, 0, 0])
    b.pngChunk("IHDR", ihdr.bytes)
    for (type, data) in chunks { b.pngChunk(type, data) }
    b.pngChunk("IDAT", [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])
    b.pngChunk("IEND", [])
    return b.bytes
  }

  static func gif(frames: Int, netscape: Bool = false) -> [UInt8] {
    ByteBuilder.gif(frames: frames, netscape: netscape)
  }

  @Test("PNG size from IHDR, in both paths")
  func pngSize() {
    let bytes = Self.png(width: 640, height: 480)
    for classifier in [fast, thorough] {
      let r = classifier.classify(bytes: bytes, name: "a.png")
      #expect(r.format == .png)
      #expect(r.uti == .png)
      #expect(r.mediaType == .image)
      #expect(r.pixelWidth == 640 && r.pixelHeight == 480)
      #expect(r.extensionMatchesContent == true)
    }
  }

  @Test("GIF frames are counted by walking blocks, not 0x2C bytes")
  func gifFrames() {
    let three = thorough.classify(bytes: Self.gif(frames: 3), name: "a.gif")
    #expect(three.frameCount == 3)
    #expect(three.subtypes.contains(.photoAnimation))
    #expect(three.duration == 0.3)
    let one = thorough.classify(bytes: Self.gif(frames: 1, netscape: true), name: "b.gif")
    #expect(one.frameCount == 1)
    #expect(!one.subtypes.contains(.photoAnimation), "a one-frame GIF with NETSCAPE2.0 is not animated")
  }

  @Test("a GIF truncated after its first frame is not reported animated by the fast path")
  func fastPathUnderReports() {
    var bytes = Self.gif(frames: 1)
    bytes.removeLast()  // no trailer: the fast path cannot know the count
    let r = fast.classify(bytes: bytes, name: "a.gif")
    #expect(!r.subtypes.contains(.photoAnimation))
  }

  @Test("JPEG size from SOF and EXIF orientation 6 swaps it")
  func jpegOrientation() {
    let exif = TIFFBuilder.build(ifd0: [.short(0x0112, 6), .ascii(0x010F, "Apple")])
    var b = ByteBuilder()
    b.append([0xFF, 0xD8])
    b.jpegSegment(0xE1, Array("Exif\0\0".utf8) + exif)
    b.jpegSegment(0xC0, [8, 0, 30, 0, 40, 3, 1, 0x22, 0, 2, 0x11, 0, 3, 0x11, 0])
    b.jpegSegment(0xDA, [3, 1, 0, 2, 0x11, 3, 0x11, 0, 0x3F, 0])
    b.append([0x00, 0xFF, 0xD9])
    for classifier in [fast, thorough] {
      let r = classifier.classify(bytes: b.bytes, name: "p.jpg")
      #expect(r.pixelWidth == 30 && r.pixelHeight == 40, "oriented size")
      #expect(r.orientation == 6)
      #expect(r.make == "Apple")
    }
  }

  @Test("WebP VP8X canvas size and BMP size")
  func webpAndBMP() throws {
    let (_, webp) = try #require(SyntheticHeaders.all["webp"])
    let w = fast.classify(bytes: webp, name: "a.webp")
    #expect(w.pixelWidth == 4 && w.pixelHeight == 3)
    let (_, bmp) = try #require(SyntheticHeaders.all["bmp"])
    let b = fast.classify(bytes: bmp, name: "a.bmp")
    #expect(b.pixelWidth == 4 && b.pixelHeight == 3)
  }

  @Test("fast and thorough agree on media type; fast subtypes are a subset", arguments: SyntheticHeaders.all.keys.sorted())
  func invariants(id: String) throws {
    let (ext, bytes) = try #require(SyntheticHeaders.all[id])
    let a = fast.classify(bytes: bytes, name: "x.\(ext)")
    let b = thorough.classify(bytes: bytes, name: "x.\(ext)")
    #expect(a.mediaType == b.mediaType)
    #expect(b.subtypes.isSuperset(of: a.subtypes))
  }

  @Test("classify(path:) equals classify(bytes:) for the same content")
  func fileEqualsBytes() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let bytes = Self.gif(frames: 2)
    let path = try dir.write("anim.gif", bytes)
    var fromFile = thorough.classify(path: path, displayPath: "anim.gif")
    let fromBytes = thorough.classify(bytes: bytes, name: "anim.gif")
    fromFile.path = fromBytes.path
    #expect(fromFile == fromBytes)
  }

  @Test("empty file: format empty, media type unknown")
  func emptyFile() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let path = try dir.write("empty.jpg", [])
    let r = fast.classify(path: path)
    #expect(r.status == .ok)
    #expect(r.format == .empty)
    #expect(r.mediaType == .unknown)
    #expect(r.fileSize == 0)
  }

  @Test("directories, FIFOs and devices are notRegularFile, and a FIFO is never opened")
  func specialFiles() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    #expect(fast.classify(path: dir.url.path).error?.kind == .notRegularFile)
    let fifo = dir.path("pipe")
    #expect(mkfifo(fifo, 0o644) == 0)
    // Would block forever if the classifier opened the FIFO for a blocking read.
    #expect(fast.classify(path: fifo).error?.kind == .notRegularFile)
    #expect(thorough.classify(path: "/dev/null").error?.kind == .notRegularFile)
  }

  @Test("a missing file is notFound")
  func missingFile() {
    let r = fast.classify(path: "/nonexistent/\(UUID().uuidString).jpg")
    #expect(r.status == .error)
    #expect(r.error?.kind == .notFound)
  }

  @Test("errno maps to the schema's error kinds")
  func errnoMapping() {
    #expect(InputFailure(errno: ENOENT, path: "x").kind == .notFound)
    #expect(InputFailure(errno: EACCES, path: "x").kind == .permissionDenied)
    #expect(InputFailure(errno: EPERM, path: "x").kind == .permissionDenied)
    #expect(InputFailure(errno: EIO, path: "x").kind == .readFailed)
  }

  @Test("an unreadable file is permissionDenied", .enabled(if: geteuid() != 0, "root reads every file"))
  func unreadable() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let path = try dir.write("secret.png", Self.png(width: 1, height: 1))
    #expect(chmod(path, 0) == 0)
    #expect(fast.classify(path: path).error?.kind == .permissionDenied)
  }

  @Test("classification does not change the file or its times")
  func readOnly() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    let bytes = Self.gif(frames: 2)
    let path = try dir.write("a.gif", bytes)
    var before = stat()
    stat(path, &before)
    _ = thorough.classify(path: path)
    var after = stat()
    stat(path, &after)
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(bytes))
    #expect(before.st_mtim.tv_sec == after.st_mtim.tv_sec && before.st_mtim.tv_nsec == after.st_mtim.tv_nsec)
    #expect(before.st_ctim.tv_sec == after.st_ctim.tv_sec && before.st_ctim.tv_nsec == after.st_ctim.tv_nsec)
  }

  @Test("batches keep input order and report per-file errors in place")
  func batchOrder() async throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    var paths: [String] = []
    for i in 0..<40 {
      paths.append(try dir.write("f\(i).png", Self.png(width: UInt32(i + 1), height: 1)))
      if i == 7 { paths.append(dir.path("missing.png")) }
    }
    var records: [Classification] = []
    await fast.classify(paths: paths, concurrency: 4) { records.append($0) }
    #expect(records.map(\.path) == paths)
    #expect(records[8].error?.kind == .notFound)
    #expect(records[9].pixelWidth == 9)
  }

  @Test("the folder walk is sorted and depth first; a link to a folder is skipped with a note")
  func enumerator() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    try dir.write("b/2.png", [1])
    try dir.write("b/1.png", [1])
    try dir.write("a.png", [1])
    symlink(dir.url.path, dir.path("b/loop"))
    let skips = SkipLog()
    let entries = Array(FileEnumerator(roots: [dir.url.path], options: WalkOptions(), onSkip: skips.add))
    let names = entries.map { String($0.path.dropFirst(dir.url.path.count + 1)) }
    #expect(names == ["a.png", "b/1.png", "b/2.png"])
    #expect(skips.paths == [dir.path("b/loop")])
    #expect(skips.reasons.first?.contains("--follow") == true)
    let flat = Array(FileEnumerator(roots: [dir.url.path], recursive: false)).map(\.path)
    #expect(flat == [dir.path("a.png")])
  }

  @Test("--follow walks a link to a folder once; loops and second links are skipped with a note")
  func followLinks() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    try dir.write("photos/x.png", [1])
    try dir.write("other/y.png", [1])
    symlink(dir.path("other"), dir.path("photos/to-other"))
    symlink(dir.path("other"), dir.path("photos/again"))
    symlink(dir.path("photos"), dir.path("photos/loop"))
    let skips = SkipLog()
    let walk = FileEnumerator(
      roots: [dir.path("photos")], options: WalkOptions(followLinks: true), onSkip: skips.add)
    let names = walk.map { String($0.path.dropFirst(dir.path("photos").count + 1)) }
    // `again` sorts first and walks `other`; `to-other` then reaches it a second time.
    #expect(names == ["again/y.png", "x.png"])
    #expect(skips.paths == [dir.path("photos/loop"), dir.path("photos/to-other")])
    #expect(skips.reasons.allSatisfy { $0.contains("already walked") })
  }

  @Test("tool and version-control folders are left out unless asked for; excludes prune folders")
  func toolFoldersAndExcludes() throws {
    let dir = try TemporaryDirectory()
    defer { dir.remove() }
    for path in [".git/objects/a.png", ".mediakind/index.sqlite", "@eaDir/t.jpg", ".hidden/b.png",
      "keep/c.png", "node_modules/d.png", ".gitignore", "sub/.svn/e.png"]
    {
      try dir.write(path, [1])
    }
    func walk(_ options: WalkOptions) -> [String] {
      FileEnumerator(roots: [dir.url.path], options: options).map {
        String($0.path.dropFirst(dir.url.path.count + 1))
      }
    }
    #expect(walk(WalkOptions()) == [".gitignore", ".hidden/b.png", "keep/c.png", "node_modules/d.png"])
    #expect(walk(WalkOptions(includeToolFolders: true)).count == 8)
    let globs = try ["node_modules", "**/*.gitignore"].map { try PathGlob($0) }
    #expect(walk(WalkOptions(excludes: globs)) == [".hidden/b.png", "keep/c.png"])
    // A root named explicitly is walked whatever its name.
    #expect(FileEnumerator(roots: [dir.path(".git")]).map(\.path) == [dir.path(".git/objects/a.png")])
  }
}
