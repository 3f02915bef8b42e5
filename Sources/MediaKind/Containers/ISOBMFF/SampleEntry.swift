/// One entry of a sample description box `stsd`: the coding format of a track's samples,
/// the coded size for visual entries, and the boxes that follow the fixed fields.
///
/// ```
/// stsd: FullBox, u32 entry_count, then entry_count sample entries (boxes)
/// SampleEntry:          u8[6] reserved, u16 data_reference_index              (8 bytes)
/// VisualSampleEntry:    + u16 pre_defined, u16 reserved, u32[3] pre_defined,
///                         u16 width, u16 height, u32 horizres, u32 vertres, u32 reserved,
///                         u16 frame_count, u8[32] compressorname, u16 depth, i16 -1
///                                                                           (78 bytes)
///                       then boxes: hvcC lhvC av1C colr pasp clap vexu hfov sv3d st3d ...
/// AudioSampleEntry:     + u16 version, u16 revision, u32 vendor, u16 channelcount,
///                         u16 samplesize, u16 compression id, u16 packet size,
///                         u32 samplerate (16.16)                            (28 bytes)
///                       QuickTime v1: + u32[4] (samples per packet, bytes per packet,
///                         bytes per frame, bytes per sample)                (44 bytes)
///                       QuickTime v2: + u32 size, f64 sample rate, u32 channels, u32
///                         0x7F000000, u32 bits per channel, u32 LPCM flags, u32, u32
///                                                                           (64 bytes)
///                       ISO v1 (AudioSampleEntryV1) keeps the 28-byte layout
///                       then boxes: esds wave alac dfLa dOps dac3 chnl srat ...
/// mebx (timed metadata): 8 bytes, then a 'keys' box
/// ```
/// Spec: ISO/IEC 14496-12 §8.5.2 and §12.1.3; Apple QTFF "Sample Description Atoms",
/// "Timed Metadata Media" (mebx); ExifTool QuickTime.pm `%QuickTime::VisualSampleDesc`.
struct SampleEntry {
  /// The coding name: 'hvc1', 'avc1', 'av01', 'mp4a', 'mebx', 'drms', 'CRAW' ...
  let format: FourCC
  /// Coded width and height (visual entries only).
  let width: Int?
  let height: Int?
  /// The boxes after the fixed fields (visual, audio and mebx entries).
  let children: [Box]
  /// Channels, bits per sample and samples per second (audio entries only; QuickTime v2
  /// entries give them in their own fields).
  private(set) var channelCount: Int?
  private(set) var sampleSize: Int?
  private(set) var sampleRate: Double?
  /// QuickTime v2 `lpcm` flags: bit 0 float, bit 1 big-endian (Apple CoreAudio
  /// `kAudioFormatFlagIsFloat`, `kAudioFormatFlagIsBigEndian`).
  private(set) var pcmFlags: UInt32?

  /// Which fixed layout an entry has, from the track's handler.
  enum Layout {
    case visual, audio, metadata, other
  }

  init(_ box: Box, layout: Layout, walker: inout BoxWalker) {
    format = box.type
    var r = box.reader(skipping: 8)
    switch layout {
    case .visual:
      var w: Int?
      var h: Int?
      if (try? r.skip(16)) != nil, let width = try? r.readInteger(as: UInt16.self),
        let height = try? r.readInteger(as: UInt16.self)
      {
        w = Int(width)
        h = Int(height)
      }
      width = w
      height = h
      children = box.payloadSize >= 78 ? walker.children(of: box, skipping: 78) : []
    case .metadata where box.type == "mebx":
      width = nil
      height = nil
      children = walker.children(of: box, skipping: 8)
    case .audio:
      width = nil
      height = nil
      var start = 28
      if let version = try? r.readInteger(as: UInt16.self), (try? r.skip(6)) != nil,
        let channels = try? r.readInteger(as: UInt16.self), let bits = try? r.readInteger(as: UInt16.self),
        (try? r.skip(4)) != nil, let rate = try? r.readInteger(as: UInt32.self)
      {
        channelCount = Int(channels)
        sampleSize = Int(bits)
        sampleRate = Double(rate >> 16) + Double(rate & 0xFFFF) / 65536
        if version == 1, !Self.boxFollows(box, at: 28) {
          start = 44
        } else if version == 2 {
          start = 64
          var v2 = box.reader(skipping: 32)
          if let rate = try? v2.readInteger(as: UInt64.self), let channels = try? v2.readInteger(as: UInt32.self),
            (try? v2.skip(4)) != nil, let bits = try? v2.readInteger(as: UInt32.self),
            let flags = try? v2.readInteger(as: UInt32.self)
          {
            sampleRate = Double(bitPattern: rate)
            channelCount = Int(clamping: channels)
            sampleSize = Int(clamping: bits)
            pcmFlags = flags
          }
        }
      }
      children = box.payloadSize >= start ? walker.children(of: box, skipping: start) : []
    case .metadata, .other:
      width = nil
      height = nil
      children = []
    }
  }

  /// Whether a box header that fits in `box` starts `offset` bytes into its payload (an
  /// ISO version-1 audio entry has its boxes there; a QuickTime one has 16 more bytes of
  /// fields).
  static func boxFollows(_ box: Box, at offset: Int) -> Bool {
    let start = box.header.payloadStart + offset
    guard let size = box.bytes.integer(at: start, as: UInt32.self), size >= 8,
      Int(size) <= box.header.end - start,
      let type = box.bytes.integer(at: start + 4, as: UInt32.self)
    else { return false }
    return BoxWalker.looksLikeType(FourCC(type))
  }

  /// The first child box of type `type`.
  func child(_ type: FourCC) -> Box? { children.first { $0.type == type } }
}
