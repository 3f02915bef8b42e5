/// A duplicate group's member as `classify duplicates` prints it (keys sorted, absent facts
/// omitted): `evidence` (only at tier `sameShot`), `fileSize`, `kept` (only on the kept
/// member), `localIdentifier`, `path`, `pixelHeight`, `pixelWidth`, `tier` (not on the kept
/// member).
extension DuplicateMember: JSONBufferEncodable {
  public func appendJSON(to json: inout JSONBuffer) throws {
    json.beginObject()
    json.appendMember("evidence", evidence)
    json.appendMember("fileSize", fileSize)
    json.appendMember("kept", isKept ? true : nil)
    json.appendMember("localIdentifier", localIdentifier)
    json.appendMember("path", path)
    json.appendMember("pixelHeight", pixelHeight)
    json.appendMember("pixelWidth", pixelWidth)
    json.appendMember("tier", tier?.rawValue)
    json.endObject()
  }
}
