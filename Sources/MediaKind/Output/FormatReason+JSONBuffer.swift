/// `{"detail":…,"guess":…,"reason":…,"verdict":…}`, as the synthesized `Encodable`
/// conformance writes it with sorted keys.
extension FormatReason: JSONBufferEncodable {
  public func appendJSON(to json: inout JSONBuffer) {
    json.beginObject()
    json.appendKey("detail")
    json.appendString(detail)
    json.appendKey("guess")
    json.appendString(guess.rawValue)
    json.appendKey("reason")
    json.appendString(reason.rawValue)
    json.appendKey("verdict")
    json.appendString(verdict.rawValue)
    json.endObject()
  }
}
