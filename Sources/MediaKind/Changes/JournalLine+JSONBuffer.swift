/// A journal line written straight into a ``JSONBuffer``: the bytes `JSONEncoder` with
/// `[.sortedKeys, .withoutEscapingSlashes]` makes of its `Codable` form, without the encoder
/// (which took about 5 % of the CPU of an import by hard link: `Docs/Performance.md`, "Where
/// an import's time goes"). Recovery reads the lines back with `JSONDecoder`.
extension JournalLine: JSONBufferEncodable {
  func appendJSON(to json: inout JSONBuffer) {
    json.beginObject()
    json.appendMember("commit", commit)
    if let files {
      json.appendKey("files")
      json.beginArray()
      for file in files {
        json.beginElement()
        file.appendJSON(to: &json)
      }
      json.endArray()
    }
    json.appendMember("folder", folder)
    json.appendMember("group", group)
    json.appendMember("renamed", renamed)
    json.endObject()
  }
}

extension JournalLine.Member: JSONBufferEncodable {
  func appendJSON(to json: inout JSONBuffer) {
    json.beginObject()
    json.appendMember("moveSource", moveSource)
    json.appendMember("name", name)
    json.appendMember("oldPath", oldPath)
    json.appendMember("temporary", temporary)
    json.endObject()
  }
}
