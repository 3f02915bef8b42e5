public import MediaKind

/// One rule of a policy: which files it covers (`paths`, minus `exclude`) and what it
/// requires of them. Only the checks a rule names are made.
///
/// ```yaml
/// - name: Web images
///   paths: web/**
///   mediaTypes: [image]
///   utis: [public.jpeg, public.png]
///   maxFileSize: 500KB
/// ```
/// `where:` narrows the files a rule covers with a predicate in PhotoKit's syntax (as
/// `classify assets --where`), judged on each file as an asset of its own:
///
/// ```yaml
/// - name: Big videos stay short
///   where: "mediaType == 2 AND pixelWidth >= 3840"
///   maxDuration: 5m
/// ```
/// For a file that could not be read (`status: error`) only `noErrors` is checked: there are
/// no facts to judge the other checks on (nor `where`: such a file stays covered, so the rule
/// fails closed).
public struct PolicyRule: Sendable, Hashable, Decodable {
  /// The name given in the policy, if any.
  public var name: String?
  /// Files covered: any of these globs (default `**`, every file).
  public var paths: [PathGlob]
  /// Files left out even when `paths` match.
  public var exclude: [PathGlob]
  /// Only files matching this predicate are covered (`where:`, PhotoKit's predicate syntax).
  public var wherePredicate: AssetPredicate?
  /// The `where:` expression as written.
  public var whereExpression: String?
  /// Allowed media types.
  public var mediaTypes: [MediaType]?
  /// Allowed UTIs, by conformance.
  public var utis: [UniformTypeIdentifier]?
  /// `true`: the extension must name the content's format.
  public var extensionMatchesContent: Bool?
  /// Forbidden subtype names, as written.
  public var forbidSubtypes: [String]?
  /// `true`: no capture location allowed.
  public var noLocation: Bool?
  /// Largest file size allowed.
  public var maxFileSize: ByteSize?
  /// Largest display width allowed.
  public var maxPixelWidth: Int?
  /// Largest display height allowed.
  public var maxPixelHeight: Int?
  /// Largest pixel count (width x height) allowed.
  public var maxPixels: PixelCount?
  /// Longest duration allowed.
  public var maxDuration: PolicyDuration?
  /// `true`: files must be animated images; `false`: they must not be.
  public var animated: Bool?
  /// `true`: files must be readable (`status: ok`).
  public var noErrors: Bool?
  /// Allowed video codecs (FFmpeg's names: `hevc`, `h264`), for videos.
  public var videoCodec: [String]?
  /// Allowed audio codecs (`aac`, `alac`), for audio files and videos with an audio track.
  public var audioCodec: [String]?
  /// Highest overall bit rate allowed.
  public var maxBitRate: BitRateLimit?
  /// `forbid` or `require` HDR video.
  public var hdrVideo: HDRVideoRequirement?
  /// Allowed colour profiles of images (`none`: an image that states none).
  public var colorProfile: [String]?
  /// `true`: files must hold all of their media (no `integrity` truncated or placeholder; a
  /// file whose end cannot be checked passes: Docs/Checks.md, "Keys of a rule").
  public var complete: Bool?

  /// A rule covering `paths` that checks nothing yet; set the checks as properties.
  public init(name: String? = nil, paths: [PathGlob], exclude: [PathGlob] = []) {
    self.name = name
    self.paths = paths
    self.exclude = exclude
  }

  /// The name reports use: the given name, else the path patterns.
  public var displayName: String {
    name ?? paths.map(\.pattern).joined(separator: ", ")
  }

  /// Whether the rule covers `path` (relative to the checked folder).
  public func covers(_ path: String) -> Bool {
    paths.contains { $0.matches(path) } && !exclude.contains { $0.matches(path) }
  }

  /// Whether the rule covers `record`: its path, and its `where:` predicate judged on the
  /// file as an asset of its own (a file that could not be read stays covered: fail closed).
  public func covers(_ record: Classification, hierarchy: UTIHierarchy) -> Bool {
    guard covers(record.path) else { return false }
    guard let wherePredicate, record.status == .ok else { return true }
    let asset = AssetBuilder(hierarchy: hierarchy, workingDirectory: "/").makeAsset(
      primary: LibraryFile(record: record), pairedVideo: nil, alternate: nil)
    return wherePredicate.evaluate(asset, hierarchy: hierarchy)
  }

  /// The checks this rule makes, in ``PolicyCheckName`` order.
  public var checks: [PolicyCheckName] {
    PolicyCheckName.allCases.filter { check in
      switch check {
      case .mediaTypes: mediaTypes != nil
      case .utis: utis != nil
      case .extensionMatchesContent: extensionMatchesContent == true
      case .forbidSubtypes: forbidSubtypes != nil
      case .noLocation: noLocation == true
      case .maxFileSize: maxFileSize != nil
      case .maxPixelWidth: maxPixelWidth != nil
      case .maxPixelHeight: maxPixelHeight != nil
      case .maxPixels: maxPixels != nil
      case .maxDuration: maxDuration != nil
      case .animated: animated != nil
      case .noErrors: noErrors == true
      case .videoCodec: videoCodec != nil
      case .audioCodec: audioCodec != nil
      case .maxBitRate: maxBitRate != nil
      case .hdrVideo: hdrVideo != nil
      case .colorProfile: colorProfile != nil
      case .complete: complete == true
      }
    }
  }

  /// The violations of this rule by `record` (whose path is relative to the checked folder).
  public func evaluate(_ record: Classification, hierarchy: UTIHierarchy) -> [PolicyViolation] {
    var out: [PolicyViolation] = []
    func violation(_ check: PolicyCheckName, _ value: FieldValue, _ limit: String, _ detail: String) {
      out.append(
        PolicyViolation(
          path: record.path, rule: displayName, check: check, value: value, limit: limit,
          detail: detail))
    }
    if record.status == .error {
      if noErrors == true {
        let kind = record.error?.kind.rawValue ?? "error"
        violation(
          .noErrors, .string(kind), "true",
          "could not be read (\(kind): \(record.error?.message ?? "no message"))")
      }
      return out
    }
    if let mediaTypes, !mediaTypes.contains(record.mediaType) {
      violation(
        .mediaTypes, .string(record.mediaType.name), Self.list(mediaTypes.map(\.name)),
        "mediaType \(record.mediaType.name) is not one of \(Self.list(mediaTypes.map(\.name)))")
    }
    if let utis {
      let uti = record.uti ?? .data
      if !utis.contains(where: { hierarchy.conforms(uti, to: $0) }) {
        violation(
          .utis, .string(uti.rawValue), Self.list(utis.map(\.rawValue)),
          "uti \(uti.rawValue) conforms to none of \(Self.list(utis.map(\.rawValue)))")
      }
    }
    if extensionMatchesContent == true, record.extensionMatchesContent == false {
      violation(
        .extensionMatchesContent, .bool(false), "true",
        "the file name's extension does not match its content (\(record.format?.rawValue ?? "unknown"))")
    }
    if let forbidSubtypes {
      let forbidden = record.subtypes.names.filter { forbidSubtypes.contains($0) }
      if !forbidden.isEmpty {
        violation(
          .forbidSubtypes, .names(forbidden), Self.list(forbidSubtypes),
          "has forbidden subtype\(forbidden.count == 1 ? "" : "s") \(forbidden.joined(separator: ", "))")
      }
    }
    if noLocation == true, let location = record.location {
      let value = CheckedField.location.value(of: record)
      violation(
        .noLocation, value, "true",
        "has a location (\(NumberText.text(location.latitude)), \(NumberText.text(location.longitude)))")
    }
    if let maxFileSize, let size = record.fileSize, size > maxFileSize.bytes {
      violation(
        .maxFileSize, .int(size), maxFileSize.text,
        "fileSize \(size) bytes is over \(maxFileSize.text) (\(maxFileSize.bytes) bytes)")
    }
    if let maxPixelWidth, let width = record.pixelWidth, width > maxPixelWidth {
      violation(.maxPixelWidth, .int(width), String(maxPixelWidth), "pixelWidth \(width) is over \(maxPixelWidth)")
    }
    if let maxPixelHeight, let height = record.pixelHeight, height > maxPixelHeight {
      violation(
        .maxPixelHeight, .int(height), String(maxPixelHeight), "pixelHeight \(height) is over \(maxPixelHeight)")
    }
    if let maxPixels, let width = record.pixelWidth, let height = record.pixelHeight {
      let (area, overflow) = width.multipliedReportingOverflow(by: height)
      if overflow || area > maxPixels.pixels {
        violation(
          .maxPixels, .int(overflow ? Int.max : area), maxPixels.text,
          "\(width)x\(height) = \(area) pixels is over \(maxPixels.text) (\(maxPixels.pixels) pixels)")
      }
    }
    if let maxDuration, let duration = record.duration, duration > maxDuration.seconds {
      let shown = NumberText.text(FieldBounds.rounded(duration, places: 3))
      violation(
        .maxDuration, .number(FieldBounds.rounded(duration, places: FieldBounds.durationPlaces)), maxDuration.text,
        "duration \(shown) s is over \(maxDuration.text) (\(NumberText.text(maxDuration.seconds)) s)")
    }
    evaluateTechnical(record, violation)
    if complete == true, let integrity = record.integrity, integrity != .complete {
      violation(
        .complete, .string(integrity.rawValue), "true",
        integrity == .truncated
          ? "is truncated (the file ends before its own structure does)"
          : "is a placeholder (its media is not on this disk)")
    }
    if let animated {
      let isAnimated = Self.isAnimated(record)
      if isAnimated != animated {
        violation(
          .animated, .bool(isAnimated), animated ? "true" : "false",
          isAnimated ? "is an animated image; the rule wants still files" : "is not an animated image")
      }
    }
    return out
  }

  /// The technical checks (Docs/Checks.md, "Keys of a rule"). A codec list fails closed: a
  /// video whose codec is not known, or an audio file whose codec is not, is a violation; a
  /// video without a known audio codec passes `audioCodec` (it may have no audio track).
  private func evaluateTechnical(
    _ record: Classification, _ violation: (PolicyCheckName, FieldValue, String, String) -> Void
  ) {
    let t = record.technical
    if let videoCodec, record.mediaType == .video, !Self.contains(videoCodec, t.videoCodec) {
      violation(
        .videoCodec, t.videoCodec.map(FieldValue.string) ?? .absent, Self.list(videoCodec),
        "videoCodec \(t.videoCodec ?? "unknown") is not one of \(Self.list(videoCodec))")
    }
    if let audioCodec, record.mediaType == .audio || (record.mediaType == .video && t.audioCodec != nil),
      !Self.contains(audioCodec, t.audioCodec)
    {
      violation(
        .audioCodec, t.audioCodec.map(FieldValue.string) ?? .absent, Self.list(audioCodec),
        "audioCodec \(t.audioCodec ?? "unknown") is not one of \(Self.list(audioCodec))")
    }
    if let maxBitRate, let rate = t.bitRate, rate > maxBitRate.bitsPerSecond {
      violation(
        .maxBitRate, .int(rate), maxBitRate.text,
        "bitRate \(rate) bit/s is over \(maxBitRate.text) (\(maxBitRate.bitsPerSecond) bit/s)")
    }
    if let hdrVideo, record.mediaType == .video {
      let isHDR = record.subtypes.contains(.hdrVideo)
      if isHDR && hdrVideo == .forbid {
        violation(
          .hdrVideo, .bool(true), hdrVideo.rawValue,
          "is an HDR video (\(t.dolbyVisionProfile.map { "Dolby Vision profile \($0)" } ?? t.transferCharacteristics ?? "HDR"))")
      } else if !isHDR && hdrVideo == .require {
        violation(.hdrVideo, .bool(false), hdrVideo.rawValue, "is not an HDR video")
      }
    }
    if let colorProfile, record.mediaType == .image {
      let allowed = t.colorProfile.map { Self.contains(colorProfile, $0) } ?? colorProfile.contains { $0.lowercased() == "none" }
      if !allowed {
        violation(
          .colorProfile, t.colorProfile.map(FieldValue.string) ?? .absent, Self.list(colorProfile),
          "colorProfile \(t.colorProfile ?? "none") is not one of \(Self.list(colorProfile))")
      }
    }
  }

  /// Whether `value` is one of `names`, ignoring case.
  private static func contains(_ names: [String], _ value: String?) -> Bool {
    guard let value else { return false }
    let lower = value.lowercased()
    return names.contains { $0.lowercased() == lower }
  }

  /// An animated image: the `photoAnimation` subtype, or more than one frame.
  public static func isAnimated(_ record: Classification) -> Bool {
    record.subtypes.contains(.photoAnimation) || (record.frameCount ?? 0) > 1
  }

  private static func list(_ items: [String]) -> String { "[" + items.joined(separator: ", ") + "]" }

  // MARK: Decoding

  /// The keys a rule accepts besides its checks.
  static let selectorKeys = ["name", "paths", "exclude", "where"]

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: AnyCodingKey.self)
    try AnyCodingKey.rejectUnknownKeys(in: c, known: Self.selectorKeys + PolicyCheckName.allCases.map(\.rawValue))
    func key(_ name: String) -> AnyCodingKey { AnyCodingKey(name) }
    func check(_ name: PolicyCheckName) -> AnyCodingKey { AnyCodingKey(name.rawValue) }

    name = try c.decodeIfPresent(String.self, forKey: key("name"))
    paths = try Self.decodeGlobs(c, key("paths")) ?? [try PathGlob("**")]
    exclude = try Self.decodeGlobs(c, key("exclude")) ?? []
    if paths.isEmpty {
      throw DecodingError.dataCorruptedError(
        forKey: key("paths"), in: c, debugDescription: "paths is empty: the rule would cover no file")
    }
    whereExpression = try c.decodeIfPresent(String.self, forKey: key("where"))
    if let whereExpression {
      do {
        wherePredicate = try AssetPredicate(format: whereExpression)
      } catch {
        // One line, the expression quoted around the column only (TextExcerpt).
        let excerpt = TextExcerpt(error.expression, column: error.column)
        throw DecodingError.dataCorruptedError(
          forKey: key("where"), in: c,
          debugDescription: "column \(error.column): \(error.message) (at '\(excerpt.text)')")
      }
    }

    if let names = try Self.decodeList(c, check(.mediaTypes)) {
      mediaTypes = try names.map { text in
        guard let type = MediaType(name: text) else {
          throw DecodingError.dataCorruptedError(
            forKey: check(.mediaTypes), in: c,
            debugDescription: "unknown media type '\(text)' (image, video, audio or unknown)")
        }
        return type
      }
    }
    utis = try Self.decodeList(c, check(.utis))?.map { UniformTypeIdentifier($0) }
    extensionMatchesContent = try c.decodeIfPresent(Bool.self, forKey: check(.extensionMatchesContent))
    if let names = try Self.decodeList(c, check(.forbidSubtypes)) {
      for text in names where MediaSubtypes(name: text) == nil {
        throw DecodingError.dataCorruptedError(
          forKey: check(.forbidSubtypes), in: c,
          debugDescription: "unknown subtype '\(text)' (known: \(MediaSubtypes.named.map(\.name).joined(separator: ", ")))")
      }
      forbidSubtypes = names
    }
    noLocation = try c.decodeIfPresent(Bool.self, forKey: check(.noLocation))
    maxFileSize = try c.decodeIfPresent(ByteSize.self, forKey: check(.maxFileSize))
    maxPixelWidth = try Self.decodeLimit(c, check(.maxPixelWidth))
    maxPixelHeight = try Self.decodeLimit(c, check(.maxPixelHeight))
    maxPixels = try c.decodeIfPresent(PixelCount.self, forKey: check(.maxPixels))
    maxDuration = try c.decodeIfPresent(PolicyDuration.self, forKey: check(.maxDuration))
    animated = try c.decodeIfPresent(Bool.self, forKey: check(.animated))
    noErrors = try c.decodeIfPresent(Bool.self, forKey: check(.noErrors))
    videoCodec = try Self.decodeList(c, check(.videoCodec))
    audioCodec = try Self.decodeList(c, check(.audioCodec))
    maxBitRate = try c.decodeIfPresent(BitRateLimit.self, forKey: check(.maxBitRate))
    hdrVideo = try c.decodeIfPresent(HDRVideoRequirement.self, forKey: check(.hdrVideo))
    colorProfile = try Self.decodeList(c, check(.colorProfile))
    complete = try c.decodeIfPresent(Bool.self, forKey: check(.complete))
  }

  /// A string or a list of strings.
  private static func decodeList(_ c: KeyedDecodingContainer<AnyCodingKey>, _ key: AnyCodingKey) throws
    -> [String]?
  {
    guard c.contains(key) else { return nil }
    if let one = try? c.decode(String.self, forKey: key) { return [one] }
    return try c.decode([String].self, forKey: key)
  }

  private static func decodeGlobs(_ c: KeyedDecodingContainer<AnyCodingKey>, _ key: AnyCodingKey) throws
    -> [PathGlob]?
  {
    guard let patterns = try decodeList(c, key) else { return nil }
    return try patterns.map { pattern in
      do {
        return try PathGlob(pattern)
      } catch {
        throw DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription: "\(error)")
      }
    }
  }

  private static func decodeLimit(_ c: KeyedDecodingContainer<AnyCodingKey>, _ key: AnyCodingKey) throws
    -> Int?
  {
    guard let value = try c.decodeIfPresent(Int.self, forKey: key) else { return nil }
    guard value >= 0 else {
      throw DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription: "must not be negative")
    }
    return value
  }
}
