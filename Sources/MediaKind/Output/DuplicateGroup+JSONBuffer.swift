/// A duplicate group as `classify duplicates` prints it, one object a line (keys sorted):
/// `count` (members), `keep` (the kept member's path), `keepReason`, `members` (the kept one
/// first) and `tier` (the weakest tier of the group) (`Docs/CLI.md`, "Library commands: `assets`, `albums`, `moments`, `index`, `changes`, `duplicates`").
extension DuplicateGroup: JSONBufferEncodable {
  public func appendJSON(to json: inout JSONBuffer) throws {
    json.beginObject()
    json.appendMember("count", members.count)
    json.appendMember("keep", kept.path)
    json.appendMember("keepReason", keepReason.rawValue)
    json.appendKey("members")
    json.beginArray()
    for member in members {
      json.beginElement()
      try member.appendJSON(to: &json)
    }
    json.endArray()
    json.appendMember("tier", tier.rawValue)
    json.endObject()
  }
}
