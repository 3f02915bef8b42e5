import MediaKindTestSupport
import Testing

@testable import MediaKind

/// Builders and runners for the audio/video probe tests: synthetic files built byte by byte
/// from each format's layout, so every value a test checks is one the test wrote.
enum AVFixtures {
  /// Runs one probe over `bytes` as the registry format `format`.
  static func probe(
    _ probe: some Probe, _ bytes: [UInt8], format: FormatID, fast: Bool = false,
    headSize: Int = 64 * 1024, budget: ReadBudget = .standard
  ) -> MediaFacts {
    let source = ByteSource(bytes: bytes, headSize: headSize, limitedToHead: fast, budget: budget)
    var facts = MediaFacts()
    guard let descriptor = FormatRegistry.standard.descriptor(format) else {
      facts.diagnose(.missing, at: "test", "no descriptor \(format)")
      return facts
    }
    let input = ProbeInput(
      source: source, format: descriptor, fileName: "test", mode: fast ? .fast : .thorough,
      budget: budget)
    #expect(probe.accepts(descriptor), "\(probe.id) does not accept \(format)")
    probe.run(on: input, into: &facts)
    return facts
  }

  /// End to end through the public façade.
  static func classify(_ bytes: [UInt8], name: String, fast: Bool = false) -> Classification {
    MediaClassifier(options: ClassifyOptions(mode: fast ? .fast : .thorough))
      .classify(bytes: bytes, name: name)
  }

  /// Whether two durations agree to a microsecond.
  static func close(_ a: Double?, _ b: Double, tolerance: Double = 1e-6) -> Bool {
    guard let a else { return false }
    return abs(a - b) <= tolerance
  }

  // MARK: RIFF / IFF

  /// A WAVE file: `fmt ` (PCM unless `formatTag` says otherwise), optional `fact`, `data`.
  static func wave(
    formatTag: UInt16 = 1, channels: UInt16 = 2, rate: UInt32 = 44100, bits: UInt16 = 16,
    dataBytes: Int, fact: UInt32? = nil, bigEndian: Bool = false, extraBefore: [UInt8] = []
  ) -> [UInt8] {
    let blockAlign = channels * bits / 8
    var fmt = ByteBuilder()
    func u16(_ v: UInt16) { bigEndian ? fmt.u16be(v) : fmt.u16le(v) }
    func u32(_ v: UInt32) { bigEndian ? fmt.u32be(v) : fmt.u32le(v) }
    u16(formatTag)
    u16(channels)
    u32(rate)
    u32(rate * UInt32(blockAlign))
    u16(blockAlign)
    u16(bits)
    var body = ByteBuilder()
    body.ascii("WAVE")
    body.append(chunk("fmt ", fmt.bytes, bigEndian: bigEndian))
    body.append(extraBefore)
    if let fact {
      var f = ByteBuilder()
      bigEndian ? f.u32be(fact) : f.u32le(fact)
      body.append(chunk("fact", f.bytes, bigEndian: bigEndian))
    }
    body.append(chunk("data", [UInt8](repeating: 0, count: dataBytes), bigEndian: bigEndian))
    var b = ByteBuilder()
    b.ascii(bigEndian ? "RIFX" : "RIFF")
    bigEndian ? b.u32be(UInt32(body.count)) : b.u32le(UInt32(body.count))
    b.append(body.bytes)
    return b.bytes
  }

  /// A RIFF/RIFX chunk with its padding byte.
  static func chunk(_ id: String, _ data: [UInt8], bigEndian: Bool = false) -> [UInt8] {
    var b = ByteBuilder()
    b.ascii(id)
    bigEndian ? b.u32be(UInt32(data.count)) : b.u32le(UInt32(data.count))
    b.append(data)
    if data.count % 2 == 1 { b.u8(0) }
    return b.bytes
  }

  /// A RIFF `LIST` chunk of type `type` around `children`.
  static func list(_ type: String, _ children: [UInt8]) -> [UInt8] {
    chunk("LIST", Array(type.utf8) + children)
  }

  /// An 80-bit IEEE extended number (AIFF sample rates), for positive integers.
  static func extended80(_ value: Double) -> [UInt8] {
    var b = ByteBuilder()
    guard value > 0 else {
      b.zeros(10)
      return b.bytes
    }
    let exponent = Int(value.exponent)
    b.u16be(UInt16(16383 + exponent))
    let mantissa = UInt64(value.significand * Double(UInt64(1) << 63))
    b.u64be(mantissa)
    return b.bytes
  }

  /// An AIFF (or AIFF-C) file with a COMM chunk and an empty SSND chunk.
  static func aiff(frames: UInt32, rate: Double, channels: UInt16 = 1, aifc: Bool = false)
    -> [UInt8]
  {
    var comm = ByteBuilder()
    comm.u16be(channels)
    comm.u32be(frames)
    comm.u16be(16)
    comm.append(extended80(rate))
    if aifc {
      comm.ascii("NONE")
      comm.u8(0)
      comm.u8(0)
    }
    var body = ByteBuilder()
    body.ascii(aifc ? "AIFC" : "AIFF")
    body.ascii("COMM")
    body.u32be(UInt32(comm.count))
    body.append(comm.bytes)
    body.ascii("SSND")
    body.u32be(8)
    body.zeros(8)
    var b = ByteBuilder()
    b.ascii("FORM")
    b.u32be(UInt32(body.count))
    b.append(body.bytes)
    return b.bytes
  }

  // MARK: MPEG audio

  /// An MPEG-1 layer III frame header at 128 kbit/s, 44.1 kHz, stereo (417 bytes a frame).
  static let mp3Header128: [UInt8] = [0xFF, 0xFB, 0x90, 0x00]
  static let mp3FrameLength128 = 417

  /// `count` audio frames (zero-filled after the header).
  static func mp3Frames(_ count: Int) -> [UInt8] {
    var b = ByteBuilder()
    for _ in 0..<count {
      b.append(mp3Header128)
      b.zeros(mp3FrameLength128 - 4)
    }
    return b.bytes
  }

  /// A Xing (or Info) frame stating `frames` audio frames.
  static func xingFrame(frames: UInt32, tag: String = "Xing") -> [UInt8] {
    var b = ByteBuilder()
    b.append(mp3Header128)
    b.zeros(32)  // MPEG-1 stereo side information
    b.ascii(tag)
    b.u32be(1)  // frames field present
    b.u32be(frames)
    b.zeros(mp3FrameLength128 - b.count)
    return b.bytes
  }

  /// An ID3v2.4 tag with `padding` bytes of body.
  static func id3(padding: Int) -> [UInt8] {
    var b = ByteBuilder()
    b.ascii("ID3")
    b.u8(4)
    b.u8(0)
    b.u8(0)
    let size = padding
    b.append([
      UInt8((size >> 21) & 0x7F), UInt8((size >> 14) & 0x7F), UInt8((size >> 7) & 0x7F),
      UInt8(size & 0x7F),
    ])
    b.zeros(padding)
    return b.bytes
  }

  /// An ID3v1 tag (128 bytes).
  static var id3v1: [UInt8] { Array("TAG".utf8) + [UInt8](repeating: 0x20, count: 125) }

  // MARK: FLAC

  /// A 34-byte STREAMINFO body.
  static func streamInfo(rate: Int, channels: Int = 2, bits: Int = 16, samples: UInt64) -> [UInt8] {
    var b = ByteBuilder()
    b.u16be(4096)
    b.u16be(4096)
    b.u24be(0)
    b.u24be(0)
    let packed =
      UInt64(rate) << 44 | UInt64(channels - 1) << 41 | UInt64(bits - 1) << 36 | samples
    b.u64be(packed)
    b.zeros(16)
    return b.bytes
  }

  /// A FLAC stream: "fLaC", STREAMINFO (last block), no frames.
  static func flac(rate: Int, samples: UInt64) -> [UInt8] {
    var b = ByteBuilder()
    b.ascii("fLaC")
    b.u8(0x80)
    b.u24be(34)
    b.append(streamInfo(rate: rate, samples: samples))
    return b.bytes
  }

  // MARK: Ogg

  /// One Ogg page holding one packet (lacing values for its length).
  static func oggPage(
    serial: UInt32, sequence: UInt32, granule: Int64, flags: UInt8, packet: [UInt8]
  ) -> [UInt8] {
    var lacing: [UInt8] = Array(repeating: 255, count: packet.count / 255)
    lacing.append(UInt8(packet.count % 255))
    var b = ByteBuilder()
    b.ascii("OggS")
    b.u8(0)
    b.u8(flags)
    b.u64le(UInt64(bitPattern: granule))
    b.u32le(serial)
    b.u32le(sequence)
    b.u32le(0)  // CRC (not checked by the probe)
    b.u8(UInt8(lacing.count))
    b.append(lacing)
    b.append(packet)
    return b.bytes
  }

  static func vorbisID(rate: UInt32) -> [UInt8] {
    var b = ByteBuilder()
    b.u8(1)
    b.ascii("vorbis")
    b.u32le(0)
    b.u8(2)
    b.u32le(rate)
    b.zeros(13)
    b.u8(1)
    return b.bytes
  }

  static func opusHead(preSkip: UInt16) -> [UInt8] {
    var b = ByteBuilder()
    b.ascii("OpusHead")
    b.u8(1)
    b.u8(2)
    b.u16le(preSkip)
    b.u32le(44100)
    b.zeros(3)
    return b.bytes
  }

  static func theoraID(width: UInt32, height: UInt32, fps: UInt32, shift: UInt16) -> [UInt8] {
    var b = ByteBuilder()
    b.u8(0x80)
    b.ascii("theora")
    b.append([3, 2, 1])
    b.u16be(UInt16((width + 15) / 16))
    b.u16be(UInt16((height + 15) / 16))
    b.u24be(width)
    b.u24be(height)
    b.u8(0)
    b.u8(0)
    b.u32be(fps)
    b.u32be(1)
    b.u24be(1)
    b.u24be(1)
    b.u8(0)
    b.u24be(0)
    b.u16be(shift << 5)
    return b.bytes
  }

  /// A single-stream Ogg file: the id page, a second header page, then a last page at
  /// `lastGranule`.
  static func ogg(id: [UInt8], lastGranule: Int64, serial: UInt32 = 7) -> [UInt8] {
    oggPage(serial: serial, sequence: 0, granule: 0, flags: 2, packet: id)
      + oggPage(
        serial: serial, sequence: 1, granule: 0, flags: 0, packet: [3] + Array("vorbis".utf8))
      + oggPage(serial: serial, sequence: 2, granule: lastGranule, flags: 4, packet: [0, 1, 2, 3])
  }

  // MARK: EBML

  /// An EBML element: the id bytes as written, an 8-byte size, the data.
  static func ebml(_ id: [UInt8], _ data: [UInt8]) -> [UInt8] {
    var b = ByteBuilder()
    b.append(id)
    b.u8(0x01)  // 8-byte size vint
    b.append([0, 0, 0])
    b.u32be(UInt32(data.count))
    b.append(data)
    return b.bytes
  }

  static func ebmlUInt(_ id: [UInt8], _ value: UInt64) -> [UInt8] {
    var b = ByteBuilder()
    b.u64be(value)
    return ebml(id, b.bytes)
  }

  static func ebmlFloat(_ id: [UInt8], _ value: Double) -> [UInt8] {
    var b = ByteBuilder()
    b.u64be(value.bitPattern)
    return ebml(id, b.bytes)
  }

  static func ebmlHeader(docType: String) -> [UInt8] {
    // DocType with a one-byte size, as the signature sniffer reads it.
    ebml(
      [0x1A, 0x45, 0xDF, 0xA3],
      [0x42, 0x82, 0x80 | UInt8(docType.utf8.count)] + Array(docType.utf8))
  }

  /// A Matroska file: header, Segment with Info and Tracks (one track per entry of `tracks`:
  /// type 1 video with a size, 2 audio), then a Cluster.
  static func matroska(
    docType: String = "matroska", timecodeScale: UInt64 = 1_000_000, durationTicks: Double,
    tracks: [(type: UInt64, width: UInt64, height: UInt64)], infoLast: Bool = false
  ) -> [UInt8] {
    let info = ebml(
      [0x15, 0x49, 0xA9, 0x66],
      ebmlUInt([0x2A, 0xD7, 0xB1], timecodeScale) + ebmlFloat([0x44, 0x89], durationTicks))
    var entries: [UInt8] = []
    for track in tracks {
      var fields = ebmlUInt([0x83], track.type)
      if track.type == 1 {
        fields += ebmlUInt([0x23, 0xE3, 0x83], 40_000_000)
        fields += ebml([0xE0], ebmlUInt([0xB0], track.width) + ebmlUInt([0xBA], track.height))
      }
      entries += ebml([0xAE], fields)
    }
    let tracksElement = ebml([0x16, 0x54, 0xAE, 0x6B], entries)
    let cluster = ebml([0x1F, 0x43, 0xB6, 0x75], [0xE7, 0x81, 0x00])
    var segment: [UInt8]
    if infoLast {
      // A SeekHead (its entries have fixed sizes) pointing at Info placed after the Cluster.
      let tracksOffset = UInt64(seekHead(infoAt: 0, tracksAt: 0).count)
      let infoOffset = tracksOffset + UInt64(tracksElement.count + cluster.count)
      segment =
        seekHead(infoAt: infoOffset, tracksAt: tracksOffset) + tracksElement + cluster + info
    } else {
      segment = info + tracksElement + cluster
    }
    return ebmlHeader(docType: docType) + ebml([0x18, 0x53, 0x80, 0x67], segment)
  }

  /// A SeekHead with fixed-size entries (so its length does not depend on the positions).
  static func seekHead(infoAt info: UInt64, tracksAt tracks: UInt64) -> [UInt8] {
    func seek(_ id: [UInt8], _ position: UInt64) -> [UInt8] {
      ebml([0x4D, 0xBB], ebml([0x53, 0xAB], id) + ebmlUInt([0x53, 0xAC], position))
    }
    return ebml(
      [0x11, 0x4D, 0x9B, 0x74],
      seek([0x15, 0x49, 0xA9, 0x66], info) + seek([0x16, 0x54, 0xAE, 0x6B], tracks))
  }

  // MARK: ASF

  static let asfHeaderGUID: [UInt8] = [
    0x30, 0x26, 0xB2, 0x75, 0x8E, 0x66, 0xCF, 0x11, 0xA6, 0xD9, 0x00, 0xAA, 0x00, 0x62, 0xCE, 0x6C,
  ]
  static let asfVideoGUID: [UInt8] = [
    0xC0, 0xEF, 0x19, 0xBC, 0x4D, 0x5B, 0xCF, 0x11, 0xA8, 0xFD, 0x00, 0x80, 0x5F, 0x5C, 0x44, 0x2B,
  ]
  static let asfAudioGUID: [UInt8] = [
    0x40, 0x9E, 0x69, 0xF8, 0x4D, 0x5B, 0xCF, 0x11, 0xA8, 0xFD, 0x00, 0x80, 0x5F, 0x5C, 0x44, 0x2B,
  ]

  static func asfObject(_ guid: [UInt8], _ data: [UInt8]) -> [UInt8] {
    var b = ByteBuilder()
    b.append(guid)
    b.u64le(UInt64(24 + data.count))
    b.append(data)
    return b.bytes
  }

  /// An ASF file: Header Object with File Properties and one Stream Properties per stream.
  static func asf(
    play100ns: UInt64, prerollMs: UInt64, created: UInt64 = 0, flags: UInt32 = 2,
    video: (UInt32, UInt32)?
  ) -> [UInt8] {
    var file = ByteBuilder()
    file.zeros(16)
    file.u64le(0)
    file.u64le(created)
    file.u64le(1)
    file.u64le(play100ns)
    file.u64le(play100ns)
    file.u64le(prerollMs)
    file.u32le(flags)
    file.u32le(3200)
    file.u32le(3200)
    file.u32le(128_000)
    var children = asfObject(ASFObject.filePropertiesGUID, file.bytes)
    var audio = ByteBuilder()
    audio.append(asfAudioGUID)
    audio.zeros(16 + 8 + 4 + 4 + 2 + 4)
    children += asfObject(ASFObject.streamPropertiesGUID, audio.bytes)
    if let (w, h) = video {
      var stream = ByteBuilder()
      stream.append(asfVideoGUID)
      stream.zeros(16 + 8)
      stream.u32le(51)
      stream.u32le(0)
      stream.u16le(2)
      stream.u32le(0)
      stream.u32le(w)
      stream.u32le(h)
      stream.u8(2)
      stream.u16le(40)
      stream.u32le(40)
      stream.u32le(w)
      stream.u32le(h)
      stream.zeros(28)
      children += asfObject(ASFObject.streamPropertiesGUID, stream.bytes)
    }
    var b = ByteBuilder()
    b.append(asfHeaderGUID)
    b.u64le(UInt64(30 + children.count))
    b.u32le(video == nil ? 2 : 3)
    b.u8(1)
    b.u8(2)
    b.append(children)
    return b.bytes
  }
}
