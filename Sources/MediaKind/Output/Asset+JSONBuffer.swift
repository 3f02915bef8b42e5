/// The asset's JSON, byte for byte what `JSONEncoder` with
/// `[.sortedKeys, .withoutEscapingSlashes]` writes for ``Asset/encode(to:)``: the same
/// members under the same conditions (absent facts omitted; `notes` only when not empty;
/// `duration` rounded to 6 places), listed here in sorted key order.
///
/// A change to `encode(to:)` must be made here too; `RecordJSONTests` compares the two.
extension Asset: JSONBufferEncodable {
  public func appendJSON(to json: inout JSONBuffer) throws {
    json.beginObject()
    try json.appendMember("burst", burst)
    json.appendMember("creationDate", creationDate)
    try json.appendMember("duration", duration.map { FieldBounds.rounded($0, places: FieldBounds.durationPlaces) })
    json.appendKey("fileSize")
    json.appendInt(fileSize)
    json.appendKey("isFavorite")
    json.appendBool(isFavorite)
    try json.appendMember("livePhoto", livePhoto)
    json.appendKey("localIdentifier")
    json.appendString(localIdentifier)
    try json.appendMember("location", location)
    json.appendMember("make", make)
    json.appendKey("mediaSubtypes")
    json.appendUInt(mediaSubtypes)
    json.appendKey("mediaType")
    json.appendString(mediaType.name)
    json.appendMember("model", model)
    if let notes, !notes.isEmpty {
      json.appendKey("notes")
      json.appendStringArray(notes)
    }
    json.appendMember("pixelHeight", pixelHeight)
    json.appendMember("pixelWidth", pixelWidth)
    json.appendMember("playbackVariation", playbackVariation)
    json.appendMember("rating", rating)
    json.appendKey("resources")
    json.beginArray()
    for resource in resources {
      json.beginElement()
      resource.appendJSON(to: &json)
    }
    json.endArray()
    json.appendKey("schemaVersion")
    json.appendInt(Self.schemaVersion)
    json.appendKey("subtypes")
    subtypes.appendJSON(to: &json)
    json.appendMember("uti", uti?.rawValue)
    json.endObject()
  }
}
