import Foundation
import MediaKind

extension LibraryFile {
  /// The keys `indexJSON(encoder:)` writes, in its order (sorted, as `.sortedKeys` sorts).
  private static let indexKeys: [StaticString] = [
    "creationDateSource", "deletionDate", "icloudAlbum", "icloudPhotoDetails", "identity", "imageUniqueID",
    "isBurstBestShot", "isHidden", "keptIdentifier", "livePhotoMembers", "locationSource", "originalPath", "playbackVariation",
    "rating", "record", "takeoutSidecar",
  ]
  /// The keys of the identity object, in the order `indexJSON(encoder:)` writes them.
  private static let identityKeys: [StaticString] = ["device", "inode", "modificationNanoseconds", "size"]

  /// Reads the `file` column as `indexJSON(encoder:)` wrote it, without `JSONDecoder`: the
  /// same value `JSONDecoder` makes of it (`IndexJSONReaderTests` checks both on every
  /// member and every sample).
  ///
  /// Foundation's decoder was about 44 % of `classify assets` on an indexed folder (it builds
  /// a dictionary of boxed values per row before reading a member;
  /// Docs/Performance.md, "Reading the index"). This reads the bytes once, in order: the file's own members here,
  /// the record through its member table (`JSONByteReader`). An export's sidecar (a Takeout
  /// JSON, an iCloud CSV or album list: a few files of a library) is written by `JSONEncoder`
  /// and read back by `JSONDecoder`, from its own bytes.
  ///
  /// - Throws: `DecodingError` for any text that is not exactly the writer's: white space, an
  ///   unknown or misplaced key (a row another classifier version wrote), a wrong type, a
  ///   truncated or damaged row. The caller then reads the row with `JSONDecoder`
  ///   (`IndexedFile.decoded(prefix:)`).
  init(indexJSON json: Data) throws {
    self = try json.withUnsafeBytes { raw in
      var reader = JSONByteReader(raw.bindMemory(to: UInt8.self))
      let file = try Self.read(from: &reader)
      try reader.expectEnd()
      return file
    }
  }

  /// Reads the object at the reader's position.
  private static func read(from reader: inout JSONByteReader) throws -> LibraryFile {
    // Every member starts absent (the placeholder record has no rating for `init` to copy);
    // setting `record` later leaves `rating` as read.
    var file = LibraryFile(record: Classification(path: "", mode: .fast))
    var hasRecord = false
    var previous = -1
    try reader.beginObject()
    while let index = try reader.nextKey(among: indexKeys, after: previous) {
      previous = index
      switch index {
      case 0: file.creationDateSource = try optional(&reader)
      case 1: file.deletionDate = try optional(&reader)
      case 2: file.icloudAlbum = try sidecar(&reader)
      case 3: file.icloudPhotoDetails = try sidecar(&reader)
      case 4: file.identity = reader.readNull() ? nil : try readIdentity(&reader)
      case 5: file.imageUniqueID = try optional(&reader)
      case 6: file.isBurstBestShot = try optional(&reader)
      case 7: file.isHidden = try optional(&reader)
      case 8: file.keptIdentifier = try optional(&reader)
      case 9: file.livePhotoMembers = try sidecar(&reader)
      case 10: file.locationSource = try optional(&reader)
      case 11: file.originalPath = try optional(&reader)
      case 12: file.playbackVariation = try optional(&reader)
      case 13: file.rating = try optional(&reader)
      case 14:
        file.record = try Classification.read(from: &reader)
        hasRecord = true
      default: file.takeoutSidecar = try sidecar(&reader)
      }
    }
    guard hasRecord else { throw reader.malformed("no record") }
    return file
  }

  /// An optional member's value (`null` is absence, as `decodeIfPresent` takes it).
  private static func optional<Value: RecordByteReadable>(_ reader: inout JSONByteReader) throws -> Value? {
    reader.readNull() ? nil : try Value.read(from: &reader)
  }

  /// The identity object: every member required, as its `Decodable` conformance requires.
  private static func readIdentity(_ reader: inout JSONByteReader) throws -> FileIdentity {
    var identity = FileIdentity(device: 0, inode: 0, size: 0, modificationNanoseconds: 0)
    var previous = -1
    try reader.beginObject()
    while let index = try reader.nextKey(among: identityKeys, after: previous) {
      guard index == previous + 1 else { throw reader.malformed("an identity without \(identityKeys[previous + 1])") }
      previous = index
      switch index {
      case 0: identity.device = try reader.readUInt64()
      case 1: identity.inode = try reader.readUInt64()
      case 2: identity.modificationNanoseconds = Int64(try reader.readInt())
      default: identity.size = try reader.readInt()
      }
    }
    guard previous == identityKeys.count - 1 else { throw reader.malformed("an incomplete identity") }
    return identity
  }

  /// A sidecar's value, read by `JSONDecoder` from its own bytes (its encoder wrote them).
  private static func sidecar<Value: Decodable>(_ reader: inout JSONByteReader) throws -> Value? {
    if reader.readNull() { return nil }
    let range = try reader.skipValue()
    return try JSONDecoder().decode(Value.self, from: Data(UnsafeBufferPointer(rebasing: reader.bytes[range])))
  }
}
