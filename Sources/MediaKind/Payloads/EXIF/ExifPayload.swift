/// Decodes an EXIF/TIFF payload (JPEG APP1 after `Exif\0\0`, PNG `eXIf`, WebP `EXIF`, the
/// HEIF `Exif` item) into facts: orientation, camera, dates, GPS, and the tags the subtype
/// rules read. The Apple MakerNote is handed to ``AppleMakerNote``.
///
/// Tag numbers: EXIF 2.32 (CIPA DC-008) §4.6; ExifTool `Exif.pm`, `GPS.pm`.
enum ExifPayload {
  /// Decodes `payload` (TIFF header at `tiffStart`) and records facts.
  ///
  /// In the thorough path the payload goes through libexif (``LibExifDirectories``), and the
  /// Swift ``TIFFWalker`` completes what libexif skipped (see
  /// ``LibExifDirectories/completed(_:with:)``). The walker alone reads the payload in the
  /// fast path, for payloads libexif cannot take whole (longer than 0xFFF8 bytes), and
  /// whenever libexif finds no entry. Both feed the same ``apply(_:location:into:)``, so the
  /// facts do not depend on the reader. The Apple MakerNote is parsed from the raw 0x927C
  /// bytes either way (its offsets are relative to the MakerNote itself).
  static func decode(
    _ payload: [UInt8], tiffStart: Int, location: String, mode: ClassificationMode,
    into facts: inout MediaFacts
  ) {
    decode(
      payload, tiffStart: tiffStart, end: nil, origin: 0, location: location, mode: mode,
      into: &facts)
  }

  /// Decodes an EXIF payload that lies in place in a larger buffer (`bytes[origin..<end]`, a
  /// JPEG APP1 segment in the fast path's head): the same facts and diagnostics as for a copy
  /// of those bytes, without the copy. libexif (the thorough path) still gets a copy.
  static func decode(
    _ bytes: [UInt8], tiffStart: Int, end: Int?, origin: Int, location: String,
    mode: ClassificationMode, into facts: inout MediaFacts
  ) {
    if mode == .thorough, end != nil || origin != 0 {
      let payload = Array(bytes[origin..<min(end ?? bytes.count, bytes.count)])
      decode(payload, tiffStart: tiffStart - origin, location: location, mode: mode, into: &facts)
      return
    }
    let walked = TIFFWalker(bytes: bytes, start: tiffStart, end: end, origin: origin)?
      .walk(maxChain: 2)
    // Thorough decoding reaches here with the payload itself (origin 0, no end).
    if mode == .thorough, var loaded = LibExifDirectories.load(bytes, tiffStart: tiffStart) {
      // A pointer tag of the wrong type (an EXIF IFD offset stored as a string) is no
      // pointer: the walker and ExifTool do not follow it, and libexif does; both paths
      // must read the same directories (Docs/CLI.md, "Modes").
      if let ifd0 = walked?.chain.first {
        for (tag, name) in [(UInt16(0x8769), "EXIF"), (UInt16(0x8825), "GPS")] {
          guard let pointer = ifd0[tag], pointer.type != 4, pointer.type != 13 else { continue }
          if tag == 0x8769 {
            loaded.exif = nil
            loaded.interoperability = nil
          } else {
            loaded.gps = nil
          }
          facts.diagnose(.malformed, at: location, "\(name) IFD pointer 0x\(hex(tag)) has TIFF type \(pointer.type), not LONG: not followed")
        }
      }
      let (directories, notes) = LibExifDirectories.completed(loaded, with: walked)
      for note in notes { facts.diagnose(.malformed, at: location, note) }
      apply(directories, location: location, into: &facts)
      decodeMakerNote(directories, location: location, into: &facts)
      return
    }
    guard let walked else {
      facts.diagnose(.missing, at: location, "no TIFF header")
      return
    }
    for diagnostic in walked.diagnostics { facts.diagnose(diagnostic.within(location)) }
    apply(walked, location: location, into: &facts)
    decodeMakerNote(walked, location: location, into: &facts)
  }

  /// Hands the EXIF MakerNote (0x927C) to the maker-note decoders that recognise it.
  static func decodeMakerNote(
    _ directories: TIFFWalker.Directories, location: String, into facts: inout MediaFacts
  ) {
    if let note = directories.exif?[0x927C] {
      AppleMakerNote.decode(note, location: "\(location)/MakerNote", into: &facts)
    }
  }

  /// Records the facts of already-walked directories (shared by the Swift walker and the
  /// libexif bridge, so both give the same meaning to the same entries).
  ///
  /// When IFD0 points to an EXIF IFD that could not be read (the data ends first, as in the
  /// fast path when the head cuts an APP1 segment), the fallback dates (GPS time, IFD0
  /// ModifyDate) are not recorded: the capture date they would stand in for is unknown, not
  /// absent (`Docs/DetectionRules.md` "Capture date" priority order).
  static func apply(
    _ directories: TIFFWalker.Directories, location: String, into facts: inout MediaFacts
  ) {
    let captureDatesUnknown = directories.ifd0?[0x8769] != nil && directories.exif == nil
    if let ifd0 = directories.ifd0 {
      if let orientation = ifd0[0x0112]?.integer(), (1...8).contains(orientation) {
        if facts.orientation == nil { facts.orientation = orientation }
        facts.record(.exifOrientation, .int(orientation), at: "\(location)/IFD0 0x0112")
      }
      if let make = ifd0[0x010F]?.string {
        if facts.make == nil { facts.make = make }
        facts.record(.exifMake, .string(make), at: "\(location)/IFD0 0x010F")
      }
      if let model = ifd0[0x0110]?.string {
        if facts.model == nil { facts.model = model }
        facts.record(.exifModel, .string(model), at: "\(location)/IFD0 0x0110")
      }
      if let software = ifd0[0x0131]?.string {
        facts.record(.exifSoftware, .string(software), at: "\(location)/IFD0 0x0131")
      }
      if let modify = ifd0[0x0132]?.string, !captureDatesUnknown {
        facts.record(.exifModifyDate, .string(modify), at: "\(location)/IFD0 0x0132")
      }
      if ifd0[0xC612] != nil {
        facts.record(.exifDNGVersion, .bool(true), at: "\(location)/IFD0 0xC612")
      }
      if facts.technical.colorProfile == nil, let icc = ifd0[0x8773], icc.count > 132,
        let name = ICCProfile.description(icc.bytes[...])
      {
        // TIFF InterColorProfile (0x8773): the ICC profile of a TIFF or TIFF-based RAW.
        facts.technical.colorProfile = ColorProfileName.normalized(name)
      }
      if let rating = ifd0[0x4746]?.integer() {
        facts.record(.exifRating, .int(rating), at: "\(location)/IFD0 0x4746")
      }
    }
    if let exif = directories.exif {
      let dateTags: [(UInt16, UInt16, UInt16, FactKey)] = [
        (0x9003, 0x9291, 0x9011, .exifDateTimeOriginal),
        (0x9004, 0x9292, 0x9012, .exifCreateDate),
      ]
      for (tag, subsec, offset, key) in dateTags {
        guard let text = exif[tag]?.string else { continue }
        if let date = CaptureDate.exif(
          text, subseconds: exif[subsec]?.string, offset: exif[offset]?.string)
        {
          facts.record(key, .string(date), at: "\(location)/ExifIFD 0x\(hex(tag))")
        }
      }
      if let rendered = exif[0xA401]?.integer() {
        facts.record(.exifCustomRendered, .int(rendered), at: "\(location)/ExifIFD 0xA401")
      }
      if let comment = exif[0x9286], let text = userComment(comment) {
        facts.record(.exifUserComment, .string(text), at: "\(location)/ExifIFD 0x9286")
      }
      if let lensMake = exif[0xA433]?.string {
        if facts.lensMake == nil { facts.lensMake = lensMake }
        facts.record(.exifLensMake, .string(lensMake), at: "\(location)/ExifIFD 0xA433")
      }
      if let lensModel = exif[0xA434]?.string {
        if facts.lensModel == nil { facts.lensModel = lensModel }
        facts.record(.exifLensModel, .string(lensModel), at: "\(location)/ExifIFD 0xA434")
      }
      if let w = exif[0xA002]?.integer(), let h = exif[0xA003]?.integer() {
        facts.record(.exifPixelXDimension, .int(w), at: "\(location)/ExifIFD 0xA002")
        facts.record(.exifPixelYDimension, .int(h), at: "\(location)/ExifIFD 0xA003")
      }
      if let exposure = exif[0x829A]?.double() {
        facts.record(.exifExposureTime, .double(exposure), at: "\(location)/ExifIFD 0x829A")
        if facts.technical.exposureTime == nil { facts.technical.exposureTime = exposure }
      }
      // Exposure for the record (Docs/CLI.md, "Technical facts"): the first EXIF block read
      // (the primary image's) gives them.
      if facts.technical.iso == nil, let iso = exif[0x8827]?.integer() { facts.technical.iso = iso }
      if facts.technical.fNumber == nil, let f = exif[0x829D]?.double() { facts.technical.fNumber = f }
      if facts.technical.focalLength == nil, let focal = exif[0x920A]?.double() { facts.technical.focalLength = focal }
      if let uniqueID = exif[0xA420]?.string {
        facts.record(.exifImageUniqueID, .string(uniqueID), at: "\(location)/ExifIFD 0xA420")
      }
    }
    if let gps = directories.gps, let position = gpsLocation(gps) {
      if facts.location == nil { facts.location = position }
      // Nothing reads this text (the record's location is `facts.location`); `--explain`
      // shows it, and only then are the two numbers printed.
      if facts.keepsEveryFact {
        facts.record(
          .exifGPS, .string("\(position.latitude),\(position.longitude)"), at: "\(location)/GPS")
      }
      if let stamp = gpsTimestamp(gps), !captureDatesUnknown {
        facts.record(.exifGPSDateTime, .string(stamp), at: "\(location)/GPS 0x001D")
      }
    }
  }

  /// UserComment: an 8-byte character-code prefix (`ASCII\0\0\0`, `UNICODE\0`, `JIS\0\0\0\0\0`,
  /// or zeros) and the text (EXIF 2.32 §4.6.5, Table 9).
  static func userComment(_ entry: TIFFEntry) -> String? {
    let bytes = entry.bytes
    guard bytes.count > 8 else { return entry.string }
    let body = Array(bytes[8...])
    let text: String
    if bytes.matches(ascii: "UNICODE\0", at: 0) {
      var units: [UInt16] = []
      var i = 0
      while let unit = body.integer(at: i, as: UInt16.self, endianness: entry.endianness) {
        if unit == 0 { break }
        units.append(unit)
        i += 2
      }
      text = String(decoding: units, as: UTF16.self)
    } else {
      let end = body.firstIndex(of: 0) ?? body.count
      text = String(decoding: body[..<end], as: UTF8.self)
    }
    let trimmed = text.trimmingSpaces
    return trimmed.isEmpty ? nil : trimmed
  }

  /// The GPS position, or nil when a reference is missing or the value is (0, 0)
  /// (`Docs/DetectionRules.md` "Location").
  static func gpsLocation(_ gps: TIFFDirectory) -> Location? {
    func degrees(_ entry: TIFFEntry?) -> Double? {
      guard let entry, entry.count >= 1, let d = entry.double(0) else { return nil }
      let m = entry.count > 1 ? entry.double(1) ?? 0 : 0
      let s = entry.count > 2 ? entry.double(2) ?? 0 : 0
      return d + m / 60 + s / 3600
    }
    guard var latitude = degrees(gps[0x0002]), var longitude = degrees(gps[0x0004]),
      let latRef = gps[0x0001]?.string?.uppercased(), let lonRef = gps[0x0003]?.string?.uppercased()
    else { return nil }
    if latRef.hasPrefix("S") { latitude = -latitude }
    if lonRef.hasPrefix("W") { longitude = -longitude }
    // A non-finite altitude (a DOUBLE of NaN, a FLOAT of infinity) is dropped: JSON cannot
    // print it (Samples/broken/jpeg/gps-altitude-nan.jpg).
    var altitude = gps[0x0006]?.double().flatMap { $0.isFinite ? $0 : nil }
    if let a = altitude, gps[0x0005]?.integer() == 1 { altitude = -a }
    let location = Location(latitude: latitude, longitude: longitude, altitude: altitude)
    return location.isPlausible ? location : nil
  }

  /// GPSDateStamp + GPSTimeStamp as a UTC ISO 8601 time.
  static func gpsTimestamp(_ gps: TIFFDirectory) -> String? {
    guard let date = gps[0x001D]?.string, let time = gps[0x0007], time.count >= 3,
      let h = clockField(time.double(0), below: 24), let m = clockField(time.double(1), below: 60),
      let s = clockField(time.double(2), below: 61)
    else { return nil }
    let parts = date.split(separator: ":")
    guard parts.count == 3 else { return nil }
    return "\(parts[0])-\(parts[1])-\(parts[2])T\(pad(h)):\(pad(m)):\(pad(s))Z"
  }

  /// One GPSTimeStamp field as a whole number in `0..<limit`; nil for NaN, infinity, negative
  /// or out-of-range values (`Int(Double)` traps on the first two; a DOUBLE or FLOAT field can
  /// hold anything: Samples/broken/jpeg/gps-timestamp-infinite.jpg).
  static func clockField(_ value: Double?, below limit: Int) -> Int? {
    guard let value, value.isFinite, value >= 0, value < Double(limit) else { return nil }
    return Int(value)
  }

  static func pad(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
  static func hex(_ n: UInt16) -> String {
    n.paddedHex(digits: 4, uppercase: true)
  }
}
