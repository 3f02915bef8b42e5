/// `{"contentIdentifier":…,"pairedPath":…}` (no `pairedPath` when it is `nil`), as the
/// synthesized `Encodable` conformance writes it.
extension LivePhotoInfo: JSONBufferEncodable {
  public func appendJSON(to json: inout JSONBuffer) {
    json.beginObject()
    json.appendKey("contentIdentifier")
    json.appendString(contentIdentifier)
    json.appendMember("pairedPath", pairedPath)
    json.endObject()
  }
}
