/// The technical members of the file record (``TechnicalMetadata``), in the record's table
/// after `lensModel`: each optional, printed only when the file states it, bounded by
/// ``FieldBounds`` (`FieldBounds+Technical.swift`), and read back from JSON.
extension TechnicalMetadata {
  /// The members, in documented order.
  static let classificationMembers: [RecordMember<Classification>] = [
    RecordMember(
      "videoCodec", .string(description: "Codec of the first video track, as FFmpeg names it (h264, hevc, av1, vp9, prores)"),
      { $0.technical.videoCodec }, read: .optional(\.technical.videoCodec)),
    RecordMember(
      "videoProfile", .string(description: "Profile of the video codec, as FFmpeg names it (High, Main 10)"),
      { $0.technical.videoProfile }, read: .optional(\.technical.videoProfile)),
    RecordMember(
      "bitRate",
      .integer(description: "Overall bits per second: file size x 8 / duration", minimum: 1, maximum: FieldBounds.maxBitRate),
      { $0.technical.bitRate }, read: .optional(\.technical.bitRate)),
    RecordMember(
      "colorPrimaries", .string(description: "H.273 colour primaries of the video (bt709, bt2020, smpte432)"),
      { $0.technical.colorPrimaries }, read: .optional(\.technical.colorPrimaries)),
    RecordMember(
      "transferCharacteristics",
      .string(description: "H.273 transfer characteristics of the video (bt709; smpte2084 is PQ, arib-std-b67 is HLG)"),
      { $0.technical.transferCharacteristics }, read: .optional(\.technical.transferCharacteristics)),
    RecordMember(
      "matrixCoefficients", .string(description: "H.273 matrix coefficients of the video (bt709, bt2020nc)"),
      { $0.technical.matrixCoefficients }, read: .optional(\.technical.matrixCoefficients)),
    RecordMember(
      "dolbyVisionProfile", .integer(description: "Dolby Vision profile (dvcC/dvvC)", minimum: 0, maximum: 127),
      { $0.technical.dolbyVisionProfile }, read: .optional(\.technical.dolbyVisionProfile)),
    RecordMember(
      "rotation", .integer(description: "Degrees the container turns the video clockwise for display (90, 180, 270)", minimum: 90, maximum: 270),
      { $0.technical.rotation }, read: .optional(\.technical.rotation)),
    RecordMember(
      "captureFrameRate",
      .number(
        description: "Frames per second the camera recorded at, when stated apart from the playback rate",
        maximum: FieldBounds.maxFrameRate, exclusiveMinimum: 0),
      { $0.technical.captureFrameRate }, read: .optional(\.technical.captureFrameRate)),
    RecordMember(
      "projection", .string(description: "Projection of a panorama or 360-degree video (equirectangular, cylindrical, cubemap)"),
      { $0.technical.projection }, read: .optional(\.technical.projection)),
    RecordMember(
      "audioCodec", .string(description: "Codec of the first audio track, as FFmpeg names it (aac, alac, mp3, opus, flac, pcm_s16le)"),
      { $0.technical.audioCodec }, read: .optional(\.technical.audioCodec)),
    RecordMember(
      "audioChannels", .integer(description: "Channels of the first audio track", minimum: 1, maximum: FieldBounds.maxAudioChannels),
      { $0.technical.audioChannels }, read: .optional(\.technical.audioChannels)),
    RecordMember(
      "sampleRate", .integer(description: "Audio samples per second", minimum: 1, maximum: FieldBounds.maxSampleRate),
      { $0.technical.sampleRate }, read: .optional(\.technical.sampleRate)),
    RecordMember(
      "bitDepth", .integer(description: "Bits per audio sample (lossless and PCM audio)", minimum: 1, maximum: FieldBounds.maxBitDepth),
      { $0.technical.bitDepth }, read: .optional(\.technical.bitDepth)),
    RecordMember(
      "iso", .integer(description: "EXIF ISO speed", minimum: 1, maximum: FieldBounds.maxISO),
      { $0.technical.iso }, read: .optional(\.technical.iso)),
    RecordMember(
      "fNumber",
      .number(description: "EXIF f-number", minimum: FieldBounds.fNumberRange.lowerBound, maximum: FieldBounds.fNumberRange.upperBound),
      { $0.technical.fNumber }, read: .optional(\.technical.fNumber)),
    RecordMember(
      "exposureTime",
      .number(description: "EXIF exposure time in seconds", maximum: FieldBounds.maxExposureTime, exclusiveMinimum: 0),
      { $0.technical.exposureTime }, read: .optional(\.technical.exposureTime)),
    RecordMember(
      "focalLength",
      .number(description: "EXIF focal length in millimetres", maximum: FieldBounds.maxFocalLength, exclusiveMinimum: 0),
      { $0.technical.focalLength }, read: .optional(\.technical.focalLength)),
    RecordMember(
      "colorProfile", .string(description: "Colour profile (sRGB, Display P3, Adobe RGB (1998), or the ICC description)"),
      { $0.technical.colorProfile }, read: .optional(\.technical.colorProfile)),
  ]
}
