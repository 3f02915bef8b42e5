/// The asset key paths a predicate may name, and what each one compares as.
enum PredicateKey: Sendable, Hashable {
  case mediaType
  case mediaSubtypes
  case pixelWidth
  case pixelHeight
  case fileSize
  case duration
  case creationDate
  case modificationDate
  case location
  case isFavorite
  case isHidden
  case burstIdentifier
  case burstSelectionTypes
  case playbackVariation
  case text(AssetTextKey)
  case number(AssetNumberKey)
  /// A PhotoKit key files cannot answer, with the reason.
  case unsupported(String)

  /// Key paths by name (PhotoKit's `PHAsset` names, plus `fileSize`, `filename`, `path`,
  /// `make`, `model` and `uniformTypeIdentifier` of the primary resource).
  static let byName: [String: PredicateKey] = [
    "mediaType": .mediaType,
    "mediaSubtypes": .mediaSubtypes,
    "pixelWidth": .pixelWidth,
    "pixelHeight": .pixelHeight,
    "fileSize": .fileSize,
    "duration": .duration,
    "creationDate": .creationDate,
    "modificationDate": .modificationDate,
    "location": .location,
    "isFavorite": .isFavorite,
    "favorite": .isFavorite,
    "isHidden": .isHidden,
    "hidden": .isHidden,
    "burstIdentifier": .burstIdentifier,
    "burstSelectionTypes": .burstSelectionTypes,
    "playbackVariation": .playbackVariation,
    "localIdentifier": .text(.localIdentifier),
    "filename": .text(.filename),
    "originalFilename": .text(.filename),
    "path": .text(.path),
    "uniformTypeIdentifier": .text(.uniformTypeIdentifier),
    "uti": .text(.uniformTypeIdentifier),
    "make": .text(.make),
    "model": .text(.model),
    "videoCodec": .text(.videoCodec),
    "videoProfile": .text(.videoProfile),
    "colorPrimaries": .text(.colorPrimaries),
    "transferCharacteristics": .text(.transferCharacteristics),
    "matrixCoefficients": .text(.matrixCoefficients),
    "audioCodec": .text(.audioCodec),
    "colorProfile": .text(.colorProfile),
    "projection": .text(.projection),
    "integrity": .text(.integrity),
    "bitRate": .number(.bitRate),
    "rotation": .number(.rotation),
    "dolbyVisionProfile": .number(.dolbyVisionProfile),
    "captureFrameRate": .number(.captureFrameRate),
    "audioChannels": .number(.audioChannels),
    "sampleRate": .number(.sampleRate),
    "bitDepth": .number(.bitDepth),
    "iso": .number(.iso),
    "fNumber": .number(.fNumber),
    "exposureTime": .number(.exposureTime),
    "focalLength": .number(.focalLength),
    "representsBurst": .unsupported(
      "representsBurst is a fetch option here: fetches show burst representatives unless includeAllBurstAssets (--all-bursts)"),
    "sourceType": .unsupported("every asset here comes from files (user library)"),
    "hasAdjustments": .unsupported("adjustments are not read"),
    "playbackStyle": .unsupported("use mediaType and mediaSubtypes (photoLive, photoAnimation) instead"),
  ]

  /// The names listed in errors.
  static let knownNames =
    "mediaType, mediaSubtypes, pixelWidth, pixelHeight, duration, fileSize, creationDate, modificationDate, location, isFavorite, isHidden, burstIdentifier, burstSelectionTypes, playbackVariation, localIdentifier, filename, path, uniformTypeIdentifier, make, model, videoCodec, videoProfile, colorPrimaries, transferCharacteristics, matrixCoefficients, audioCodec, colorProfile, projection, integrity, bitRate, rotation, dolbyVisionProfile, captureFrameRate, audioChannels, sampleRate, bitDepth, iso, fNumber, exposureTime, focalLength"
}
