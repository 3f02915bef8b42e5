/// `{"identifier":…,"representsBurst":…,"selectionTypes":[…]}` (absent fields omitted), as
/// the synthesized `Encodable` conformance writes it.
extension BurstInfo: JSONBufferEncodable {
  public func appendJSON(to json: inout JSONBuffer) {
    json.beginObject()
    json.appendKey("identifier")
    json.appendString(identifier)
    if let representsBurst {
      json.appendKey("representsBurst")
      json.appendBool(representsBurst)
    }
    if let selectionTypes {
      json.appendKey("selectionTypes")
      json.appendStringArray(selectionTypes)
    }
    json.endObject()
  }
}
