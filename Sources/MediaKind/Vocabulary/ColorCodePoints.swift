/// ITU-T H.273 colour code points by the names FFmpeg gives them (`av_color_primaries_name`,
/// `av_color_transfer_name`, `av_color_space_name`), so a record's colour members read as
/// `ffprobe`'s `color_primaries`, `color_transfer` and `color_space`. Code points 2
/// (unspecified) and reserved values have no name: the member is left out.
///
/// Read from an ISO BMFF `colr` box of type `nclx`/`nclc` and from Matroska's `Colour`
/// element (RFC 9559 §5.1.4.1.28.16), both H.273 code points (Docs/CLI.md, "Technical facts").
public enum ColorCodePoints {
  /// `smpte2084`: SMPTE ST 2084, perceptual quantizer (PQ, HDR10 and Dolby Vision).
  public static let pq = "smpte2084"
  /// `arib-std-b67`: ARIB STD-B67, hybrid log-gamma (HLG).
  public static let hlg = "arib-std-b67"

  /// H.273 `ColourPrimaries`.
  public static func primaries(_ code: Int) -> String? {
    switch code {
    case 1: "bt709"
    case 4: "bt470m"
    case 5: "bt470bg"
    case 6: "smpte170m"
    case 7: "smpte240m"
    case 8: "film"
    case 9: "bt2020"
    case 10: "smpte428"
    case 11: "smpte431"
    case 12: "smpte432"
    case 22: "ebu3213"
    default: nil
    }
  }

  /// H.273 `TransferCharacteristics`.
  public static func transfer(_ code: Int) -> String? {
    switch code {
    case 1: "bt709"
    case 4: "gamma22"
    case 5: "gamma28"
    case 6: "smpte170m"
    case 7: "smpte240m"
    case 8: "linear"
    case 9: "log100"
    case 10: "log316"
    case 11: "iec61966-2-4"
    case 12: "bt1361e"
    case 13: "iec61966-2-1"
    case 14: "bt2020-10"
    case 15: "bt2020-12"
    case 16: pq
    case 17: "smpte428"
    case 18: hlg
    default: nil
    }
  }

  /// H.273 `MatrixCoefficients`.
  public static func matrix(_ code: Int) -> String? {
    switch code {
    case 0: "gbr"
    case 1: "bt709"
    case 4: "fcc"
    case 5: "bt470bg"
    case 6: "smpte170m"
    case 7: "smpte240m"
    case 8: "ycgco"
    case 9: "bt2020nc"
    case 10: "bt2020c"
    case 11: "smpte2085"
    case 12: "chroma-derived-nc"
    case 13: "chroma-derived-c"
    case 14: "ictcp"
    default: nil
    }
  }

  /// The colour profile an `nclx` triple describes, for a still image (`sRGB`, `Display P3`,
  /// `Rec. 2020`, `Rec. 709`), or nil for one no common profile names.
  public static func profile(primaries: Int, transfer: Int) -> String? {
    switch (primaries, transfer) {
    case (1, 13): ColorProfileName.sRGB
    case (12, 13): ColorProfileName.displayP3
    case (1, 1), (1, 6): "Rec. 709"
    case (9, 16): "Rec. 2100 PQ"
    case (9, 18): "Rec. 2100 HLG"
    case (9, 1), (9, 6), (9, 14), (9, 15): "Rec. 2020"
    default: nil
    }
  }
}
