/// `{"kind":…,"message":…}`, as the synthesized `Encodable` conformance writes it.
extension InputFailure: JSONBufferEncodable {
  public func appendJSON(to json: inout JSONBuffer) {
    json.beginObject()
    json.appendKey("kind")
    json.appendString(kind.rawValue)
    json.appendKey("message")
    json.appendString(message)
    json.endObject()
  }
}
