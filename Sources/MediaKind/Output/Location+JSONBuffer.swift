/// `{"altitude":…,"latitude":…,"longitude":…}` (no `altitude` when it is `nil`), rounded as
/// ``Location/encode(to:)`` writes it.
extension Location: JSONBufferEncodable {
  public func appendJSON(to json: inout JSONBuffer) throws {
    let shown = rounded
    json.beginObject()
    try json.appendMember("altitude", shown.altitude)
    json.appendKey("latitude")
    try json.appendDouble(shown.latitude)
    json.appendKey("longitude")
    try json.appendDouble(shown.longitude)
    json.endObject()
  }
}
