/// The asset's JSON, byte for byte what `JSONEncoder` with
/// `[.sortedKeys, .withoutEscapingSlashes]` writes for ``Asset/encode(to:)``: the same
/// members under the same conditions (absent facts omitted; `notes` only when not empty;
/// `duration` rounded to 6 places), listed here in sorted key order.
///
/// A change to `encode(to:)` must be made here too; `RecordJSONTests` compares the two.
extension Asset: JSONBufferEncodable {
  public func appendJSON(to json: inout JSONBuffer) throws {
    json.beginObject()
    if let burst {
      json.appendKey("burst")
      burst.appendJSON(to: &json)
    }
    if let creationDate {
      json.appendKey("creationDate")
      json.appendString(creationDate)
    }
    if let duration {
      json.appendKey("duration")
      try json.appendDouble(Classification.rounded(duration, places: 6))
    }
    json.appendKey("fileSize")
    json.appendInt(fileSize)
    json.appendKey("isFavorite")
    json.appendBool(isFavorite)
    if let livePhoto {
      json.appendKey("livePhoto")
      livePhoto.appendJSON(to: &json)
    }
    json.appendKey("localIdentifier")
    json.appendString(localIdentifier)
    if let location {
      json.appendKey("location")
      try location.appendJSON(to: &json)
    }
    if let make {
      json.appendKey("make")
      json.appendString(make)
    }
    json.appendKey("mediaSubtypes")
    json.appendUInt(mediaSubtypes)
    json.appendKey("mediaType")
    json.appendString(mediaType.name)
    if let model {
      json.appendKey("model")
      json.appendString(model)
    }
    if let notes, !notes.isEmpty {
      json.appendKey("notes")
      json.appendStringArray(notes)
    }
    if let pixelHeight {
      json.appendKey("pixelHeight")
      json.appendInt(pixelHeight)
    }
    if let pixelWidth {
      json.appendKey("pixelWidth")
      json.appendInt(pixelWidth)
    }
    if let playbackVariation {
      json.appendKey("playbackVariation")
      json.appendInt(playbackVariation)
    }
    if let rating {
      json.appendKey("rating")
      json.appendInt(rating)
    }
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
    if let uti {
      json.appendKey("uti")
      json.appendString(uti.rawValue)
    }
    json.endObject()
  }
}
