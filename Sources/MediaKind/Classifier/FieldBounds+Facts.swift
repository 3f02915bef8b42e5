/// The bounds applied to what a file's probes found (``FieldBounds``, in `Vocabulary/`): the
/// pipeline's step, with the clock and the diagnostics it needs.
extension FieldBounds {
  /// The latest capture year: next year (clocks and zones differ; a camera set a year ahead
  /// is a real file, a date in 2155 is not).
  static let latestYear = SystemInfo.currentYear + 1

  /// Drops the typed facts of `facts` that no real file of `fileSize` bytes can have, with a
  /// diagnostic for each, and rounds the rest to the printed precision. `format` names the
  /// container in the diagnostics.
  static func apply(to facts: inout MediaFacts, fileSize: Int, format: FormatID) {
    if let width = facts.pixelWidth, let height = facts.pixelHeight,
      !(1...maxPixelSide).contains(width) || !(1...maxPixelSide).contains(height)
    {
      if width > 0, height > 0 {
        facts.diagnose(.implausible, at: format.rawValue, "pixel size \(width)x\(height) dropped: implausible (over \(maxPixelSide) per side)")
      }
      facts.pixelWidth = nil
      facts.pixelHeight = nil
    }
    if let duration = facts.duration {
      if let reason = implausibility(ofDuration: duration, fileSize: fileSize) {
        facts.diagnose(.implausible, at: format.rawValue, "duration \(describe(duration)) s dropped: implausible (\(reason))")
        facts.duration = nil
      } else {
        facts.duration = rounded(duration, places: durationPlaces)
      }
    }
    if let rate = facts.frameRate {
      if !rate.isFinite || rate <= 0 || rate > maxFrameRate {
        if rate != 0 {
          facts.diagnose(.implausible, at: format.rawValue, "frame rate \(describe(rate)) dropped: implausible (over \(Int(maxFrameRate)) fps or not positive)")
        }
        facts.frameRate = nil
      } else if rounded(rate, places: frameRatePlaces) <= 0 {
        // Positive, but under the printed precision (a damaged Theora header gave 2e-5 fps):
        // printed it would be 0, which no stream has (found by FuzzGIF, Samples/broken/ogg).
        facts.diagnose(.implausible, at: format.rawValue, "frame rate \(describe(rate)) dropped: implausible (below 0.0005 fps)")
        facts.frameRate = nil
      } else {
        facts.frameRate = rounded(rate, places: frameRatePlaces)
      }
    }
    if let count = facts.frameCount, count < 1 || count / 8 > max(0, fileSize) {
      let reason = count < 1 ? "not a positive count" : "more frames than bits in the file"
      facts.diagnose(.implausible, at: format.rawValue, "frame count \(count) dropped: implausible (\(reason))")
      facts.frameCount = nil
    }
    if let orientation = facts.orientation, !(1...8).contains(orientation) {
      facts.diagnose(.implausible, at: format.rawValue, "orientation \(orientation) dropped: implausible (EXIF defines 1 to 8)")
      facts.orientation = nil
    }
    if let date = facts.creationDate, let reason = implausibility(ofDate: date) {
      facts.diagnose(.implausible, at: format.rawValue, "creation date \(date) dropped: implausible (\(reason))")
      facts.creationDate = nil
    }
    if let location = facts.location {
      facts.location = plausible(location)
    }
    applyTechnical(to: &facts, fileSize: fileSize, format: format)
  }

  /// Why `duration` cannot be a real file's, or `nil` when it can.
  static func implausibility(ofDuration duration: Double, fileSize: Int) -> String? {
    guard duration.isFinite, duration >= 0 else { return "not a finite, positive number" }
    if duration > maxDuration { return "over 100 years" }
    if duration > Double(max(fileSize, 0)) * 8 / minBitsPerSecond {
      return "under 1 bit per second of a \(fileSize)-byte file"
    }
    return nil
  }

  /// Why an ISO 8601 capture time cannot be a real capture's, or `nil` when it can (or when
  /// its year cannot be read).
  public static func implausibility(ofDate date: String) -> String? {
    guard let year = year(of: date) else { return nil }
    if year < earliestYear { return "before \(earliestYear)" }
    if year > latestYear { return "after \(latestYear)" }
    return nil
  }

  /// A number for a diagnostic: short, and readable when huge or tiny.
  static func describe(_ value: Double) -> String {
    guard value.isFinite else { return "\(value)" }
    if value != 0, abs(value) >= 1e9 || abs(value) < 1e-3 { return "\(value)" }
    return "\(rounded(value, places: 3))"
  }
}
