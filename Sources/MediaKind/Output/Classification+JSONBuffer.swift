/// The record's JSON, byte for byte what `JSONEncoder` with
/// `[.sortedKeys, .withoutEscapingSlashes]` writes for ``Classification/encode(to:)``: the
/// same members under the same conditions (absent facts omitted; `subtypes` and
/// `mediaSubtypes` only when `status` is `ok`; `diagnostics` only when not empty; `duration`
/// and `frameRate` rounded to 6 and 3 places), listed here in sorted key order.
///
/// A change to `encode(to:)` must be made here too; `RecordJSONTests` compares the two.
extension Classification: JSONBufferEncodable {
  public func appendJSON(to json: inout JSONBuffer) throws {
    json.beginObject()
    try json.appendMember("burst", burst)
    json.appendMember("creationDate", creationDate)
    if let diagnostics, !diagnostics.isEmpty {
      json.appendKey("diagnostics")
      json.appendStringArray(diagnostics)
    }
    try json.appendMember("duration", duration.map { FieldBounds.rounded($0, places: FieldBounds.durationPlaces) })
    try json.appendMember("error", error)
    if let evidence {
      json.appendKey("evidence")
      json.beginArray()
      for item in evidence {
        json.beginElement()
        item.appendJSON(to: &json)
      }
      json.endArray()
    }
    json.appendMember("extensionMatchesContent", extensionMatchesContent)
    json.appendMember("fileSize", fileSize)
    json.appendMember("format", format?.rawValue)
    try json.appendMember("formatReason", formatReason)
    json.appendMember("frameCount", frameCount)
    try json.appendMember("frameRate", frameRate.map { FieldBounds.rounded($0, places: FieldBounds.frameRatePlaces) })
    json.appendMember("lensModel", lensModel)
    try json.appendMember("livePhoto", livePhoto)
    try json.appendMember("location", location)
    json.appendMember("make", make)
    if status == .ok {
      json.appendKey("mediaSubtypes")
      json.appendUInt(mediaSubtypes)
    }
    json.appendKey("mediaType")
    json.appendString(mediaType.name)
    json.appendMember("mimeType", mimeType)
    json.appendKey("mode")
    json.appendString(mode.rawValue)
    json.appendMember("model", model)
    json.appendMember("orientation", orientation)
    json.appendKey("path")
    json.appendString(path)
    json.appendMember("pixelHeight", pixelHeight)
    json.appendMember("pixelWidth", pixelWidth)
    json.appendKey("schemaVersion")
    json.appendInt(Self.schemaVersion)
    json.appendKey("status")
    json.appendString(status.rawValue)
    if status == .ok {
      json.appendKey("subtypes")
      subtypes.appendJSON(to: &json)
    }
    json.appendMember("uti", uti?.rawValue)
    json.endObject()
  }
}
