/// `{"fileSize":…,"path":…,"type":…,"uti":…}` (no `uti` when it is `nil`), as the synthesized
/// `Encodable` conformance writes it.
extension AssetResource: JSONBufferEncodable {
  public func appendJSON(to json: inout JSONBuffer) {
    json.beginObject()
    json.appendKey("fileSize")
    json.appendInt(fileSize)
    json.appendKey("path")
    json.appendString(path)
    json.appendKey("type")
    json.appendString(type.rawValue)
    json.appendMember("uti", uti?.rawValue)
    json.endObject()
  }
}
