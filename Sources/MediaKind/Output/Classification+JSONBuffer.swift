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
    if let burst {
      json.appendKey("burst")
      burst.appendJSON(to: &json)
    }
    if let creationDate {
      json.appendKey("creationDate")
      json.appendString(creationDate)
    }
    if let diagnostics, !diagnostics.isEmpty {
      json.appendKey("diagnostics")
      json.appendStringArray(diagnostics)
    }
    if let duration {
      json.appendKey("duration")
      try json.appendDouble(Self.rounded(duration, places: 6))
    }
    if let error {
      json.appendKey("error")
      error.appendJSON(to: &json)
    }
    if let evidence {
      json.appendKey("evidence")
      json.beginArray()
      for item in evidence {
        json.beginElement()
        item.appendJSON(to: &json)
      }
      json.endArray()
    }
    if let extensionMatchesContent {
      json.appendKey("extensionMatchesContent")
      json.appendBool(extensionMatchesContent)
    }
    if let fileSize {
      json.appendKey("fileSize")
      json.appendInt(fileSize)
    }
    if let format {
      json.appendKey("format")
      json.appendString(format.rawValue)
    }
    if let frameCount {
      json.appendKey("frameCount")
      json.appendInt(frameCount)
    }
    if let frameRate {
      json.appendKey("frameRate")
      try json.appendDouble(Self.rounded(frameRate, places: 3))
    }
    if let lensModel {
      json.appendKey("lensModel")
      json.appendString(lensModel)
    }
    if let livePhoto {
      json.appendKey("livePhoto")
      livePhoto.appendJSON(to: &json)
    }
    if let location {
      json.appendKey("location")
      try location.appendJSON(to: &json)
    }
    if let make {
      json.appendKey("make")
      json.appendString(make)
    }
    if status == .ok {
      json.appendKey("mediaSubtypes")
      json.appendUInt(mediaSubtypes)
    }
    json.appendKey("mediaType")
    json.appendString(mediaType.name)
    if let mimeType {
      json.appendKey("mimeType")
      json.appendString(mimeType)
    }
    json.appendKey("mode")
    json.appendString(mode.rawValue)
    if let model {
      json.appendKey("model")
      json.appendString(model)
    }
    if let orientation {
      json.appendKey("orientation")
      json.appendInt(orientation)
    }
    json.appendKey("path")
    json.appendString(path)
    if let pixelHeight {
      json.appendKey("pixelHeight")
      json.appendInt(pixelHeight)
    }
    if let pixelWidth {
      json.appendKey("pixelWidth")
      json.appendInt(pixelWidth)
    }
    json.appendKey("schemaVersion")
    json.appendInt(Self.schemaVersion)
    json.appendKey("status")
    json.appendString(status.rawValue)
    if status == .ok {
      json.appendKey("subtypes")
      subtypes.appendJSON(to: &json)
    }
    if let uti {
      json.appendKey("uti")
      json.appendString(uti.rawValue)
    }
    json.endObject()
  }
}
