/// The header metadata of an MXF file: the local sets of its header partition, with what the
/// Material Package's tracks say about the running time.
///
/// ```
/// KLV            16-byte key (SMPTE UL 06 0E 2B 34 ...), BER length (short form < 0x80, or
///                0x80 + n followed by n big-endian bytes), value
/// partition pack key 06 0E 2B 34 02 05 01 01 0D 01 02 01 01 kk xx 00 (kk 02 header);
///                value: u16 major u16 minor u32 KAG u64 this u64 previous u64 footer
///                u64 HeaderByteCount (32) u64 IndexByteCount u32 IndexSID u64 BodyOffset ...
/// local set      key 06 0E 2B 34 02 53 01 01 0D 01 01 01 01 01 kk 00; value: items of
///                u16 tag, u16 length, value. kk: 36 Material Package, 3B Timeline Track,
///                0F Sequence. Static tags: 3C0A InstanceUID, 4403 Tracks (batch: u32 count,
///                u32 item length, UIDs), 4B01 EditRate (i32 num, i32 den), 4803 Sequence
///                (a strong reference: the InstanceUID of the set), 0202 Duration (i64),
///                0201 DataDefinition (a UL: 06 0E 2B 34 04 01 01 01 01 03 02 02 01 picture,
///                ... 02 02 02 sound, ... 02 01 timecode)
/// picture descriptors 27 (generic), 28 (CDCI), 29 (RGBA), 51 (MPEG-2 video): 3203
///                StoredWidth (u32), 3202 StoredHeight (u32, per field when 320C FrameLayout
///                is 1, separate fields), 3201 PictureEssenceCoding (UL), 3004
///                EssenceContainer (UL, in every file descriptor)
/// sound descriptors 42 (generic), 47 (AES3), 48 (WAVE): 3D03 AudioSamplingRate (i32/i32),
///                3D07 ChannelCount (u32), 3D01 QuantizationBits (u32), 3D06
///                SoundEssenceCoding (UL)
/// ```
/// Spec: SMPTE ST 377-1:2011 §6 (KLV), §7.1 (partition pack), §9 and Annex B (local sets and
/// tags); SMPTE ST 336 (BER lengths). At most `maxSets` sets are read, and only from the bytes
/// the caller read.
struct MXFHeaderMetadata {
  /// A Material Package track: its edit rate and its sequence's duration in edit units.
  struct Track {
    let editRate: (numerator: Int64, denominator: Int64)
    let duration: Int64
    /// Whether its sequence's data definition is picture essence.
    let isPicture: Bool
  }

  /// The stored frame size of the first picture descriptor.
  private(set) var storedSize: (width: Int, height: Int)?
  /// The PictureEssenceCoding UL (3201) of the first picture descriptor that states one.
  private(set) var pictureCoding: [UInt8]?
  /// The EssenceContainer UL (3004) of the first picture descriptor that states one.
  private(set) var pictureContainer: [UInt8]?

  /// What the first sound descriptor (42 generic, 47 AES3, 48 WAVE) states.
  struct Sound {
    /// The descriptor's set kind.
    let kind: UInt8
    /// SoundEssenceCoding (3D06), a UL.
    let coding: [UInt8]?
    /// AudioSamplingRate (3D03, i32 numerator, i32 denominator), rounded.
    let sampleRate: Int?
    /// ChannelCount (3D07, u32).
    let channels: Int?
    /// QuantizationBits (3D01, u32).
    let bits: Int?
  }

  private(set) var sound: Sound?

  /// The Material Package's timeline tracks whose sequence states a duration.
  private(set) var materialTracks: [Track] = []
  /// Whether the header metadata held a Material Package.
  private(set) var hasMaterialPackage = false

  static let maxSets = 10_000
  static let localSetPrefix: [UInt8?] = [
    0x06, 0x0E, 0x2B, 0x34, 0x02, 0x53, 0x01, 0x01, 0x0D, 0x01, 0x01, 0x01, 0x01, 0x01,
  ]
  static let partitionPackPrefix: [UInt8?] = [
    0x06, 0x0E, 0x2B, 0x34, 0x02, 0x05, 0x01, 0x01, 0x0D, 0x01, 0x02, 0x01, 0x01,
  ]

  /// Reads the local sets of `bytes`, which start at the first KLV after the header
  /// partition pack.
  init(_ bytes: [UInt8]) {
    var sets: [[UInt8]: (kind: UInt8, tags: [UInt16: ArraySlice<UInt8>])] = [:]
    var packageTracks: [[UInt8]] = []
    var position = 0
    var count = 0
    while count < Self.maxSets, let (valueStart, length) = Self.klv(bytes, at: position) {
      count += 1
      let end = valueStart + length
      guard end <= bytes.count else { break }
      if bytes.matches(Self.localSetPrefix, at: position) {
        let kind = bytes[position + 14]
        let tags = Self.localTags(bytes[valueStart..<end])
        if let uid = tags[0x3C0A], uid.count == 16 { sets[Array(uid)] = (kind, tags) }
        if kind == 0x36, let refs = tags[0x4403] {
          hasMaterialPackage = true
          packageTracks = Self.batch(refs)
        }
        if [0x27, 0x28, 0x29, 0x51].contains(kind) {
          if storedSize == nil { storedSize = Self.storedSize(tags) }
          if pictureCoding == nil, let ul = tags[0x3201], ul.count == 16 { pictureCoding = Array(ul) }
          if pictureContainer == nil, let ul = tags[0x3004], ul.count == 16 { pictureContainer = Array(ul) }
        }
        if [0x42, 0x47, 0x48].contains(kind), sound == nil { sound = Self.sound(kind, tags) }
      }
      position = end
    }
    for reference in packageTracks {
      guard let track = sets[reference], track.kind == 0x3B,
        let rate = track.tags[0x4B01], rate.count == 8,
        let numerator = Array(rate).integer(at: 0, as: Int32.self),
        let denominator = Array(rate).integer(at: 4, as: Int32.self),
        numerator > 0, denominator > 0,
        let sequenceRef = track.tags[0x4803], let sequence = sets[Array(sequenceRef)],
        sequence.kind == 0x0F, let duration = sequence.tags[0x0202], duration.count == 8,
        let units = Array(duration).integer(at: 0, as: Int64.self), units > 0
      else { continue }
      let definition = sequence.tags[0x0201].map(Array.init) ?? []
      materialTracks.append(
        Track(
          editRate: (Int64(numerator), Int64(denominator)), duration: units,
          isPicture: definition.count == 16 && definition.matches(Self.pictureDefinition, at: 0)))
    }
  }

  /// The first 13 bytes of the picture essence data definition UL (ST 377-1 Annex B;
  /// SMPTE RP 224).
  static let pictureDefinition: [UInt8?] = [
    0x06, 0x0E, 0x2B, 0x34, 0x04, 0x01, 0x01, nil, 0x01, 0x03, 0x02, 0x02, 0x01,
  ]

  /// The facts of a sound descriptor; a rate, count or width of 0 is left out.
  static func sound(_ kind: UInt8, _ tags: [UInt16: ArraySlice<UInt8>]) -> Sound {
    func u32(_ tag: UInt16) -> Int? {
      tags[tag].flatMap { Array($0).integer(at: 0, as: UInt32.self) }.flatMap { $0 > 0 ? Int($0) : nil }
    }
    var rate: Int?
    if let value = tags[0x3D03].map(Array.init), let numerator = value.integer(at: 0, as: Int32.self),
      let denominator = value.integer(at: 4, as: Int32.self), numerator > 0, denominator > 0
    {
      rate = Int((Double(numerator) / Double(denominator)).rounded())
    }
    let coding = tags[0x3D06].flatMap { $0.count == 16 ? Array($0) : nil }
    return Sound(kind: kind, coding: coding, sampleRate: rate, channels: u32(0x3D07), bits: u32(0x3D01))
  }

  /// StoredWidth and StoredHeight of a picture descriptor, the height doubled for separate
  /// fields (FrameLayout 1).
  static func storedSize(_ tags: [UInt16: ArraySlice<UInt8>]) -> (width: Int, height: Int)? {
    guard let w = tags[0x3203].flatMap({ Array($0).integer(at: 0, as: UInt32.self) }),
      let h = tags[0x3202].flatMap({ Array($0).integer(at: 0, as: UInt32.self) }),
      w > 0, h > 0
    else { return nil }
    let layout = tags[0x320C].flatMap { Array($0).integer(at: 0, as: UInt8.self) } ?? 0
    return (Int(w), Int(h) * (layout == 1 ? 2 : 1))
  }

  /// The value's start and length of the KLV at `position`, if its key and BER length fit.
  static func klv(_ bytes: [UInt8], at position: Int) -> (Int, Int)? {
    guard bytes.matches([0x06, 0x0E, 0x2B, 0x34], at: position),
      let first = bytes.integer(at: position + 16, as: UInt8.self)
    else { return nil }
    if first < 0x80 { return (position + 17, Int(first)) }
    let width = Int(first & 0x7F)
    guard (1...8).contains(width),
      let length = bytes.integer(at: position + 17, byteCount: width, as: UInt64.self),
      length <= UInt64(Int32.max)
    else { return nil }
    return (position + 17 + width, Int(length))
  }

  /// The items of a local set: tag → value.
  static func localTags(_ value: ArraySlice<UInt8>) -> [UInt16: ArraySlice<UInt8>] {
    var tags: [UInt16: ArraySlice<UInt8>] = [:]
    var index = value.startIndex
    while index + 4 <= value.endIndex {
      let tag = UInt16(value[index]) << 8 | UInt16(value[index + 1])
      let length = Int(value[index + 2]) << 8 | Int(value[index + 3])
      let start = index + 4
      guard start + length <= value.endIndex else { break }
      if tags[tag] == nil { tags[tag] = value[start..<(start + length)] }
      index = start + length
    }
    return tags
  }

  /// The 16-byte items of a batch (u32 count, u32 item length, items).
  static func batch(_ value: ArraySlice<UInt8>) -> [[UInt8]] {
    let bytes = Array(value)
    guard let count = bytes.integer(at: 0, as: UInt32.self),
      bytes.integer(at: 4, as: UInt32.self) == 16
    else { return [] }
    let items = min(Int(count), (bytes.count - 8) / 16)
    return (0..<max(0, items)).map { Array(bytes[(8 + 16 * $0)..<(24 + 16 * $0)]) }
  }
}
