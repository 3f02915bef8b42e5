extension MetadataSource {
  /// Where the record's capture date and position were read among the file's own metadata:
  /// the capture-date chain's first key that holds a date (`EXIF.…` → `exif`, XMP → `xmp`),
  /// else the container that set it (ISO BMFF / QuickTime → `quicktime`, others
  /// `container`); the position from the EXIF GPS block, the XMP EXIF schema, or the
  /// container (Docs/Library.md, "Where a location comes from").
  static func embedded(in facts: MediaFacts, record: Classification, family: FormatFamily?)
    -> (creationDate: MetadataSource?, location: MetadataSource?)
  {
    let container: MetadataSource = family == .isobmff ? .quicktime : .container
    var date: MetadataSource?
    if record.creationDate != nil {
      let key = Pipeline.captureDateKeys.first { key in
        guard let text = facts[key]?.value.string else { return false }
        return CaptureDate.iso(text) ?? CaptureDate.exif(text) == record.creationDate
      }
      if let key {
        date = key.rawValue.hasPrefix("EXIF.") ? .exif : .xmp
      } else {
        date = record.mediaType == .image ? .exif : container
      }
    }
    var location: MetadataSource?
    if let position = record.location {
      if facts[.exifGPS] != nil, record.mediaType == .image {
        location = .exif
      } else if let xmp = Pipeline.xmpLocation(from: facts), xmp.rounded == position.rounded {
        location = .xmp
      } else {
        location = record.mediaType == .image ? .exif : container
      }
    }
    return (date, location)
  }
}
