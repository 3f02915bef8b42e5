/// PhotoKit's `PHAssetMediaSubtype` bitmask, plus MediaKind's own flags.
///
/// The low 32 bits carry PhotoKit's exact raw values (`photoPanorama = 1 << 0` ...
/// `videoCinematic = 1 << 21`); they are never renumbered. The toolkit flags (`burst`, `raw`,
/// `selfie`, `motionPhoto`, `hdrGainMap`, `depthData`) have no PhotoKit bit and sit from bit
/// 32 up. ``photoKitRawValue`` gives the PhotoKit part alone; JSON uses the sorted names.
/// Source: Apple SDK `Photos/PhotosTypes.h`; `shared/docs/output-schema.md`.
public struct MediaSubtypes: OptionSet, Sendable, Hashable, Codable, CustomStringConvertible {
  public let rawValue: UInt64
  public init(rawValue: UInt64) { self.rawValue = rawValue }

  // PhotoKit bits (PHAssetMediaSubtype)
  /// A panorama: a wide stitched photo (PhotoKit `photoPanorama`, 1 << 0).
  public static let photoPanorama = MediaSubtypes(rawValue: 1 << 0)
  /// A high-dynamic-range photo: merged exposures or Apple HDR (PhotoKit `photoHDR`, 1 << 1).
  public static let photoHDR = MediaSubtypes(rawValue: 1 << 1)
  /// A screenshot of a device screen (PhotoKit `photoScreenshot`, 1 << 2).
  public static let photoScreenshot = MediaSubtypes(rawValue: 1 << 2)
  /// The still of a Live Photo, paired with a short video (PhotoKit `photoLive`, 1 << 3).
  public static let photoLive = MediaSubtypes(rawValue: 1 << 3)
  /// A Portrait-mode photo with a depth effect (PhotoKit `photoDepthEffect`, 1 << 4).
  public static let photoDepthEffect = MediaSubtypes(rawValue: 1 << 4)
  /// An animated image: animated GIF, PNG, WebP or HEIF sequence (PhotoKit `photoAnimation`, 1 <<
  /// 6).
  public static let photoAnimation = MediaSubtypes(rawValue: 1 << 6)
  /// A spatial (stereoscopic) photo or video for Apple Vision Pro (PhotoKit `spatialMedia`, 1 <<
  /// 10).
  public static let spatialMedia = MediaSubtypes(rawValue: 1 << 10)
  /// A video streamed rather than stored whole (PhotoKit `videoStreamed`, 1 << 16; never set from a
  /// local file).
  public static let videoStreamed = MediaSubtypes(rawValue: 1 << 16)
  /// A slow-motion (high-frame-rate) video (PhotoKit `videoHighFrameRate`, 1 << 17).
  public static let videoHighFrameRate = MediaSubtypes(rawValue: 1 << 17)
  /// A time-lapse video (PhotoKit `videoTimelapse`, 1 << 18).
  public static let videoTimelapse = MediaSubtypes(rawValue: 1 << 18)
  /// A recording of a device screen (PhotoKit `videoScreenRecording`, 1 << 19).
  public static let videoScreenRecording = MediaSubtypes(rawValue: 1 << 19)
  /// A Cinematic-mode video with editable focus (PhotoKit `videoCinematic`, 1 << 21).
  public static let videoCinematic = MediaSubtypes(rawValue: 1 << 21)

  // Toolkit flags (no PhotoKit bit)
  /// A member of a burst sequence (MediaKind flag; PhotoKit reports bursts apart, as
  /// `representsBurst`).
  public static let burst = MediaSubtypes(rawValue: 1 << 32)
  /// A camera RAW image (MediaKind flag).
  public static let raw = MediaSubtypes(rawValue: 1 << 33)
  /// Taken with a front (user-facing) camera (MediaKind flag; PhotoKit has a Selfies smart album).
  public static let selfie = MediaSubtypes(rawValue: 1 << 34)
  /// An Android motion photo: a still with an embedded video (MediaKind flag).
  public static let motionPhoto = MediaSubtypes(rawValue: 1 << 35)
  /// An image carrying an HDR gain map (Apple, Android Ultra HDR or ISO 21496-1; MediaKind flag).
  public static let hdrGainMap = MediaSubtypes(rawValue: 1 << 36)
  /// An image carrying a depth or disparity map (MediaKind flag).
  public static let depthData = MediaSubtypes(rawValue: 1 << 37)
  /// A high-dynamic-range video: PQ or HLG transfer, or a Dolby Vision configuration
  /// (MediaKind flag; PhotoKit shows these in no smart album of its own).
  public static let hdrVideo = MediaSubtypes(rawValue: 1 << 38)

  /// Every named member with its schema name, in bit order.
  public static let named: [(name: String, value: MediaSubtypes)] = [
    ("photoPanorama", .photoPanorama), ("photoHDR", .photoHDR),
    ("photoScreenshot", .photoScreenshot), ("photoLive", .photoLive),
    ("photoDepthEffect", .photoDepthEffect), ("photoAnimation", .photoAnimation),
    ("spatialMedia", .spatialMedia), ("videoStreamed", .videoStreamed),
    ("videoHighFrameRate", .videoHighFrameRate), ("videoTimelapse", .videoTimelapse),
    ("videoScreenRecording", .videoScreenRecording), ("videoCinematic", .videoCinematic),
    ("burst", .burst), ("raw", .raw), ("selfie", .selfie), ("motionPhoto", .motionPhoto),
    ("hdrGainMap", .hdrGainMap), ("depthData", .depthData), ("hdrVideo", .hdrVideo),
  ]

  /// The bits PhotoKit defines (the low 32 bits).
  public static let photoKitMask = MediaSubtypes(rawValue: 0xFFFF_FFFF)

  /// PhotoKit's `mediaSubtypes` raw value: the PhotoKit bits alone.
  public var photoKitRawValue: UInt { UInt(rawValue & Self.photoKitMask.rawValue) }

  /// The subtype called `name` in the schema vocabulary, if any.
  public init?(name: String) {
    guard let match = Self.named.first(where: { $0.name == name }) else { return nil }
    self = match.value
  }

  /// The schema names of the members present, sorted.
  public var names: [String] {
    Self.named.filter { contains($0.value) }.map(\.name).sorted()
  }

  public var description: String { names.joined(separator: ",") }

  public init(from decoder: any Decoder) throws {
    let names = try decoder.singleValueContainer().decode([String].self)
    var value = MediaSubtypes()
    for name in names {
      guard let member = MediaSubtypes(name: name) else {
        throw DecodingError.dataCorrupted(
          .init(codingPath: decoder.codingPath, debugDescription: "unknown subtype \(name)"))
      }
      value.insert(member)
    }
    self = value
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(names)
  }
}
