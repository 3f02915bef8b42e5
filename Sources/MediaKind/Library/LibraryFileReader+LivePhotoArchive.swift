/// A `.livp` met in a folder walk: iCloud's zip of one Live Photo's still and video
/// (Docs/Library.md, "A `.livp` in a folder walk").
extension LibraryFileReader {
  /// The largest `.livp` read (its members are read from memory): 256 MiB, well above a
  /// Live Photo's still and 3 s video.
  static let maxLivePhotoArchiveBytes = 256 << 20
  /// The most members a `.livp` may hold (it holds two; folders and macOS's `__MACOSX`
  /// resource forks are passed over and count too).
  static let maxLivePhotoArchiveMembers = 8

  /// Whether `path` names a `.livp` (by extension, case-insensitive).
  static func isLivePhotoArchive(path: String) -> Bool {
    PathParts(path).fileExtension == "livp"
  }

  /// For a member of a `.livp` (`DIR/FILE.livp//MEMBER`), the `.livp`'s own path, whose
  /// folder is the asset's folder album; `nil` for any other path.
  static func livePhotoArchive(ofMember path: String) -> String? {
    guard let separator = PathParts.archiveSeparator(in: path) else { return nil }
    let container = String(path[..<separator.lowerBound])
    return isLivePhotoArchive(path: container) ? container : nil
  }

  /// Reads the still and the video of the `.livp` `file` (whose record says it is a zip) into
  /// `result.livePhotoMembers`, each member named `FILE.livp//MEMBER` as `--archive` names
  /// members. A `.livp` that is not a readable zip, or does not hold exactly one JPEG or HEIF
  /// still and one video, turns `result` into an error record saying why (fail closed: no
  /// asset is made of a half).
  func readLivePhotoArchive(_ file: InputFile, displayPath: String, into result: inout LibraryFile) {
    let mode = classifier.options.mode
    func fail(_ reason: String) {
      let failure = InputFailure(kind: .readFailed, message: "Live Photo archive (.livp): \(reason)")
      var record = Classification.failure(path: displayPath, mode: mode, failure)
      record.fileSize = file.size
      result.record = record
      result.livePhotoMembers = nil
    }
    guard result.record.status == .ok, result.record.format == .zip else {
      if result.record.status == .ok { fail("not a zip archive (its content is \(result.record.format?.rawValue ?? "unknown"))") }
      return
    }
    guard file.size <= Self.maxLivePhotoArchiveBytes else {
      fail("\(file.size) bytes, more than the \(Self.maxLivePhotoArchiveBytes) read of a .livp")
      return
    }
    let members: [LibraryFile]
    do {
      members = try readLivePhotoMembers(try file.read(at: 0, count: file.size), archivePath: displayPath)
    } catch {
      fail(error.message)
      return
    }
    let stills = members.filter {
      $0.record.mediaType == .image && $0.record.uti.map { LivePhotoPairing.stillUTIs.contains($0) } == true
    }
    let videos = members.filter { $0.record.mediaType == .video }
    if let bad = members.first(where: { $0.record.status == .error }) {
      fail("member \(PathParts.fileName(of: bad.path)): \(bad.record.error?.message ?? "unreadable")")
    } else if stills.count != 1 || videos.count != 1 || stills.count + videos.count != members.count {
      let names = members.map { PathParts.fileName(of: $0.path) }.joined(separator: ", ")
      fail(
        "holds \(stills.count) JPEG or HEIF stills and \(videos.count) videos among \(members.count) media members (\(names.isEmpty ? "none" : names)); a Live Photo is one of each"
      )
    } else {
      result.livePhotoMembers = [stills[0], videos[0]]
    }
  }

  /// Classifies the media members of the zip `bytes` as `--archive` classifies members (the
  /// shared stream reader, `ArchiveScanner`, and `Pipeline.inspect(member:)`), each kept whole
  /// up to `maxLivePhotoArchiveBytes` in the thorough mode (the head in the fast one); members
  /// that are no media are left out. The first member that cannot be read fails the whole
  /// `.livp` (no asset is made of a half).
  private func readLivePhotoMembers(_ bytes: [UInt8], archivePath: String) throws(InputFailure) -> [LibraryFile] {
    let limits = ArchiveLimits(
      wholeMember: Self.maxLivePhotoArchiveBytes, window: 1, maxMembers: Self.maxLivePhotoArchiveMembers)
    let scanner = ArchiveScanner(
      bytes: bytes, name: archivePath, mode: classifier.options.mode, limits: limits, shard: nil)
    var members: [LibraryFile] = []
    while let member = scanner.next() {
      guard member.path != archivePath else {
        // An error of the archive itself: unreadable, damaged between members, or too many.
        if scanner.membersSeen > Self.maxLivePhotoArchiveMembers {
          throw InputFailure(
            kind: .readFailed, message: "more than \(Self.maxLivePhotoArchiveMembers) members: not a Live Photo archive")
        }
        guard case .failure(let failure) = member.content else { continue }
        throw InputFailure(kind: .readFailed, message: failure.message)
      }
      let name = String(member.path.dropFirst(archivePath.count + 2))
      if name.hasPrefix("__MACOSX/") || member.fileName.hasPrefix("._") { continue }
      switch member.content {
      case .failure(let failure):
        throw InputFailure(kind: .readFailed, message: "member \(name): \(failure.message)")
      case .bytes(let data) where data.size > Self.maxLivePhotoArchiveBytes:
        throw InputFailure(
          kind: .readFailed, message: "member \(name) runs past \(Self.maxLivePhotoArchiveBytes) bytes")
      case .bytes:
        break
      }
      let (record, facts) = pipeline.inspect(member: member)
      guard record.status == .error || record.mediaType != .unknown else { continue }
      var file = LibraryFile(record: record)
      if let facts {
        Self.keepFacts(facts, into: &file)
        let family = record.format.flatMap { classifier.registry.descriptor($0)?.family }
        (file.creationDateSource, file.locationSource) = MetadataSource.embedded(
          in: facts, record: record, family: family)
      }
      members.append(file)
    }
    return members
  }
}
