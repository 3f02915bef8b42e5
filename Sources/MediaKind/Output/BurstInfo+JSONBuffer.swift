/// `{"identifier":…,"representsBurst":…,"selectionTypes":[…]}` (absent fields omitted), as
/// the synthesized `Encodable` conformance writes it.
extension BurstInfo: JSONBufferEncodable {
  public func appendJSON(to json: inout JSONBuffer) {
    json.beginObject()
    json.appendKey("identifier")
    json.appendString(identifier)
    json.appendMember("representsBurst", representsBurst)
    if let selectionTypes {
      json.appendKey("selectionTypes")
      json.appendStringArray(selectionTypes)
    }
    json.endObject()
  }
}
