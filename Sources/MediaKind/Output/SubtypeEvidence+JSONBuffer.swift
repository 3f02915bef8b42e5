/// `{"heuristic":…,"rule":…,"source":…,"subtype":…,"value":…}` (no `heuristic` when it is
/// `nil`), as the synthesized `Encodable` conformance writes it.
extension SubtypeEvidence: JSONBufferEncodable {
  public func appendJSON(to json: inout JSONBuffer) {
    json.beginObject()
    json.appendMember("heuristic", heuristic)
    json.appendKey("rule")
    json.appendString(rule)
    json.appendKey("source")
    json.appendString(source)
    json.appendKey("subtype")
    json.appendString(subtype)
    json.appendKey("value")
    json.appendString(value)
    json.endObject()
  }
}
