/// The bounds of the technical members (``TechnicalMetadata``): a value outside them is
/// dropped with a diagnostic naming the member, as ``FieldBounds/apply(to:fileSize:format:)``
/// does for the others (Docs/CLI.md, "Technical facts").
///
/// | member | kept when |
/// |---|---|
/// | `videoCodec`, `videoProfile`, `audioCodec`, `projection`, ... (text) | 1 … 64 printable characters |
/// | `colorProfile` | 1 … 128 characters, no control characters |
/// | `bitRate` | 1 bit/s … 1 Tbit/s (file size × 8 / duration) |
/// | `dolbyVisionProfile` | 0 … 127 (7 bits) |
/// | `rotation` | 90, 180 or 270 |
/// | `captureFrameRate` | above 0, at most 10,000 (as `frameRate`) |
/// | `audioChannels` | 1 … 255 |
/// | `sampleRate` | 1 Hz … 50 MHz (DSD runs at 2.8–22.6 MHz) |
/// | `bitDepth` | 1 … 64 |
/// | `iso` | 1 … 10,000,000 |
/// | `fNumber` | 0.5 … 1,000 |
/// | `exposureTime` | above 0, at most 1 day |
/// | `focalLength` | above 0, at most 100 m |
extension FieldBounds {
  /// The highest bit rate kept (1 Tbit/s).
  public static let maxBitRate = 1_000_000_000_000
  /// The deepest sample kept, in bits.
  public static let maxBitDepth = 64
  /// The highest ISO speed kept.
  public static let maxISO = 10_000_000
  /// The f-numbers kept.
  public static let fNumberRange = 0.5...1_000.0
  /// The longest exposure kept, in seconds (one day).
  public static let maxExposureTime = 86_400.0
  /// The longest focal length kept, in millimetres (100 m).
  public static let maxFocalLength = 100_000.0
  /// The longest text member kept (codec, profile, colour names, projection).
  public static let maxNameLength = 64
  /// The longest colour profile description kept.
  public static let maxProfileLength = 128
  /// Decimal places of `fNumber`, `focalLength` and `captureFrameRate`.
  public static let technicalPlaces = 3
  /// Decimal places of `exposureTime` (microseconds... to 1/100,000 s exposures and below).
  public static let exposurePlaces = 9

  /// The overall bit rate of a `fileSize`-byte file playing `duration` seconds, or nil when
  /// there is none to state.
  static func bitRate(fileSize: Int?, duration: Double) -> Int? {
    guard let fileSize, fileSize > 0, duration.isFinite, duration > 0 else { return nil }
    let rate = (Double(fileSize) * 8 / duration).rounded()
    guard rate >= 1, rate <= Double(maxBitRate) else { return nil }
    return Int(rate)
  }

  /// Drops the technical members no real file can have, and rounds the rest.
  static func applyTechnical(to facts: inout MediaFacts, fileSize: Int, format: FormatID) {
    var t = facts.technical
    var dropped: [String] = []
    func name(_ value: inout String?, _ member: String, limit: Int = maxNameLength) {
      guard let text = value else { return }
      let trimmed = text.trimmingSpaces
      if trimmed.isEmpty || trimmed.count > limit || trimmed.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
        if !trimmed.isEmpty { dropped.append("\(member) dropped: implausible (over \(limit) characters or control characters)") }
        value = nil
      } else {
        value = trimmed
      }
    }
    func integer(_ value: inout Int?, _ member: String, _ range: ClosedRange<Int>) {
      guard let v = value, !range.contains(v) else { return }
      // EXIF and sample descriptions write 0 for "unknown": no value, nothing to say.
      if v != 0 { dropped.append("\(member) \(v) dropped: implausible (outside \(range.lowerBound)…\(range.upperBound))") }
      value = nil
    }
    func real(_ value: inout Double?, _ member: String, above low: Double, atMost high: Double, places: Int) {
      guard let v = value else { return }
      let rounded = v.isFinite ? Self.rounded(v, places: places) : v
      if !v.isFinite || rounded <= low || v > high {
        if v != 0 { dropped.append("\(member) \(describe(v)) dropped: implausible (outside \(describe(low))…\(describe(high)))") }
        value = nil
      } else {
        value = rounded
      }
    }
    name(&t.videoCodec, "videoCodec")
    name(&t.videoProfile, "videoProfile")
    name(&t.colorPrimaries, "colorPrimaries")
    name(&t.transferCharacteristics, "transferCharacteristics")
    name(&t.matrixCoefficients, "matrixCoefficients")
    name(&t.projection, "projection")
    name(&t.audioCodec, "audioCodec")
    name(&t.colorProfile, "colorProfile", limit: maxProfileLength)
    integer(&t.bitRate, "bitRate", 1...maxBitRate)
    integer(&t.dolbyVisionProfile, "dolbyVisionProfile", 0...127)
    if let r = t.rotation, ![90, 180, 270].contains(r) { t.rotation = nil }
    real(&t.captureFrameRate, "captureFrameRate", above: 0, atMost: maxFrameRate, places: technicalPlaces)
    integer(&t.audioChannels, "audioChannels", 1...maxAudioChannels)
    integer(&t.sampleRate, "sampleRate", 1...maxSampleRate)
    integer(&t.bitDepth, "bitDepth", 1...maxBitDepth)
    integer(&t.iso, "iso", 1...maxISO)
    real(&t.fNumber, "fNumber", above: fNumberRange.lowerBound.nextDown, atMost: fNumberRange.upperBound, places: technicalPlaces)
    real(&t.exposureTime, "exposureTime", above: 0, atMost: maxExposureTime, places: exposurePlaces)
    real(&t.focalLength, "focalLength", above: 0, atMost: maxFocalLength, places: technicalPlaces)
    facts.technical = t
    for text in dropped { facts.diagnose(.implausible, at: format.rawValue, text) }
  }
}
