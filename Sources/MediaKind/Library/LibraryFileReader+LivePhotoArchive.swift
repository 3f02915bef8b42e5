internal import ArchiveBridge

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
    let bytes = Array(path.utf8)
    let slash = UInt8(ascii: "/")
    guard let end = bytes.indices.dropLast().first(where: { bytes[$0] == slash && bytes[$0 + 1] == slash }) else {
      return nil
    }
    let container = String(decoding: bytes[..<end], as: UTF8.self)
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

  /// Classifies the media members of the zip `bytes` (each read whole, at most
  /// `maxLivePhotoArchiveBytes`); members that are no media are left out.
  private func readLivePhotoMembers(_ bytes: [UInt8], archivePath: String) throws(InputFailure) -> [LibraryFile] {
    let mode = classifier.options.mode
    let reader: ArchiveReader
    do {
      reader = try ArchiveReader(bytes: bytes)
    } catch {
      throw InputFailure(kind: .readFailed, message: "not a readable zip: \(error.message)")
    }
    var members: [LibraryFile] = []
    var seen = 0
    while true {
      let entry: ArchiveEntry?
      do {
        entry = try reader.nextEntry()
      } catch {
        throw InputFailure(kind: .readFailed, message: "damaged zip after \(seen) members: \(error.message)")
      }
      guard let entry else { break }
      seen += 1
      guard seen <= Self.maxLivePhotoArchiveMembers else {
        throw InputFailure(
          kind: .readFailed, message: "more than \(Self.maxLivePhotoArchiveMembers) members: not a Live Photo archive")
      }
      let name = ArchiveMemberName(rawBytes: entry.pathBytes)
      let fileName = PathParts(name.display).fileName
      if entry.kind == .directory || name.display.hasPrefix("__MACOSX/") || fileName.hasPrefix("._") { continue }
      guard entry.kind == .regular else {
        throw InputFailure(kind: .readFailed, message: "member \(name.display) is not a regular file")
      }
      if let refusal = name.refusal { throw InputFailure(kind: .readFailed, message: refusal) }
      if entry.isEncrypted { throw InputFailure(kind: .readFailed, message: "member \(name.display) is encrypted") }
      var data: [UInt8] = []
      var fits = true
      do {
        // A member claims its own offsets; past the `.livp`'s own bound it is refused.
        while fits {
          guard
            let taken = try reader.nextBlock({ block, offset -> Bool in
              let start = Int(clamping: offset)
              guard start >= data.count, start <= Self.maxLivePhotoArchiveBytes - block.count else { return false }
              data.append(contentsOf: repeatElement(0, count: start - data.count))
              data.append(contentsOf: block)
              return true
            })
          else { break }
          fits = taken
        }
      } catch {
        throw InputFailure(kind: .readFailed, message: "member \(name.display) is damaged: \(error.message)")
      }
      guard fits else {
        throw InputFailure(
          kind: .readFailed, message: "member \(name.display) runs past \(Self.maxLivePhotoArchiveBytes) bytes or back over itself")
      }
      let path = archivePath + "//" + name.display
      let source = ByteSource(
        bytes: data, headSize: InputFile.headSize, limitedToHead: mode == .fast, budget: classifier.options.budget)
      var facts: MediaFacts?
      let record = pipeline.classify(source: source, displayPath: path, fileName: fileName, keeping: &facts)
      guard record.status == .error || record.mediaType != .unknown else { continue }
      var member = LibraryFile(record: record)
      if let facts {
        Self.keepFacts(facts, into: &member)
        let family = record.format.flatMap { classifier.registry.descriptor($0)?.family }
        (member.creationDateSource, member.locationSource) = MetadataSource.embedded(
          in: facts, record: record, family: family)
      }
      members.append(member)
    }
    return members
  }
}
