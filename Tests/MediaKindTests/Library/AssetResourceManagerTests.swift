import Foundation
@testable import MediaKind
import MediaKindTestSupport
import Testing

/// A resource's bytes wherever it lives (Docs/Library.md, "A resource's bytes"): a file in a
/// folder, a zip or tar.gz member, a `.livp`'s still and video; streamed in chunks of one
/// reused buffer, cancellable, failing closed with a reason.
@Suite("AssetResourceManager: a resource's bytes")
struct AssetResourceManagerTests {
  static let still = LibraryFixtures.appleJPEG(date: "2024:05:01 10:00:00", width: 40, height: 30)
  static let video = LibraryFixtures.quickTimeMovie(
    contentIdentifier: nil, seconds: 2, creationDate: "2024-05-01T10:00:00+02:00")

  /// Bytes that are no media, of `count` bytes, not a repeating pattern of the chunk size.
  static func noise(_ count: Int) -> [UInt8] {
    var state: UInt32 = 2_463_534_242
    return (0..<count).map { _ in
      state ^= state << 13
      state ^= state >> 17
      state ^= state << 5
      return UInt8(truncatingIfNeeded: state)
    }
  }

  /// Every byte `manager` streams of `resource`, and the chunk sizes.
  static func read(_ resource: AssetResource, _ manager: AssetResourceManager) throws -> (bytes: [UInt8], chunks: [Int]) {
    var bytes: [UInt8] = []
    var chunks: [Int] = []
    try manager.requestData(for: resource) { chunk in
      bytes.append(contentsOf: chunk)
      chunks.append(chunk.count)
      return true
    }
    return (bytes, chunks)
  }

  static func scan(_ inputs: MediaInputs) async throws -> MediaLibrary {
    try await MediaLibrary.scan(inputs: inputs, classifier: MediaClassifier(options: ClassifyOptions(mode: .thorough)))
  }

  @Test("a folder file, a zip member, a tar.gz member and a .livp's still and video stream byte for byte")
  func byteIdentical() async throws {
    let dir = try TemporaryDirectory("resources")
    defer { dir.remove() }
    let photo = Self.still + Self.noise(3000)
    _ = try dir.write("folder/IMG_0001.JPG", photo)
    _ = try dir.write("folder/IMG_0002.livp", try ArchiveBuilder.zip([.init("IMG_0002.JPG", Self.still), .init("IMG_0002.MOV", Self.video)]))
    let members: [ArchiveBuilder.Member] = [.init("a/IMG_0003.JPG", Self.still), .init("b/IMG_0004.MOV", Self.video)]
    let zip = try dir.write("x.zip", try ArchiveBuilder.zip(members))
    let tgz = try dir.write("x.tar.gz", try ArchiveBuilder.compress(ArchiveBuilder.tar(members), with: "gzip"))
    var inputs = MediaInputs(paths: [dir.path("folder")])
    inputs.archives = [.file(zip), .file(tgz)]
    let library = try await Self.scan(inputs)
    #expect(library.failures.isEmpty)
    let manager = AssetResourceManager(library: library, chunkSize: 1000)
    let expected: [String: [UInt8]] = [
      dir.path("folder/IMG_0001.JPG"): photo,
      dir.path("folder/IMG_0002.livp") + "//IMG_0002.JPG": Self.still,
      dir.path("folder/IMG_0002.livp") + "//IMG_0002.MOV": Self.video,
      zip + "//a/IMG_0003.JPG": Self.still, zip + "//b/IMG_0004.MOV": Self.video,
      tgz + "//a/IMG_0003.JPG": Self.still, tgz + "//b/IMG_0004.MOV": Self.video,
    ]
    let resources = library.assets.flatMap(\.resources)
    #expect(Set(resources.map(\.path)) == Set(expected.keys))
    for resource in resources {
      let (bytes, chunks) = try Self.read(resource, manager)
      #expect(bytes == expected[resource.path], "\(resource.path)")
      #expect(chunks.dropLast().allSatisfy { $0 == 1000 } && (chunks.last ?? 0) <= 1000, "\(resource.path): \(chunks)")
    }
  }

  @Test("a file larger than the chunk size comes in many chunks of one reused buffer")
  func chunksReuseOneBuffer() throws {
    let dir = try TemporaryDirectory("resources")
    defer { dir.remove() }
    let bytes = Self.noise(100_000)
    let path = try dir.write("big.bin", bytes)
    let archive = try dir.write("big.tar.gz", try ArchiveBuilder.compress(ArchiveBuilder.tar([.init("big.bin", bytes)]), with: "gzip"))
    for resource in [
      AssetResource(type: .photo, path: path, uti: nil, fileSize: bytes.count),
      AssetResource(type: .photo, path: archive + "//big.bin", uti: nil, fileSize: bytes.count),
    ] {
      var received: [UInt8] = []
      var chunks = 0
      var addresses: Set<UInt> = []
      try AssetResourceManager(chunkSize: 4096).requestData(for: resource) { chunk in
        chunks += 1
        chunk.withUnsafeBytes { _ = addresses.insert(UInt(bitPattern: $0.baseAddress)) }
        received.append(contentsOf: chunk)
        return true
      }
      #expect(received == bytes)
      #expect(chunks == (bytes.count + 4095) / 4096)
      #expect(addresses.count == 1, "\(resource.path): the chunks came from \(addresses.count) buffers")
    }
  }

  @Test("a handler returning false and a cancelled task stop the request early, with a reason")
  func cancellation() async throws {
    let dir = try TemporaryDirectory("resources")
    defer { dir.remove() }
    let bytes = Self.noise(50_000)
    let path = try dir.write("big.bin", bytes)
    let zip = try dir.write("big.zip", try ArchiveBuilder.zip([.init("big.bin", bytes)]))
    let manager = AssetResourceManager(chunkSize: 1024)
    for resourcePath in [path, zip + "//big.bin"] {
      let resource = AssetResource(type: .photo, path: resourcePath, uti: nil, fileSize: bytes.count)
      var chunks = 0
      let error = #expect(throws: AssetResourceDataError.self) {
        try manager.requestData(for: resource) { _ in
          chunks += 1
          return chunks < 3
        }
      }
      #expect(error?.kind == .cancelled)
      #expect(chunks == 3)
      let task = Task { () -> (Int, AssetResourceDataError?) in
        var seen = 0
        do throws(AssetResourceDataError) {
          try manager.requestData(for: resource) { _ in
            seen += 1
            if seen == 2 { withUnsafeCurrentTask { $0?.cancel() } }
            return true
          }
        } catch {
          return (seen, error)
        }
        return (seen, nil)
      }
      let (seen, taskError) = await task.value
      #expect(seen == 2)
      #expect(taskError?.kind == .cancelled)
    }
  }

  @Test("a file changed after the scan, a missing member and a missing archive fail with a reason")
  func failClosed() async throws {
    let dir = try TemporaryDirectory("resources")
    defer { dir.remove() }
    let path = try dir.write("IMG_0001.JPG", Self.still)
    let zip = try dir.write("x.zip", try ArchiveBuilder.zip([.init("IMG_0002.JPG", Self.still)]))
    var inputs = MediaInputs(paths: [path])
    inputs.archives = [.file(zip)]
    let library = try await Self.scan(inputs)
    let manager = AssetResourceManager(library: library)
    let file = try #require(library.assets.flatMap(\.resources).first { $0.path == path })
    let member = try #require(library.assets.flatMap(\.resources).first { $0.path == zip + "//IMG_0002.JPG" })

    // Same size, another file (written beside it, then moved over it): the identity differs.
    let other = try dir.write("other.JPG", Array(Self.still.reversed()))
    try FileManager.default.removeItem(atPath: path)
    try FileManager.default.moveItem(atPath: other, toPath: path)
    var error = #expect(throws: AssetResourceDataError.self) { try Self.read(file, manager) }
    #expect(error?.kind == .changed)
    #expect(error?.message.contains("changed since it was read") == true)
    // Without a library, the size is what is checked.
    _ = try dir.write("IMG_0001.JPG", Self.still + [0])
    error = #expect(throws: AssetResourceDataError.self) { try Self.read(file, AssetResourceManager()) }
    #expect(error?.kind == .changed)
    #expect(error?.message.contains("size is \(Self.still.count + 1) bytes") == true)

    var missing = member
    missing.path = zip + "//IMG_0009.JPG"
    error = #expect(throws: AssetResourceDataError.self) { try Self.read(missing, manager) }
    #expect(error?.kind == .missing)
    #expect(error?.message.contains("no member named IMG_0009.JPG") == true)

    var resized = member
    resized.fileSize += 1
    error = #expect(throws: AssetResourceDataError.self) { try Self.read(resized, manager) }
    #expect(error?.kind == .changed)

    var gone = member
    gone.path = dir.path("gone.zip") + "//IMG_0002.JPG"
    error = #expect(throws: AssetResourceDataError.self) { try Self.read(gone, manager) }
    #expect(error?.kind == .missing)

    let damaged = try dir.write("cut.zip", Array(try ArchiveBuilder.zip([.init("IMG_0002.JPG", Self.noise(20_000))]).prefix(3000)))
    let cut = AssetResource(type: .photo, path: damaged + "//IMG_0002.JPG", uti: nil, fileSize: 20_000)
    error = #expect(throws: AssetResourceDataError.self) { try Self.read(cut, manager) }
    #expect(error?.kind == .damaged || error?.kind == .changed)

    // The member itself still reads.
    #expect(try Self.read(member, manager).bytes == Self.still)
  }

  @Test("a member the scan refuses (a link, a name leaving the archive, a device) is refused with the scan's reason; the members after it still read")
  func refusedMembers() throws {
    let dir = try TemporaryDirectory("resources")
    defer { dir.remove() }
    let payload = Self.noise(5000)
    let tar = try dir.write("x.tar", ArchiveBuilder.tar([
      .init("dir/", type: UInt8(ascii: "5")),
      .init("link.jpg", type: UInt8(ascii: "2"), link: "/etc/shadow"),
      .init("../up.jpg", payload),
      .init("tty", type: UInt8(ascii: "3")),
      .init("dir/ok.jpg", payload),
    ]))
    let manager = AssetResourceManager(chunkSize: 1000)
    func resource(_ member: String, size: Int = 0) -> AssetResource {
      AssetResource(type: .photo, path: tar + "//" + member, uti: nil, fileSize: size)
    }
    var error = #expect(throws: AssetResourceDataError.self) { try Self.read(resource("link.jpg"), manager) }
    #expect(error?.kind == .unreadable)
    #expect(error?.message.contains("member link.jpg: is a symbolic link in the archive") == true)
    error = #expect(throws: AssetResourceDataError.self) { try Self.read(resource("../up.jpg", size: payload.count), manager) }
    #expect(error?.kind == .unreadable)
    #expect(error?.message.contains("..") == true)
    #expect(error?.message.contains("not classified") == false)
    error = #expect(throws: AssetResourceDataError.self) { try Self.read(resource("tty"), manager) }
    #expect(error?.message.contains("character device") == true)
    error = #expect(throws: AssetResourceDataError.self) { try Self.read(resource("dir/"), manager) }
    #expect(error?.message.contains("is a folder") == true)
    let read = try Self.read(resource("dir/ok.jpg", size: payload.count), manager)
    #expect(read.bytes == payload)
    #expect(read.chunks == [1000, 1000, 1000, 1000, 1000])
  }

  @Test("a .livp replaced after the scan fails its members as changed: the .livp's identity is the scan's no more")
  func livePhotoArchiveChanged() async throws {
    let dir = try TemporaryDirectory("resources")
    defer { dir.remove() }
    let livp = try dir.write("IMG_0005.livp", try ArchiveBuilder.zip([.init("IMG_0005.JPG", Self.still), .init("IMG_0005.MOV", Self.video)]))
    let library = try await Self.scan(MediaInputs(paths: [dir.url.path]))
    let video = try #require(library.assets.flatMap(\.resources).first { $0.type == .pairedVideo })
    #expect(video.path == livp + "//IMG_0005.MOV")
    let manager = AssetResourceManager(library: library)
    #expect(try Self.read(video, manager).bytes == Self.video)
    // The same members written again, in another file moved over it.
    let other = try dir.write("other.zip", try ArchiveBuilder.zip([.init("IMG_0005.MOV", Self.video), .init("IMG_0005.JPG", Self.still)]))
    try FileManager.default.removeItem(atPath: livp)
    try FileManager.default.moveItem(atPath: other, toPath: livp)
    let error = #expect(throws: AssetResourceDataError.self) { try Self.read(video, manager) }
    #expect(error?.kind == .changed)
    #expect(error?.message.contains("IMG_0005.livp changed since it was read") == true, "\(error?.message ?? "")")
    // Without the library's identities, the member (same bytes, same size) still reads.
    #expect(try Self.read(video, AssetResourceManager()).bytes == Self.video)
  }
}
