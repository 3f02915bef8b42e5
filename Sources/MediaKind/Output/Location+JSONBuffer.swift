/// `{"altitude":…,"latitude":…,"longitude":…}` (no `altitude` when it is `nil`), as the
/// synthesized `Encodable` conformance writes it.
extension Location: JSONBufferEncodable {
  public func appendJSON(to json: inout JSONBuffer) throws {
    json.beginObject()
    try json.appendMember("altitude", altitude)
    json.appendKey("latitude")
    try json.appendDouble(latitude)
    json.appendKey("longitude")
    try json.appendDouble(longitude)
    json.endObject()
  }
}
