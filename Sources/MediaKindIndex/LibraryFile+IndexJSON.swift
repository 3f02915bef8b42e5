import Foundation
import MediaKind

extension LibraryFile {
  /// The encoder whose output ``indexJSON()`` reproduces, and which writes the rare members
  /// ``indexJSON()`` does not write itself.
  static func indexEncoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }

  /// This file as the index stores it (the `file` column): byte for byte what
  /// ``indexEncoder()`` makes of its `Codable` conformance, written with ``JSONBuffer``, the
  /// writer `classify` prints records with.
  ///
  /// Foundation's encoder was about a quarter of a first `classify index` (a profile of 20,000
  /// files, Docs/Performance.md "Scale"): it builds a tree of boxed values per record before
  /// writing a byte, on the one thread that writes the index. The record (nearly all of the
  /// bytes) is written by its own ``JSONBufferEncodable`` conformance; the identity by hand;
  /// an export's sidecar (a Takeout JSON, an iCloud CSV or album list: a few files of a
  /// library) and a `.livp`'s members through `encoder`. `IndexedFileTests` compares the bytes with `JSONEncoder`'s for every sample.
  /// Members are appended in the sorted order of their keys, as `.sortedKeys` orders them.
  func indexJSON(encoder: JSONEncoder) throws -> [UInt8] {
    var json = JSONBuffer(capacity: 2048)
    json.beginObject()
    json.appendMember("creationDateSource", creationDateSource?.rawValue)
    json.appendMember("deletionDate", deletionDate)
    if let icloudAlbum {
      json.appendKey("icloudAlbum")
      json.bytes.append(contentsOf: try encoder.encode(icloudAlbum))
    }
    if let icloudPhotoDetails {
      json.appendKey("icloudPhotoDetails")
      json.bytes.append(contentsOf: try encoder.encode(icloudPhotoDetails))
    }
    if let identity {
      json.appendKey("identity")
      json.beginObject()
      json.appendKey("device")
      json.appendUInt(UInt(identity.device))
      json.appendKey("inode")
      json.appendUInt(UInt(identity.inode))
      json.appendMember("modificationNanoseconds", Int(identity.modificationNanoseconds))
      json.appendMember("size", identity.size)
      json.endObject()
    }
    json.appendMember("imageUniqueID", imageUniqueID)
    json.appendMember("isBurstBestShot", isBurstBestShot)
    json.appendMember("isHidden", isHidden)
    json.appendMember("keptIdentifier", keptIdentifier)
    if let livePhotoMembers {
      json.appendKey("livePhotoMembers")
      json.bytes.append(contentsOf: try encoder.encode(livePhotoMembers))
    }
    json.appendMember("locationSource", locationSource?.rawValue)
    json.appendMember("originalPath", originalPath)
    json.appendMember("playbackVariation", playbackVariation)
    json.appendMember("rating", rating)
    try json.appendMember("record", record)
    if let takeoutSidecar {
      json.appendKey("takeoutSidecar")
      json.bytes.append(contentsOf: try encoder.encode(takeoutSidecar))
    }
    json.endObject()
    return json.bytes
  }
}
