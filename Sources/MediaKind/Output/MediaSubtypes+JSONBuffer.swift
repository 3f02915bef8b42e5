/// The sorted array of member names (``MediaSubtypes/names``), as `encode(to:)` writes it.
extension MediaSubtypes: JSONBufferEncodable {
  /// ``named`` in the order of ``names`` (sorted by name), so encoding needs no sort.
  static let namedInNameOrder = named.sorted { $0.name < $1.name }

  public func appendJSON(to json: inout JSONBuffer) {
    json.beginArray()
    if !isEmpty {
      for member in Self.namedInNameOrder where contains(member.value) {
        json.beginElement()
        json.appendString(member.name)
      }
    }
    json.endArray()
  }
}
