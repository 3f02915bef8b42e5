/// The playing time of a Standard MIDI File: track lengths in ticks, converted through the
/// tempo map.
///
/// ```
/// "MThd" u32be 6, u16 format (0, 1, 2), u16 track count, u16 division
///   (bit 15 clear: ticks per quarter note; set: −frames per second (high byte) × ticks per
///   frame (low byte), absolute time)
/// "MTrk" u32be length, events: delta time (variable-length quantity, 7 bits a byte, high
///   bit = more), then FF type VLQ-length data (meta; FF 51 03 tttttt = µs per quarter note,
///   FF 2F 00 = end of track) | F0/F7 VLQ-length data (sysex) | channel message
///   (8n 9n An Bn En: 2 data bytes, Cn Dn: 1; running status reuses the last status)
/// ```
/// Tempo events (usually in track 0) apply to every track of a format 1 file; the default
/// tempo is 500 000 µs per quarter note. Spec: MIDI Manufacturers Association, "Standard MIDI
/// Files 1.0" (RP-001) §2.1-§3; "MIDI 1.0 Detailed Specification" (channel message lengths).
struct StandardMIDIFile {
  /// Seconds until the last track ends, or `nil` for a damaged header. Reads at most
  /// `maxEvents` events in all.
  static func duration(_ bytes: [UInt8], maxEvents: Int) -> Double? {
    guard bytes.matches(ascii: "MThd", at: 0),
      let headerLength = bytes.integer(at: 4, as: UInt32.self),
      headerLength >= 6, let tracks = bytes.integer(at: 10, as: UInt16.self),
      let division = bytes.integer(at: 12, as: UInt16.self)
    else { return nil }
    var position = 8 + Int(headerLength)
    var tempos: [(tick: Int, microseconds: Int)] = []
    var lastTick = 0
    var events = 0
    for _ in 0..<Int(tracks) {
      guard bytes.matches(ascii: "MTrk", at: position),
        let length = bytes.integer(at: position + 4, as: UInt32.self)
      else { break }
      let start = position + 8
      let end = min(bytes.count, start + Int(length))
      let (ticks, trackTempos) = walkTrack(
        bytes, start..<end, events: &events, maxEvents: maxEvents)
      lastTick = max(lastTick, ticks)
      tempos += trackTempos
      position = start + Int(length)
      if events >= maxEvents { break }
    }
    if division & 0x8000 != 0 {
      let framesPerSecond = -Int(Int8(bitPattern: UInt8(division >> 8)))
      let ticksPerFrame = Int(division & 0xFF)
      guard framesPerSecond > 0, ticksPerFrame > 0 else { return nil }
      return Double(lastTick) / Double(framesPerSecond * ticksPerFrame)
    }
    let ticksPerQuarter = Double(division)
    guard ticksPerQuarter > 0 else { return nil }
    // Integrate the tempo map up to the last tick.
    var seconds = 0.0
    var tick = 0
    var tempo = 500_000
    for change in tempos.sorted(by: { $0.tick < $1.tick }) where change.tick < lastTick {
      seconds += Double(change.tick - tick) * Double(tempo) / 1_000_000 / ticksPerQuarter
      tick = change.tick
      tempo = change.microseconds
    }
    seconds += Double(lastTick - tick) * Double(tempo) / 1_000_000 / ticksPerQuarter
    return seconds
  }

  /// One track's length in ticks and its tempo changes.
  private static func walkTrack(
    _ bytes: [UInt8], _ range: Range<Int>, events: inout Int, maxEvents: Int
  ) -> (Int, [(tick: Int, microseconds: Int)]) {
    var position = range.lowerBound
    var tick = 0
    var status: UInt8 = 0
    var tempos: [(tick: Int, microseconds: Int)] = []
    while position < range.upperBound, events < maxEvents {
      events += 1
      guard let delta = vlq(bytes, &position, limit: range.upperBound),
        let first = bytes.integer(at: position, as: UInt8.self), position < range.upperBound
      else { break }
      tick += delta
      if first == 0xFF {
        guard let type = bytes.integer(at: position + 1, as: UInt8.self) else { break }
        position += 2
        guard let length = vlq(bytes, &position, limit: range.upperBound) else { break }
        // Set Tempo: microseconds per quarter note, 24 bits.
        if type == 0x51, length == 3,
          let tempo = bytes.integer(at: position, byteCount: 3, as: UInt32.self)
        {
          tempos.append((tick, Int(tempo)))
        }
        position += length
        if type == 0x2F { break }
      } else if first == 0xF0 || first == 0xF7 {
        position += 1
        guard let length = vlq(bytes, &position, limit: range.upperBound) else { break }
        position += length
      } else {
        if first & 0x80 != 0 {
          status = first
          position += 1
        }
        guard status & 0x80 != 0 else { break }  // data byte without a running status
        let kind = status & 0xF0
        position += kind == 0xC0 || kind == 0xD0 ? 1 : 2
      }
    }
    return (tick, tempos)
  }

  /// A variable-length quantity of at most 4 bytes.
  private static func vlq(_ bytes: [UInt8], _ position: inout Int, limit: Int) -> Int? {
    var value = 0
    for _ in 0..<4 {
      guard position < limit, let byte = bytes.integer(at: position, as: UInt8.self) else {
        return nil
      }
      position += 1
      value = value << 7 | Int(byte & 0x7F)
      if byte & 0x80 == 0 { return value }
    }
    return nil
  }
}
